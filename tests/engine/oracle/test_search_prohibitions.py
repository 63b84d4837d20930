"""701.23: "Players can't search libraries", "Your opponents can't search libraries", from
Oracle text: the search finds nothing; the library is still shuffled."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

ORB = card("Mindlock Orb", "Artifact", "Players can't search libraries.", "{3}{U}")
# Stranglehold's first ability alone (its second, on extra turns, is another family's)
STRANGLEHOLD = card("Stranglehold", "Enchantment", "Your opponents can't search libraries.",
                    "{3}{R}")
TUTOR = card("Demonic Tutor", "Sorcery",
             "Search your library for a card and put that card into your hand. Then shuffle.",
             "{1}{B}")


def _tutor(game: Game) -> int:
    """Alice casts Demonic Tutor: how many cards she then holds."""
    library(game, "Alice", 5, "Forest")
    enter(game, "Swamp")
    enter(game, "Swamp")
    game.perform(A.CastSpell("Alice", hand(game, "Demonic Tutor")))
    resolve_all(game)
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_701_23_players_cant_search_libraries() -> None:
    game = table(ORB, TUTOR)
    enter(game, "Mindlock Orb", "Bob")
    assert _tutor(game) == 0
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 5


def test_701_23_the_search_finds_a_card_without_it() -> None:
    game = table(TUTOR)
    assert _tutor(game) == 1


def test_701_23_only_your_opponents_cant_search() -> None:
    game = table(STRANGLEHOLD, TUTOR)
    enter(game, "Stranglehold", "Bob")
    assert _tutor(game) == 0
    game = table(STRANGLEHOLD, TUTOR)
    enter(game, "Stranglehold", "Alice")  # its controller may search
    assert _tutor(game) == 1
