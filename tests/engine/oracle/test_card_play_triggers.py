""""When you play a card" (Juju Bubble): playing a land (305.1) and casting a spell
(601.2i) are both playing a card; an opponent's play is not."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

JUJU_BUBBLE = card("Juju Bubble", "Artifact",
                   "Cumulative upkeep {1}\nWhen you play a card, sacrifice Juju Bubble.\n{2}: "
                   "You gain 1 life.", "{1}")


def _game() -> Game:
    game = table(JUJU_BUBBLE)
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_305_1_playing_a_land_is_playing_a_card() -> None:
    game = _game()
    bubble = enter(game, "Juju Bubble")
    game.perform(A.PlayLand("Alice", hand(game, "Forest")))
    resolve_all(game)
    assert zone(game, bubble) == Zone.GRAVEYARD


def test_601_2i_casting_a_spell_is_playing_a_card() -> None:
    game = _game()
    bubble = enter(game, "Juju Bubble")
    bob = enter(game, "Juju Bubble", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
    resolve_all(game)
    assert (zone(game, bubble), zone(game, bob)) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)
