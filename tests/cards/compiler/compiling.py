"""Helpers for the compiler's tests: compile a text, or a real card from resources/cards."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.cards.compiler import compile_text
from tabletop.cards.database import CardDatabase
from tabletop.engine.definitions.abilities import Ability, KeywordAbility, SpellAbility
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, Modification
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import CreateEffect, TargetSpec
from tabletop.engine.model.enums import CardType

CREATURE = frozenset({CardType.CREATURE})
FLYING = KeywordAbility("Flying", "Flying")
EOT = Duration.END_OF_TURN
_SPELL_TYPES = frozenset({CardType.INSTANT, CardType.SORCERY})

# Coralhelm Commander as Scryfall and MTGJSON print a leveler (711)
CORALHELM = """Level up {1}
LEVEL 2-3
3/3
Flying
LEVEL 4+
4/4
Flying
Other Merfolk creatures you control get +1/+1."""


def const(n: int) -> Const:
    return Const(n)


def creatures(**fields: Any) -> ObjectFilter:
    return ObjectFilter(types=CREATURE, **fields)


def abilities(text: str, name: str = "Test Card", *, is_spell: bool | None = None
              ) -> tuple[Ability, ...]:
    """The abilities of a text the compiler reads completely."""
    compiled = compile_text(text, name, is_spell=is_spell)
    assert compiled.unknown == (), compiled.unknown
    return compiled.abilities


def one(text: str, name: str = "Test Card", *, is_spell: bool | None = None) -> Ability:
    (ability,) = abilities(text, name, is_spell=is_spell)
    return ability


def spell(text: str, name: str = "Test Spell") -> SpellAbility:
    ability = one(text, name, is_spell=True)
    assert isinstance(ability, SpellAbility)
    return ability


def printed(name: str) -> tuple[Ability, ...]:
    """The abilities of a card in resources/cards, compiled from its Oracle text."""
    record = CardDatabase.builtin().get(name)
    _, types, _ = record.type_parts
    return abilities(record.oracle, record.name, is_spell=bool(types & _SPELL_TYPES))


def untexted(specs: tuple[TargetSpec, ...]) -> tuple[TargetSpec, ...]:
    return tuple(replace(s, text="") for s in specs)


def target_effect(*mods: Modification, index: int = 0) -> CreateEffect:
    """What "target creature gets/has ... until end of turn" creates (611.2a)."""
    spec = EffectSpec(mods=mods, affects=Affects.TARGETS, target_index=index, duration=EOT)
    return CreateEffect(spec, EOT)
