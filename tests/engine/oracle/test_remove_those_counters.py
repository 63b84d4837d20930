""""Then if there are three or more landmark counters on it, remove those counters,
transform ~, and create three Treasure tokens." (122.8, 701.27), from Oracle text:
Treasure Map."""

from __future__ import annotations

from tabletop.cards.build import build_definition
from tabletop.cards.importers import table_from_mtgjson
from tabletop.cards.records import record_from_table
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.rules_kit import enter, library, resolve_all, table

_MAP = "Treasure Map // Treasure Cove"
MAP = build_definition(record_from_table(table_from_mtgjson([
    {"name": _MAP, "manaCost": "{2}", "type": "Artifact",
     "text": "{1}, {T}: Scry 1. Put a landmark counter on Treasure Map. Then if there are "
             "three or more landmark counters on it, remove those counters, transform "
             "Treasure Map, and create three Treasure tokens. (They're artifacts with \"{T}, "
             "Sacrifice this token: Add one mana of any color.\")",
     "layout": "transform", "faceName": "Treasure Map", "side": "a"},
    {"name": _MAP, "manaCost": "", "type": "Land",
     "text": "(Transforms from Treasure Map.)\n{T}: Add {C}.\n{T}, Sacrifice a Treasure: "
             "Draw a card.", "layout": "transform", "faceName": "Treasure Cove",
     "side": "b"}])))


def _map_after_one_activation(counters: int) -> tuple[Game, int]:
    game = table(MAP)
    library(game, "Alice")
    treasure_map = enter(game, "Treasure Map",
                         counters=(("landmark", counters),) if counters else ())
    game.perform(A.ActivateAbility("Alice", treasure_map, 1, pay="free"))
    resolve_all(game)
    return game, treasure_map


def _treasures(game: Game) -> int:
    return sum(game.name_of(o) == "Treasure" for o in game.permanents("Alice"))


def test_122_8_fewer_than_three_counters_keep_the_map() -> None:
    assert MAP.unknown_clauses == ()
    game, treasure_map = _map_after_one_activation(1)
    assert game.obj(treasure_map).counters.get("landmark") == 2
    assert game.chars(treasure_map).name == "Treasure Map"
    assert _treasures(game) == 0


def test_701_27_the_third_counter_is_removed_and_the_map_becomes_the_cove() -> None:
    game, treasure_map = _map_after_one_activation(2)
    assert game.obj(treasure_map).counters.get("landmark", 0) == 0
    assert game.chars(treasure_map).name == "Treasure Cove"
    assert _treasures(game) == 3
