"""`tabletop run`, `explain` and `replay`: scenarios and recordings from the command line."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tabletop.engine.definitions.effects import EffectError
from tabletop.engine.model.enums import OBJECT_LAYERS
from tabletop.engine.rules.band_status import band_status
from tabletop.inputs.errors import TabletopDataError
from tabletop.session.runner import RunResult, ScenarioRun, object_state
from tabletop.session.scenario import Scenario, load_scenario


def _cards() -> Any:
    """The one card pool (built-in cards, the user's imports, the `--cards` files)."""
    from tabletop.session.cardpool import session_pool

    return session_pool()


CARD_STEPS = ("enter", "hand", "library", "cast", "play")


def card_problems(scenario: Scenario, cards: Any) -> list[tuple[int, str]]:
    """(step, message) for each card of the scenario the pool does not know (with the
    nearest names) or cannot play fully (naming the clause it does not understand):
    a failure before anything runs, never a crash and never a silent partial card."""
    problems: list[tuple[int, str]] = []
    seen: set[str] = set()
    for step in scenario.steps:
        name = step.args.get("card") if step.do in CARD_STEPS else None
        if not isinstance(name, str) or name.casefold() in seen:
            continue
        seen.add(name.casefold())
        try:
            definition = cards(name)
        except KeyError:
            hint = getattr(cards, "unknown_name_message", None)
            problems.append((step.index, hint(name) if callable(hint)
                             else f"unknown card {name!r}"))
            continue
        clauses = definition.unknown_clauses
        if clauses:
            more = f" (and {len(clauses) - 1} more)" if len(clauses) > 1 else ""
            problems.append((step.index, f"card {definition.name!r} cannot be played yet: "
                             f"it does not understand {clauses[0]!r}{more}"))
    return problems


def run_scenario(scenario: Scenario, *, after: int | None = None,
                 record: str | Path | None = None) -> tuple[ScenarioRun, RunResult]:
    session = None
    if record is not None:
        from tabletop.session.session import GameSession, Setup

        setup = Setup(scenario.players, scenario.life, scenario.seed, scenario.active,
                      scenario.start.key, scenario.title)
        session = GameSession(setup, _cards(), record=record)
    run = ScenarioRun(scenario, _cards(), session=session)
    try:
        return run, run.run(after=after)
    finally:
        if session is not None:
            session.close()


def run_command(files: list[str], *, as_json: bool = False, record: str | None = None) -> int:
    """Exit 0 when every expectation held, 1 when one failed, 2 for an invalid file."""
    worst = 0
    out: list[dict[str, Any]] = []
    for name in files:
        try:
            scenario = load_scenario(name)
        except TabletopDataError as exc:
            print(f"ERROR {exc}", file=sys.stderr)
            worst = 2
            continue
        problems = card_problems(scenario, _cards())
        if problems:
            worst = max(worst, 1)
            for step, message in problems:
                print(f"FAIL {name}: step {step}: {message}")
            if as_json:
                out.append({"file": name, "title": scenario.title, "passed": False,
                            "failures": [{"step": s, "message": m} for s, m in problems],
                            "objects": {}})
            continue
        try:
            if record and len(files) > 1:
                stem = Path(record)
                target: str | None = str(stem.with_name(f"{stem.stem}-{Path(name).stem}"
                                                        f"{stem.suffix or '.jsonl'}"))
            else:
                target = record
            run, result = run_scenario(scenario, record=target)
        except EffectError as exc:
            print(f"FAIL {name}: {exc}")
            worst = max(worst, 1)
            continue
        except OSError as exc:
            print(f"ERROR {name}: cannot write the recording: {exc}", file=sys.stderr)
            worst = 2
            continue
        if result.passed:
            print(f"PASS {name}: {scenario.title}")
        else:
            worst = max(worst, 1)
            for f in result.failures:
                print(f"FAIL {name}: step {f.step}: {f.message}")
        if as_json:
            out.append({
                "file": name, "title": scenario.title, "passed": result.passed,
                "failures": [{"step": f.step, "message": f.message} for f in result.failures],
                "objects": {alias: object_state(run, run.game.state.newest(oid))
                            for alias, oid in run.aliases.items()},
            })
    if as_json:
        print(json.dumps(out if len(out) != 1 else out[0], indent=2))
    return worst


def explain_command(file: str, alias: str, *, after: int | None = None,
                    as_json: bool = False) -> int:
    """Print how the object's characteristics were derived, layer by layer (613)."""
    try:
        scenario = load_scenario(file)
    except TabletopDataError as exc:
        print(f"ERROR {exc}", file=sys.stderr)
        return 2
    run, result = run_scenario(scenario, after=after)
    if alias not in run.aliases:
        print(f"ERROR {file}: no object called {alias!r} (aliases: "
              f"{', '.join(sorted(run.aliases)) or 'none'})", file=sys.stderr)
        return 2
    oid = run.game.state.newest(run.aliases[alias])
    if oid not in run.game.state.objects:
        print(f"ERROR {file}: {alias!r} no longer exists", file=sys.stderr)
        return 1
    derivation = run.game.derivation(oid)
    if as_json:
        print(json.dumps({"alias": alias, "after": after, **derivation.as_dict()}, indent=2,
                         default=str))
        return 0 if result.passed else 1
    print(explain_text(run, alias, oid))
    return 0


def explain_text(run: ScenarioRun, alias: str, oid: int) -> str:
    """A readable table per layer and sublayer: effect, source, timestamp, value after,
    and the dependency or CDA note under the row it belongs to."""
    import textwrap

    game = run.game
    d = game.derivation(oid)
    obj = game.obj(oid)
    start = d.start
    lines = [f"{alias}: {d.name} (object {oid}, {obj.zone.value}, timestamp {obj.timestamp})",
             f"  printed: {start['types']}; {_pt(start)}; abilities: "
             f"{', '.join(start['abilities']) or '—'}"]  # type: ignore[arg-type]
    lines += [f"  band: {b.describe()}" for b in band_status(game, oid)]  # 719, 721, 718
    for layer in OBJECT_LAYERS:
        steps = d.steps_in(layer)
        if not steps:
            continue
        lines.append(f"  layer {layer.code} ({layer.rule}) {layer.title}")
        lines.append(f"    {'effect':36} {'source':24} {'ts':>4}  value after")
        for s in steps:
            effect = textwrap.shorten(s.description, 36, placeholder="…")
            source = textwrap.shorten(s.source_name, 24, placeholder="…")
            lines.append(f"    {effect:36} {source:24} {s.timestamp:>4}  {_after_text(s.after)}")
            if s.note:
                lines.append(f"    {'':36} ↳ {s.note}")
    final = d.final
    lines.append(f"  result: {_pt(final)}, {final['types']}, controller {final['controller']}, "
                 f"abilities: {', '.join(final['abilities']) or '—'}")  # type: ignore[arg-type]
    return "\n".join(lines)


def _pt(values: dict[str, Any]) -> str:
    if values.get("power") is None and values.get("toughness") is None:
        return "no P/T"
    return f"{values['power']}/{values['toughness']}"


def _after_text(after: dict[str, Any]) -> str:
    if "power" in after and "toughness" in after and len(after) == 2:
        return f"{after['power']}/{after['toughness']}"
    if "abilities" in after and len(after) == 1:
        return ", ".join(after["abilities"]) or "no abilities"
    if "types" in after:
        return str(after["types"])
    if "colors" in after:
        return ", ".join(after["colors"]) or "colorless"
    if "controller" in after:
        return str(after["controller"])
    return json.dumps(after, default=str)


def replay_command(file: str, *, verify: bool = False, allow_changed_cards: bool = False) -> int:
    """Re-execute a recording, undo, redo and branch switches included.

    Exit 0 when it replays (with `verify`: every event and state hash as recorded), 1
    naming the first action that diverges and what differs, 2 for a file that is not a
    valid recording, or one made with other card definitions (the message names the
    cards; `allow_changed_cards` replays it anyway)."""
    from tabletop.session.errors import CardsChanged, ReplayDiverged
    from tabletop.session.recording import is_recording
    from tabletop.session.session import GameSession

    path = Path(file)
    if not path.exists():
        print(f"ERROR {file}: no such file", file=sys.stderr)
        return 2
    if not path.is_file() or not is_recording(path):
        print(f"ERROR {file}: not a tabletop recording", file=sys.stderr)
        return 2
    try:
        session = GameSession.from_recording(path, _cards(), verify=verify,
                                             allow_changed_cards=allow_changed_cards)
    except TabletopDataError as exc:
        print(f"ERROR {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"ERROR {file}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except CardsChanged as exc:
        print(f"ERROR {exc}; to replay it anyway, run again with --allow-changed-cards",
              file=sys.stderr)
        return 2
    except ReplayDiverged as exc:
        print(f"DIVERGED {file}:{exc.line}: {exc}")
        return 1
    for warning in session.warnings:
        print(f"warning: {file}: {warning}", file=sys.stderr)
    branches = f", {len(session.branches)} branches" if session.branches else ""
    print(f"OK {file}: {len(session.history)} actions, at {session.position}{branches}"
          + (", every state hash matches and so does every event" if verify else ""))
    return 0
