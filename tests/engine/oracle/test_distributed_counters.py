""""Distribute two +1/+1 counters among one or two target creatures" from Oracle text:
the division is announced as the spell is cast, each target getting at least one (601.2d)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

ELVEN_RITE = card("Elven Rite", "Sorcery",
                  "Distribute two +1/+1 counters among one or two target creatures.",
                  "{1}{G}")
SPLENDID_AGONY = card("Splendid Agony", "Instant",
                      "Distribute two -1/-1 counters among one or two target creatures.",
                      "{2}{B}")


def test_601_2d_one_counter_on_each_of_two_targets() -> None:
    game = table(ELVEN_RITE)
    bears = enter(game, "Grizzly Bears")
    vanguard = enter(game, "Elite Vanguard")
    game.perform(A.CastSpell("Alice", hand(game, "Elven Rite"), (bears, vanguard),
                             choices=(("distribute", {str(bears): 1, str(vanguard): 1}),),
                             pay="free"))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1") == 1
    assert game.obj(vanguard).counters.get("+1/+1") == 1


def test_601_2d_both_counters_on_one_target() -> None:
    game = table(SPLENDID_AGONY)
    vanguard = enter(game, "Elite Vanguard", "Bob")  # 2/1
    bears = enter(game, "Grizzly Bears", "Bob")  # 2/2
    game.perform(A.CastSpell("Alice", hand(game, "Splendid Agony"), (bears,), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD  # two -1/-1 counters on a 2/2
    assert zone(game, vanguard) == Zone.BATTLEFIELD


def test_601_2d_the_division_must_total_the_amount() -> None:
    game = table(ELVEN_RITE)
    bears = enter(game, "Grizzly Bears")
    vanguard = enter(game, "Elite Vanguard")
    with pytest.raises(A.IllegalAction, match="total 2"):
        game.perform(A.CastSpell("Alice", hand(game, "Elven Rite"), (bears, vanguard),
                                 choices=(("distribute", {str(bears): 2,
                                                          str(vanguard): 1}),),
                                 pay="free"))
