"""The public scenarios with cards of today (../shared/scenarios/modern) pass with the modern
sample (../shared/cards/modern-sample.json) in the card pool, as `tabletop run --cards` runs
them; skipped when ../shared is absent."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from tabletop.cards.database import CardDatabase
from tabletop.cards.importers import read_any_cards
from tabletop.session.cardpool import CardPool
from tabletop.session.runner import ScenarioRun
from tabletop.session.scenario import load_scenario

SHARED = Path(__file__).resolve().parents[3].parent / "shared"
SAMPLE = SHARED / "cards" / "modern-sample.json"
SCENARIOS = sorted((SHARED / "scenarios" / "modern").glob("*.toml"))


@cache
def pool() -> CardPool:
    records = read_any_cards(SAMPLE).records.values()
    return CardPool(CardDatabase.builtin().with_records(records))


@pytest.mark.skipif(not SAMPLE.exists() or not SCENARIOS, reason="../shared is absent")
@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_modern_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    result = ScenarioRun(scenario, pool()).run()
    messages = [f"step {f.step}: {f.message}" for f in result.failures]
    assert result.passed, f"{scenario.title}\n" + "\n".join(messages)
