""""When Grief Tyrant dies, put a -1/-1 counter on target creature for each -1/-1 counter on
Grief Tyrant", from Oracle text: the counters it had as it last existed on the battlefield
(603.10a, 608.2h)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

TYRANT = card("Grief Tyrant", "Creature — Horror",
              "Grief Tyrant enters with four -1/-1 counters on it.\nWhen Grief Tyrant dies, "
              "put a -1/-1 counter on target creature for each -1/-1 counter on Grief Tyrant.",
              "{5}{B/R}", "8/8")


def test_its_four_counters_go_on_the_target_when_it_dies() -> None:
    game = table(TYRANT)
    wurm = enter(game, "Craw Wurm", "Bob")  # 6/4: only four -1/-1 counters kill it
    tyrant = enter(game, "Grief Tyrant")
    assert game.obj(tyrant).counters == {"-1/-1": 4}
    game.perform(A.DestroyObject(tyrant))
    resolve_all(game)
    assert zone(game, tyrant) == Zone.GRAVEYARD
    assert zone(game, wurm) == Zone.GRAVEYARD


def test_one_counter_left_puts_one() -> None:
    game = table(TYRANT)
    ogre = enter(game, "Gray Ogre", "Bob")  # 2/2
    tyrant = enter(game, "Grief Tyrant")
    game.perform(A.AddCounters(tyrant, "-1/-1", -3))
    assert game.obj(tyrant).counters == {"-1/-1": 1}
    game.perform(A.DestroyObject(tyrant))
    resolve_all(game)
    assert zone(game, ogre) == Zone.BATTLEFIELD
    assert game.obj(ogre).counters == {"-1/-1": 1}
