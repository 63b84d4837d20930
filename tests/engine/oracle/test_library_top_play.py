"""Playing the top card of one's library by a permission (601.3 casting it, 305.1 playing a
land), compiled from Oracle text: Future Sight, Garruk's Horde, Oracle of Mul Daya."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table, zone

FUTURE_SIGHT = card("Future Sight", "Enchantment",
                    "Play with the top card of your library revealed.\n"
                    "You may play the top card of your library.", "{2}{U}{U}{U}")
HORDE = card("Garruk's Horde", "Creature — Beast",
             "Trample\nPlay with the top card of your library revealed.\n"
             "You may cast the top card of your library if it's a creature card.",
             "{5}{G}{G}", "7/7")
ORACLE = card("Oracle of Mul Daya", "Creature — Elf Shaman",
              "You may play an additional land on each of your turns.\n"
              "Play with the top card of your library revealed.\n"
              "You may play the top card of your library if it's a land card.", "{3}{G}", "2/2")


def _top(game: Game, name: str) -> int:
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 1, name)
    return game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]


def test_305_1_future_sight_plays_the_top_land() -> None:
    game = table(FUTURE_SIGHT)
    enter(game, "Future Sight")
    forest = _top(game, "Forest")
    game.perform(A.PlayLand("Alice", forest))
    assert zone(game, forest) == Zone.BATTLEFIELD


def test_601_3_future_sight_casts_the_top_spell() -> None:
    game = table(FUTURE_SIGHT)
    enter(game, "Future Sight")
    bears = _top(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears, pay="free"))
    assert zone(game, bears) == Zone.STACK


def test_601_3_only_the_top_card_may_be_played() -> None:
    game = table(FUTURE_SIGHT)
    enter(game, "Future Sight")
    _top(game, "Forest")
    below = game.state.zone_ids(Zone.LIBRARY, "Alice")[-2]
    with pytest.raises(A.IllegalAction):
        game.perform(A.PlayLand("Alice", below))


def test_601_3_garruks_horde_casts_a_top_creature_but_plays_no_land() -> None:
    game = table(HORDE)
    enter(game, "Garruk's Horde")
    forest = _top(game, "Forest")
    with pytest.raises(A.IllegalAction):
        game.perform(A.PlayLand("Alice", forest))
    bears = _top(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears, pay="free"))
    assert zone(game, bears) == Zone.STACK


def test_305_1_oracle_of_mul_daya_plays_a_top_land_but_casts_nothing() -> None:
    game = table(ORACLE)
    enter(game, "Oracle of Mul Daya")
    bears = _top(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", bears, pay="free"))
    forest = _top(game, "Forest")
    game.perform(A.PlayLand("Alice", forest))
    assert zone(game, forest) == Zone.BATTLEFIELD
