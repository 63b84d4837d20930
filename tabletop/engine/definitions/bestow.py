"""Bestow (702.103): the keyword's cost is an alternative cost (`parameter`); a card cast
bestowed is an Aura spell with enchant creature (702.103b), the ability `aura_abilities`
names."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.abilities import Ability, KeywordAbility


@dataclass(frozen=True, slots=True)
class BestowAbility(KeywordAbility):
    """"Bestow [cost]"."""

    aura_abilities: tuple[Ability, ...] = ()
