"""The top cards of another player's library, looked at or revealed and sorted
(grammar/their_library_top.lark): "Look at the top five cards of target opponent's library.
Put one of those cards into that player's graveyard and the rest on top of their library in
any order." (Cruel Fate), "Target player reveals the top four cards of their library. You
choose two of those cards and put them into their graveyard." (Bamboozle), "Exile any number
of those cards, then put the rest back in any order." (Dimir Machinations). 401.1: the cards
stay in their owner's library until put elsewhere; a card goes to its owner's graveyard."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import CHOSEN, PutTo, RestTo, Verb
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.cards.compiler.top_cards import top_cards_ref
from tabletop.cards.compiler.values import ANY_NUMBER, as_int
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import (
    FoundRef,
    Instruction,
    Optional_,
    PlayerRef,
    Reveal,
    SplitCards,
    TargetSpec,
    TopCardRef,
)


@v_args(inline=True)
class TheirLibraryTopRules(ClauseRules):
    def lib_target_opponent(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="opponent", text="target opponent"))
        return PlayerRef("target", self.scope.player_index(index))

    def v_reveal_top_cards(self, n: Expr | None = None) -> Verb:
        """"Target player reveals the top four cards of their library" (then "those cards")."""
        def complete(who: PlayerRef) -> list[Any]:
            ref = top_cards_ref(who, n)
            self.scope.antecedent = Obj(ref, Affects.FIXED)
            return [Reveal(ref)]
        return Verb(complete)

    def _those(self) -> TopCardRef | FoundRef:
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef | FoundRef):
            raise CompileError("'those cards' refers to no cards looked at")
        return it.ref

    def i_choose_those_put(self, n: Expr, to: PutTo) -> list[Instruction]:
        """"You choose two of those cards and put them into their graveyard" (the answer
        `choose`; the rest stay on top until a later "put the rest")."""
        cards = self._those()
        self.scope.antecedent = CHOSEN
        return [SplitCards(cards, as_int(n), to.where, "top")]

    def i_exile_of_those(self, count: int, rest: PutTo | None = None, *_order: Any
                         ) -> list[Instruction]:
        """"Exile one of those cards and put the rest back on top of that player's library"
        (Sealed Fate), "Exile any number of those cards" (may be none)."""
        return self._split(count, "exile", "top" if rest is None else rest.where)

    def i_split_both_ordered(self, count: int, to: PutTo, rest: PutTo) -> list[Instruction]:
        """"Put any number of them on the bottom of that library in any order and the rest on
        top of the library in any order" (Ransack)."""
        return self._split(count, to.where, rest.where)

    def _split(self, count: int, first: str, rest: str) -> list[Instruction]:
        split = SplitCards(self._those(), count, first, rest)
        self.scope.antecedent = CHOSEN
        if count != ANY_NUMBER:
            return [split]
        # "any number": none is a choice too (declined, all go with the rest)
        declined = () if rest == "top" else (SplitCards(split.of, 0, first, rest),)
        return [Optional_((split,), declined)]

    def i_rest_back(self) -> list[Any]:
        """"then put the rest back in any order": on top of the library they came from."""
        return [RestTo("top")]

    def acn_number(self, n: Expr) -> int:
        return as_int(n)

    def acn_any(self) -> int:
        return ANY_NUMBER
