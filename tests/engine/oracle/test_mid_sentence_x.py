"""X defined in the middle of a sentence, for all of it (107.3): "Search your library for up
to X basic land cards, where X is the number of lands you control, and put them onto the
battlefield tapped", "Scry X, where X is the highest mana value among permanents you
control, then draw three cards"."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

BOUNDLESS_REALMS = card("Boundless Realms", "Sorcery",
                        "Search your library for up to X basic land cards, where X is the "
                        "number of lands you control, and put them onto the battlefield "
                        "tapped. Then shuffle.", "{6}{G}")
HARVEST_SEASON = card("Harvest Season", "Sorcery",
                      "Search your library for up to X basic land cards, where X is the number "
                      "of tapped creatures you control, and put those cards onto the "
                      "battlefield tapped. Then shuffle.", "{2}{G}")
UGINS_INSIGHT = card("Ugin's Insight", "Sorcery",
                     "Scry X, where X is the highest mana value among permanents you control, "
                     "then draw three cards.", "{3}{U}{U}")


def _cast(game: Game, name: str, *choices: tuple[str, Any]) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), choices=choices, pay="free"))
    resolve_all(game)


def _forests(game: Game) -> list[int]:
    return [o for o in game.battlefield() if game.name_of(o) == "Forest"]


def test_107_3_as_many_basic_lands_as_lands_you_control() -> None:
    game = table(BOUNDLESS_REALMS)
    for _ in range(2):
        enter(game, "Island")
    library(game, "Alice", 5, "Forest")
    _cast(game, "Boundless Realms")
    assert len(_forests(game)) == 2
    assert all(game.obj(o).tapped for o in _forests(game))
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 3


def test_107_3_tapped_creatures_count_untapped_ones_do_not() -> None:
    game = table(HARVEST_SEASON)
    bears = enter(game, "Grizzly Bears")
    enter(game, "Grizzly Bears")
    game.obj(bears).tapped = True
    library(game, "Alice", 4, "Forest")
    _cast(game, "Harvest Season")
    assert len(_forests(game)) == 1
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 3


def test_701_22_scry_as_many_as_the_highest_mana_value_then_draw_three() -> None:
    game = table(UGINS_INSIGHT)
    enter(game, "Colossal Dreadmaw")  # mana value 6
    library(game, "Alice", 4, "Island")
    library(game, "Alice", 6, "Forest")
    forests = [o for o in game.state.zone_ids(Zone.LIBRARY, "Alice")
               if game.name_of(o) == "Forest"]
    _cast(game, "Ugin's Insight", ("scry", forests))  # all six looked at go to the bottom
    assert sorted(game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")) == \
        ["Island"] * 3
