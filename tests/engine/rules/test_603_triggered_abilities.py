"""Triggered abilities (603) that scenario files can't show: state triggers, removal for
lack of targets, delayed triggers that fire once, "from anywhere" triggers."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Const, EvalContext
from tabletop.engine.definitions.instructions import GainLife, PutCounters, TargetRef, TargetSpec
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.rules_kit import (
    creature,
    enter,
    hand,
    kinds,
    library,
    resolve_all,
    table,
    trigger,
    zone,
)


class HandIsEmpty(Condition):
    """"when you have no cards in hand" (a state trigger's condition)."""

    def holds(self, ctx: EvalContext) -> bool:
        return not list(ctx.board.objects_in(Zone.HAND, ctx.controller))

    def describe(self) -> str:
        return "you have no cards in hand"


EMPTY_HANDED = creature("Empty-Handed Monk", 1, 1, trigger(
    "When you have no cards in hand, you gain 1 life.",
    trigger=Trigger(TriggerEvent.STATE), condition=HandIsEmpty(),
    effect=(GainLife(Const(1)),)))


def test_603_8_state_trigger_once_until_it_leaves_the_stack() -> None:
    """603.8: a state trigger triggers whenever its condition is true, but not again while
    that ability is on the stack."""
    game = table(EMPTY_HANDED)
    card = hand(game, "Island")
    enter(game, "Empty-Handed Monk")
    assert game.stack() == []
    game.perform(A.MoveObject(card, "graveyard"))
    assert len(game.stack()) == 1
    game.perform(A.PassPriority("Alice"))  # Bob gets priority: no second trigger
    assert len(game.stack()) == 1
    game.perform(A.PassPriority("Bob"))  # resolves; the condition is still true: again
    assert game.player("Alice").life == 21
    assert len(game.stack()) == 1


def test_603_3d_a_trigger_without_a_legal_target_is_removed() -> None:
    """603.3d: Necropede dies with no creature left to target: its ability is removed."""
    game = table()
    necropede = enter(game, "Necropede")
    events = game.perform(A.DestroyObject(necropede))
    assert "trigger_removed" in kinds(events)
    assert game.stack() == []


def test_603_7c_a_delayed_trigger_fires_once() -> None:
    game = table()
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Plains")
    enter(game, "Plains")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Otherworldly Journey"), (bears,)))
    resolve_all(game)
    assert len(game.state.delayed) == 1
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert game.state.delayed == []
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("end"))
    assert game.stack() == []


def test_603_6c_put_into_a_graveyard_from_anywhere() -> None:
    """Serra Avatar: "When Serra Avatar is put into a graveyard from anywhere, shuffle it
    into its owner's library" triggers from the hand too."""
    game = table()
    avatar = hand(game, "Serra Avatar")
    game.perform(A.MoveObject(avatar, "graveyard"))
    assert len(game.stack()) == 1
    resolve_all(game)
    assert zone(game, avatar) == Zone.LIBRARY


def test_603_3b_order_triggers_action_is_checked() -> None:
    game = table()
    with pytest.raises(A.IllegalAction, match="once"):
        game.perform(A.OrderTriggers("Alice", (0, 0)))
    with pytest.raises(A.IllegalAction):
        game.perform(A.OrderTriggers("Carol", (0,)))


def test_603_2_a_trigger_with_a_target_gets_one() -> None:
    """603.3d: targets are chosen as it is put on the stack (the first legal one is
    preselected: an opponent's creature before your own)."""
    grow = creature("Growth Spirit", 1, 1, trigger(
        "When Growth Spirit enters, put a +1/+1 counter on target creature.",
        trigger=Trigger(TriggerEvent.ENTERS),
        effect=(PutCounters("+1/+1", Const(1), TargetRef()),),
        targets=(TargetSpec(),)))
    game = table(grow)
    theirs = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Growth Spirit")
    info = game.obj(game.stack()[-1]).stack_info
    assert info is not None and info.targets == (theirs,)
    resolve_all(game)
    assert game.obj(theirs).counters == {"+1/+1": 1}


def test_603_10_last_known_information_hangarback_walker() -> None:
    """608.2h, 603.10: Hangarback Walker's dies trigger counts the +1/+1 counters it had
    as it last existed on the battlefield."""
    game = table()
    walker = enter(game, "Hangarback Walker", counters=(("+1/+1", 2),))
    game.perform(A.DestroyObject(walker))
    resolve_all(game)
    thopters = [o for o in game.battlefield() if game.chars(o).name == "Thopter"]
    assert len(thopters) == 2
    assert all(game.obj(o).is_token for o in thopters)
