"""603.8: "When Dark Depths has no ice counters on it, sacrifice it. If you do, create
Marit Lage" — a state trigger on counters, then 608.2c's "if you do"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

DEPTHS = card("Dark Depths", "Legendary Snow Land",
              "Dark Depths enters with ten ice counters on it.\n{3}: Remove an ice counter from "
              "Dark Depths.\nWhen Dark Depths has no ice counters on it, sacrifice it. If you "
              "do, create a legendary 20/20 black Avatar creature token with flying and "
              "indestructible named Marit Lage.")


def _lages(game: Game) -> list[int]:
    return [o for o in game.battlefield() if game.name_of(o) == "Marit Lage"]


def test_603_8_the_last_ice_counter_brings_marit_lage() -> None:
    game = table(DEPTHS)
    library(game, "Alice")
    depths = enter(game, "Dark Depths")
    assert game.obj(depths).counters.get("ice") == 10
    game.perform(A.AddCounters(depths, "ice", -9))
    resolve_all(game)
    assert zone(game, depths) == Zone.BATTLEFIELD and not _lages(game)
    game.perform(A.AddCounters(depths, "ice", -1))
    resolve_all(game)
    assert zone(game, depths) == Zone.GRAVEYARD
    (lage,) = _lages(game)
    assert game.chars(lage).power == 20 and game.chars(lage).has_keyword("Indestructible")
