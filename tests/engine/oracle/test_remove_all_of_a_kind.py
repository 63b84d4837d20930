"""122.8: "remove all +1/+1 counters from Blood Hound" takes every counter of that kind and
no other, from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

HOUND = card("Blood Hound", "Creature — Hound",
             "Whenever you're dealt damage, you may put that many +1/+1 counters on Blood "
             "Hound.\nAt the beginning of your end step, remove all +1/+1 counters from Blood "
             "Hound.", "{2}{R}", "1/1")


def test_blood_hound_loses_its_plus_counters_at_your_end_step() -> None:
    game = table(HOUND)
    library(game, "Alice")
    hound = enter(game, "Blood Hound")
    game.put_counters(hound, "+1/+1", 3)
    game.put_counters(hound, "charge", 2)  # another kind stays
    assert game.chars(hound).power == 4
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.obj(hound).counters.get("+1/+1", 0) == 0
    assert game.obj(hound).counters.get("charge") == 2
    assert game.chars(hound).power == 1
