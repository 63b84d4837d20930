"""701.41a support N, from Oracle text (Relief Captain): a +1/+1 counter on each of up to N
other target creatures, never on the permanent itself."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.rules.targets import check_targets
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

CAPTAIN = card("Relief Captain", "Creature — Kor Knight Ally",
               "When Relief Captain enters, support 3.", "{2}{W}{W}", "3/2")


def test_701_41a_support_three_puts_a_counter_on_up_to_three_other_creatures() -> None:
    game = table(CAPTAIN)
    bears = [enter(game, "Grizzly Bears") for _ in range(4)]
    captain = enter(game, "Relief Captain")
    resolve_all(game)
    assert sorted(game.obj(b).counters.get("+1/+1", 0) for b in bears) == [0, 1, 1, 1]
    assert not game.obj(captain).counters


def test_701_41a_support_targets_other_creatures_each_once() -> None:
    game = table(CAPTAIN)
    bears = [enter(game, "Grizzly Bears") for _ in range(2)]
    captain = enter(game, "Relief Captain")
    ability = game.chars(captain).abilities[0]
    assert isinstance(ability, TriggeredAbility)
    check_targets(game, ability.targets, (bears[0], bears[1]), source=captain,
                  controller="Alice")
    for wrong in ((captain,), (bears[0], bears[0])):
        with pytest.raises(IllegalAction):
            check_targets(game, ability.targets, wrong, source=captain, controller="Alice")
