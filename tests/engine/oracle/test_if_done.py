"""608.2c: "Sacrifice ~. If you do, ...": what follows happens only if the permanent was
sacrificed; a second trigger finding it gone does nothing."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

PROMISE = card("Promise of Bunrei", "Enchantment",
               "When a creature you control dies, sacrifice Promise of Bunrei. If you do, "
               "create four 1/1 colorless Spirit creature tokens.", "{2}{W}")
PERIL = card("Grave Peril", "Enchantment",
             "When a nonblack creature enters, sacrifice Grave Peril. If you do, destroy that "
             "creature.", "{1}{B}")


def _spirits(game: Game) -> int:
    return sum(1 for o in game.battlefield() if game.name_of(o).startswith("Spirit"))


def test_608_2c_the_promise_makes_spirits_once() -> None:
    game = table(PROMISE)
    library(game, "Alice")
    promise = enter(game, "Promise of Bunrei")
    first = enter(game, "Grizzly Bears")
    second = enter(game, "Grizzly Bears")
    game.perform(A.DestroyObject(first))
    game.perform(A.DestroyObject(second))
    assert len(game.stack()) == 2
    resolve_all(game)
    assert zone(game, promise) == Zone.GRAVEYARD
    assert _spirits(game) == 4  # the second trigger couldn't sacrifice it: no more tokens


def test_608_2c_grave_peril_destroys_the_entering_creature() -> None:
    game = table(PERIL)
    library(game, "Alice")
    peril = enter(game, "Grave Peril", "Bob")
    bears = enter(game, "Grizzly Bears")
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, peril) == Zone.GRAVEYARD
