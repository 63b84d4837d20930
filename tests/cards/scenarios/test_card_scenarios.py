"""Real cards played: each scenario (families/*.toml) plays cards the compiler reads from
their Oracle text (cards.toml, copied from the corpus) and checks the outcome. A clause
family the compiler accepts is played here. `source` names the family first
("family: landfall; 207.2c, 603.2") and the rule. The files follow
../shared/spec/scenario-format.md."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from tabletop.cards.build import build_definition
from tabletop.cards.database import CardDatabase
from tabletop.cards.records import load_card_file
from tabletop.session.cardpool import CardPool
from tabletop.session.runner import ScenarioRun
from tabletop.session.scenario import load_scenario

HERE = Path(__file__).parent
CARDS = HERE / "cards.toml"
SCENARIOS = sorted((HERE / "families").glob("*.toml"))
_FAMILY = re.compile(r"^family: ([^;]+);")


@cache
def pool() -> CardPool:
    return CardPool(CardDatabase.builtin().with_files([CARDS]))


def family(path: Path) -> str:
    match = _FAMILY.match(load_scenario(path).source or "")
    assert match, f"{path.name}: `source` must begin with 'family: NAME;'"
    return match.group(1)


def test_every_scenario_card_plays_fully() -> None:
    records = load_card_file(CARDS)
    assert records
    for record in records:
        assert build_definition(record).unknown_clauses == (), record.name


def test_every_fixture_card_is_played_by_a_scenario() -> None:
    played = " ".join(p.read_text(encoding="utf-8") for p in SCENARIOS)
    unused = [r.name for r in load_card_file(CARDS) if f'"{r.name}"' not in played]
    assert unused == []
    assert all(family(p) for p in SCENARIOS)


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_card_scenario(path: Path) -> None:
    scenario = load_scenario(path)
    family(path)
    result = ScenarioRun(scenario, pool()).run()
    messages = [f"step {f.step}: {f.message}" for f in result.failures]
    assert result.passed, f"{scenario.title}\n" + "\n".join(messages)
