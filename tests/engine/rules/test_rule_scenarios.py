"""Rules scenarios (tests/engine/scenarios/*.toml): each file names its rule in its title
and source; every expectation must hold and every refused step must leave the game as
it was (730). The files follow ../shared/spec/scenario-format.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.session.commands import run_scenario
from tabletop.session.scenario import load_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.toml"))


def test_there_are_rules_scenarios() -> None:
    assert len(SCENARIOS) >= 40


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_rules_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.source, f"{path.name} must name its rule in `source`"
    _, result = run_scenario(scenario)
    messages = [f"step {f.step}: {f.message}" for f in result.failures]
    assert result.passed, f"{scenario.title}\n" + "\n".join(messages)
