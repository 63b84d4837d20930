""""the highest mana value among permanents you control" (202.3), compiled from Oracle
text: Rush of Knowledge draws that many, Dispersal Shield compares a spell with it."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

RUSH = card("Rush of Knowledge", "Sorcery",
            "Draw cards equal to the highest mana value among permanents you control.",
            "{4}{U}")
SHIELD = card("Dispersal Shield", "Instant",
              "Counter target spell if its mana value is less than or equal to the highest "
              "mana value among permanents you control.", "{1}{U}")
HORDE = card("Garruk's Horde", "Creature — Beast",
             "Trample\nPlay with the top card of your library revealed.\n"
             "You may cast the top card of your library if it's a creature card.",
             "{5}{G}{G}", "7/7")


def test_202_3_rush_of_knowledge_draws_the_highest_mana_value() -> None:
    game = table(RUSH)
    library(game, "Alice", 10)
    enter(game, "Forest")
    enter(game, "Grizzly Bears")  # mana value 2
    game.perform(A.CastSpell("Alice", hand(game, "Rush of Knowledge"), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2


def _shielded(game: Game, name: str) -> int:
    """Bob controls Grizzly Bears (mana value 2) and answers Alice's `name`."""
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Grizzly Bears", "Bob")
    spell = hand(game, name)
    game.perform(A.CastSpell("Alice", spell, pay="free"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Dispersal Shield", "Bob"),
                             (game.stack()[-1],), pay="free"))
    resolve_all(game)
    return spell


def test_202_3_dispersal_shield_counters_a_spell_of_no_higher_mana_value() -> None:
    game = table(SHIELD)
    assert zone(game, _shielded(game, "Grizzly Bears")) == Zone.GRAVEYARD


def test_202_3_dispersal_shield_lets_a_higher_mana_value_resolve() -> None:
    game = table(SHIELD, HORDE)
    assert zone(game, _shielded(game, "Garruk's Horde")) == Zone.BATTLEFIELD
