"""605.1a: a mana ability adding other mana when a condition holds as it resolves: River of
Tears ("If you played a land this turn, add {B} instead", 305.2), Urza's Mine ("If you
control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead"); paying a cost
taps them for what they add now."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table, zone

RIVER = card("River of Tears", "Land",
             "{T}: Add {U}. If you played a land this turn, add {B} instead.")
MINE = card("Urza's Mine", "Land — Urza's Mine",
            "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} "
            "instead.")
PLANT = card("Urza's Power Plant", "Land — Urza's Power-Plant", "{T}: Add {C}.")
TOWER = card("Urza's Tower", "Land — Urza's Tower", "{T}: Add {C}.")


def test_305_2_river_of_tears_adds_black_after_a_land_play() -> None:
    game = table(RIVER)
    river = enter(game, "River of Tears")
    game.perform(A.ActivateAbility("Alice", river, 1))
    assert game.player("Alice").mana_pool == {"U": 1}
    game.perform(A.SetTapped(river, False))
    game.perform(A.PlayLand("Alice", hand(game, "Island")))
    game.perform(A.ActivateAbility("Alice", river, 1))
    assert game.player("Alice").mana_pool == {"U": 1, "B": 1}


def test_601_2g_a_cost_is_paid_with_what_the_river_adds_now() -> None:
    game = table(RIVER)
    enter(game, "River of Tears")
    game.perform(A.PlayLand("Alice", hand(game, "Island")))
    bears = enter(game, "Grizzly Bears", "Bob")
    disfigure = hand(game, "Disfigure")  # {B}: -2/-2
    game.perform(A.CastSpell("Alice", disfigure, (bears,), pay="auto"))
    assert zone(game, disfigure) == Zone.STACK


def test_605_1a_urzas_mine_with_the_other_two() -> None:
    game = table(MINE, PLANT, TOWER)
    mine = enter(game, "Urza's Mine")
    game.perform(A.ActivateAbility("Alice", mine, 1))
    assert game.player("Alice").mana_pool == {"C": 1}
    game.perform(A.SetTapped(mine, False))
    enter(game, "Urza's Power Plant")
    enter(game, "Urza's Tower")
    game.perform(A.ActivateAbility("Alice", mine, 1))
    assert game.player("Alice").mana_pool == {"C": 3}
