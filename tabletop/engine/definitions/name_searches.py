"""Searches for cards by name (701.23): "Search its controller's graveyard, hand, and library
for all cards with the same name as that spell and exile them" (Counterbore), "Choose a
nonland card name. Search target player's graveyard, hand, and library for any number of
cards with that name and exile them" (Memoricide), "Search your library and/or graveyard
for a card named Vraska, Scheming Gorgon" (Vraska's Scorn)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, PlayerRef, Ref

CARD_NAME = "card_name"  # the choices key of "Choose a card name" (asked as it is cast)


@dataclass(frozen=True, slots=True)
class ExileByName(Instruction):
    """Each player `who` names has their graveyard, hand and library searched for the cards
    with the name of `same_as` (as it last existed, 608.2h) or, with no `same_as`, the card
    name chosen (choices `card_name`; `nonland`: a land's name finds nothing); those found
    are exiled. `any_number`: the answer `search` (ids) may exile fewer (701.23b)."""

    who: PlayerRef
    same_as: Ref | None = None
    any_number: bool = False
    nonland: bool = False

    def describe(self) -> str:
        what = "the chosen name" if self.same_as is None else "the same name"
        return f"exile cards with {what} from {self.who.describe()}'s graveyard, hand and library"


@dataclass(frozen=True, slots=True)
class SearchLibraryAndGraveyard(Instruction):
    """"Search your library and/or graveyard for a card named ...": one matching card of
    either zone is found (FoundRef; the answer `search` picks it); `shuffle`: "If you
    search your library this way, shuffle it" (the library is always searched here)."""

    filter: ObjectFilter
    shuffle: bool = False

    def describe(self) -> str:
        return f"search your library and graveyard for a {self.filter.describe()} card"
