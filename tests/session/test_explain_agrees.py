"""`tabletop explain --json` and the window's layer inspector read one derivation record
(design: the layer system): on every public scenario and every demo puzzle, for every
alias, the inspector shows the same rows as explain: layer, rule, effect, source,
timestamp, note and the value after each step, in the same order; and the same printed
and final values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.cli import main
from tabletop.resources import resource
from tabletop.ui.controller import GameController
from tabletop.ui.panels.inspector import InspectorPanel
from tabletop.ui.panels.panel_models import explain_rows, value_items
from tests.conftest import SHARED
from tests.ui.test_panel_models import scenario_session

SHARED_FILES = sorted((SHARED / "scenarios").glob("*.toml")) if SHARED.is_dir() else []
DEMO_FILES = sorted(resource("scenarios").glob("*.toml"))
FILES = [pytest.param(p, id=f"public-{p.stem}") for p in SHARED_FILES] + [
    pytest.param(p, id=f"demo-{p.stem}") for p in DEMO_FILES]


def explain_json(path: Path, alias: str, capsys: pytest.CaptureFixture[str]) -> dict | None:
    code = main(["explain", str(path), "--object", alias, "--json"])
    out = capsys.readouterr().out
    if code != 0 and not out.strip():
        return None  # the object no longer exists: explain says so and prints nothing
    return json.loads(out)


@pytest.mark.parametrize("path", FILES)
def test_inspector_agrees_with_explain(path: Path, qtbot: QtBot,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    session, run = scenario_session(path)
    assert run.aliases, "a scenario without aliases explains nothing"
    controller = GameController(session)
    panel = InspectorPanel(controller)
    qtbot.addWidget(panel)
    compared = 0
    for alias, first_id in run.aliases.items():
        oid = session.game.state.newest(first_id)
        data = explain_json(path, alias, capsys)
        controller.select(oid)
        if data is None:
            assert oid not in session.game.state.objects
            assert panel.waterfall is None
            continue
        assert data["object"] == oid, alias
        assert panel.rows == explain_rows(data), alias
        assert panel.displayed_rows() == [row.cells() for row in explain_rows(data)], alias
        assert panel.waterfall is not None
        assert panel.waterfall.start == value_items(data["start"]), alias
        assert panel.waterfall.final == value_items(data["final"]), alias
        compared += 1
    assert compared


def test_public_scenarios_are_here_or_skipped() -> None:
    if not SHARED_FILES:
        pytest.skip("../shared/scenarios is not beside this clone")
    assert len(SHARED_FILES) >= 10
