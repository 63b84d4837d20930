"""Issue #14: hostile scenario, card, deck and card data files give clean errors only.

Default run: a small budget through the loaders (in process) and the command line (in
process, `main([...])`). Under `-m slow`: thousands of inputs, and the command line in a
child process, timed and measured (no traceback, no hang, exit code 0, 1 or 2; the time
and memory budget of issue #14 is reported by `python -m tests.fuzz.harness`).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.cli import main
from tests.fuzz.generators import GENERATORS
from tests.fuzz.harness import (
    CLI_KINDS,
    child_env,
    cli_args,
    load_in_process,
    run_cli,
    write_input,
)

KINDS = sorted(GENERATORS)


def _loader_round(kind: str, seeds: range, tmp_path: Path) -> dict[str, int]:
    seen: dict[str, int] = {}
    for seed in seeds:
        path = write_input(kind, seed, tmp_path)
        try:
            what = load_in_process(kind, path)
        except Exception as exc:  # the seed names the input that broke through
            raise AssertionError(f"{kind} seed {seed}: {type(exc).__name__}: {exc}") from exc
        seen[what] = seen.get(what, 0) + 1
        path.unlink()
    return seen


@pytest.mark.parametrize("kind", KINDS)
def test_generated_files_through_the_loaders(kind: str, tmp_path: Path) -> None:
    seen = _loader_round(kind, range(25), tmp_path)
    assert seen.get("refused", 0) > 0  # the generator does make hostile files


@pytest.mark.parametrize("kind", CLI_KINDS)
def test_generated_files_through_the_command_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for seed in range(6):
        path = write_input(kind, seed, tmp_path)
        code = main(cli_args(kind, path, random.Random(seed)))
        err = capsys.readouterr().err
        assert code in (0, 1, 2), f"{kind} seed {seed}: exit {code}\n{err}"
        assert "internal error" not in err, f"{kind} seed {seed}: {err}"
        if code == 2:
            assert err.strip(), f"{kind} seed {seed}: exit 2 without a message"


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_thousands_of_generated_files_through_the_loaders(kind: str, tmp_path: Path) -> None:
    _loader_round(kind, range(1000, 4000), tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("kind", CLI_KINDS)
def test_generated_files_through_the_command_line_in_a_child(kind: str, tmp_path: Path) -> None:
    env = child_env(tmp_path / "data")
    problems = []
    for seed in range(5000, 5300):
        path = write_input(kind, seed, tmp_path)
        outcome = run_cli(cli_args(kind, path, random.Random(seed)), env)
        problem = outcome.problem()
        if problem:
            problems.append(f"seed {seed}: {problem}: {outcome.stderr[-500:]}")
    assert not problems, "\n".join(problems[:10])
