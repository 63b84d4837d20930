"""Running hostile inputs through the loaders (in process) and the command line (in a child
process, timed and measured): the outcome of each, and what counts as clean.

Run a large budget by hand:  .venv/bin/python -m tests.fuzz.harness --count 2000 --seed 7
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.fuzz.generators import GENERATORS, SUFFIX

REPO = Path(__file__).resolve().parents[2]
TIME_LIMIT = 2.0  # seconds per input (the budget), reported
MEMORY_LIMIT_MB = 500
HANG_TIMEOUT = 30.0  # a child still running then is a hang


def load_in_process(kind: str, path: Path) -> str:
    """Read (and for a valid scenario, run) one file the way the program does; returns what
    happened. Raises anything that is not a TabletopDataError."""
    from tabletop.inputs.errors import TabletopDataError

    try:
        if kind == "scenario":
            from tabletop.session.commands import run_scenario
            from tabletop.session.scenario import load_scenario

            _, result = run_scenario(load_scenario(path))
            return "passed" if result.passed else "failed"
        if kind == "cards":
            from tabletop.cards.commands import check_lines, load_records

            check_lines(load_records(path))
            return "read"
        if kind == "deck":
            from tabletop.cards.database import CardDatabase
            from tabletop.cards.decks import read_deck

            db = CardDatabase.builtin()
            read_deck(path).resolved(db).validate(db, constructed=True)
            return "read"
        from tabletop.cards.importers import read_cards

        read_cards(path)
        return "read"
    except TabletopDataError as exc:
        assert str(exc), "an error without a message"
        return "refused"


def cli_args(kind: str, path: Path, rng: random.Random) -> list[str]:
    if kind == "scenario":
        return rng.choice([["run", str(path)], ["run", "--json", str(path)],
                           ["explain", str(path), "--object", "bears"]])
    if kind == "cards":
        return ["cards", "check", str(path)]
    if kind == "card-data":
        return ["cards", "import", str(path)]
    raise ValueError(f"no command reads a {kind} file headless")


CLI_KINDS = ("scenario", "cards", "card-data")


@dataclass(frozen=True, slots=True)
class Outcome:
    code: int | None  # None: killed after HANG_TIMEOUT
    stdout: str
    stderr: str
    seconds: float
    max_rss_mb: float

    def problem(self) -> str | None:
        """Why this run is not clean, or None."""
        if self.code is None:
            return f"hang (killed after {HANG_TIMEOUT:.0f} s)"
        if "Traceback" in self.stderr or "Traceback" in self.stdout:
            return "traceback"
        if "internal error" in self.stderr:
            return "internal error"
        if self.code not in (0, 1, 2):
            return f"exit code {self.code}"
        return None


def run_cli(args: list[str], env: dict[str, str]) -> Outcome:
    """Run `tabletop ARGS` in a child process; its time and peak memory (wait4)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "tabletop.cli", *args], stdout=out,
                                 stderr=err, env=env, cwd=REPO)
        code: int | None = None
        rss_kb = 0
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                code, rss_kb = os.waitstatus_to_exitcode(status), usage.ru_maxrss
                child.returncode = code
                break
            if time.perf_counter() - start > HANG_TIMEOUT:
                child.kill()
                child.wait()
                break
            time.sleep(0.005)
        seconds = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        return Outcome(code, out.read().decode(errors="replace"),
                       err.read().decode(errors="replace"), seconds, rss_kb / 1024)


def child_env(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(TABLETOP_DATA_DIR=str(data_dir), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(REPO))
    env.pop("TABLETOP_DEBUG", None)
    return env


def write_input(kind: str, seed: int, directory: Path) -> Path:
    data = GENERATORS[kind](random.Random(f"{kind}-{seed}"))
    path = directory / f"{kind}-{seed}{SUFFIX[kind]}"
    path.write_bytes(data)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=200, help="inputs per kind")
    parser.add_argument("--seed", type=int, default=0, help="first seed")
    parser.add_argument("--kinds", default=",".join(CLI_KINDS))
    args = parser.parse_args(argv)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        env = child_env(directory / "data")
        for kind in args.kinds.split(","):
            worst_time = worst_rss = 0.0
            slow: list[tuple[float, int]] = []
            for seed in range(args.seed, args.seed + args.count):
                path = write_input(kind, seed, directory)
                outcome = run_cli(cli_args(kind, path, random.Random(seed)), env)
                worst_time = max(worst_time, outcome.seconds)
                worst_rss = max(worst_rss, outcome.max_rss_mb)
                if outcome.seconds > TIME_LIMIT or outcome.max_rss_mb > MEMORY_LIMIT_MB:
                    slow.append((outcome.seconds, seed))
                problem = outcome.problem()
                if problem:
                    bad += 1
                    print(f"{kind} seed {seed}: {problem}\n{outcome.stderr[-2000:]}")
                path.unlink()
            print(f"{kind}: {args.count} inputs, slowest {worst_time:.2f} s, "
                  f"most memory {worst_rss:.0f} MB, over budget: {sorted(slow)[-5:]}")
    return 1 if bad else 0


Check = Callable[[str, Path], str]

if __name__ == "__main__":
    sys.exit(main())
