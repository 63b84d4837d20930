"""Session recordings: round trip, branches, torn lines, resume, bad files, limits, fuzz."""

from __future__ import annotations

import ast
import json
import logging
import math
import os
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import __version__
from tabletop.inputs.errors import TabletopDataError
from tabletop.session import recording as rec_module
from tabletop.session.errors import SessionFileError
from tabletop.session.recording import (
    MAX_DEPTH,
    MAX_LINE_BYTES,
    ActionRecord,
    HeadMarker,
    RecordAppended,
    Recording,
    RecordingHeader,
    RecordingWriter,
    default_recording_path,
    is_recording,
    read_recording,
)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(data))
    return data


def make_header(**changes: Any) -> RecordingHeader:
    fields: dict[str, Any] = {
        "cards": "sha256:0123abcd",
        "players": ("Ann", "Bo"),
        "seed": 20240501,
        "created": "2024-05-01T12:00:00+02:00",
        "setup": {"scenario": "demo/levelers.toml"},
    }
    fields.update(changes)
    return RecordingHeader(**fields)


def action(i: int) -> dict[str, Any]:
    return {"kind": "activate", "player": i % 2, "object": 40 + i, "ability": 0}


def events(i: int) -> list[dict[str, Any]]:
    return [
        {"kind": "counter_added", "object": 40 + i, "counter": "level", "n": k} for k in range(3)
    ]


def write(path: Path, count: int) -> None:
    with RecordingWriter(path, make_header()) as writer:
        for i in range(1, count + 1):
            writer.append(action(i), events(i), f"hash{i}")


def lines_of(path: Path) -> list[bytes]:
    return path.read_bytes().split(b"\n")


def header_line(**changes: Any) -> str:
    obj = make_header().to_json()
    obj.update(changes)
    return json.dumps(obj)


def action_line(record_id: int, parent: int | None, n: int, /, **changes: Any) -> str:
    obj: dict[str, Any] = {
        "type": "action",
        "n": n,
        "id": record_id,
        "parent": parent,
        "action": action(record_id),
        "events": events(record_id),
        "hash": f"hash{record_id}",
    }
    obj.update(changes)
    return json.dumps(obj)


# --- round trip ------------------------------------------------------------------------


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        results = [writer.append(action(i), events(i), f"hash{i}") for i in (1, 2, 3)]
    assert results == [RecordAppended(1, 1), RecordAppended(2, 2), RecordAppended(3, 3)]
    assert writer.closed

    recording = read_recording(path)
    assert recording.header == make_header()
    assert recording.warnings == ()
    assert recording.head == 3
    assert [(r.id, r.n, r.parent) for r in recording.records] == [
        (1, 1, None),
        (2, 2, 1),
        (3, 3, 2),
    ]
    first = recording.records[0]
    assert first == ActionRecord(
        id=1,
        n=1,
        parent=None,
        action=action(1),
        events=tuple(events(1)),
        state_hash="hash1",
        line=2,
    )
    assert recording.main_line() == list(recording.records)
    assert is_recording(path)


def test_file_is_json_lines_with_the_documented_header(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 1)
    text = path.read_text("utf-8")
    assert text.endswith("\n")
    header, record = (json.loads(line) for line in text.splitlines())
    assert header == {
        "type": "header",
        "format": "tabletop-recording",
        "version": 1,
        "program": make_header().program,
        "cards": "sha256:0123abcd",
        "players": ["Ann", "Bo"],
        "seed": 20240501,
        "created": "2024-05-01T12:00:00+02:00",
        "setup": {"scenario": "demo/levelers.toml"},
    }
    assert record["type"] == "action"
    assert record["hash"] == "hash1"


def test_new_recording_holds_its_header_before_any_action(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    writer = RecordingWriter(path, make_header(players=({"name": "Ann", "deck": "wu.txt"},)))
    try:
        recording = read_recording(path)
        assert recording.records == ()
        assert recording.head is None
        assert recording.main_line() == []
        assert recording.header.players == ({"name": "Ann", "deck": "wu.txt"},)
    finally:
        writer.close()


def test_header_defaults_to_now_and_this_program() -> None:
    players: Any = ["A"]  # a list is accepted too
    header = RecordingHeader(cards="x", players=players, seed=1)
    assert header.players == ("A",)
    assert datetime.fromisoformat(header.created).tzinfo is not None
    assert header.program == __version__


@pytest.mark.parametrize(
    "changes",
    [{"seed": "7"}, {"seed": True}, {"created": "yesterday"}, {"players": "Ann"}, {"cards": 3}],
)
def test_bad_header_values_are_refused(changes: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="bad recording header"):
        make_header(**changes)


def test_unicode_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header(players=("Æther Adept", "Lim-Dûl"))) as writer:
        writer.append({"card": "Jötun Grunt"}, [{"text": "→ ☀"}], "ß")
    recording = read_recording(path)
    assert recording.header.players == ("Æther Adept", "Lim-Dûl")
    assert recording.records[0].action == {"card": "Jötun Grunt"}
    assert "Jötun" in path.read_text("utf-8")


# --- branches --------------------------------------------------------------------------


def test_branching_keeps_both_lines(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        for i in range(1, 6):
            writer.append(action(i), events(i), f"hash{i}")
        before_branch = path.read_bytes()
        # undo to before action 4, then play on: the next action follows action 3
        assert writer.append(action(6), events(6), "hash6", parent=3) == RecordAppended(6, 4)
        assert writer.append(action(7), events(7), "hash7") == RecordAppended(7, 5)

    assert path.read_bytes().startswith(before_branch)  # nothing rewritten
    recording = read_recording(path)
    assert [r.id for r in recording.records] == [1, 2, 3, 4, 5, 6, 7]
    assert [[r.id for r in line] for line in recording.branches()] == [
        [1, 2, 3, 4, 5],
        [1, 2, 3, 6, 7],
    ]
    assert [r.id for r in recording.main_line()] == [1, 2, 3, 6, 7]
    assert [r.n for r in recording.main_line()] == [1, 2, 3, 4, 5]
    assert [r.id for r in recording.line_to(5)] == [1, 2, 3, 4, 5]
    assert [r.id for r in recording.children(3)] == [4, 6]
    assert [r.id for r in recording.tips()] == [5, 7]
    assert recording.record(6).parent == 3


def test_branch_from_the_very_start(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        writer.append(action(1), [], "a")
        writer.append(action(2), [], "b")
        assert writer.append(action(3), [], "c", parent=None) == RecordAppended(3, 1)
    recording = read_recording(path)
    assert [[r.id for r in line] for line in recording.branches()] == [[1, 2], [3]]
    assert [r.id for r in recording.children(None)] == [1, 3]
    assert recording.line_to(None) == []


def test_head_marker_records_an_undo(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        for i in range(1, 5):
            writer.append(action(i), events(i), f"hash{i}")
        writer.set_head(2)  # the playtester undid actions 3 and 4
        assert writer.head == 2
    recording = read_recording(path)
    assert recording.head == 2
    assert [r.id for r in recording.main_line()] == [1, 2]
    assert [r.id for r in recording.branches()[0]] == [1, 2, 3, 4]

    with RecordingWriter(path, append=True) as writer:
        assert writer.head == 2
        assert writer.append(action(5), [], "hash5") == RecordAppended(5, 3)
        writer.set_head(None)
    recording = read_recording(path)
    assert recording.head is None
    assert recording.main_line() == []
    assert [[r.id for r in line] for line in recording.branches()] == [[1, 2, 3, 4], [1, 2, 5]]


def test_unknown_parent_or_head_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        writer.append(action(1), [], "a")
        size = path.stat().st_size
        with pytest.raises(ValueError, match="parent 9"):
            writer.append(action(2), [], "b", parent=9)
        with pytest.raises(ValueError, match="not an action"):
            writer.set_head(9)
        assert path.stat().st_size == size


# --- bad data on writing -----------------------------------------------------------------


def _deep(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("act", "evts", "state_hash", "error"),
    [
        ({"x": math.nan}, [], "h", ValueError),
        ({"x": math.inf}, [], "h", ValueError),
        ({"x": {1, 2}}, [], "h", ValueError),
        ({1: "int key"}, [], "h", ValueError),
        ({"x": _deep(MAX_DEPTH + 1)}, [], "h", ValueError),
        ({"x": "\ud800"}, [], "h", ValueError),
        ({"x": "a" * MAX_LINE_BYTES}, [], "h", ValueError),
        ({"x": object()}, [], "h", ValueError),
        (["not", "a", "dict"], [], "h", TypeError),
        ({}, [1, 2], "h", TypeError),
        ({}, {"kind": "x"}, "h", TypeError),
        ({}, [], 12, TypeError),
    ],
)
def test_bad_payload_writes_nothing(
    tmp_path: Path, act: Any, evts: Any, state_hash: Any, error: type[Exception]
) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        writer.append(action(1), [], "a")
        before = path.read_bytes()
        with pytest.raises(error):
            writer.append(act, evts, state_hash)
        assert path.read_bytes() == before
        assert writer.append(action(2), [], "b") == RecordAppended(2, 2)
    assert len(read_recording(path).records) == 2


def test_write_error_leaves_no_partial_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.jsonl"
    writer = RecordingWriter(path, make_header())
    writer.append(action(1), [], "a")
    before = path.read_bytes()

    def failing_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(OSError, match="Input/output"):
        writer.append(action(2), [], "b")
    monkeypatch.undo()
    assert path.read_bytes() == before
    with pytest.raises(OSError, match="stopped after a write error"):
        writer.append(action(3), [], "c")
    writer.close()
    assert len(read_recording(path).records) == 1


def test_closed_writer_refuses(tmp_path: Path) -> None:
    writer = RecordingWriter(tmp_path / "game.jsonl", make_header())
    writer.close()
    writer.close()
    with pytest.raises(ValueError, match="closed"):
        writer.append(action(1), [], "a")


# --- creating and reopening -----------------------------------------------------------


def test_refuses_to_overwrite_a_recording(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 2)
    before = path.read_bytes()
    with pytest.raises(FileExistsError, match="already exists"):
        RecordingWriter(path, make_header())
    assert path.read_bytes() == before


def test_empty_file_may_be_used(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.touch()
    with RecordingWriter(path, make_header()) as writer:
        writer.append(action(1), [], "a")
    assert len(read_recording(path).records) == 1


def test_new_recording_needs_a_header(tmp_path: Path) -> None:
    with pytest.raises(TypeError):
        RecordingWriter(tmp_path / "game.jsonl")


def test_append_true_continues_after_checking(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 3)
    with RecordingWriter(path, make_header(), append=True) as writer:
        assert writer.last_id == 3
        assert writer.append(action(4), [], "d") == RecordAppended(4, 4)
    assert [r.id for r in read_recording(path).main_line()] == [1, 2, 3, 4]

    with pytest.raises(SessionFileError, match="header differs"):
        RecordingWriter(path, make_header(seed=1), append=True)

    other = tmp_path / "notes.txt"
    other.write_text("shopping list\n")
    with pytest.raises(SessionFileError, match="not a tabletop recording"):
        RecordingWriter(other, append=True)
    with pytest.raises(FileNotFoundError):
        RecordingWriter(tmp_path / "missing.jsonl", append=True)


@pytest.mark.skipif(os.name != "posix", reason="file locks are POSIX only")
def test_a_recording_has_one_writer_at_a_time(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with (
        RecordingWriter(path, make_header()),
        pytest.raises(OSError, match="already open for writing"),
    ):
        RecordingWriter.resume(path)
    RecordingWriter.resume(path).close()


# --- torn lines and resume -------------------------------------------------------------


def test_torn_last_line_is_dropped_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 3)
    whole = action_line(4, 3, 4).encode()
    with open(path, "ab") as f:
        f.write(whole[: len(whole) // 2])
    recording = read_recording(path)
    assert [r.id for r in recording.records] == [1, 2, 3]
    assert recording.warnings == (
        f"torn last line dropped: line 5 ({len(whole) // 2} bytes without a line end)",
    )


def test_complete_record_without_line_end_counts_as_torn(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 2)
    with open(path, "ab") as f:
        f.write(action_line(3, 2, 3).encode())
    recording = read_recording(path)
    assert [r.id for r in recording.records] == [1, 2]
    assert recording.warnings[0].startswith("torn last line dropped: line 4")


def test_invalid_json_as_the_last_line_counts_as_torn(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 2)
    with open(path, "ab") as f:
        f.write(b'{"type": "action", "n\x00\x00\x00\n')
    recording = read_recording(path)
    assert len(recording.records) == 2
    assert recording.warnings[0].startswith("torn last line dropped: line 4 (not")


def test_invalid_line_in_the_middle_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 3)
    lines = lines_of(path)
    lines[2] = lines[2][:20]
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(SessionFileError) as info:
        read_recording(path)
    assert info.value.line == 3
    assert info.value.path == path
    assert str(info.value).startswith(f"{path}:3: not valid JSON")


def test_resume_after_torn_line(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 3)
    good = path.read_bytes()
    with open(path, "ab") as f:
        f.write(b'{"type":"action","n":4,"id":4,"par')
    with caplog.at_level(logging.WARNING, logger=rec_module.__name__):
        writer = RecordingWriter.resume(path)
    with writer:
        assert writer.warnings == ("torn last line dropped: line 5 (34 bytes without a line end)",)
        assert "torn last line dropped: line 5" in caplog.text
        assert path.read_bytes() == good  # cut back to the last complete line
        assert writer.append(action(4), events(4), "hash4") == RecordAppended(4, 4)
    recording = read_recording(path)
    assert recording.warnings == ()
    assert [r.id for r in recording.main_line()] == [1, 2, 3, 4]


def test_resume_a_clean_recording_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 2)
    before = path.read_bytes()
    with RecordingWriter.resume(path) as writer:
        assert writer.warnings == ()
        assert writer.head == 2
    assert path.read_bytes() == before


# --- files that are not good recordings --------------------------------------------------


def test_unknown_version_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "future.jsonl"
    path.write_text(header_line(version=2) + "\n" + '{"type": "something new"}\n')
    with pytest.raises(SessionFileError) as info:
        read_recording(path)
    assert str(info.value) == (
        f"{path}:1: recording format version 2 is not supported (this program reads version 1)"
    )
    assert is_recording(path)  # still a recording, just a newer one


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "the file is empty"),
        (b"\n", "not a tabletop recording"),
        (b"hello world\n", "not a tabletop recording"),
        (b"[1, 2, 3]\n", "not a tabletop recording"),
        (b'{"type": "header", "format": "other-program"}\n', "format 'other-program'"),
        (b'{"type": "header", "format": "tabletop-recording"}\n', '"version" must be'),
        (b'\xff\xfe{"type": "header"}\n', "not a tabletop recording"),
        (b'{"type": "header", "format": "tabletop-recording"', "header is incomplete"),
        (header_line(seed="x").encode() + b"\n", '"seed" must be a whole number'),
        (header_line(created="noon").encode() + b"\n", '"created" is not an ISO 8601 time'),
        (header_line(setup=[]).encode() + b"\n", '"setup" must be an object'),
        (header_line(players=_deep(MAX_DEPTH + 1)).encode() + b"\n", "nested deeper"),
    ],
)
def test_bad_header(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(SessionFileError, match=reason) as info:
        read_recording(path)
    assert info.value.line == 1


def test_is_recording_sniffs_the_first_line(tmp_path: Path) -> None:
    good = tmp_path / "game.jsonl"
    write(good, 1)
    assert is_recording(good)
    for name, content in [("empty", b""), ("text", b"hello\n"), ("bin", bytes(range(256)))]:
        path = tmp_path / name
        path.write_bytes(content)
        assert not is_recording(path)
    assert not is_recording(tmp_path / "missing")
    assert not is_recording(tmp_path)


H = header_line()


@pytest.mark.parametrize(
    ("lines", "bad_line", "reason"),
    [
        ([action_line(1, None, 1), "[1]"], 3, "a record must be an object, not a list"),
        ([action_line(1, None, 1), '"x"'], 3, "not a string"),
        ([action_line(1, None, 1), '{"type": "chat"}'], 3, "unknown record type 'chat'"),
        ([H], 2, "a second header"),
        ([action_line(1, 7, 2)], 2, "parent 7 is not an action above"),
        ([action_line(2, None, 1), action_line(2, 2, 2)], 3, "id 2 does not come after"),
        ([action_line(1, None, 1), action_line(2, 1, 5)], 3, '"n" is 5'),
        ([action_line(1, None, 1, id="1")], 2, '"id" must be a whole number, not a string'),
        ([action_line(1, None, 1, n=True)], 2, '"n" must be a whole number, not a boolean'),
        ([action_line(1, None, 1, action=[])], 2, '"action" must be an object'),
        ([action_line(1, None, 1, events={})], 2, '"events" must be a list'),
        ([action_line(1, None, 1, events=[{}, 3])], 2, "event 2 must be an object"),
        ([action_line(1, None, 1, hash=None)], 2, '"hash" must be a string, not null'),
        ([action_line(1, None, 1, action={"x": _deep(MAX_DEPTH)})], 2, "nested deeper"),
        (['{"type": "action", "id": 1, "n": 1}'], 2, 'no "parent"'),
        (['{"type": "action", "id": 1, "id": 2}'], 2, "duplicate key 'id'"),
        (['{"type": "action", "x": NaN}'], 2, "NaN is not allowed"),
        (['{"type": "action", "x": -Infinity}'], 2, "-Infinity is not allowed"),
        (['{"type": "action", "x": 1' + "0" * 5000 + "}"], 2, "not valid JSON"),
        (["[" * 100_000 + "]" * 100_000], 2, "not valid JSON"),
        (['{"type": "head", "id": 4}'], 2, "head marker names 4"),
        (['{"type": "head"}'], 2, 'head marker has no "id"'),
        (["", action_line(1, None, 1)], 2, "not valid JSON"),
        ([b"\xc3\x28".decode("latin-1")], 2, "not valid JSON"),
    ],
)
def test_bad_record_names_file_line_and_reason(
    tmp_path: Path, lines: list[str], bad_line: int, reason: str
) -> None:
    path = tmp_path / "bad.jsonl"
    # a trailing good line keeps the bad one from being taken for a torn last line
    path.write_bytes("\n".join([H, *lines, "{}"]).encode("utf-8") + b"\n")
    with pytest.raises(SessionFileError, match=reason.replace("(", r"\(")) as info:
        read_recording(path)
    assert info.value.line == bad_line
    assert str(info.value).startswith(f"{path}:{bad_line}: ")


def test_undecodable_bytes_are_an_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(
        H.encode() + b'\n{"type": "\xff"}\n' + action_line(1, None, 1).encode() + b"\n"
    )
    with pytest.raises(SessionFileError, match="not UTF-8") as info:
        read_recording(path)
    assert info.value.line == 2


# --- limits ----------------------------------------------------------------------------


def test_file_over_the_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 10)
    size = path.stat().st_size
    assert len(read_recording(path, max_bytes=size).records) == 10
    with pytest.raises(SessionFileError) as info:
        read_recording(path, max_bytes=size - 1)
    assert info.value.line is None
    assert (
        str(info.value) == f"{path}: the file is {size:,} bytes, over the {size - 1:,}-byte limit"
    )


def test_too_many_records(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    write(path, 10)
    assert len(read_recording(path, max_records=10).records) == 10
    with pytest.raises(SessionFileError, match="more than 9 records") as info:
        read_recording(path, max_records=9)
    assert info.value.line == 11


def test_line_over_the_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    long_line = action_line(1, None, 1, action={"x": "a" * MAX_LINE_BYTES})
    path.write_text(f"{H}\n{long_line}\n{{}}\n")
    with pytest.raises(SessionFileError, match="over the 1,048,576 limit") as info:
        read_recording(path)
    assert info.value.line == 2


def test_writer_stops_at_its_limits(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header(), max_records=3) as writer:
        for i in range(1, 4):
            writer.append(action(i), [], "h")
        with pytest.raises(SessionFileError, match="limit of 3 records"):
            writer.append(action(4), [], "h")
    path2 = tmp_path / "game2.jsonl"
    with (
        RecordingWriter(path2, make_header(), max_bytes=1000) as writer,
        pytest.raises(SessionFileError, match="limit of 1,000 bytes"),
    ):
        for i in range(1, 100):
            writer.append(action(i), events(i), "h")
    assert path2.stat().st_size <= 1000
    assert read_recording(path2, max_bytes=1000).records


def test_error_text() -> None:
    error = SessionFileError(Path("a/b.jsonl"), 57, "torn")
    assert isinstance(error, TabletopDataError)
    assert str(error) == f"{Path('a/b.jsonl')}:57: torn"
    assert (error.path, error.line, error.reason) == (Path("a/b.jsonl"), 57, "torn")


_READERS = sorted(
    p for folder in ("session", "cards") for p in
    (Path(rec_module.__file__).parents[1] / folder).rglob("*.py")
)


@pytest.mark.parametrize("module", _READERS, ids=lambda p: p.name)
def test_module_uses_no_pickle_or_eval(module: Path) -> None:
    """Files are data, never code: no reader of recordings, scenarios, card files or decks
    unpickles or evaluates anything."""
    tree = ast.parse(module.read_text("utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in (
            node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")]
        )
    }
    assert not imported & {"pickle", "marshal", "shelve", "dill", "yaml"}
    called = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert not called & {"eval", "exec", "compile", "__import__"}


# --- default place ----------------------------------------------------------------------


def test_default_recording_path_is_unique_under_the_data_dir(_data_dir: Path) -> None:
    moment = datetime(2024, 5, 1, 12, 30, 5)
    first = default_recording_path(moment)
    assert first == _data_dir / "recordings" / "2024-05-01_12-30-05.jsonl"
    RecordingWriter(first, make_header()).close()
    second = default_recording_path(moment)
    assert second.parent == first.parent
    assert second != first and not second.exists()
    assert default_recording_path().parent == first.parent


# --- fuzz ------------------------------------------------------------------------------


def _sample_bytes() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "sample.jsonl"
        with RecordingWriter(path, make_header()) as writer:
            for i in range(1, 5):
                writer.append(action(i), events(i), f"hash{i}")
            writer.append(action(5), [], "hash5", parent=2)
            writer.set_head(3)
        return path.read_bytes()


SAMPLE = _sample_bytes()


def _check_reads_cleanly(path: Path) -> None:
    """Reading gives a consistent Recording or a SessionFileError, nothing else."""
    try:
        recording = read_recording(path, max_bytes=1 << 16, max_records=64)
    except SessionFileError as error:
        assert error.path == path
        assert str(error).startswith(str(path))
    else:
        assert isinstance(recording, Recording)
        for record in recording.records:
            line = recording.line_to(record.id)
            assert [r.n for r in line] == list(range(1, len(line) + 1))
        recording.main_line()
        recording.branches()
    is_recording(path)


FUZZ = settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


@FUZZ
@given(data=st.binary(max_size=2000))
def test_fuzz_arbitrary_bytes(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(data)
    _check_reads_cleanly(path)


@FUZZ
@given(
    cuts=st.lists(
        st.tuples(st.integers(0, len(SAMPLE)), st.integers(0, 40), st.binary(max_size=12)),
        min_size=1,
        max_size=4,
    )
)
def test_fuzz_mutated_recording(tmp_path: Path, cuts: list[tuple[int, int, bytes]]) -> None:
    data = SAMPLE
    for start, length, insert in cuts:
        data = data[:start] + insert + data[start + length :]
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(data)
    _check_reads_cleanly(path)


@FUZZ
@given(size=st.integers(0, len(SAMPLE)))
def test_fuzz_truncated_recording_reads_every_whole_line(tmp_path: Path, size: int) -> None:
    path = tmp_path / "fuzz.jsonl"
    path.write_bytes(SAMPLE[:size])
    whole_lines = SAMPLE[:size].count(b"\n")
    if whole_lines == 0:
        with pytest.raises(SessionFileError):
            read_recording(path)
        return
    recording = read_recording(path)
    assert len(recording.records) == min(whole_lines - 1, 5)
    assert bool(recording.warnings) == (size not in (0, len(SAMPLE)) and SAMPLE[size - 1] != 10)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
_field_values = st.one_of(_json, st.integers(-2, 8), st.sampled_from(["action", "head", "header"]))
_record = st.dictionaries(
    st.sampled_from(["type", "id", "n", "parent", "action", "events", "hash"]),
    _field_values,
    max_size=7,
)


@FUZZ
@given(records=st.lists(st.one_of(_record, _json), max_size=8), tail=st.binary(max_size=8))
def test_fuzz_structured_records(tmp_path: Path, records: list[Any], tail: bytes) -> None:
    path = tmp_path / "fuzz.jsonl"
    body = "".join(json.dumps(r) + "\n" for r in records)
    path.write_bytes((H + "\n" + body).encode("utf-8") + tail)
    _check_reads_cleanly(path)


# --- head moves, card fingerprints, unknown fields ---------------------------------------


def test_head_moves_and_card_prints_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    with RecordingWriter(path, make_header()) as writer:
        writer.append(action(1), [], "a", cards={"Forest": "f0"})
        writer.append(action(2), [], "b", cards={"Grizzly Bears": "b1"})
        writer.set_head(1, "undo")
        writer.set_head(None, "discard")
        with pytest.raises(ValueError, match="unknown head move"):
            writer.set_head(1, "teleport")
    recording = read_recording(path)
    assert recording.card_prints == {"Forest": "f0", "Grizzly Bears": "b1"}
    assert recording.records[1].cards == {"Grizzly Bears": "b1"}
    kinds = [(type(item).__name__, getattr(item, "op", "")) for item in recording.log]
    assert kinds == [("ActionRecord", ""), ("ActionRecord", ""), ("HeadMarker", "undo"),
                     ("HeadMarker", "discard")]
    assert recording.log[2] == HeadMarker(id=1, op="undo", line=4)
    assert recording.head is None


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ('{"type": "head", "id": null, "op": "jump"}', '"op" must be one of'),
        ('{"type": "head", "id": null, "why": "x"}', "unknown field 'why'"),
        (action_line(1, None, 1, extra=True), "unknown field 'extra'"),
        (action_line(1, None, 1, cards=[]), '"cards" must be an object'),
        (action_line(1, None, 1, cards={"Forest": 1}), "fingerprint of 'Forest'"),
        (action_line(1, None, 1, cards={"": "x"}), "empty or too long"),
        (action_line(1, None, 1, hash="h" * 20_000), '"hash" is longer'),
    ],
)
def test_bad_marker_or_action_fields(tmp_path: Path, line: str, reason: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(f"{H}\n{line}\n{{}}\n")
    with pytest.raises(SessionFileError, match=reason) as info:
        read_recording(path)
    assert info.value.line == 2


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"colour": "red"}, "unknown field 'colour'"),
        ({"players": []}, '"players" must name 1 to'),
        ({"seed": 2**70}, '"seed" .* is out of range'),
        ({"cards": "x" * 20_000}, '"cards" is longer'),
    ],
)
def test_bad_header_fields(tmp_path: Path, changes: dict[str, Any], reason: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(header_line(**changes) + "\n")
    with pytest.raises(SessionFileError, match=reason) as info:
        read_recording(path)
    assert info.value.line == 1
