"""Opening things in the window: the demo table, two decks, a scenario, a recording.

Each becomes a recorded `GameSession` (the recording goes to the user data
directory). A file that cannot be used raises `OpenError` naming the file, the
place in it and the reason; nothing is half-opened: the caller keeps the session
it had.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.cards.decks import Deck, read_deck
from tabletop.engine.model import actions as A
from tabletop.inputs.errors import TabletopDataError
from tabletop.resources import resource
from tabletop.session.recording import default_recording_path
from tabletop.session.session import GameSession, Setup

DEMO_DECKS = ("white-blue-levelers.txt", "red-green-levelers.txt")
PLAYERS = ("Alice", "Bob")
OPENING_HAND = 7


class OpenError(Exception):
    """A file the window cannot open: `path`, `place` (line, key, step...) and `reason`."""

    def __init__(self, path: str | Path | None, place: str, reason: str) -> None:
        self.path = Path(path) if path is not None else None
        self.place = place
        self.reason = reason
        where = str(self.path) if self.path is not None else ""
        if place:
            where = f"{where}: {place}" if where else place
        super().__init__(f"{where}: {reason}" if where else reason)

    @classmethod
    def from_data_error(cls, exc: TabletopDataError, path: str | Path) -> OpenError:
        place = ""
        if exc.line is not None:
            place = f"line {exc.line}"
        if exc.field:
            place = f"{place}, {exc.field}" if place else str(exc.field)
        return cls(exc.path or path, place, exc.reason)


@dataclass(slots=True)
class Opened:
    """A session ready to show, with its title and anything worth telling the person."""

    session: GameSession
    title: str
    notes: list[str] = field(default_factory=list)


@cache
def _cards() -> Any:
    """The built-in cards plus the user's imported ones (`tabletop cards import`)."""
    from tabletop.session.cardpool import user_pool

    return user_pool()


def _new_session(setup: Setup, cards: Any, record: bool = True) -> GameSession:
    return GameSession(setup, cards, record=default_recording_path() if record else None)


def _discard(session: GameSession) -> None:
    """Close a session whose opening failed, and remove its fresh recording."""
    path = session.recording_path
    session.close()
    if path is not None:
        path.unlink(missing_ok=True)


def file_kind(path: Path) -> str:
    """"scenario", "recording" or "deck" for a file to open."""
    from tabletop.session.recording import is_recording

    suffix = path.suffix.lower()
    if suffix == ".toml":
        return "scenario"
    if suffix == ".jsonl" or (path.is_file() and is_recording(path)):
        return "recording"
    return "deck"


def open_files(files: list[str], *, record: bool = True, after: int | None = None) -> Opened:
    """A scenario (.toml), a recording (.jsonl), or one or two deck lists.

    `after`: stop a scenario after its step N, a recording after its action N."""
    paths = [Path(f) for f in files]
    if not paths:
        return demo_table(record=record)
    for path in paths:
        if not path.is_file():
            raise OpenError(path, "", "no such file")
    kinds = [file_kind(p) for p in paths]
    if len(paths) == 1 and kinds[0] == "scenario":
        return open_scenario(paths[0], record=record, after=after)
    if len(paths) == 1 and kinds[0] == "recording":
        return open_recording(paths[0], record=record, after=after)
    if all(k == "deck" for k in kinds) and len(paths) <= 2:
        return open_decks(paths, record=record)
    raise OpenError(None, "", "open a scenario (.toml), a recording (.jsonl) or two decks, "
                    f"not {len(paths)} file(s) of kinds {', '.join(kinds)}")


# --------------------------------------------------------------------------- decks


def _check_deck(deck: Deck, path: Path, cards: Callable[[str], Any]) -> None:
    for _section, entry, line in deck.entries():
        try:
            cards(entry.name)
        except KeyError as exc:
            reason = str(exc.args[0]) if exc.args else f"unknown card {entry.name!r}"
            raise OpenError(path, f"line {line}" if line else "", reason) from None
    if deck.main_count == 0:
        raise OpenError(path, "", "the deck has no main deck cards")


def load_deck(path: Path, cards: Callable[[str], Any]) -> Deck:
    try:
        deck = read_deck(path)
    except TabletopDataError as exc:
        raise OpenError.from_data_error(exc, path) from None
    _check_deck(deck, path, cards)
    return deck


def deal(session: GameSession, decks: dict[str, Deck], hand: int = OPENING_HAND) -> None:
    """Each player's deck into the library (one PutInLibrary per entry), shuffled, and the
    opening hand drawn (103.1-103.5)."""
    for player, deck in decks.items():
        for entry in deck.main:
            session.perform(A.PutInLibrary(entry.name, player, entry.count))
        session.perform(A.ShuffleLibrary(player))
    for player in decks:
        session.perform(A.DrawCards(player, hand))


def open_decks(paths: list[Path], *, seed: int | None = None, record: bool = True) -> Opened:
    cards = _cards()
    loaded = [load_deck(p, cards) for p in paths]
    if len(loaded) == 1:
        loaded.append(loaded[0])
    seed = random.SystemRandom().randrange(1, 2**31) if seed is None else seed
    setup = Setup(PLAYERS, seed=seed, title=" vs ".join(p.stem for p in paths))
    session = _new_session(setup, cards, record)
    try:
        deal(session, dict(zip(PLAYERS, loaded, strict=True)))
    except A.IllegalAction as exc:
        _discard(session)
        raise OpenError(paths[0], "", exc.reason) from None
    return Opened(session, setup.title)


def demo_table(*, seed: int | None = None, record: bool = True) -> Opened:
    """The embedded default: the two leveler decks of `resources/decks`, hands drawn."""
    opened = open_decks([resource("decks", name) for name in DEMO_DECKS], seed=seed,
                        record=record)
    opened.title = "Levelers: white-blue vs red-green"
    return opened


# --------------------------------------------------------------------------- scenarios


def open_scenario(path: Path, *, record: bool = True, after: int | None = None) -> Opened:
    from tabletop.session.runner import ScenarioRun
    from tabletop.session.scenario import load_scenario

    try:
        scenario = load_scenario(path)
    except TabletopDataError as exc:
        raise OpenError.from_data_error(exc, path) from None
    cards = _cards()
    setup = Setup(scenario.players, scenario.life, scenario.seed, scenario.active,
                  scenario.start.key, scenario.title)
    session = _new_session(setup, cards, record)
    try:
        result = ScenarioRun(scenario, cards, session=session).run(after=after)
    except (A.IllegalAction, TabletopDataError, ValueError, KeyError) as exc:
        _discard(session)
        raise OpenError(path, "", str(exc)) from None
    notes = [f"{path.name}: step {f.step}: {f.message}" for f in result.failures]
    return Opened(session, scenario.title, notes)


# --------------------------------------------------------------------------- recordings


def open_recording(path: Path, *, record: bool = True, after: int | None = None) -> Opened:
    """Re-execute a recording's main line in a new, recorded session."""
    from tabletop.session.recording import read_recording

    try:
        recording = read_recording(path)
    except TabletopDataError as exc:
        raise OpenError.from_data_error(exc, path) from None
    header = recording.header
    setup = Setup.from_header(tuple(header.players), header.seed, dict(header.setup))
    session = _new_session(setup, _cards(), record)
    notes = list(recording.warnings)
    for n, entry in enumerate(recording.main_line(), start=1):
        if after is not None and n > after:
            break
        try:
            action = A.action_from_dict(dict(entry.action))
            session.perform(action)
        except ValueError as exc:
            _discard(session)
            raise OpenError(path, f"line {entry.line}", f"action {n}: {exc}") from None
        except A.IllegalAction as exc:
            _discard(session)
            raise OpenError(path, f"line {entry.line}",
                            f"action {n} is refused on replay: {exc.reason}") from None
        if session.history[-1].state_hash != entry.state_hash:
            notes.append(f"{path.name}: line {entry.line}: action {n} gives a different "
                         "state than the recording")
    return Opened(session, setup.title or path.stem, notes)
