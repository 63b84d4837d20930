"""603.10a: "Whenever this creature or another creature you control dies, if it had counters
on it, put its counters on up to one target creature you control." compiled from Oracle
text: the dead creature's counters as it last existed."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

HOST = card("Host of the Hereafter", "Creature — Zombie Warlock",
            "This creature enters with two +1/+1 counters on it.\nWhenever this creature or "
            "another creature you control dies, if it had counters on it, put its counters on "
            "up to one target creature you control.", "{2}{B}{G}", "2/2")


def test_603_10a_the_host_passes_its_counters_on_as_it_dies() -> None:
    game = table(HOST)
    bears = enter(game, "Grizzly Bears")
    host = enter(game, "Host of the Hereafter")
    resolve_all(game)
    assert game.obj(host).counters.get("+1/+1") == 2
    game.perform(A.DestroyObject(host))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1") == 2
    assert game.chars(bears).power == 4


def test_603_10a_another_creature_with_counters_passes_them_to_the_host() -> None:
    game = table(HOST)
    bears = enter(game, "Grizzly Bears", counters=(("+1/+1", 1), ("oil", 2)))
    host = enter(game, "Host of the Hereafter")
    resolve_all(game)
    game.perform(A.DestroyObject(bears))
    resolve_all(game)
    assert dict(game.obj(host).counters) == {"+1/+1": 3, "oil": 2}


def test_603_4_a_creature_without_counters_does_nothing() -> None:
    game = table(HOST)
    bears = enter(game, "Grizzly Bears")
    host = enter(game, "Host of the Hereafter")
    resolve_all(game)
    events = game.perform(A.DestroyObject(bears))
    events += resolve_all(game)
    assert not any(e.kind == "trigger" for e in events)
    assert dict(game.obj(host).counters) == {"+1/+1": 2}
