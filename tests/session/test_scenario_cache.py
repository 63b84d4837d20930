"""A scenario file checked before is read again without the pydantic schema; a changed
file, or one that did not pass, is checked each time; `tabletop run` with warm caches
loads neither pydantic nor the card compiler."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.session import scenario as scenario_module
from tabletop.session import scenario_cache
from tabletop.session.scenario import ScenarioFileError, load_scenario
from tests.conftest import REPO

ONE_CARD = """title = "one card"
players = ["Ann", "Ben"]
[[step]]
do = "enter"
card = "Grizzly Bears"
as = "bear"
choices = { x = 2, order = ["a", 1] }
[[step]]
expect.bear = { power = 2, toughness = 2, counters = { "+1/+1" = 0 } }
"""
RUN = """title = "one card"
[[step]]
do = "enter"
card = "Grizzly Bears"
as = "bear"
[[step]]
expect.bear = { power = 2, toughness = 2 }
"""


def _no_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: str, path: Path | None = None) -> None:
        raise AssertionError("the schema was asked")

    monkeypatch.setattr(scenario_module, "parse_scenario", refuse)


def test_a_file_read_before_is_not_checked_again(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "one.toml"
    path.write_text(ONE_CARD, encoding="utf-8")
    first = load_scenario(path)
    _no_schema(monkeypatch)
    again = load_scenario(path)
    assert again == first and again.path == path
    moved = tmp_path / "moved.toml"
    moved.write_text(ONE_CARD, encoding="utf-8")
    assert load_scenario(moved).path == moved  # the same text elsewhere: its own path


def test_a_changed_file_is_checked_and_a_bad_one_never_kept(tmp_path: Path) -> None:
    path = tmp_path / "one.toml"
    path.write_text(ONE_CARD, encoding="utf-8")
    load_scenario(path)
    path.write_text(ONE_CARD.replace("power = 2", 'power = "2"'), encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ScenarioFileError, match="power"):
            load_scenario(path)
    assert scenario_cache.read(path.read_text(encoding="utf-8")) is None


def test_a_damaged_cache_entry_is_checked_again(tmp_path: Path) -> None:
    path = tmp_path / "one.toml"
    path.write_text(ONE_CARD, encoding="utf-8")
    first = load_scenario(path)
    for entry in (Path(os.environ["TABLETOP_DATA_DIR"]) / "cache" / "scenarios").glob("*"):
        entry.write_text('{"title": 3', encoding="utf-8")
    assert load_scenario(path) == first


def test_a_scenario_json_cannot_hold_is_not_kept(tmp_path: Path) -> None:
    path = tmp_path / "nan.toml"
    path.write_text(ONE_CARD.replace('title = "one card"', 'title = "one card"\nseed = 1'),
                    encoding="utf-8")
    scenario = load_scenario(path)
    scenario_cache.write("other text", scenario.__class__(
        None, scenario.title, steps=(scenario.steps[0].__class__(
            1, "enter", {"card": "x", "when": float("nan")}, None),)))
    assert scenario_cache.read("other text") is None


def test_run_with_warm_caches_loads_neither_pydantic_nor_the_compiler(
        tmp_path: Path) -> None:
    path = tmp_path / "one.toml"
    path.write_text(RUN, encoding="utf-8")
    env = dict(os.environ, TABLETOP_DATA_DIR=str(tmp_path / "data"))
    probe = ("import sys; from tabletop.cli import main; code = main(['run', sys.argv[1]]); "
             "print(sorted({m.split('.')[0] for m in sys.modules} & "
             "{'pydantic', 'lark', 'PySide6'}), code)")
    runs = [subprocess.run([sys.executable, "-c", probe, str(path)], env=env, cwd=REPO,
                           capture_output=True, text=True, check=True).stdout.splitlines()[-1]
            for _ in range(2)]
    assert runs[0] == "['lark', 'pydantic'] 0"  # the first run checks the file, compiles
    assert runs[1] == "[] 0"
