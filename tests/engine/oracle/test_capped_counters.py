"""Counters up to a cap (122.1), from Oracle text: Clockwork Avian's "{X}, {T}: Put up to X
+1/+0 counters on Clockwork Avian. This ability can't cause the total number of +1/+0
counters on Clockwork Avian to be greater than four. Activate this ability only during your
upkeep.\""""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

AVIAN = card("Clockwork Avian", "Artifact Creature — Bird",
             "Flying\nClockwork Avian enters with four +1/+0 counters on it.\n"
             "At end of combat, if Clockwork Avian attacked or blocked this combat, remove a "
             "+1/+0 counter from it.\n"
             "{X}, {T}: Put up to X +1/+0 counters on Clockwork Avian. This ability can't "
             "cause the total number of +1/+0 counters on Clockwork Avian to be greater than "
             "four. Activate this ability only during your upkeep.", "{5}", "0/4")


def _avian_with(game: Game, counters: int) -> int:
    avian = enter(game, "Clockwork Avian")
    game.perform(A.AddCounters(avian, "+1/+0", counters - 4))
    return avian


def _activate(game: Game, avian: int, x: int) -> None:
    game.perform(A.ActivateAbility("Alice", avian, 1, choices=(("x", x),), pay="free"))
    resolve_all(game)


def test_122_1_x_counters_are_put_below_the_cap() -> None:
    game = table(AVIAN, step=Step.UPKEEP)
    avian = _avian_with(game, 1)
    _activate(game, avian, 2)
    assert game.obj(avian).counters.get("+1/+0") == 3
    assert game.chars(avian).power == 3


def test_122_1_the_total_never_goes_above_four() -> None:
    game = table(AVIAN, step=Step.UPKEEP)
    avian = _avian_with(game, 2)
    _activate(game, avian, 5)
    assert game.obj(avian).counters.get("+1/+0") == 4


def test_602_5b_only_during_your_upkeep() -> None:
    game = table(AVIAN)
    avian = _avian_with(game, 1)
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", avian, 1, choices=(("x", 1),), pay="free"))
