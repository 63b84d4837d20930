"""Suspend (702.62): its owner exiles the card from their hand with N time counters by
paying the suspend cost (a special action, 116.2f); at the beginning of their upkeep a
time counter is removed; when the last is removed they cast it without paying its mana
cost, and a creature spell cast this way has haste."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

RIFT_BOLT = card("Rift Bolt", "Sorcery",
                 "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R}", "{2}{R}")
HALBERDIER = card("Keldon Halberdier", "Creature — Human Warrior",
                  "First strike\nSuspend 4—{R}", "{4}{R}", "4/1")


def _next_alice_upkeep(game) -> None:
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Alice's, in her upkeep's triggers
    resolve_all(game)


def test_702_62a_suspended_with_time_counters_for_its_suspend_cost() -> None:
    game = table(RIFT_BOLT)
    enter(game, "Mountain")
    bolt = hand(game, "Rift Bolt")
    [option] = [o for o in options_for_object(game, "Alice", bolt)
                if isinstance(o.action, A.SuspendCard)]
    assert option.legal
    game.perform(A.SuspendCard("Alice", bolt))
    exiled = game.state.newest(bolt)
    assert zone(game, bolt) == Zone.EXILE and game.obj(exiled).counters == {"time": 1}


def test_702_62a_the_last_counter_removed_it_is_cast_without_paying() -> None:
    game = table(RIFT_BOLT)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Mountain")
    game.perform(A.SuspendCard("Alice", hand(game, "Rift Bolt")))
    _next_alice_upkeep(game)
    assert game.player("Bob").life == 17


def test_702_62a_a_creature_cast_by_suspend_has_haste() -> None:
    game = table(HALBERDIER)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    enter(game, "Mountain")
    knight = hand(game, "Keldon Halberdier")
    game.perform(A.SuspendCard("Alice", knight))
    for left in (3, 2, 1):
        _next_alice_upkeep(game)
        assert game.obj(game.state.newest(knight)).counters.get("time") == left
    _next_alice_upkeep(game)
    permanent = game.state.newest(knight)
    assert zone(game, knight) == Zone.BATTLEFIELD
    assert game.chars(permanent).has_keyword("Haste")


def test_702_62a_suspend_only_when_it_could_be_cast() -> None:
    game = table(RIFT_BOLT, step=Step.UPKEEP)
    enter(game, "Mountain")
    with pytest.raises(A.IllegalAction, match="suspend only"):
        game.perform(A.SuspendCard("Alice", hand(game, "Rift Bolt")))
