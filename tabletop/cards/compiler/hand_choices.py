"""Cards chosen from a hand looked at (grammar/hand_choices.lark): "Look at target player's
hand and choose a card from it" (the cards chosen are "that card", "those cards" after)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import CHOSEN
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import ChooseObjects, LookAtHand, PlayerRef
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class HandChoiceRules(ClauseRules):
    def hcc_exactly(self, n: Expr) -> tuple[int, bool]:
        return as_int(n), False

    def hcc_up_to(self, n: Expr) -> tuple[int, bool]:
        return as_int(n), True

    def i_look_hand_choose(self, who: PlayerRef, count: tuple[int, bool], desc: Desc
                           ) -> list[Any]:
        """The controller looks at the hand and chooses cards in it (the answer `choose`;
        without one the most valuable); "up to": those answered, if any."""
        if desc.player is not None or desc.kind not in ("card", "object"):
            raise CompileError("'choose ... from it' of no cards")
        n, up_to = count
        self.scope.hand_of = who
        self.scope.antecedent = CHOSEN
        flt = replace(desc.filter, zone=Zone.HAND)
        return [LookAtHand(who), ChooseObjects(flt, who, n, zone="hand",
                                               chooser=PlayerRef("you"), any_number=up_to)]
