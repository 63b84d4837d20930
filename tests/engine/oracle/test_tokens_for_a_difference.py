""""Choose target player. If they control fewer lands than you, create a number of 4/4 green
Troll Warrior creature tokens with trample equal to the difference." (115.1, 107.1b), from
Oracle text: Waking the Trolls."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

TROLLS = card("Waking the Trolls", "Enchantment — Saga",
              "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
              "after III.)\nI — Destroy target land.\nII — Put target land from a graveyard "
              "onto the battlefield under your control.\nIII — Choose target player. If they "
              "control fewer lands than you, create a number of 4/4 green Troll Warrior "
              "creature tokens with trample equal to the difference.", "{4}{R}{G}")


def _trolls_after_chapter_three(yours: int, theirs: int) -> int:
    game: Game = table(TROLLS)
    for _ in range(yours):
        enter(game, "Forest")
    for _ in range(theirs):
        enter(game, "Mountain", "Bob")
    saga = enter(game, "Waking the Trolls")
    game.perform(A.AddCounters(saga, "lore", 2))  # chapters II and III (714.2b)
    resolve_all(game)
    trolls = [o for o in game.permanents("Alice") if game.name_of(o) == "Troll Warrior"]
    assert all(game.chars(t).power == 4 and game.chars(t).has_ability("Trample")
               for t in trolls)
    return len(trolls)


def test_107_1b_as_many_trolls_as_you_control_more_lands() -> None:
    assert _trolls_after_chapter_three(5, 2) == 3


def test_107_1b_no_trolls_when_they_control_as_many_lands() -> None:
    assert _trolls_after_chapter_three(2, 3) == 0
