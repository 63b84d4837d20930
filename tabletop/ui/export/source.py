"""The recording an export shows: read, re-executed and verified before a frame is drawn.

Every action must give the events and the state hash the recording holds
(`GameSession.from_recording(verify=True)`); a recording that does not is refused
with the action that diverges, its line and what differs. The actions exported are
the recording's current line (numbered from 1, as `tabletop replay` counts them and
`tabletop screenshot --after` takes them).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.inputs.errors import TabletopDataError
from tabletop.resources import resource
from tabletop.session.errors import CardsChanged, ReplayDiverged
from tabletop.session.session import GameSession, Setup

from ..i18n import translate
from .options import OptionError

MAX_NEARBY = 100
"""Scenario files looked at beside a recording for its aliases."""

Verified = Callable[[int, int], None]
"""`progress(done, total)` while the recording is re-executed (it may raise to stop)."""


class RecordingRefused(OptionError):
    """The recording cannot be exported: not a recording, unreadable, or it diverges."""


@dataclass(slots=True)
class ExportSource:
    path: Path
    setup: Setup
    cards: Callable[[str], Any]
    actions: list[A.Action]
    warnings: list[str] = field(default_factory=list)

    @property
    def title(self) -> str:
        return self.setup.title or self.path.stem

    def new_session(self) -> GameSession:
        """A fresh, unrecorded session at the start of the game, for drawing it anew."""
        return GameSession(self.setup, self.cards)

    def span(self, first: int | None, last: int | None) -> tuple[int, int]:
        """The actions asked for, checked against the recording (1-based, inclusive)."""
        total = len(self.actions)
        if total == 0:
            raise OptionError(translate("Export", "{file}: the recording has no actions to "
                                                  "show").replace("{file}", str(self.path)))
        start, end = first or 1, last or total
        for option, n in (("--from", start), ("--to", end)):
            if n > total:
                raise OptionError(translate(
                    "Export", "{option} {n}: the recording has {total} actions").replace(
                    "{option}", option).replace("{n}", str(n)).replace("{total}", str(total)))
        if start > end:
            raise OptionError(translate("Export", "--from {first} is after --to {last}")
                              .replace("{first}", str(start)).replace("{last}", str(end)))
        return start, end


def load_source(path: Path, cards: Callable[[str], Any], *, progress: Verified | None = None,
                allow_changed_cards: bool = False) -> ExportSource:
    """Read and verify `path`; RecordingRefused says why it cannot be exported."""
    from tabletop.session.recording import is_recording

    if not path.is_file():
        raise RecordingRefused(translate("Export", "{file}: no such file").replace(
            "{file}", str(path)))
    if not is_recording(path):
        raise RecordingRefused(translate("Export", "{file}: not a tabletop recording")
                               .replace("{file}", str(path)))
    try:
        session = GameSession.from_recording(path, cards, verify=True,
                                             allow_changed_cards=allow_changed_cards,
                                             progress=progress)
    except TabletopDataError as exc:
        raise RecordingRefused(str(exc)) from None
    except OSError as exc:
        raise RecordingRefused(translate("Export", "{file}: cannot read: {reason}").replace(
            "{file}", str(path)).replace("{reason}", exc.strerror or str(exc))) from None
    except CardsChanged as exc:
        raise RecordingRefused(translate(
            "Export", "{problem}; to export it anyway, use --allow-changed-cards").replace(
            "{problem}", str(exc))) from None
    except ReplayDiverged as exc:
        raise RecordingRefused(translate(
            "Export", "{file}:{line}: {problem} — the recording does not replay as it was "
                      "recorded, so it is not exported").replace("{file}", str(path)).replace(
            "{line}", str(exc.line)).replace("{problem}", str(exc))) from None
    actions = [entry.action for entry in session.history]
    session.close()
    return ExportSource(path, session.setup, cards, actions, list(session.warnings))


# --------------------------------------------------------------------------- --inspect


def scenario_aliases(setup: Setup, cards: Callable[[str], Any],
                     near: Path | None = None) -> dict[str, int]:
    """The aliases of the scenario a recording was made from, found by its title among the
    bundled scenarios and the .toml files beside the recording (`near`, at most
    MAX_NEARBY): its run performs the same actions, so its objects have the recording's
    numbers."""
    from tabletop.session.runner import ScenarioRun
    from tabletop.session.scenario import load_scenario

    if not setup.title:
        return {}
    files = sorted(resource("scenarios").glob("*.toml"))
    if near is not None and near.is_dir():
        files += sorted(near.glob("*.toml"))[:MAX_NEARBY]
    for file in files:
        try:
            scenario = load_scenario(file)
        except TabletopDataError:
            continue
        if scenario.title == setup.title:
            run = ScenarioRun(scenario, cards)
            with contextlib.suppress(Exception):  # a step that fails: the aliases so far
                run.run()
            return dict(run.aliases)
    return {}


@dataclass(frozen=True, slots=True)
class InspectTarget:
    """The object of the inspector inset: an alias of the scenario the recording was made
    from, an object number, or a card name (English or German: the oldest such object on
    the battlefield, else on the stack). It follows the object when it changes zones
    (400.7)."""

    spec: str
    oid: int | None = None
    card_name: str | None = None

    def find(self, game: Game) -> int | None:
        """The object now, or None when it is not in the game at this moment."""
        state = game.state
        if self.oid is not None:
            newest = state.newest(self.oid)
            return newest if newest in state.objects and state.objects[newest].zone else None
        for zone in (Zone.BATTLEFIELD, Zone.STACK):
            for oid in sorted(state.zone_ids(zone, None)):
                if state.objects[oid].card.name == self.card_name:
                    return oid
        return None


def inspect_target(spec: str, source: ExportSource) -> InspectTarget:
    """Resolve `--inspect SPEC`; OptionError when it names nothing."""
    aliases = scenario_aliases(source.setup, source.cards, source.path.parent)
    if spec in aliases:
        return InspectTarget(spec, oid=aliases[spec])
    number = spec.removeprefix("#")
    if number.isdigit():
        return InspectTarget(spec, oid=int(number))
    database = getattr(source.cards, "database", None)
    record = database.find(spec) if database is not None else None
    if record is not None:
        return InspectTarget(spec, card_name=record.name)
    known = ", ".join(sorted(aliases)) or translate("Export", "none")
    raise OptionError(translate(
        "Export", "--inspect {spec}: not an alias of the recording's scenario ({aliases}), a "
                  "card name or an object number").replace("{spec}", spec).replace(
        "{aliases}", known))
