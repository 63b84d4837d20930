"""122.1: "for each counter on it", counters of every kind, as the permanent last existed
on the battlefield (Kinsbaile Borderguard's dies trigger, 603.10a)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

BORDERGUARD = card("Kinsbaile Borderguard", "Creature — Kithkin Soldier",
                   "Kinsbaile Borderguard enters with a +1/+1 counter on it for each other "
                   "Kithkin you control.\nWhen Kinsbaile Borderguard dies, create a 1/1 white "
                   "Kithkin Soldier creature token for each counter on it.", "{1}{W}{W}", "1/1")


def test_603_10a_a_token_for_each_counter_of_any_kind_it_had() -> None:
    game = table(BORDERGUARD)
    guard = enter(game, "Kinsbaile Borderguard")
    game.perform(A.AddCounters(guard, "+1/+1", 2))
    game.perform(A.AddCounters(guard, "charge", 1))
    game.perform(A.DestroyObject(guard))
    resolve_all(game)
    soldiers = [o for o in game.state.zone_ids(Zone.BATTLEFIELD, "Alice")
                if game.chars(o).name.startswith("Kithkin Soldier")]
    assert len(soldiers) == 3
