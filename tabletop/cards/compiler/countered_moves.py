"""614.6: "Counter target spell. If that spell is countered this way, put it on top of its
owner's library [on the top or bottom / into its owner's hand] instead of into that
player's graveyard." (grammar/countered_moves.lark): a marker folded into the counter
before it (one_shot_effects.py), which then moves the card there (rules/stack_objects)."""

from __future__ import annotations

from dataclasses import dataclass

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules


@dataclass(frozen=True, slots=True)
class CounteredInstead:
    """Where the countered card goes: "top", "top_or_bottom" (the answer `either`: 1 the
    bottom) or "hand"."""

    where: str


@v_args(inline=True)
class CounteredMoveRules(ClauseRules):
    """The transformer rules of grammar/countered_moves.lark."""

    def sentence_countered_instead(self, where: str) -> list[CounteredInstead]:
        return [CounteredInstead(where)]

    def cp_top(self) -> str:
        return "top"

    def cp_top_or_bottom(self) -> str:
        return "top_or_bottom"

    def cp_hand(self) -> str:
        return "hand"
