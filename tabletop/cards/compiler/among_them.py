"""Counted puts from among the cards an instruction looked at or revealed
(grammar/among_them.lark): "You may put any number of creature and/or land cards from among
them onto the battlefield" (Nissa, Genesis Mage), "Put up to two instant and/or sorcery cards
from among them into your hand and the rest into your graveyard" (Pieces of the Puzzle), and
where the cards not chosen go: "Then put all cards revealed this way that weren't put onto
the battlefield into your graveyard" (Genesis Wave)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import CHOSEN, PutTo, RestTo
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import ANY_NUMBER, as_int
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import (
    FoundRef,
    Instruction,
    Optional_,
    SplitCards,
    TopCardRef,
)


@v_args(inline=True)
class AmongThemRules(ClauseRules):
    def _looked_at(self) -> TopCardRef | FoundRef:
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef | FoundRef):
            raise CompileError("'from among them' refers to no cards looked at")
        return it.ref

    @v_args(inline=True, meta=True)
    def i_put_among_counted(self, meta: Meta, most: int, desc: Desc, to: PutTo,
                            rest: PutTo | None = None) -> list[Instruction]:
        """"any number of", "up to two": the player picks how many (the answer `choose`) and
        may pick none, so the put is optional (a "you may" before it already is) with none
        put when declined; the rest stay on top unless a place for them is named (here or
        by "put the rest ...")."""
        cards = self._looked_at()
        rest_to = "top" if rest is None else rest.where
        split = SplitCards(cards, most, to.where, rest_to, replace(desc.filter, zone=None))
        self.scope.antecedent = CHOSEN  # "They gain haste": the cards put
        before = self.source[:meta.start_pos].lower().split() if not meta.empty else []
        if before[-2:] == ["you", "may"]:
            return [split]
        declined = () if rest is None else (replace(split, count=0),)  # all go with the rest
        return [Optional_((split,), declined)]

    def i_put_among_rest(self, n: Expr, desc: Desc, to: PutTo, rest: PutTo
                         ) -> list[Instruction]:
        """"Put a creature card from among them into your hand and the rest into your
        graveyard"."""
        cards = self._looked_at()
        self.scope.antecedent = CHOSEN
        return [SplitCards(cards, as_int(n), to.where, rest.where,
                           replace(desc.filter, zone=None))]

    def ac_any(self) -> int:
        return ANY_NUMBER

    def ac_up_to(self, n: Expr) -> int:
        return as_int(n)

    def among_rest(self, to: PutTo, *_order: Any) -> PutTo:
        return to

    def i_put_rest_revealed(self, _rest: Any, to: PutTo, *_order: Any) -> list[Any]:
        """"Put all other cards revealed this way into your graveyard": where the cards the
        put before didn't choose go (as "put the rest ...")."""
        return [RestTo(to.where)]

    def rest_revealed(self) -> str:
        return "rest"
