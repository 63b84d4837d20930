"""601.3: "Once each turn, you may cast a creature spell with power 2 or less from the top
of your library." from Oracle text (Assemble the Players)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

ASSEMBLE = card(
    "Assemble the Players", "Enchantment",
    "You may look at the top card of your library any time.\nOnce each turn, you may cast a "
    "creature spell with power 2 or less from the top of your library.", "{1}{W}")
COURSER = card("Centaur Courser", "Creature — Centaur Warrior", "", "{2}{G}", "3/3")


def _top(game: Game) -> int:
    return game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]


def test_601_3_a_small_creature_from_the_top_once_each_turn() -> None:
    game = table(ASSEMBLE, COURSER)
    library(game, "Alice", 3, "Grizzly Bears")
    bears = _top(game)
    with pytest.raises(A.IllegalAction, match="not in Alice's hand"):
        game.perform(A.CastSpell("Alice", bears, pay="free"))
    enter(game, "Assemble the Players")
    game.perform(A.CastSpell("Alice", bears, pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    with pytest.raises(A.IllegalAction, match="not in Alice's hand"):
        game.perform(A.CastSpell("Alice", _top(game), pay="free"))  # used this turn


def test_601_3_not_a_creature_with_power_3() -> None:
    game = table(ASSEMBLE, COURSER)
    enter(game, "Assemble the Players")
    library(game, "Alice", 1, "Centaur Courser")
    with pytest.raises(A.IllegalAction, match="not in Alice's hand"):
        game.perform(A.CastSpell("Alice", _top(game), pay="free"))
    library(game, "Alice", 1, "Island")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", _top(game), pay="free"))
