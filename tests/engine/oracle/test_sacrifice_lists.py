"""602.2b, 118.3: "Sacrifice a red creature, a green creature, and a white creature": one
different permanent for each description (Behemoth's Herald), all sacrificed as the cost."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, library, resolve_all, table, zone

HERALD = card("Behemoth's Herald", "Creature — Elf Shaman",
              "{2}{G}, {T}, Sacrifice a red creature, a green creature, and a white creature: "
              "Search your library for a card named Godsire and put it onto the battlefield. "
              "Then shuffle.", "{G}", "1/1")
GODSIRE = creature("Godsire", 5, 5, cost="{4}{R}{G}{W}")
RED = creature("Red Test Creature", 1, 1, cost="{R}")


def test_118_3_one_creature_of_each_color_is_sacrificed() -> None:
    game = table(HERALD, GODSIRE, RED)
    library(game, "Alice")
    library(game, "Alice", 1, "Godsire")
    for _ in range(3):
        enter(game, "Forest")
    herald = enter(game, "Behemoth's Herald")
    game.obj(herald).controlled_since_turn_start = True
    red = enter(game, "Red Test Creature")
    white = enter(game, "Elite Vanguard")
    game.perform(A.ActivateAbility("Alice", herald, 1,
                                   choices=(("sacrifice", (red, herald, white)),)))
    assert {zone(game, o) for o in (red, herald, white)} == {Zone.GRAVEYARD}
    resolve_all(game)
    assert "Godsire" in [game.name_of(o) for o in game.permanents("Alice")]


def test_118_3_without_a_white_creature_it_cannot_be_activated() -> None:
    game = table(HERALD, RED)
    for _ in range(3):
        enter(game, "Forest")
    herald = enter(game, "Behemoth's Herald")
    game.obj(herald).controlled_since_turn_start = True
    enter(game, "Red Test Creature")
    enter(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="sacrifice"):
        game.perform(A.ActivateAbility("Alice", herald, 1))
