"""Graft (702.58): it enters with N +1/+1 counters and may move one onto each other
creature that enters. Replicate (702.56): paid any number of times as it is cast, the
spell is copied that many times."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

SPOREBACK_TROLL = card("Sporeback Troll", "Creature — Troll Mutant",
                       "Graft 2\n{1}{G}: Regenerate target creature with a +1/+1 counter on "
                       "it.", "{3}{G}", "0/0")
PYROMATICS = card("Pyromatics", "Instant",
                  "Replicate {1}{R}\nPyromatics deals 1 damage to any target.", "{1}{R}")


def test_702_58a_graft_enters_with_counters_and_moves_one() -> None:
    game = table(SPOREBACK_TROLL)
    troll = enter(game, "Sporeback Troll")
    assert game.obj(troll).counters == {"+1/+1": 2}
    bear = enter(game, "Grizzly Bears", "Bob")
    resolve_all(game)
    assert game.obj(troll).counters == {"+1/+1": 1}
    assert game.obj(bear).counters == {"+1/+1": 1}


def test_702_56a_replicated_twice_it_deals_damage_three_times() -> None:
    game = table(PYROMATICS)
    for _ in range(6):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Pyromatics"), ("Bob",),
                             choices=(("replicate", 2),)))
    resolve_all(game)
    assert game.player("Bob").life == 17
    assert all(game.obj(o).tapped for o in game.permanents("Alice"))
