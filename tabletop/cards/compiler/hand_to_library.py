"""A player puts cards of their choice from their hand on their library
(grammar/hand_to_library.lark): "Target opponent loses 3 life and puts a card from their hand
on top of their library." (Prying Questions), "each player puts a card from their hand on top
of their library" (Sadistic Augermage), "Target player chooses three cards from their hand and
puts them on top of their library in any order." (Stunted Growth). Each player chooses from
their own hand (the answer `choose`; 401.4: the owner orders them)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    PlayerRef,
    PutInLibrary,
)
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class HandToLibraryRules(ClauseRules):
    def v_puts_from_hand_on_library(self, n: Expr, end: str) -> Verb:
        count = as_int(n)

        def complete(who: PlayerRef) -> list[Any]:
            return [ChooseObjects(ObjectFilter(zone=Zone.HAND), who, count, zone="hand"),
                    PutInLibrary(ChosenRef(), end)]
        return Verb(complete)
