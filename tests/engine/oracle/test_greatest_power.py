"""208.1: "where X is the greatest power among creatures you control", from Oracle text; a
resolving spell's X is fixed as it resolves (608.2h)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SPROUTING = card("Fungal Sprouting", "Sorcery",
                 "Create X 1/1 green Saproling creature tokens, where X is the greatest power "
                 "among creatures you control.", "{3}{G}")
STAMPEDE = card("Overwhelming Stampede", "Sorcery",
                "Until end of turn, creatures you control gain trample and get +X/+X, where X "
                "is the greatest power among creatures you control.", "{3}{G}{G}")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")
TROLL = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")


def _cast(game: Game, name: str, *targets: Any) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), targets, (), "free"))
    resolve_all(game)


def _saprolings(game: Game) -> int:
    return sum(1 for o in game.battlefield() if game.name_of(o).startswith("Saproling"))


def test_the_greatest_power_counts_only_your_creatures() -> None:
    game = table(SPROUTING, GIANT, TROLL)
    library(game, "Alice")
    enter(game, "Hill Giant")
    enter(game, "Grizzly Bears")
    enter(game, "Craw Wurm", "Bob")  # an opponent's bigger creature doesn't count
    _cast(game, "Fungal Sprouting")
    assert _saprolings(game) == 3


def test_the_stampede_bonus_is_fixed_as_it_resolves() -> None:
    game = table(STAMPEDE, GIANT)
    library(game, "Alice")
    giant = enter(game, "Hill Giant")
    bears = enter(game, "Grizzly Bears")
    _cast(game, "Overwhelming Stampede")
    assert (game.chars(giant).power, game.chars(bears).power) == (6, 5)  # +3/+3, not growing
    assert game.chars(bears).has_keyword("Trample")


TRIUMPH = card("Triumph of Ferocity", "Enchantment",
               "At the beginning of your upkeep, draw a card if you control the creature with "
               "the greatest power or tied for the greatest power.", "{2}{G}")


def _upkeep_draws(yours: str, theirs: str) -> int:
    game = table(TRIUMPH, GIANT, TROLL, step=Step.UNTAP)
    library(game, "Alice")
    enter(game, "Triumph of Ferocity")
    enter(game, yours)
    enter(game, theirs, "Bob")
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_triumph_draws_with_the_greatest_or_tied_power() -> None:
    assert _upkeep_draws("Hill Giant", "Grizzly Bears") == 1
    assert _upkeep_draws("Hill Giant", "Hill Giant") == 1  # tied
    assert _upkeep_draws("Hill Giant", "Craw Wurm") == 0
