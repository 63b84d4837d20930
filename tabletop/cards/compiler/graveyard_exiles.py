"""Exiling the cards of a kind from graveyards (grammar/graveyard_exiles.lark): "Exile all
creature cards from target player's graveyard", "... from all graveyards" (406.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import EachRef, Exile, PlayerRef
from tabletop.engine.model.enums import Zone

# whose graveyard, as the owner a filter names relative to "you"
_OWNERS = {"you": "you", "each_opponent": "opponent"}


@v_args(inline=True)
class GraveyardExileRules(ClauseRules):
    def i_exile_all_from_graveyard(self, desc: Desc, whose: PlayerRef | None) -> list[Any]:
        if desc.kind != "card" or desc.player is not None:
            raise CompileError("exile all of no cards from a graveyard")
        if desc.filter == ObjectFilter(zone=desc.filter.zone):  # "all cards": the whole zone
            rules: Any = self  # the transformer has every family's rules
            made: list[Any] = rules.i_exile_graveyard(whose)
            return made
        flt = replace(desc.filter, zone=Zone.GRAVEYARD)
        if whose is None:
            ref = EachRef(flt)
        elif whose.who == "target":  # owned by "you" seen from the target player
            ref = EachRef(replace(flt, owner="you"), len(self.scope.targets) - 1)
        elif whose.who in _OWNERS:
            ref = EachRef(replace(flt, owner=_OWNERS[whose.who]))
        else:
            raise CompileError("exile from an unknown graveyard")
        return [Exile(ref)]

    def v_exile_all_own(self, desc: Desc) -> Verb:
        """"Target player exiles all land cards from their graveyard"."""
        def complete(who: PlayerRef) -> list[Any]:
            return self.i_exile_all_from_graveyard(desc, None if who.who == "each" else who)
        return Verb(complete)
