"""`tabletop screenshot FILE OUT.png [--after N] [--size WxH]`: the table as a PNG, offscreen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tabletop.cli import main
from tabletop.resources import resource
from tabletop.ui.screenshot import parse_size, screenshot_command

KNIGHT = resource("scenarios", "knight-of-cliffhaven-level-bands.toml")


def _colours(image: QImage) -> int:
    """How many different colours a coarse grid of the picture has (a blank one has 1)."""
    seen = set()
    for x in range(0, image.width(), 37):
        for y in range(0, image.height(), 29):
            seen.add(image.pixel(x, y))
    return len(seen)


def test_a_scenario_renders_to_a_png_of_the_asked_size(tmp_path: Path, qapp: object) -> None:
    out = tmp_path / "knight.png"
    assert screenshot_command(str(KNIGHT), str(out), size="1280x720") == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    assert _colours(image) > 20


def test_after_n_stops_the_scenario_early_and_the_cli_is_wired(
        tmp_path: Path, qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "early.png"
    assert main(["screenshot", str(KNIGHT), str(out), "--after", "4", "--size",
                 "1024x640"]) == 0
    assert "after step 4" in capsys.readouterr().out
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)


def test_a_recording_renders_too(tmp_path: Path, qapp: object) -> None:
    from tabletop.session.commands import run_scenario
    from tabletop.session.scenario import load_scenario

    recording = tmp_path / "knight.jsonl"
    run_scenario(load_scenario(KNIGHT), record=recording)
    out = tmp_path / "recording.png"
    assert screenshot_command(str(recording), str(out), after=3, size="800x600") == 0
    assert QImage(str(out)).width() == 800


def test_bad_input_is_refused_with_the_file_and_reason(
        tmp_path: Path, qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("title = 1\n", encoding="utf-8")
    out = tmp_path / "x.png"
    assert screenshot_command(str(broken), str(out)) == 2
    err = capsys.readouterr().err
    assert "broken.toml" in err and "title" in err
    assert screenshot_command(str(tmp_path / "missing.toml"), str(out)) == 2
    assert "no such file" in capsys.readouterr().err
    assert screenshot_command(str(KNIGHT), str(out), size="huge") == 2
    assert "--size" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize(("text", "size"), [("1600x900", (1600, 900)), (" 800X600", (800, 600)),
                                            ("1920×1080", (1920, 1080))])
def test_sizes(text: str, size: tuple[int, int]) -> None:
    assert parse_size(text) == size


def test_sizes_out_of_range() -> None:
    with pytest.raises(ValueError):
        parse_size("10x10")
