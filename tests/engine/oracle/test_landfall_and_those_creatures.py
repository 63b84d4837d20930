"""Landfall triggers that look at the land that entered ("If that land is a Forest, ...
instead", 614-style wording inside one ability) and "those creatures" meaning the group an
ability's first sentence named, from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

HYDRA = card("Oran-Rief Hydra", "Creature — Hydra",
             "Trample\nLandfall — Whenever a land enters under your control, put a +1/+1 "
             "counter on Oran-Rief Hydra. If that land is a Forest, put two +1/+1 counters on "
             "Oran-Rief Hydra instead.", "{4}{G}{G}", "5/5")
OVERSEER = card("Guul Draz Overseer", "Creature — Vampire",
                "Flying\nLandfall — Whenever a land enters under your control, other creatures "
                "you control get +1/+0 until end of turn. If that land is a Swamp, those "
                "creatures get +2/+0 until end of turn instead.", "{4}{B}{B}", "3/4")
ASCENDANCY = card("Jeskai Ascendancy", "Enchantment",
                  "Whenever you cast a noncreature spell, creatures you control get +1/+1 until "
                  "end of turn. Untap those creatures.\nWhenever you cast a noncreature spell, "
                  "you may draw a card. If you do, discard a card.", "{U}{R}{W}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_a_forest_gives_two_counters_another_land_one() -> None:
    game = _game(HYDRA)
    hydra = enter(game, "Oran-Rief Hydra")
    enter(game, "Island")
    resolve_all(game)
    assert game.obj(hydra).counters.get("+1/+1") == 1
    enter(game, "Forest")
    resolve_all(game)
    assert game.obj(hydra).counters.get("+1/+1") == 3


def test_a_swamp_pumps_the_other_creatures_more() -> None:
    game = _game(OVERSEER)
    overseer = enter(game, "Guul Draz Overseer")
    bears = enter(game, "Grizzly Bears")
    enter(game, "Island")
    resolve_all(game)
    assert game.chars(bears).power == 3 and game.chars(overseer).power == 3
    enter(game, "Swamp")
    resolve_all(game)
    assert game.chars(bears).power == 5  # +1 and then +2 (the Island's and the Swamp's)
    assert game.chars(overseer).power == 3


def test_those_creatures_untap() -> None:
    game = _game(ASCENDANCY)
    enter(game, "Jeskai Ascendancy")
    bears = enter(game, "Grizzly Bears", tapped=True)
    growth = hand(game, "Giant Growth")
    game.perform(A.CastSpell("Alice", growth, (bears,), (("may", False),), "free"))
    resolve_all(game)
    assert not game.obj(bears).tapped
    assert game.chars(bears).power == 6  # +1/+1 and Giant Growth's +3/+3
