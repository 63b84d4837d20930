"""Every public scenario (../shared/scenarios) and every demo puzzle (resources/scenarios)
passes through `tabletop run`; each file names its rules in its `source`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.resources import resource
from tabletop.session.commands import run_scenario
from tabletop.session.scenario import load_scenario
from tests.conftest import SHARED

SHARED_FILES = sorted((SHARED / "scenarios").glob("*.toml")) if SHARED.is_dir() else []
DEMO_FILES = sorted(resource("scenarios").glob("*.toml"))


@pytest.mark.skipif(not SHARED_FILES, reason="../shared is not beside this clone")
@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.stem)
def test_public_scenario_passes(path: Path) -> None:
    _, result = run_scenario(load_scenario(path))
    assert result.passed, "\n".join(f"step {f.step}: {f.message}" for f in result.failures)


@pytest.mark.parametrize("path", DEMO_FILES, ids=lambda p: p.stem)
def test_demo_puzzle_passes(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.title and "\n" not in scenario.title
    _, result = run_scenario(scenario)
    assert result.passed, "\n".join(f"step {f.step}: {f.message}" for f in result.failures)


def test_at_least_twelve_demo_puzzles() -> None:
    assert len(DEMO_FILES) >= 12


def test_run_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text('title = "bears"\n[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\n'
                    'as = "b"\n[[step]]\nexpect.b = { power = 2, toughness = 2 }\n')
    bad = tmp_path / "bad.toml"
    bad.write_text('title = "bears"\n[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\n'
                   'as = "b"\n[[step]]\nexpect.b = { power = 3 }\n')
    broken = tmp_path / "broken.toml"
    broken.write_text('title = "x"\n[[step]]\ndo = "fly"\n')
    unknown = tmp_path / "unknown.toml"
    unknown.write_text('title = "x"\n[[step]]\ndo = "enter"\ncard = "No Such Card"\n')
    assert main(["run", str(good)]) == 0
    assert main(["run", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "step 2" in out and "expected 3, got 2" in out
    assert main(["run", str(broken)]) == 2
    assert "step 1.do" in capsys.readouterr().err
    assert main(["run", str(unknown)]) == 1
    assert "unknown card" in capsys.readouterr().out.lower()


def test_refused_action_leaves_the_state_unchanged(tmp_path: Path) -> None:
    """730: a refused action changes nothing; 602.5d: level up only as a sorcery."""
    path = tmp_path / "sorcery.toml"
    path.write_text('title = "t"\nstart = "upkeep"\n[[step]]\ndo = "enter"\n'
                    'card = "Plains"\n[[step]]\ndo = "enter"\ncard = "Student of Warfare"\n'
                    'as = "s"\n[[step]]\ndo = "activate"\non = "s"\nability = "Level up"\n'
                    'expect_error = true\n[[step]]\nexpect.s = { level = 0 }\n')
    _, result = run_scenario(load_scenario(path))
    assert result.passed, result.failures
