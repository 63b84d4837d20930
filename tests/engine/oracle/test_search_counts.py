""""Search your library for up to X basic land cards, where X is the greatest power among
creatures you control": the number is counted as the search is followed (701.23, 608.2h),
from Oracle text: Traverse the Outlands."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

TRAVERSE = card("Traverse the Outlands", "Sorcery",
                "Search your library for up to X basic land cards, where X is the greatest "
                "power among creatures you control. Put those cards onto the battlefield "
                "tapped, Then shuffle.", "{4}{G}")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")


def test_701_23_as_many_lands_as_the_greatest_power() -> None:
    game = table(TRAVERSE, GIANT)
    enter(game, "Grizzly Bears")
    enter(game, "Hill Giant")
    library(game, "Alice", 5, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Traverse the Outlands"), pay="free"))
    resolve_all(game)
    forests = [o for o in game.state.zone_ids(Zone.BATTLEFIELD, "Alice")
               if game.name_of(o) == "Forest"]
    assert len(forests) == 3
    assert all(game.obj(o).tapped for o in forests)
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 2


def test_701_23_no_creature_finds_nothing() -> None:
    game = table(TRAVERSE)
    library(game, "Alice", 5, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Traverse the Outlands"), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 5
