"""Scenario files (shared/spec/scenario-format.md): reading and checking them.

A scenario is TOML: a title, optional players/active/start/life, and an
ordered array of [[step]] tables, each an action (`do`) or an expectation
(`expect`). A file that is not a valid scenario raises ScenarioFileError
naming the file, the key and why.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.model.enums import Step
from tabletop.inputs.errors import TabletopDataError

MAX_SCENARIO_BYTES = 2 * 1024 * 1024
MAX_STEPS = 20_000

ACTION_KEYS: dict[str, set[str]] = {
    "enter": {"card", "controller", "as", "tapped", "sick", "counters", "attached_to",
              "copy_of", "choices"},
    "hand": {"card", "owner", "as"},
    "library": {"card", "owner", "as", "count"},
    "cast": {"card", "what", "controller", "as", "targets", "choices", "pay"},
    "activate": {"on", "ability", "targets", "choices", "pay", "controller"},
    "pass": {"player"},
    "resolve": {"n", "all"},
    "order": {"player", "triggers"},
    "counter": {"on", "kind", "n"},
    "attach": {"what", "to"},
    "move": {"what", "to"},
    "destroy": {"what"},
    "damage": {"to", "n", "source"},
    "tap": {"what"},
    "untap": {"what"},
    "control": {"what", "player"},
    "advance": {"to"},
    "attack": {"attackers", "defender", "choices"},
    "block": {"blocks", "choices"},
    "play": {"card", "what", "controller", "as"},
}
REQUIRED: dict[str, set[str]] = {
    "enter": {"card"}, "hand": {"card"}, "library": {"card"}, "counter": {"on", "kind", "n"},
    "attach": {"what", "to"}, "move": {"what", "to"}, "destroy": {"what"},
    "damage": {"to", "n"}, "tap": {"what"}, "untap": {"what"}, "control": {"what", "player"},
    "advance": {"to"}, "attack": {"attackers"}, "block": {"blocks"}, "activate": {"on", "ability"},
}
OBJECT_EXPECT_KEYS = {"power", "toughness", "has", "lacks", "abilities", "types", "subtypes",
                      "supertypes", "colors", "name", "controller", "zone", "level", "counters",
                      "tapped", "damage"}
TOP_EXPECT_KEYS = {"stack", "life", "step", "active", "priority", "lost"}
ZONES = {"battlefield", "graveyard", "exile", "hand", "library", "stack", "command"}


class ScenarioFileError(TabletopDataError):
    """Not a valid scenario: the file, the key (or line) and the reason."""


@dataclass(frozen=True, slots=True)
class ScenarioStep:
    index: int  # 1-based, in file order
    do: str | None
    args: dict[str, Any]
    expect: dict[str, Any] | None
    expect_error: bool = False

    def describe(self) -> str:
        if self.do is None:
            return "expect"
        bits = [f"{k}={v!r}" for k, v in self.args.items() if k != "choices"]
        return f"{self.do} " + " ".join(bits)


@dataclass(frozen=True, slots=True)
class Scenario:
    path: Path | None
    title: str
    source: str = ""
    players: tuple[str, ...] = ("Alice", "Bob")
    active: str = "Alice"
    start: Step = Step.PRECOMBAT_MAIN
    life: int = 20
    seed: int = 0
    steps: tuple[ScenarioStep, ...] = field(default=())

    @property
    def name(self) -> str:
        return self.path.name if self.path else self.title


def load_scenario(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        raise ScenarioFileError(f"cannot read: {exc.strerror or exc}", p) from None
    if size > MAX_SCENARIO_BYTES:
        raise ScenarioFileError(f"file is {size} bytes, more than the limit of "
                                f"{MAX_SCENARIO_BYTES}", p)
    try:
        text = p.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ScenarioFileError(f"not UTF-8 text ({exc.reason} at byte {exc.start})", p) from None
    except OSError as exc:
        raise ScenarioFileError(f"cannot read: {exc.strerror or exc}", p) from None
    return parse_scenario(text, p)


def parse_scenario(text: str, path: Path | None = None) -> Scenario:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        import re

        m = re.search(r"line (\d+)", str(exc))
        raise ScenarioFileError(f"invalid TOML: {exc}", path,
                                int(m.group(1)) if m else None) from None

    def err(key: str, reason: str) -> ScenarioFileError:
        return ScenarioFileError(reason, path, field=key)

    unknown = set(data) - {"title", "source", "players", "active", "start", "life", "step",
                           "seed", "description", "tags"}
    if unknown:
        raise err(sorted(unknown)[0], "unknown top-level key")
    title = data.get("title")
    if not isinstance(title, str) or not title.strip():
        raise err("title", "a scenario needs a title (a non-empty string)")
    players = data.get("players", ["Alice", "Bob"])
    if (not isinstance(players, list) or not players
            or not all(isinstance(p, str) and p for p in players)
            or len(set(players)) != len(players)):
        raise err("players", "must be an array of distinct player names")
    active = data.get("active", players[0])
    if active not in players:
        raise err("active", f"{active!r} is not one of the players")
    start_key = data.get("start", "precombat_main")
    try:
        start = Step.from_key(str(start_key))
    except ValueError:
        raise err("start", f"unknown step {start_key!r}") from None
    life = data.get("life", 20)
    if not isinstance(life, int) or isinstance(life, bool):
        raise err("life", "must be an integer")
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise err("seed", "must be an integer")
    raw_steps = data.get("step", [])
    if not isinstance(raw_steps, list):
        raise err("step", "must be an array of tables ([[step]])")
    if len(raw_steps) > MAX_STEPS:
        raise err("step", f"more than {MAX_STEPS} steps")
    steps = tuple(_parse_step(i + 1, s, path) for i, s in enumerate(raw_steps))
    return Scenario(path, title.strip(), str(data.get("source", "")), tuple(players), active,
                    start, life, seed, steps)


def _parse_step(index: int, raw: Any, path: Path | None) -> ScenarioStep:
    where = f"step {index}"
    if not isinstance(raw, dict):
        raise ScenarioFileError("must be a table", path, field=where)
    do = raw.get("do")
    expect = raw.get("expect")
    expect_error = raw.get("expect_error", False)
    if not isinstance(expect_error, bool):
        raise ScenarioFileError("must be true or false", path, field=f"{where}.expect_error")
    if do is None:
        if expect is None:
            raise ScenarioFileError("needs `do` (an action) or `expect`", path, field=where)
        extra = set(raw) - {"expect"}
        if extra:
            raise ScenarioFileError(f"unknown key {sorted(extra)[0]!r} in an expect step", path,
                                    field=where)
        _check_expect(expect, path, where)
        return ScenarioStep(index, None, {}, expect)
    if not isinstance(do, str) or do not in ACTION_KEYS:
        raise ScenarioFileError(f"unknown action {do!r}", path, field=f"{where}.do")
    args = {k: v for k, v in raw.items() if k not in ("do", "expect_error", "expect")}
    unknown = set(args) - ACTION_KEYS[do]
    if unknown:
        raise ScenarioFileError(f"unknown key {sorted(unknown)[0]!r} for `{do}`", path,
                                field=where)
    missing = REQUIRED.get(do, set()) - set(args)
    if do == "cast" and not ({"card", "what"} & set(args)):
        missing = {"card"}
    if missing:
        raise ScenarioFileError(f"`{do}` needs {sorted(missing)[0]!r}", path, field=where)
    _check_types(do, args, path, where)
    if expect is not None:
        _check_expect(expect, path, where)
    return ScenarioStep(index, do, args, expect, expect_error)


def _check_types(do: str, args: dict[str, Any], path: Path | None, where: str) -> None:
    def bad(key: str, what: str) -> ScenarioFileError:
        return ScenarioFileError(f"must be {what}", path, field=f"{where}.{key}")

    for key in ("card", "as", "controller", "owner", "what", "on", "player", "kind", "source",
                "defender"):
        if key in args and not isinstance(args[key], str):
            raise bad(key, "a string")
    for key in ("n", "count"):
        if key in args and (not isinstance(args[key], int) or isinstance(args[key], bool)):
            raise bad(key, "an integer")
    for key in ("tapped", "sick", "all"):
        if key in args and not isinstance(args[key], bool):
            raise bad(key, "true or false")
    for key in ("counters", "choices", "blocks"):
        if key in args and not isinstance(args[key], dict):
            raise bad(key, "a table")
    for key in ("targets", "attackers", "triggers"):
        if key in args and not isinstance(args[key], list):
            raise bad(key, "an array")
    if "ability" in args and not isinstance(args["ability"], str | int):
        raise bad("ability", "a keyword or a 1-based index")
    if "pay" in args and args["pay"] not in ("auto", "free", "pool"):
        raise bad("pay", '"auto", "free" or "pool" (only mana already in the pool)')
    if do == "move" and args.get("to") not in ZONES:
        raise bad("to", "one of " + ", ".join(sorted(ZONES)))
    if do == "damage" and not isinstance(args.get("to"), str):
        raise bad("to", "an alias or a player name")
    if do == "counter" and "counters" in args:
        raise bad("counters", "absent")
    if "counters" in args:
        for k, v in args["counters"].items():
            if not isinstance(v, int) or isinstance(v, bool):
                raise ScenarioFileError("counter numbers must be integers", path,
                                        field=f"{where}.counters.{k}")


def _check_expect(expect: Any, path: Path | None, where: str) -> None:
    if not isinstance(expect, dict):
        raise ScenarioFileError("`expect` must be a table", path, field=where)
    for key, value in expect.items():
        if key in TOP_EXPECT_KEYS:
            if key == "stack" and not isinstance(value, list):
                raise ScenarioFileError("must be an array", path, field=f"{where}.expect.stack")
            if key in ("life",) and not isinstance(value, dict):
                raise ScenarioFileError("must be a table", path, field=f"{where}.expect.life")
            if key == "lost" and not isinstance(value, list):
                raise ScenarioFileError("must be an array", path, field=f"{where}.expect.lost")
            continue
        if not isinstance(value, dict):
            raise ScenarioFileError("must be a table of expected values", path,
                                    field=f"{where}.expect.{key}")
        unknown = set(value) - OBJECT_EXPECT_KEYS
        if unknown:
            raise ScenarioFileError(f"unknown key {sorted(unknown)[0]!r}", path,
                                    field=f"{where}.expect.{key}")
