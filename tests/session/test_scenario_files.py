"""Scenario files are data: malformed ones give a clean error naming file, key and reason."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.session.scenario import ScenarioFileError, load_scenario, parse_scenario


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("title = 1", "s.toml:1: title: must be a string"),
        ('title = "x"\nplayers = []', "s.toml:2: players: needs at least 1 entry"),
        ('title = "x"\nstart = "lunch"', "s.toml:2: start: unknown step 'lunch'"),
        ('title = "x"\nwhatever = 1', "s.toml:2: whatever: unknown key"),
        ('title = "x"\n[[step]]\ndo = "enter"', "s.toml:2: step 1.card: is required"),
        ('title = "x"\n[[step]]\ndo = "counter"\non = "a"\nkind = "level"\nn = "two"',
         "s.toml:6: step 1.n: must be an integer, not a string"),
        ('title = "x"\n[[step]]\nexpect.a = { power = 1, colour = [] }',
         "s.toml:3: step 1.expect.a.colour: unknown key"),
        ('title = "x"\n[[step]\n', "s.toml:2: invalid TOML"),
    ],
)
def test_malformed_scenarios_name_file_line_and_key(text: str, where: str) -> None:
    with pytest.raises(ScenarioFileError) as exc:
        parse_scenario(text, Path("s.toml"))
    assert str(exc.value).startswith(where)


def test_missing_and_oversized_files(tmp_path: Path) -> None:
    with pytest.raises(ScenarioFileError):
        load_scenario(tmp_path / "nope.toml")
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (3 * 1024 * 1024))
    with pytest.raises(ScenarioFileError, match="limit"):
        load_scenario(big)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_fuzzed_scenarios_give_only_clean_errors(text: str) -> None:
    with contextlib.suppress(ScenarioFileError):
        parse_scenario(text)
