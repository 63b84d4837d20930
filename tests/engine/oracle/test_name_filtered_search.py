"""201.2, 701.23: "search your library for up to five Dragon cards not named Tiamat that
each have different names" compiled from Oracle text (with "if you cast it", 603.4)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

TIAMAT = card("Tiamat", "Legendary Creature — Dragon God",
              "Flying\nWhen Tiamat enters the battlefield, if you cast it, search your library "
              "for up to five Dragon cards not named Tiamat that each have different names, "
              "reveal them, put them into your hand, then shuffle.", "{2}{W}{U}{B}{R}{G}", "7/7")
SHIVAN = card("Shivan Dragon", "Creature — Dragon",
              "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.", "{4}{R}{R}", "5/5")
WHELP = card("Furnace Whelp", "Creature — Dragon",
             "Flying\n{R}: Furnace Whelp gets +1/+0 until end of turn.", "{2}{R}{R}", "2/2")


def _game() -> Game:
    game = table(TIAMAT, SHIVAN, WHELP)
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 2, "Shivan Dragon")
    library(game, "Alice", 1, "Tiamat")
    library(game, "Alice", 1, "Furnace Whelp")
    return game


def _hand_names(game: Game) -> list[str]:
    return sorted(game.obj(o).card.name for o in game.state.zone_ids(Zone.HAND, "Alice"))


def test_701_23_one_dragon_of_each_name_and_never_tiamat() -> None:
    game = _game()
    tiamat = hand(game, "Tiamat")
    game.perform(A.CastSpell("Alice", tiamat, pay="free"))
    resolve_all(game)
    assert _hand_names(game) == ["Furnace Whelp", "Shivan Dragon"]
    library_names = [game.obj(o).card.name for o in game.state.zone_ids(Zone.LIBRARY, "Alice")]
    assert sorted(library_names) == ["Island"] * 3 + ["Shivan Dragon", "Tiamat"]


def test_603_4_put_onto_the_battlefield_without_casting_it_searches_nothing() -> None:
    game = _game()
    enter(game, "Tiamat")
    resolve_all(game)
    assert _hand_names(game) == []
