"""The facade (engine/game.py): one entry point, rollback of refused actions (730), the
layer result cached until the next change (613), last known information (603.10)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.rules_kit import creature, enter, table, zone


def test_the_kit_builds_a_table() -> None:
    game = table(creature("Test Bear", 2, 2))
    oid = enter(game, "Test Bear")
    assert game.chars(oid).power == 2
    assert zone(game, oid) == Zone.BATTLEFIELD


def test_730_a_refused_action_leaves_everything_as_it_was() -> None:
    """730: an illegal action is refused with a reason, and nothing of it remains: not
    the state, not the events, not the history."""
    game = table(creature("Test Bear", 2, 2))
    enter(game, "Test Bear")
    before, history = game.state_hash(), len(game.history)
    with pytest.raises(A.IllegalAction, match="no player"):
        game.perform(A.SetLife("Nobody", -3))
    with pytest.raises(A.IllegalAction):
        game.perform(A.DrawCards("Alice", 5000))
    assert game.state_hash() == before and len(game.history) == history


def test_613_the_layer_result_is_reused_until_something_changes() -> None:
    game = table(creature("Test Bear", 2, 2))
    bear = enter(game, "Test Bear")
    first = game.result
    assert game.result is first  # nothing changed: the same computation
    game.perform(A.AddCounters(bear, "+1/+1", 1))
    assert game.result is not first and game.chars(bear).power == 3


def test_603_10_a_card_that_left_is_named_by_its_last_known_information() -> None:
    game = table(creature("Test Bear", 2, 2))
    bear = enter(game, "Test Bear")
    game.perform(A.DestroyObject(bear))
    assert bear not in game.state.objects
    assert game.name_of(bear) == "Test Bear"
    known = game.known_chars(bear)
    assert known is not None and known.power == 2


def test_a_preview_shows_the_events_and_changes_nothing() -> None:
    """The window asks what an action would do (which triggers would go on the stack
    together, 603.3b) without copying the game: the preview leaves it exactly as it was."""
    game = table(creature("Test Bear", 2, 2))
    bear = enter(game, "Test Bear")
    before, history = game.state_hash(), len(game.history)
    events = game.preview(A.DestroyObject(bear))
    assert events is not None and any(e.kind == "move" for e in events)
    assert game.state_hash() == before and len(game.history) == history
    assert zone(game, bear) == Zone.BATTLEFIELD
    assert game.preview(A.SetLife("Nobody", 1)) is None
    assert game.state_hash() == before


def test_111_4_a_token_gets_the_characteristics_its_creating_effect_names() -> None:
    from tabletop.engine.model.enums import Color

    game = table()
    events = game.perform(A.CreateTokenAction("Alice", "Elf Warrior", 1, 1, 2,
                                              colors=("Green", "W"),
                                              subtypes=("Elf", "Warrior"),
                                              keywords=("Flying",), tapped=True))
    tokens = [o for e in events if e.kind == "enters" for o in e.objects[:1]]
    assert len(tokens) == 2
    chars = game.chars(tokens[0])
    assert chars.colors == frozenset({Color.GREEN, Color.WHITE})
    assert chars.subtypes == frozenset({"Elf", "Warrior"})
    assert chars.has_keyword("Flying") and game.obj(tokens[0]).tapped
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match=r"105\.1"):
        game.perform(A.CreateTokenAction("Alice", "Bear", 2, 2, colors=("purple",)))
    assert game.state_hash() == before
