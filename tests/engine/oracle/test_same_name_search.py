""""Search your library for an instant or sorcery card with the same name as a card in your
graveyard" (201.2, 701.23), from Oracle text: Frostpyre Arcanist."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

ARCANIST = card("Frostpyre Arcanist", "Creature — Giant Wizard",
                "This spell costs {1} less to cast if you control a Giant or a Wizard.\n"
                "When Frostpyre Arcanist enters, search your library for an instant or sorcery "
                "card with the same name as a card in your graveyard, reveal it, put it into "
                "your hand, then shuffle.", "{4}{U}", "2/5")


def _hand_after_arcanist(in_graveyard: str) -> list[str]:
    game: Game = table(ARCANIST)
    library(game, "Alice", 2, "Shock")
    library(game, "Alice", 1, "Lightning Bolt")
    library(game, "Alice", 2, "Giant Growth")
    library(game, "Alice", 1, in_graveyard)
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, "Alice")[-1], "graveyard"))
    game.perform(A.CastSpell("Alice", hand(game, "Frostpyre Arcanist"), pay="free"))
    resolve_all(game)
    return [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")]


def test_201_2_the_instant_named_as_a_graveyard_card_is_found() -> None:
    assert _hand_after_arcanist("Lightning Bolt") == ["Lightning Bolt"]


def test_201_2_no_card_of_a_graveyard_name_none_found() -> None:
    assert _hand_after_arcanist("Grizzly Bears") == []
