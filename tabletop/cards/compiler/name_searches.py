"""Searches for cards by name (701.23; grammar/name_searches.lark): "Search its controller's
graveyard, hand, and library for all cards with the same name as that spell and exile
them", "Choose a nonland card name. Search target player's graveyard, hand, and library
for any number of cards with that name and exile them", "Search your library and/or
graveyard for a card named ..." with "If you search your library this way, shuffle it."."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import FOUND
from tabletop.cards.compiler.phrases import CompileError, Desc, SelfFolding
from tabletop.engine.definitions.instructions import Optional_, PlayerRef, TargetRef
from tabletop.engine.definitions.name_searches import (
    CARD_NAME,
    ExileByName,
    SearchLibraryAndGraveyard,
)


def _with_shuffle(item: Any) -> Any:
    """The search in `item` (or in the "you may" around it) that shuffles; None if none."""
    if isinstance(item, SearchLibraryAndGraveyard) and not item.shuffle:
        return replace(item, shuffle=True)
    if isinstance(item, Optional_):
        inner = list(item.inner)
        for n, part in enumerate(inner):
            found = _with_shuffle(part)
            if found is not None:
                inner[n] = found
                return replace(item, inner=tuple(inner))
    return None


@dataclass(frozen=True, slots=True)
class ShuffleIfSearched(SelfFolding):
    """"If you search your library this way, shuffle it": the search before shuffles."""

    def fold(self, before: list[Any]) -> list[Any]:
        for n in range(len(before) - 1, -1, -1):
            found = _with_shuffle(before[n])
            if found is not None:
                return [*before[:n], found, *before[n + 1:]]
        raise CompileError("'if you search your library this way' after no such search")


@v_args(inline=True)
class NameSearchRules(ClauseRules):
    def nc_all(self) -> bool:
        return False

    def nc_any(self) -> bool:
        return True

    def i_exile_same_name(self, who: PlayerRef, any_number: bool, *_: Any) -> list[Any]:
        """"... for all cards with the same name as that spell and exile them": the name of
        the object last targeted (as it last existed)."""
        that = self.scope.antecedent
        if that is None or not isinstance(that.ref, TargetRef):
            raise CompileError("'the same name as that spell' names no target")
        return [ExileByName(who, that.ref, any_number=any_number)]

    def sentence_exile_chosen_name(self, who: PlayerRef, any_number: bool, *_: Any
                                   ) -> list[Any]:
        """"Choose a nonland card name. Search ... for cards with that name and exile
        them." (201.3: the name is asked as the spell is cast)."""
        self.scope.choose(CARD_NAME)
        return [ExileByName(who, None, any_number=any_number, nonland=True)]

    def i_search_library_graveyard(self, desc: Desc) -> list[Any]:
        """"Search your library and/or graveyard for a card named ...": found (FoundRef)."""
        self.scope.antecedent = FOUND
        return [SearchLibraryAndGraveyard(replace(desc.filter, zone=None))]

    def sentence_shuffle_if_searched(self, *_: Any) -> list[Any]:
        return [ShuffleIfSearched()]
