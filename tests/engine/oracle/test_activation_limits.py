"""602.5b: a limit counted as the ability is activated: Withering Wisps's "Activate this ability
no more times each turn than the number of snow Swamps you control"."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

WISPS = card("Withering Wisps", "Enchantment",
             "At the beginning of the end step, if no creatures are on the battlefield, "
             "sacrifice Withering Wisps.\n{B}: Withering Wisps deals 1 damage to each creature "
             "and each player. "
             "Activate this ability no more times each turn than the number of snow Swamps you "
             "control.", "{1}{B}{B}")
SNOW_SWAMP = card("Snow-Covered Swamp", "Basic Snow Land — Swamp", "({T}: Add {B}.)")


def test_602_5b_no_more_times_than_snow_swamps() -> None:
    game = table(WISPS, SNOW_SWAMP)
    wisps = enter(game, "Withering Wisps")
    enter(game, "Snow-Covered Swamp")
    enter(game, "Snow-Covered Swamp")
    enter(game, "Swamp")
    for _ in range(2):
        game.perform(A.ActivateAbility("Alice", wisps, 1))
        resolve_all(game)
    assert game.player("Alice").life == 18 and game.player("Bob").life == 18
    with pytest.raises(A.IllegalAction, match="no more times"):
        game.perform(A.ActivateAbility("Alice", wisps, 1))
