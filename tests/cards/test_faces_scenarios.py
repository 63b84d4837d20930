"""Cards with several faces in scenario files (faces_scenarios/*.toml): the `face` answer of
a cast (choices) and of a land play, as ../shared/spec/scenario-format.md extends them,
with the real cards of tests/engine/rules/fixtures/faces.toml."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from tabletop.cards.database import CardDatabase
from tabletop.session.cardpool import CardPool
from tabletop.session.runner import ScenarioRun
from tabletop.session.scenario import load_scenario
from tests.engine.rules.faces_kit import FACES_FILE

SCENARIOS = sorted((Path(__file__).parent / "faces_scenarios").glob("*.toml"))


@cache
def pool() -> CardPool:
    return CardPool(CardDatabase.builtin().with_files([FACES_FILE]))


def test_there_is_a_scenario_per_layout() -> None:
    assert len(SCENARIOS) >= 4


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_faces_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.source
    result = ScenarioRun(scenario, pool()).run()
    messages = [f"step {f.step}: {f.message}" for f in result.failures]
    assert result.passed, f"{scenario.title}\n" + "\n".join(messages)
