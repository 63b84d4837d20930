"""The Invasion Sanctuaries (603.4 intervening "if", 614.15 "instead"): "if you control a
black or red permanent, you gain 2 life. If you control a black permanent and a red
permanent, you gain 4 life instead." — from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

DEGA = card("Dega Sanctuary", "Enchantment",
            "At the beginning of your upkeep, if you control a black or red permanent, you "
            "gain 2 life. If you control a black permanent and a red permanent, you gain 4 "
            "life instead.", "{2}{W}")
CORPSE = card("Walking Corpse", "Creature — Zombie", "", "{1}{B}", "2/2")
OGRE = card("Gray Ogre", "Creature — Ogre", "", "{2}{R}", "2/2")


def _upkeep(*names: str) -> Game:
    game = table(DEGA, CORPSE, OGRE, step=Step.UNTAP)
    library(game, "Alice")
    enter(game, "Dega Sanctuary")
    for name in names:
        enter(game, name)
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    return game


def test_no_black_or_red_permanent_no_trigger() -> None:
    assert _upkeep("Grizzly Bears").player("Alice").life == 20


def test_one_of_the_colours_gains_two() -> None:
    assert _upkeep("Walking Corpse").player("Alice").life == 22
    assert _upkeep("Gray Ogre").player("Alice").life == 22


def test_both_colours_gain_four_instead() -> None:
    assert _upkeep("Walking Corpse", "Gray Ogre").player("Alice").life == 24
