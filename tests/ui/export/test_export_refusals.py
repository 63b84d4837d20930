"""What `tabletop export` refuses, and how: exit 2 with the file and the reason for a bad
recording or option (a recording that does not replay as recorded names the action that
diverges and its line), exit 1 when the video cannot be written. Nothing is left behind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import main

from .export_helpers import SMALL, knight_recording, leftovers


@pytest.fixture
def recording(tmp_path: Path) -> Path:
    return knight_recording(tmp_path)


def _export(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["export", *args])
    return code, capsys.readouterr().err


@pytest.mark.parametrize(("options", "words"), [
    (["--size", "641x360"], "even width and height"),
    (["--size", "huge"], "--size must look like"),
    (["--fps", "0"], "--fps 0 is out of range (1 to 60)"),
    (["--fps", "75"], "--fps 75 is out of range"),
    (["--from", "5", "--to", "3"], "--from 5 is after --to 3"),
    (["--from", "0"], "--from 0: actions count from 1"),
    (["--seconds-per-action", "0"], "--seconds-per-action 0 is out of range"),
])
def test_bad_options_exit_2_before_reading(
        options: list[str], words: str, recording: Path, tmp_path: Path, qapp: object,
        capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _export(capsys, str(recording), str(tmp_path / "out.mp4"), *options)
    assert code == 2 and words in err
    assert leftovers(tmp_path, recording) == []


def test_a_gif_runs_at_most_50_frames_a_second(recording: Path, tmp_path: Path, qapp: object,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _export(capsys, str(recording), str(tmp_path / "out.gif"), "--fps", "60")
    assert code == 2 and "--fps 60 is out of range (1 to 50)" in err


def test_the_output_must_be_a_video(recording: Path, tmp_path: Path, qapp: object,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _export(capsys, str(recording), str(tmp_path / "out.avi"))
    assert code == 2 and "out.avi: the video must end in .mp4, .webm or .gif" in err


def test_actions_beyond_the_recording(recording: Path, tmp_path: Path, qapp: object,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _export(capsys, str(recording), str(tmp_path / "out.mp4"), "--to", "12")
    assert code == 2 and "--to 12: the recording has 9 actions" in err
    assert leftovers(tmp_path, recording) == []


def test_an_unknown_inspect_alias_lists_the_scenarios_aliases(
        recording: Path, tmp_path: Path, qapp: object,
        capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _export(capsys, str(recording), str(tmp_path / "out.mp4"), "--inspect",
                        "dragon")
    assert code == 2
    assert "--inspect dragon: not an alias of the recording's scenario (knight, p1, p2, p3)" \
        in err


def test_missing_files_and_other_files(tmp_path: Path, qapp: object,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _export(capsys, str(tmp_path / "nothing.jsonl"), str(tmp_path / "out.mp4"))
    assert code == 2 and "nothing.jsonl: no such file" in err
    text = tmp_path / "notes.jsonl"
    text.write_text("hello\n", encoding="utf-8")
    code, err = _export(capsys, str(text), str(tmp_path / "out.mp4"))
    assert code == 2 and "notes.jsonl: not a tabletop recording" in err


def test_a_recording_that_diverges_is_refused_with_its_step(
        recording: Path, tmp_path: Path, qapp: object,
        capsys: pytest.CaptureFixture[str]) -> None:
    lines = recording.read_text(encoding="utf-8").splitlines()
    record = json.loads(lines[8])  # action 8: 2 level counters; the file says 3
    assert record["n"] == 8
    record["action"]["n"] = 3
    lines[8] = json.dumps(record)
    recording.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.mp4"
    code, err = _export(capsys, str(recording), str(out), *SMALL)
    assert code == 2
    assert f"{recording}:9: action 8: " in err
    assert "the recording does not replay as it was recorded, so it is not exported" in err
    assert leftovers(tmp_path, recording) == []


def test_a_place_that_cannot_be_written_exits_1(recording: Path, tmp_path: Path,
                                                qapp: object,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("in the way", encoding="utf-8")
    code, err = _export(capsys, str(recording), str(blocker / "out.mp4"), *SMALL)
    assert code == 1 and "out.mp4: cannot write" in err
    folder = tmp_path / "folder.mp4"
    folder.mkdir()
    code, err = _export(capsys, str(recording), str(folder), *SMALL)
    assert code == 1 and "folder.mp4: is a folder" in err
    assert leftovers(tmp_path, recording, blocker, folder) == []
