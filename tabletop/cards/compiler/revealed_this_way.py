"""Cards revealed from a hand and counted (grammar/revealed_this_way.lark): "Reveal any
number of red cards in your hand. Scent of Cinder deals X damage to any target, where X is
the number of cards revealed this way." (701.16: the cards revealed are those chosen)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import ANY_NUMBER
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import ChooseObjects, ChosenRef, PlayerRef, Reveal
from tabletop.engine.definitions.player_values import ChosenCount
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class RevealedThisWayRules(ClauseRules):
    def i_reveal_any_from_hand(self, desc: Desc) -> list[Any]:
        """"Reveal any number of blue cards in your hand": the player's choice of them (the
        answer `choose`; without one, all of them), then shown."""
        if desc.player is not None:
            raise CompileError("'in your hand' of another player's cards")
        flt = replace(desc.filter, zone=Zone.HAND)
        return [ChooseObjects(flt, PlayerRef("you"), ANY_NUMBER, zone="hand", any_number=True),
                Reveal(ChosenRef())]

    def fe_revealed_this_way(self) -> Expr:
        """"for each card revealed this way": those just chosen and revealed."""
        return ChosenCount()

    def ex_revealed_this_way(self) -> Expr:
        return ChosenCount()
