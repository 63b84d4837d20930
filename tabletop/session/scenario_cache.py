"""Scenario files checked before: kept, so an unchanged file is not checked again.

Checking a file against the pydantic schema needs pydantic and the schema built, a third
of a short `tabletop run`. A file that passed is kept as JSON in `<data>/cache/scenarios/`
under the sha256 of its text and of the code that reads it (`scenario*.py`,
`tabletop.inputs`, the step names): a changed file or a changed
reader checks afresh, and a file that did not pass is never kept (its error is told
each time). A scenario is kept only when the JSON reads back equal (a TOML date, or
`nan`, does not: such a file is checked each time). A cache that cannot be read or
written only makes things slower; the folder keeps the newest `MAX_FILES` files.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.model.enums import Step
from tabletop.session.scenario_model import Scenario, ScenarioStep

FOLDER = "scenarios"
MAX_FILES = 400


@cache
def reader_version() -> str:
    from tabletop.cards.code_version import code_digest

    return code_digest(["session/scenario.py", "session/scenario_model.py",
                        "session/scenario_schema.py", "inputs", "engine/model/enums.py"])[:16]


def _path(text: str) -> Path | None:
    from tabletop.resources import cache_dir

    key = hashlib.sha256(f"{reader_version()}\n{text}".encode()).hexdigest()
    try:
        return cache_dir() / FOLDER / f"{key}.json"
    except OSError:
        return None


def _as_data(scenario: Scenario) -> dict[str, Any]:
    return {"title": scenario.title, "source": scenario.source,
            "players": list(scenario.players), "active": scenario.active,
            "start": scenario.start.key, "life": scenario.life, "seed": scenario.seed,
            "steps": [[s.index, s.do, s.args, s.expect, s.expect_error]
                      for s in scenario.steps]}


def _from_data(data: dict[str, Any]) -> Scenario:
    steps = tuple(ScenarioStep(index, do, args, expect, expect_error)
                  for index, do, args, expect, expect_error in data["steps"])
    return Scenario(None, data["title"], data["source"], tuple(data["players"]),
                    data["active"], Step.from_key(data["start"]), data["life"], data["seed"],
                    steps)


def read(text: str) -> Scenario | None:
    """The scenario of a text that was checked before (its path None), or None."""
    path = _path(text)
    if path is None:
        return None
    try:
        return _from_data(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):  # none kept, or damaged
        return None


def write(text: str, scenario: Scenario) -> None:
    """Keep a scenario that passed the checks (when its JSON reads back equal)."""
    path = _path(text)
    if path is None:
        return
    try:
        data = json.dumps(_as_data(scenario), ensure_ascii=False)
        if _from_data(json.loads(data)) != replace(scenario, path=None):
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(data)
            os.replace(temporary, path)
        finally:
            Path(temporary).unlink(missing_ok=True)
        _prune(path.parent)
    except (OSError, ValueError, TypeError):
        return  # not kept: checked again next time


def _prune(folder: Path) -> None:
    files = list(folder.glob("*.json"))
    if len(files) <= MAX_FILES:
        return
    files.sort(key=lambda f: f.stat().st_mtime_ns)
    for old in files[: len(files) - MAX_FILES // 2]:
        old.unlink(missing_ok=True)
