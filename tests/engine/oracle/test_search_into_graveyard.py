"""Cards found by a search put into a graveyard (701.23): "Search your library for up to three
creature cards and put them into your graveyard", "search target opponent's library for up
to three creature cards and put them into their graveyard"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

BURIED_ALIVE = card("Buried Alive", "Sorcery",
                    "Search your library for up to three creature cards and put them into "
                    "your graveyard. Then shuffle.", "{2}{B}")
LIFES_FINALE = card("Life's Finale", "Sorcery",
                    "Destroy all creatures, then search target opponent's library for up to "
                    "three creature cards and put them into their graveyard. Then that player "
                    "shuffles their library.", "{4}{B}{B}")


def _names(game: Game, zone: Zone, player: str) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, player))


def test_701_23_up_to_three_creature_cards_go_to_your_graveyard() -> None:
    game = table(BURIED_ALIVE)
    library(game, "Alice", 4, "Grizzly Bears")
    library(game, "Alice", 3, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Buried Alive"), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.GRAVEYARD, "Alice") == ["Buried Alive"] + ["Grizzly Bears"] * 3
    assert _names(game, Zone.LIBRARY, "Alice") == ["Forest"] * 3 + ["Grizzly Bears"]


def test_701_23_the_opponents_creature_cards_go_to_their_graveyard() -> None:
    game = table(LIFES_FINALE)
    enter(game, "Grizzly Bears", "Bob")
    library(game, "Bob", 2, "Colossal Dreadmaw")
    library(game, "Bob", 2, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Life's Finale"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.battlefield() == []
    assert _names(game, Zone.GRAVEYARD, "Bob") == ["Colossal Dreadmaw"] * 2 + ["Grizzly Bears"]
    assert _names(game, Zone.LIBRARY, "Bob") == ["Island", "Island"]
