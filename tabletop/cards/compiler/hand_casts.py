"""Casting a card from your hand while a spell or ability resolves, without paying its
mana cost (608.2g, 118.9; grammar: hand_casts.lark): "You may cast a card with mana value
3 or less from your hand without paying its mana cost" (Sram's Expertise). The card is
chosen (the answer `choose`), then cast (CastCard: "may", yes unless told)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    Instruction,
    PlayerRef,
)
from tabletop.engine.definitions.keyword_instructions import CastCard
from tabletop.engine.model.enums import CardType, Zone


@v_args(inline=True)
class HandCastRules(ClauseRules):
    def i_cast_from_hand_free(self, desc: Desc) -> list[Instruction]:
        if desc.kind != "card" or desc.player is not None or desc.chosen_type:
            raise CompileError("a card in your hand described by more than a filter")
        # a land card can't be cast (305.9): only the other cards are worth choosing
        flt = replace(desc.filter, zone=Zone.HAND,
                      not_types=desc.filter.not_types | {CardType.LAND})
        return [ChooseObjects(flt, PlayerRef("you"), 1, zone="hand"),
                CastCard(what=ChosenRef())]
