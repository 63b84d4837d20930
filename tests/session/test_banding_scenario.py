"""The `attack` step's `bands` (702.22c), an extension of the scenario format: a scenario
with real banding cards passes, and a malformed `bands` is refused naming the place."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli import main

HERE = Path(__file__).parent / "banding"


def test_702_22_banding_scenario_passes(capsys: pytest.CaptureFixture[str]) -> None:
    scenario = HERE / "702-22-banding.toml"
    assert main(["run", "--cards", str(HERE / "cards.toml"), str(scenario)]) == 0
    assert capsys.readouterr().out.startswith("PASS ")


def test_a_band_that_is_not_a_list_of_aliases_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    scenario = tmp_path / "bad.toml"
    scenario.write_text('title = "bad"\n\n[[step]]\ndo = "attack"\nattackers = ["a"]\n'
                        'bands = "a"\n', encoding="utf-8")
    assert main(["run", str(scenario)]) == 2
    out = capsys.readouterr()
    text = out.out + out.err
    assert "bad.toml" in text and "bands" in text
