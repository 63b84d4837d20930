"""The panels' rows as plain data (no widgets): the inspector's waterfall, the timeline's
bars and what-if arithmetic, the history with branches, the event log's filter."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Layer
from tabletop.resources import resource
from tabletop.session.cardpool import builtin_pool
from tabletop.session.runner import ScenarioRun
from tabletop.session.scenario import load_scenario
from tabletop.session.session import GameSession, Setup
from tabletop.ui.panels.panel_models import (
    DependencyEdge,
    TimelineBar,
    dependency_edges,
    drop_timestamp,
    explain_rows,
    history_rows,
    log_matches,
    log_objects,
    log_rows,
    note_kind,
    timeline_bars,
    timestamp_slots,
    value_items,
    value_text,
    waterfall,
    what_if_with,
)

GODHEAD_LAST = resource("scenarios", "coralhelm-commander-then-godhead-of-awe.toml")
HUMILITY_LAST = resource("scenarios", "opalescence-then-humility.toml")


def scenario_session(path: Path | str) -> tuple[GameSession, ScenarioRun]:
    """A GameSession that has run a scenario: every step is in its history."""
    scenario = load_scenario(path)
    setup = Setup(scenario.players, scenario.life, scenario.seed, scenario.active,
                  scenario.start.key, scenario.title)
    session = GameSession(setup, builtin_pool())
    run = ScenarioRun(scenario, builtin_pool(), session=session)
    run.run()
    return session, run


def puzzle_session(godhead_first: bool = False, levels: int = 2) -> GameSession:
    """Coralhelm Commander and Godhead of Awe (the level up rulings' puzzle), by actions."""
    session = GameSession(Setup(("Alice", "Bob"), title="the first puzzle"), builtin_pool())
    order = ["Godhead of Awe", "Coralhelm Commander"]
    for name in order if godhead_first else order[::-1]:
        session.perform(A.EnterBattlefield(name, "Alice"))
    if levels:
        session.perform(A.AddCounters(commander(session), "level", levels))
    return session


def commander(session: GameSession) -> int:
    state = session.game.state
    return next(o for o in session.game.battlefield()
                if state.objects[o].card.name == "Coralhelm Commander")


# --------------------------------------------------------------------------- values


def test_values_read_the_same_from_the_engine_and_from_json() -> None:
    after = {"abilities": ["Level up", "Flying"], "power": None, "toughness": None,
             "colors": [], "types": "Creature — Merfolk Soldier"}
    items = value_items(after)
    assert items == value_items(json.loads(json.dumps(after)))
    assert dict(items) == {"types": "Creature — Merfolk Soldier", "colours": "colourless",
                           "abilities": "Level up, Flying", "P/T": "—"}
    assert value_text(value_items({"power": 3, "toughness": 3})) == "3/3"
    assert value_text(value_items({"abilities": []})) == "no abilities"
    assert value_text(value_items({"controller": "Bob"})) == "Bob"


def test_note_kinds() -> None:
    assert note_kind("613.8a: applied before Knight of Cliffhaven (ts 1), which "
                     "depend(s) on it") == "dependency"
    assert note_kind("613.8b: dependency loop with A, B: timestamp order") == "loop"
    assert note_kind("", "cda") == "cda"
    assert note_kind("305.6: intrinsic mana ability of a basic land type", "rule") == "rule"
    assert note_kind("") == ""


# --------------------------------------------------------------------------- inspector


def test_waterfall_of_the_commander_when_godhead_comes_last() -> None:
    """Level up rulings: the band (the Commander's timestamp) applies before Godhead."""
    session, run = scenario_session(GODHEAD_LAST)
    cc = session.game.state.newest(run.aliases["cc"])
    wf = waterfall(session.game.derivation(cc))
    assert [b.layer for b in wf.blocks] == [layer for layer in Layer if layer <= Layer.PT_SWITCH]
    rows = [(r.layer, r.source, r.timestamp, r.value) for r in wf.rows]
    assert rows[0][:3] == ("6", "Coralhelm Commander", 1)
    assert rows[1:] == [("7b", "Coralhelm Commander", 1, "4/4"), ("7b", "Godhead of Awe", 2, "1/1")]
    assert all(r.rule == "613.4b" for r in wf.rows[1:])
    assert dict(wf.start)["P/T"] == "2/2" and dict(wf.final)["P/T"] == "1/1"
    assert "Flying" in dict(wf.final)["abilities"]
    # what each step changed: the band's abilities in 6, P/T in both 7b steps
    assert [sorted(r.changed) for r in wf.rows] == [["abilities"], ["P/T"], ["P/T"]]


def test_rows_from_explain_json_equal_the_waterfall() -> None:
    session, run = scenario_session(GODHEAD_LAST)
    d = session.game.derivation(session.game.state.newest(run.aliases["cc"]))
    data = json.loads(json.dumps(d.as_dict(), default=str))
    assert explain_rows(data) == waterfall(d).rows


# --------------------------------------------------------------------------- timeline


def test_timeline_bars_in_application_order_per_lane() -> None:
    session = puzzle_session()
    log = session.game.result.effects
    bars = timeline_bars(log, log)
    lane = [b for b in bars if b.layer == Layer.PT_SET]
    applied = [(b.source_name, b.order) for b in lane if b.order]
    assert applied == [("Coralhelm Commander", 1), ("Godhead of Awe", 2)]
    assert all(not b.moved and not b.off for b in bars)
    assert timestamp_slots(bars) == [1, 2]


def test_timeline_bars_show_moved_and_switched_off_effects() -> None:
    session = puzzle_session()
    game = session.game
    real = game.result.effects
    godhead = next(e.eid for _, e, _, _ in real if e.source_name == "Godhead of Awe")
    moved = timeline_bars(game.what_if({godhead: {"timestamp": 0.5}}).effects, real,
                          {godhead: {"timestamp": 0.5}})
    bar = next(b for b in moved if b.eid == godhead)
    assert bar.moved and (bar.timestamp, bar.real_timestamp, bar.order) == (0.5, 2, 1)
    off = timeline_bars(game.what_if({godhead: {"off": True}}).effects, real,
                        {godhead: {"off": True}})
    bar = next(b for b in off if b.eid == godhead)
    assert bar.off and bar.order == 0 and bar.timestamp == 2


def test_drop_timestamp_is_the_midpoint_of_the_new_neighbours() -> None:
    others = [1, 3, 4]
    assert drop_timestamp(others, 0, current=2) == 0.5  # before everything
    assert drop_timestamp(others, 2, current=2) == 3.5  # between 3 and 4
    assert drop_timestamp(others, 3, current=2) == 4.5  # after everything
    assert drop_timestamp(others, 1, current=2) is None  # between 1 and 3: where it was
    # a sibling at the same timestamp: before or after it is a move
    assert drop_timestamp([1, 2], 0, current=1) == 0.5
    assert drop_timestamp([1, 2], 1, current=1) == 1.5
    assert drop_timestamp([], 0, current=1) is None


def test_what_if_overrides() -> None:
    moved = what_if_with({}, 7, timestamp=0.5, real_timestamp=2)
    assert moved == {7: {"timestamp": 0.5}}
    assert what_if_with(moved, 7, timestamp=2, real_timestamp=2) == {}
    off = what_if_with(moved, 9, off=True)
    assert off == {7: {"timestamp": 0.5}, 9: {"off": True}}
    assert what_if_with(off, 9, off=False) == moved
    assert moved == {7: {"timestamp": 0.5}}  # the input is not changed


def _bar(layer: Layer, eid: int, ts: float, name: str, note: str = "") -> TimelineBar:
    return TimelineBar(layer, eid, ts, ts, None, name, "does something", frozenset({1}), note,
                       1)


def test_dependency_edges_from_the_notes() -> None:
    """613.8: notes name effects by source and timestamp, names may hold commas."""
    urborg = _bar(Layer.TYPE, 1, 1, "Urborg, Tomb of Yawgmoth")
    moon = _bar(Layer.TYPE, 2, 2, "Blood Moon", "613.8a: applied before Urborg, Tomb of "
                "Yawgmoth (ts 1), which depend(s) on it")
    other = _bar(Layer.ABILITY, 3, 1, "Urborg, Tomb of Yawgmoth")
    waiter = _bar(Layer.TYPE, 4, 3, "Waiter", "613.8b: waited for Blood Moon (ts 2)")
    loop_a = _bar(Layer.ABILITY, 5, 4, "A", "613.8b: dependency loop with B: timestamp order")
    loop_b = _bar(Layer.ABILITY, 6, 5, "B")
    edges = dependency_edges([urborg, moon, other, waiter, loop_a, loop_b])
    assert DependencyEdge(moon.key, urborg.key) in edges  # Urborg depends on Blood Moon
    assert DependencyEdge(moon.key, waiter.key) in edges
    assert DependencyEdge(loop_a.key, loop_b.key, "loop") in edges
    assert all(e.first != other.key and e.then != other.key for e in edges)  # other lane


def test_humility_gets_an_arrow_to_the_level_abilities_it_ended() -> None:
    """Humility applies first in layer 6 (613.8): the Knight's level abilities depend on it
    and stop existing; the timeline shows them as a ghost with an arrow."""
    session, _run = scenario_session(HUMILITY_LAST)
    log = session.game.result.effects
    bars = timeline_bars(log, log)
    ghosts = [b for b in bars if b.ghost]
    assert [(g.layer, g.source_name, g.timestamp) for g in ghosts] == [
        (Layer.ABILITY, "Knight of Cliffhaven", 1)]
    humility = next(b for b in bars if b.layer == Layer.ABILITY and b.source_name == "Humility")
    assert dependency_edges(bars) == [DependencyEdge(humility.key, ghosts[0].key)]


# --------------------------------------------------------------------------- history


def test_history_rows_with_position_and_a_branch() -> None:
    session = puzzle_session()
    assert len(session.history) == 3
    session.go_to(1)
    rows = history_rows(session.history, session.position, session.branches, "puzzle")
    assert [r.state for r in rows] == ["past", "current", "future", "future"]
    assert rows[0].description == "puzzle" and rows[0].verb == "start"
    assert rows[2].verb == "enter" and "Godhead of Awe enters" in rows[2].description
    # acting from position 1 abandons actions 2 and 3: a branch under row 1
    session.perform(A.EnterBattlefield("Grizzly Bears", "Bob"))
    rows = history_rows(session.history, session.position, session.branches)
    assert len(rows) == 3 and rows[-1].state == "current"
    (branch,) = rows[1].branches
    assert branch.from_index == 1 and [r.position for r in branch.rows] == [2, 3]
    assert [r.state for r in branch.rows] == ["branch", "branch"]
    assert "2 actions" in branch.label


def test_history_description_skips_mana_events() -> None:
    session, _run = scenario_session(resource("scenarios", "knight-of-cliffhaven-level-bands.toml"))
    rows = history_rows(session.history, session.position, session.branches)
    activate = next(r for r in rows if r.verb == "activate")
    assert activate.description.startswith("Alice activates Level up of Knight of Cliffhaven")
    assert "taps Plains" in activate.detail


# --------------------------------------------------------------------------- event log


def test_log_rows_filter_by_object_through_zone_changes() -> None:
    session = puzzle_session()
    cc = commander(session)
    session.perform(A.MoveObject(cc, "graveyard"))
    state = session.game.state
    rows = log_rows(session.history, session.position)
    assert [r.number for r in rows] == list(range(1, len(rows) + 1))
    assert "level counters" in rows[2].text
    mine = [r.text for r in rows if log_matches(r, state.newest(cc), "", state.newest)]
    assert len(mine) == 3 and "moves from battlefield to graveyard" in mine[-1]
    assert [r.text for r in rows if log_matches(r, None, "GODHEAD", state.newest)] == [
        rows[1].text]
    names = [label for _, label in log_objects(rows, state.newest, session.game.name_of)]
    assert any(label.startswith("Coralhelm Commander") for label in names)
    assert len(names) == 2  # the Commander once, though it changed zones
    # only the actions up to a position
    assert len(log_rows(session.history, 1)) == 1


def test_control_and_colour_steps_read_like_pt_steps() -> None:
    """Layer 2 (613.1b) and the 7a CDA (604.3) with their values after, as plainly as P/T."""
    session, run = scenario_session(resource("scenarios", "serra-avatar-follows-life.toml"))
    wf = waterfall(session.game.derivation(session.game.state.newest(run.aliases["sa"])))
    control = next(r for r in wf.rows if r.layer == "2")
    assert (control.value, control.changed, control.rule) == ("Bob", {"controller"}, "613.1b")
    cda = next(r for r in wf.rows if r.layer == "7a")
    assert cda.kind == "cda" and cda.note_kind == "cda" and cda.source == "Serra Avatar"
    assert dict(wf.final)["controller"] == "Bob"
