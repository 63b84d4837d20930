"""Discarding any number of cards and counting them, and revealing a counted number of cards
from a hand (grammar/discard_any_number.lark):
"Discard any number of cards. Creatures you control get +0/+1 until end of turn for each card
discarded this way." (Sacred Rites). 701.8: the player chooses the cards (the answer
`choose`; unanswered: the whole hand, as "reveal any number" reveals all), then discards
them; "for each card discarded this way" counts those chosen. "Target player reveals a number
of cards from their hand equal to the number of Swamps you control" (Mire's Toll)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.cards.compiler.values import ANY_NUMBER, as_int
from tabletop.engine.definitions.card_moves import RevealFromHand
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    DiscardCards,
    Draw,
    PlayerRef,
)
from tabletop.engine.definitions.player_values import ChosenCount
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class DiscardAnyNumberRules(ClauseRules):
    def v_discard_any_number(self) -> Verb:
        def complete(who: PlayerRef) -> list[Any]:
            self.discarded_any = True  # this text discarded: "this way" may count it
            return [ChooseObjects(ObjectFilter(zone=Zone.HAND), who, ANY_NUMBER, zone="hand",
                                  any_number=True),
                    DiscardCards(ChosenRef())]
        return Verb(complete)

    def v_discard_up_to_redraw(self, n: Expr) -> Verb:
        """"discard up to three cards, then draw that many cards": the player chooses up to
        that many cards of their hand (the answer `choose`), discards them, then draws as
        many cards as were chosen."""
        most = as_int(n)

        def complete(who: PlayerRef) -> list[Any]:
            return [ChooseObjects(ObjectFilter(zone=Zone.HAND), who, most, zone="hand",
                                  any_number=True),
                    DiscardCards(ChosenRef()), Draw(ChosenCount(), who)]
        return Verb(complete)

    def v_reveal_number_from_hand(self, n: Expr) -> Verb:
        """"reveals a number of cards from their hand equal to ..." (their choice)."""
        self.scope.antecedent = Obj(ChosenRef(), Affects.FIXED)  # "one of them"
        return Verb(lambda who: [RevealFromHand(who, n)])

    def fe_discarded_this_way(self) -> Expr:
        if not getattr(self, "discarded_any", False):
            raise CompileError("'discarded this way' after no cards discarded")
        return ChosenCount()
