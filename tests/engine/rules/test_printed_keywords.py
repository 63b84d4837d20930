"""The cheap look for a printed keyword before a whole-board check (702.131b, 702.95e):
read again as soon as a new object comes into the game, also after an undo."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.rules.printed_keywords import printed_anywhere
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

ARCH = card("Arch of Orazca", "Land",
            "Ascend (If you control ten or more permanents, you get the city's blessing for "
            "the rest of the game.)\n{T}: Add {C}.", "")


def test_a_new_card_with_the_keyword_is_seen_and_an_undone_one_is_not() -> None:
    game = table(ARCH)
    enter(game, "Forest")
    assert not printed_anywhere(game, "Ascend")
    before = game.state.snapshot()
    enter(game, "Arch of Orazca")
    assert printed_anywhere(game, "Ascend")
    game.state = before.snapshot()  # taken back: the same next id, another object
    assert not printed_anywhere(game, "Ascend")
    game.perform(A.EnterBattlefield("Arch of Orazca", "Alice"))
    assert printed_anywhere(game, "Ascend")
