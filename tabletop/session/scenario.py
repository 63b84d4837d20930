"""Scenario files (shared/spec/scenario-format.md): reading and checking them.

A scenario is TOML: a title, optional players/active/start/life, and an ordered array of
[[step]] tables, each an action (`do`) or an expectation (`expect`). The file is read
through the one validation layer (tabletop.inputs): size, nesting and numbers are checked
before and while parsing, then every table against the pydantic schema of its action
(`scenario_schema`). A file that is not a valid scenario raises ScenarioFileError
"FILE:LINE: key: why". A file read before, unchanged, comes from `scenario_cache`
without pydantic (loading it is a third of a short `tabletop run`).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tabletop.inputs.limits import MAX_SCENARIO_BYTES
from tabletop.inputs.reading import read_text
from tabletop.session.scenario_model import (
    STEP_NAMES,
    ZONES,
    Scenario,
    ScenarioFileError,
    ScenarioStep,
    field_name,
)

__all__ = ["STEP_NAMES", "ZONES", "Scenario", "ScenarioFileError", "ScenarioStep",
           "field_name", "load_scenario", "parse_scenario"]


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; raises ScenarioFileError, never another error."""
    from tabletop.session import scenario_cache

    p = Path(path)
    text = read_text(p, MAX_SCENARIO_BYTES, ScenarioFileError)
    known = scenario_cache.read(text)
    if known is not None:
        return replace(known, path=p)
    scenario = parse_scenario(text, p)
    scenario_cache.write(text, scenario)
    return scenario


def parse_scenario(text: str, path: Path | None = None) -> Scenario:
    """Check the text of a scenario file; raises ScenarioFileError."""
    from tabletop.session.scenario_schema import read_scenario

    return read_scenario(text, path)
