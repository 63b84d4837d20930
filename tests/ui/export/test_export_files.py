"""`tabletop export`: a scenario recording to MP4 (H.264, yuv420p), WebM (VP9) and GIF,
checked by probing the files with the bundled ffmpeg: codec, size, frame count, duration.

Each action is shown for `--seconds-per-action` (its animations included) after one
such slot for the table before the first action, so N actions at F fps make
(N + 1) * round(F * seconds) frames."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.ui.export.probe import probe

from .export_helpers import ACTIONS, SMALL, knight_recording, leftovers

CODECS = {"mp4": ("h264", "yuv420p"), "webm": ("vp9", "yuv420p"), "gif": ("gif", None)}


@pytest.fixture(scope="module")
def recording(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return knight_recording(tmp_path_factory.mktemp("recording"))


@pytest.mark.parametrize("kind", ["mp4", "webm", "gif"])
def test_each_format_has_its_codec_size_frames_and_duration(
        kind: str, recording: Path, tmp_path: Path, qapp: object,
        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / f"knight.{kind}"
    assert main(["export", str(recording), str(out), *SMALL, "--captions"]) == 0
    frames = (ACTIONS + 1) * 5
    said = capsys.readouterr().out
    assert f"{out}: 480x270" in said and f"{frames} frames at 10 fps (5.00 s)" in said
    facts = probe(out)
    codec, pixels = CODECS[kind]
    assert facts.codec == codec
    if pixels is not None:
        assert facts.pixel_format == pixels
    assert (facts.width, facts.height) == (480, 270)
    assert facts.frames == frames
    assert facts.duration == pytest.approx(5.0, abs=0.05)
    assert leftovers(tmp_path, out) == []  # no hidden part file stays beside it


def test_from_and_to_pick_the_actions(recording: Path, tmp_path: Path, qapp: object,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "middle.mp4"
    assert main(["export", str(recording), str(out), *SMALL, "--from", "5", "--to",
                 "7", "--inspect", "knight", "--lang", "de"]) == 0
    assert "actions 5-7 of" in capsys.readouterr().out
    facts = probe(out)
    assert facts.frames == 4 * 5  # the table after action 4, then actions 5, 6 and 7
    assert facts.duration == pytest.approx(2.0, abs=0.05)


def test_a_big_frame_and_a_slow_pace(recording: Path, tmp_path: Path, qapp: object) -> None:
    out = tmp_path / "slow.mp4"
    assert main(["export", str(recording), str(out), "--size", "1920x1080", "--fps", "4",
                 "--seconds-per-action", "2", "--to", "2"]) == 0
    facts = probe(out)
    assert (facts.width, facts.height, facts.frames) == (1920, 1080, 3 * 8)
    assert facts.duration == pytest.approx(6.0, abs=0.05)
