"""Snapshots for rollback (730): a refused action leaves the game exactly as it was, and
the cheap structured snapshot copies everything that can change."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.objects import GameObject, Player, StackInfo
from tabletop.engine.model.state import GameState
from tests.engine.rules_kit import enter, hand, library, table


def _busy_game():  # type: ignore[no-untyped-def]
    game = table()
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Mountain")
    enter(game, "Plains")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.AddCounters(bears, "+1/+1", 2))
    game.perform(A.CastSpell("Alice", hand(game, "Healing Salve"), ("Alice",), (("mode", 2),)))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (bears,)))
    return game, bears


def test_snapshot_is_equal_and_independent() -> None:
    game, bears = _busy_game()
    snap = copy.deepcopy(game.state)
    assert snap.state_hash() == game.state.state_hash()
    with pytest.raises(TypeError):  # read-only: every change goes through the undo log
        snap.objects[bears].counters["+1/+1"] = 7  # type: ignore[index]
    snap.objects[bears].with_counter("+1/+1", 7)
    snap.zones[next(iter(snap.zones))].append(999)
    snap.prevention[0].amount = 0
    snap.players["Alice"].mana_pool["W"] = 3
    info = snap.objects[game.stack()[-1]].stack_info
    assert info is not None
    info.choices["x"] = 5
    assert game.obj(bears).counters["+1/+1"] == 2
    assert game.state.prevention[0].amount == 3
    assert "W" not in game.player("Alice").mana_pool
    assert game.obj(game.stack()[-1]).stack_info.choices.get("x") is None  # type: ignore[union-attr]
    assert snap.rng.getstate() == game.state.rng.getstate()
    # the typed parts of the tree are copied too: answers, combat, per-player memory
    snap.answers.trigger_order["Alice"] = (1, 0)
    snap.combat.attackers.append(bears)
    snap.players["Bob"].mulligans = 2
    assert game.state.answers.trigger_order == {}
    assert game.state.combat.attackers == []
    assert game.player("Bob").mulligans == 0


@pytest.mark.parametrize("cls", [GameObject, Player, StackInfo])
def test_clone_copies_every_field(cls: type) -> None:
    """A new field must be added to clone() too."""
    game, bears = _busy_game()
    samples = {GameObject: game.obj(bears), Player: game.player("Alice"),
               StackInfo: game.obj(game.stack()[-1]).stack_info}
    original = samples[cls]
    clone = original.clone()  # type: ignore[union-attr]
    for f in dataclasses.fields(cls):
        assert getattr(clone, f.name) == getattr(original, f.name), f.name


def test_game_state_snapshot_copies_every_field() -> None:
    game, _ = _busy_game()
    snap = copy.deepcopy(game.state)
    for f in dataclasses.fields(GameState):
        if f.name == "rng":
            continue
        assert getattr(snap, f.name) == getattr(game.state, f.name), f.name


def test_730_refused_actions_leave_the_game_as_it_was() -> None:
    game, bears = _busy_game()
    before = game.state_hash()
    refused = [
        A.PassPriority("Bob"),
        A.CastSpell("Alice", bears),
        A.ActivateAbility("Alice", bears, 1),
        A.PlayLand("Alice", bears),
        A.DeclareAttackers("Bob", (bears,)),  # not the active player (508.1)
        A.DeclareBlockers("Bob", ((bears, bears),)),
        A.MoveObject(bears, "battlefield"),
        A.DealDamageAction(bears, -1),
        A.AdvanceTo("lunch"),
        A.OrderTriggers("Alice", (1, 1)),
    ]
    for action in refused:
        with pytest.raises(A.IllegalAction):
            game.perform(action)
        assert game.state_hash() == before, action


def test_103_5_mulligan_count_is_part_of_the_state_and_undone() -> None:
    """103.5: the London mulligan bottoms one card per mulligan taken; the count lives in
    the game state, so restoring a snapshot undoes it and a redo deals the same hand."""
    from tabletop.engine.model.enums import Zone

    game = table()
    game.perform(A.PutInLibrary("Forest", "Alice", 20))
    game.perform(A.DrawCards("Alice", 7))
    game.perform(A.Mulligan("Alice"))
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 6
    before = game.snapshot()
    game.perform(A.Mulligan("Alice"))
    assert game.player("Alice").mulligans == 2
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 5
    after = game.state_hash()
    game.restore(before)  # undo
    assert game.player("Alice").mulligans == 1
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 6
    game.perform(A.Mulligan("Alice"))  # redo
    assert game.state_hash() == after


def test_choose_refuses_an_answer_that_fits_no_question() -> None:
    """Answers are checked against the question they answer; a refused one changes
    nothing (730)."""
    game = table()
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match="no question"):
        game.perform(A.Choose("Alice", (("colour", "W"),)))
    with pytest.raises(A.IllegalAction, match="assign"):
        game.perform(A.Choose("Alice", (("assign", {"Bob": "lots"}),)))
    assert game.state_hash() == before
