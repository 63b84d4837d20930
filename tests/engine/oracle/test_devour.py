"""Devour (702.82a): as it enters, its controller may sacrifice creatures (the answer
`devour`); it enters with N +1/+1 counters for each."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

MYCOLOTH = card("Mycoloth", "Creature — Fungus",
                "Devour 2\nAt the beginning of your upkeep, create a 1/1 green Saproling "
                "creature token for each +1/+1 counter on Mycoloth.", "{3}{G}{G}", "4/4")


def _cast(game, devoured: list[int]) -> int:
    for _ in range(5):
        enter(game, "Forest")
    events = game.perform(A.CastSpell("Alice", hand(game, "Mycoloth"),
                                      choices=(("devour", devoured),)))
    resolve_all(game)
    return game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))


def test_702_82a_two_counters_for_each_creature_devoured() -> None:
    game = table(MYCOLOTH)
    bears = [enter(game, "Grizzly Bears") for _ in range(2)]
    mycoloth = _cast(game, bears)
    assert all(zone(game, b) == Zone.GRAVEYARD for b in bears)
    assert game.obj(mycoloth).counters == {"+1/+1": 4}


def test_702_82a_nothing_devoured_no_counters() -> None:
    game = table(MYCOLOTH)
    bear = enter(game, "Grizzly Bears")
    mycoloth = _cast(game, [])
    assert zone(game, bear) == Zone.BATTLEFIELD and not game.obj(mycoloth).counters
