"""Gravestorm (702.69a): cast, the spell is copied once for each permanent put into a
graveyard from the battlefield this turn."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

BITTER_ORDEAL = card("Bitter Ordeal", "Sorcery",
                     "Search target player's library for a card and exile it. Then that "
                     "player shuffles their library.\nGravestorm", "{2}{B}")


def _cast(game: Game) -> int:
    for _ in range(3):
        enter(game, "Swamp")
    library(game, "Bob", 10)
    game.perform(A.CastSpell("Alice", hand(game, "Bitter Ordeal"), ("Bob",)))
    resolve_all(game)
    return 10 - len(game.state.zone_ids(Zone.LIBRARY, "Bob"))  # the cards exiled


def test_702_69a_each_permanent_put_into_a_graveyard_adds_a_copy() -> None:
    game = table(BITTER_ORDEAL)
    game.perform(A.DestroyObject(enter(game, "Grizzly Bears", "Bob")))
    game.perform(A.DestroyObject(enter(game, "Ornithopter")))  # any permanent, anyone's
    game.perform(A.DestroyObject(enter(game, "Island", "Bob")))
    assert _cast(game) == 4  # the spell and three copies


def test_702_69a_a_permanent_exiled_is_not_counted() -> None:
    game = table(BITTER_ORDEAL)
    game.perform(A.MoveObject(enter(game, "Grizzly Bears", "Bob"), "exile"))
    assert _cast(game) == 1
