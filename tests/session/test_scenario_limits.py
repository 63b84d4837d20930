"""Issue #14: scenario files through the validation layer: types, ranges and stated limits,
errors as "FILE:LINE: field: reason" and exit code 2, never a traceback or a hang."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.inputs.limits import (
    MAX_LIBRARY_COUNT,
    MAX_SCENARIO_BYTES,
    MAX_SCENARIO_CARDS,
    MAX_STEPS,
)
from tabletop.session.commands import run_scenario
from tabletop.session.scenario import ScenarioFileError, load_scenario, parse_scenario

HEAD = 'title = "t"\n'
LIBRARY = '[[step]]\ndo = "library"\ncard = "Grizzly Bears"\ncount = {n}\n'


def _error(text: str) -> str:
    with pytest.raises(ScenarioFileError) as info:
        parse_scenario(text, Path("s.toml"))
    return str(info.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (HEAD + LIBRARY.format(n=10_000),
         f"s.toml:5: step 1.count: must be at most {MAX_LIBRARY_COUNT} (it is 10000)"),
        (HEAD + LIBRARY.format(n="1" + "0" * 100),
         "s.toml:5: step 1.count: integer outside the 64-bit range TOML allows"),
        (HEAD + LIBRARY.format(n="1" + "0" * 5000), "s.toml:5: a number with thousands"),
        (HEAD + LIBRARY.format(n="nan"),
         "s.toml:5: step 1.count: must be an integer, not a float"),
        (HEAD + LIBRARY.format(n='"²"'),
         "s.toml:5: step 1.count: must be an integer, not a string"),
        (HEAD + '[[step]]\ndo = "hand"\ncard = 1979-05-27\n',
         "s.toml:4: step 1.card: must be a string, not a date or time"),
        (HEAD + '[[step]]\ndo = "cast"\ncard = "Fireball"\nchoices = { x = 1000000 }\n',
         "s.toml:5: step 1.choices.x: must be at most 100"),
        (HEAD + '[[step]]\ndo = "cast"\ncard = "Fireball"\ntargets = [1]\n',
         "s.toml:5: step 1.targets[0]: must be a string, not an integer"),
        (HEAD + '[[step]]\ndo = "damage"\nto = "Bob"\nn = inf\n',
         "s.toml:5: step 1.n: must be an integer, not a float"),
        (HEAD + '[[step]]\ndo = "advance"\nto = "lunch"\n', "s.toml:4: step 1.to: must be one of"),
        (HEAD + '[[step]]\nexpect.permanents = { Bob = { Treasure = -1 } }\n',
         "s.toml:3: step 1.expect.permanents.Bob.Treasure: must be at least 0"),
        (HEAD + 'players = ["A", "A"]\n', "s.toml:2: players: the players' names must differ"),
        (HEAD + "x = " + "[" * 5000 + "]" * 5000 + "\n", "s.toml:2: nested deeper"),
        (HEAD + "a" + ".a" * 50_000 + " = 1\n", "s.toml:2: a dotted key of more than"),
        ('title = "  "\n', "s.toml:1: title: a scenario needs a title"),
    ],
)
def test_hostile_values_are_refused_naming_line_and_field(text: str, message: str) -> None:
    assert _error(text).startswith(message)


def test_step_and_card_limits_are_stated() -> None:
    steps = HEAD + '[[step]]\ndo = "pass"\n' * (MAX_STEPS + 1)
    assert f"more than the limit of {MAX_STEPS} entries" in _error(steps)
    copies = MAX_SCENARIO_CARDS // MAX_LIBRARY_COUNT + 1
    many = HEAD + LIBRARY.format(n=MAX_LIBRARY_COUNT) * copies
    assert f"more than the limit of {MAX_SCENARIO_CARDS} cards" in _error(many)


def test_a_full_library_at_the_limit_runs(tmp_path: Path) -> None:
    path = tmp_path / "library.toml"
    path.write_text(HEAD + LIBRARY.format(n=MAX_LIBRARY_COUNT)
                    + '[[step]]\ndo = "advance"\nto = "next_turn"\n'
                    + '[[step]]\nexpect.step = "upkeep"\n')
    _, result = run_scenario(load_scenario(path))
    assert result.passed, result.failures


def test_oversized_and_binary_files_exit_2(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    big = tmp_path / "big.toml"
    big.write_bytes(b"#" * (MAX_SCENARIO_BYTES + 1))
    binary = tmp_path / "binary.toml"
    binary.write_bytes(b'title = "\xff\xfe"\n')
    for path in (big, binary, tmp_path):
        assert main(["run", str(path)]) == 2
        err = capsys.readouterr().err
        assert str(path) in err and "Traceback" not in err
    assert main(["explain", str(big), "--object", "x"]) == 2


def test_permanents_and_poison_expectations(tmp_path: Path) -> None:
    """The spec's top-level `permanents` and `poison` keys are checked, not refused."""
    path = tmp_path / "counts.toml"
    path.write_text(HEAD + '[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\n'
                    '[[step]]\ndo = "enter"\ncard = "Grizzly Bears"\ncontroller = "Bob"\n'
                    '[[step]]\nexpect.permanents = { Alice = { "grizzly bears" = 1, Plains = 0 },'
                    ' Bob = { "Grizzly Bears" = 1 } }\nexpect.poison = { Bob = 0 }\n'
                    '[[step]]\nexpect.permanents = { Alice = { "Grizzly Bears" = 2 } }\n'
                    'expect.poison = { Alice = 1 }\n')
    _, result = run_scenario(load_scenario(path))
    assert [f.step for f in result.failures] == [4, 4]
    assert "expected 2, got 1" in result.failures[0].message
    assert "poison of Alice: expected 1, got 0" in result.failures[1].message
