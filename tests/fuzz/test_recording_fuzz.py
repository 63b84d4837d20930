"""Fuzz: mutated and generated recordings through the loader (`GameSession.from_recording`)
and `tabletop replay --verify` give a replay or a clean error (FILE:LINE: reason, exit 1
or 2), never a traceback or a hang. Small budgets by default, large ones with -m slow."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.cli import main
from tabletop.engine.model import actions as A
from tabletop.session.cardpool import builtin_pool
from tabletop.session.errors import CardsChanged, ReplayDiverged, SessionFileError
from tabletop.session.session import GameSession, Setup


def _sample() -> bytes:
    """A short real game: every record and marker type, a branch and a rollback."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sample.jsonl"
        session = GameSession(Setup(seed=9), builtin_pool(), record=path)
        session.perform(A.PutInLibrary("Forest", "Alice", 5))
        session.perform(A.DrawCards("Alice", 2))
        session.perform(A.EnterBattlefield("Forest", "Alice", counters=(("+1/+1", 1),)))
        session.perform(A.EnterBattlefield("Grizzly Bears", "Bob"))
        session.undo()
        session.perform(A.DealDamageAction("Bob", 3))
        session.switch_branch(0)
        session.perform(A.SetLife("Alice", -2))
        session.rollback(4)
        session.redo()
        session.close()
        return path.read_bytes()


SAMPLE = _sample()
SAMPLE_LINES = [json.loads(line) for line in SAMPLE.decode().splitlines()]


def check_clean(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    try:
        session = GameSession.from_recording(path, builtin_pool(), verify=True)
    except SessionFileError as error:
        assert error.path == path
        assert str(error).startswith(f"{path}:" if error.line is not None else f"{path}: ")
    except (ReplayDiverged, CardsChanged) as error:
        assert str(error)
    else:
        assert 0 <= session.position <= len(session.history)
    capsys.readouterr()
    code = main(["replay", str(path), "--verify"])
    out = capsys.readouterr()
    assert code in (0, 1, 2)
    assert "Traceback" not in out.out + out.err
    if code == 2:
        assert out.err.startswith("ERROR ")


FUZZ = settings(max_examples=40, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
BIG = settings(FUZZ, max_examples=3000)

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["Alice", "Bob", "Forest", "hand", "cast", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=10,
)


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a JSON value (keys and list indices)."""
    out = [prefix]
    if isinstance(obj, dict):
        for key, value in obj.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            out += _paths(value, (*prefix, index))
    return out


def _set(obj: Any, where: tuple[Any, ...], value: Any) -> Any:
    if not where:
        return value
    obj[where[0]] = _set(obj[where[0]], where[1:], value)
    return obj


@st.composite
def edited_recordings(draw: st.DrawFn) -> bytes:
    """The sample with a few fields replaced, lines dropped, repeated or swapped."""
    lines = json.loads(json.dumps(SAMPLE_LINES))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["field", "field", "field", "drop", "repeat", "swap"]))
        i = draw(st.integers(0, len(lines) - 1))
        if kind == "field":
            where = draw(st.sampled_from(_paths(lines[i])[1:] or [()]))
            lines[i] = _set(lines[i], where, draw(_json))
        elif kind == "drop" and len(lines) > 1:
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
    return "".join(json.dumps(line) + "\n" for line in lines).encode()


@st.composite
def generated_recordings(draw: st.DrawFn) -> bytes:
    """A real header, then records built from the record types' own field names."""
    action = st.fixed_dictionaries(
        {"do": st.sampled_from(sorted(A.ACTION_TYPES)) | _json},
        optional={key: _json | st.integers(0, 12) for key in
                  ("card", "player", "controller", "owner", "n", "count", "what", "to",
                   "target", "kind", "step", "source", "targets", "choices", "tapped")},
    )
    record = st.fixed_dictionaries(
        {"type": st.sampled_from(["action", "head"])},
        optional={"id": st.integers(-1, 8) | _json, "n": st.integers(0, 8),
                  "parent": st.none() | st.integers(0, 8), "action": action,
                  "events": st.lists(st.dictionaries(st.sampled_from(
                      ["kind", "text", "objects", "player", "data"]), _json), max_size=3),
                  "hash": st.text(max_size=8),
                  "op": st.sampled_from(["undo", "redo", "seek", "branch", "discard", "x"]),
                  "cards": st.dictionaries(st.text(max_size=6), _json, max_size=2)},
    )
    records = draw(st.lists(record, max_size=8))
    head = json.dumps(SAMPLE_LINES[0])
    return (head + "\n" + "".join(json.dumps(r) + "\n" for r in records)).encode()


@FUZZ
@given(data=edited_recordings())
def test_edited_recordings_fail_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        data: bytes) -> None:
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(data)
    check_clean(path, capsys)


@FUZZ
@given(data=generated_recordings())
def test_generated_recordings_fail_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           data: bytes) -> None:
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(data)
    check_clean(path, capsys)


@FUZZ
@given(cuts=st.lists(st.tuples(st.integers(0, len(SAMPLE)), st.integers(0, 30),
                               st.binary(max_size=8)), min_size=1, max_size=3))
def test_byte_mutations_fail_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     cuts: list[tuple[int, int, bytes]]) -> None:
    data = SAMPLE
    for start, length, insert in cuts:
        data = data[:start] + insert + data[start + length:]
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(data)
    check_clean(path, capsys)


def test_the_sample_itself_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sample.jsonl"
    path.write_bytes(SAMPLE)
    assert main(["replay", str(path), "--verify"]) == 0
    assert "1 branches" in capsys.readouterr().out


@pytest.mark.slow
@BIG
@given(data=edited_recordings() | generated_recordings())
def test_many_mutated_recordings_fail_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes
) -> None:
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(data)
    check_clean(path, capsys)
