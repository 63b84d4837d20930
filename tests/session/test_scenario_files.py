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
        ("title = 1", "title"),
        ('title = "x"\nplayers = []', "players"),
        ('title = "x"\nstart = "lunch"', "start"),
        ('title = "x"\nwhatever = 1', "whatever"),
        ('title = "x"\n[[step]]\ndo = "enter"', "step 1"),
        ('title = "x"\n[[step]]\ndo = "counter"\non = "a"\nkind = "level"\nn = "two"',
         "step 1.n"),
        ('title = "x"\n[[step]]\nexpect.a = { power = 1, colour = [] }', "expect.a"),
        ('title = "x"\n[[step]\n', "line"),
    ],
)
def test_malformed_scenarios_name_the_key(text: str, where: str) -> None:
    with pytest.raises(ScenarioFileError) as exc:
        parse_scenario(text, Path("s.toml"))
    message = str(exc.value)
    assert message.startswith("s.toml")
    assert where.split(".")[0] in message or "line" in message


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
