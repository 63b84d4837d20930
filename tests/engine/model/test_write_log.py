"""Cheap history (issue #18): a refused action is taken back in place through the undo
log instead of a copy of the whole state (730); the state hash is built from parts kept
on the objects and equals the hash computed from scratch."""

from __future__ import annotations

import threading

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.write_log import LOG, take_back, writes_noted
from tests.engine.rules_kit import enter, hand, library, table


def test_730_a_refused_action_is_taken_back_in_place() -> None:
    """730.1: the game returns to the moment before the illegal action; the objects are
    the very same ones, with the values they had (nothing was copied)."""
    game = table()
    bears = enter(game, "Grizzly Bears")
    game.perform(A.AddCounters(bears, "+1/+1", 1))
    obj = game.obj(bears)
    before = game.state.full_state_hash()
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", bears))  # a permanent is not cast
    assert game.obj(bears) is obj
    assert obj.counters == {"+1/+1": 1}
    assert game.state.full_state_hash() == before
    assert LOG.entries is None  # nothing is noted between actions


def test_writes_inside_a_block_are_taken_back_newest_first() -> None:
    game = table()
    obj = game.obj(enter(game, "Grizzly Bears"))
    with writes_noted() as mark:
        obj.tapped = True
        obj.damage = 2
        obj.damage = 3
        obj.with_counter("+1/+1", 2, 99)
        take_back(mark)
    assert (obj.tapped, obj.damage, dict(obj.counters)) == (False, 0, {})


def test_a_nested_block_takes_back_only_its_own_writes() -> None:
    game = table()
    obj = game.obj(enter(game, "Grizzly Bears"))
    with writes_noted() as outer:
        obj.damage = 1
        with writes_noted() as inner:
            obj.tapped = True
            take_back(inner)
        assert (obj.tapped, obj.damage) == (False, 1)
        take_back(outer)
    assert obj.damage == 0


def test_preview_leaves_the_game_exactly_as_it_was() -> None:
    """603.3b: the window asks what an action would do; the answer changes nothing."""
    game = table()
    library(game, "Alice")
    enter(game, "Mountain")
    bears = enter(game, "Grizzly Bears", "Bob")
    bolt = hand(game, "Lightning Bolt")
    before = game.state.full_state_hash()
    events = game.preview(A.CastSpell("Alice", bolt, (bears,)))
    assert events is not None
    assert game.state.full_state_hash() == before
    assert game.state_hash() == before


def test_each_thread_keeps_its_own_log() -> None:
    """A replay in a worker thread does not note (or take back) the window's writes."""
    game = table()
    obj = game.obj(enter(game, "Grizzly Bears"))
    seen: list[object] = []

    def worker() -> None:
        seen.append(LOG.entries)
        obj.damage = 1  # written outside any action of this thread: not noted

    with writes_noted() as mark:
        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
        take_back(mark)
    assert seen == [None] and obj.damage == 1


def test_the_debug_mode_catches_a_write_that_escapes_the_log() -> None:
    """A write around the log would leave a refused action half done: the check says so."""
    game = table()
    bears = enter(game, "Grizzly Bears")
    game.checking = True
    real = game._rolled_back

    def sneaky(saved, whole=None):  # type: ignore[no-untyped-def]
        object.__setattr__(saved.objects[bears], "damage", 5)
        real(saved, whole)

    game._rolled_back = sneaky  # type: ignore[method-assign]
    with pytest.raises(AssertionError, match="escaped the undo log"):
        game.perform(A.CastSpell("Alice", bears))


def test_the_hash_from_kept_parts_equals_the_hash_from_scratch() -> None:
    """Recordings keep the hash of every action: the kept parts must give the same value
    as before (the JSON of the whole state), through changes of every kind."""
    game = table()
    library(game, "Alice")
    enter(game, "Mountain")
    bears = enter(game, "Grizzly Bears", "Bob")
    first = game.state_hash()
    assert first == game.state.full_state_hash()
    game.perform(A.AddCounters(bears, "+1/+1", 2))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (bears,)))
    assert game.state_hash() == game.state.full_state_hash() != first
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    assert game.state_hash() == game.state.full_state_hash()


def test_a_hash_that_misses_a_change_is_caught_in_the_debug_mode() -> None:
    game = table()
    bears = enter(game, "Grizzly Bears")
    game.checking = True
    game.state_hash()
    object.__setattr__(game.obj(bears), "damage", 1)  # around the object's own write
    with pytest.raises(AssertionError, match="kept parts"):
        game.state_hash()


def test_snapshots_share_the_objects_that_did_not_change() -> None:
    """Cheap history (730): a snapshot reuses the previous snapshot's copy of every object
    not written since; a changed object is copied again, and after a restore nothing is
    shared with snapshots of the other line."""
    game = table()
    bears = [enter(game, "Grizzly Bears") for _ in range(5)]
    first = game.snapshot()
    game.perform(A.AddCounters(bears[1], "+1/+1", 1))
    second = game.snapshot()
    assert second.objects[bears[0]] is first.objects[bears[0]]
    assert second.objects[bears[1]] is not first.objects[bears[1]]
    assert second.objects[bears[1]].counters == {"+1/+1": 1}
    assert first.objects[bears[1]].counters == {}  # the earlier snapshot is unchanged
    game.restore(first)
    game.perform(A.AddCounters(bears[2], "+1/+1", 3))
    third = game.snapshot()
    assert all(third.objects[b] is not second.objects[b] for b in bears)
    assert third.objects[bears[1]].counters == {}
    assert third.full_state_hash() == game.state.full_state_hash()
