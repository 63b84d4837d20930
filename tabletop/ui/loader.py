"""Opening things in the window: the demo table, two decks, a scenario, a recording.

Each becomes a recorded `GameSession` (the recording goes to the user data
directory). A file that cannot be used raises `OpenError` naming the file, the
place in it and the reason; nothing is half-opened: the caller keeps the session
it had. The long loops call `progress(phase, done, total)`, which may raise
`LoadCancelled` to stop; a stopped or failed opening removes what it made.
These functions touch no Qt object, so the window runs them in a worker thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.cards.decks import Deck, read_deck, unknown_cards_reason
from tabletop.cards.importers import ImportSummary
from tabletop.engine.continuous.layers import LayerResult
from tabletop.engine.model import actions as A
from tabletop.inputs.errors import TabletopDataError
from tabletop.resources import resource
from tabletop.session.cardpool import CardPool
from tabletop.session.recording import ActionRecord, default_recording_path
from tabletop.session.runner import ScenarioRun
from tabletop.session.scenario import Scenario, ScenarioStep
from tabletop.session.session import GameSession, Setup

from .i18n import translate
from .open_errors import OpenError, as_open_error

DEMO_DECKS = ("white-blue-levelers.txt", "red-green-levelers.txt")
PLAYERS = ("Alice", "Bob")
OPENING_HAND = 7


Progress = Callable[[str, int, int], None]
"""`progress(phase, done, total)`; total 0: not known. Phases: "check", "deal",
"scenario", "replay", "import"."""

__all__ = ["LoadCancelled", "OpenError", "Opened", "Progress", "open_files"]


class LoadCancelled(BaseException):
    """Raised by a progress callback to stop a long read. A BaseException, so that the
    readers' `except Exception` (a compiler bug must not lose an import) lets it through."""


def _no_progress(phase: str, done: int, total: int) -> None:
    return None


@dataclass(slots=True)
class Opened:
    """A session ready to show, with its title and anything worth telling the person."""

    session: GameSession
    title: str
    notes: list[str] = field(default_factory=list)
    recording: Path | None = None
    """The recording reopened whole, play going on in a copy: the window shows it in
    replay mode (`tabletop.ui.replay`)."""


def _cards() -> CardPool:
    """The one card pool of every command: built-in cards, the user's imports (`tabletop
    cards import`), then the `--cards` files the window was started with."""
    from tabletop.session.cardpool import session_pool

    return session_pool()


def forget_cards() -> None:
    """Read the user's card sources again on the next opening (after an import)."""
    from tabletop.session.cardpool import forget_pool

    forget_pool()


def _new_session(setup: Setup, cards: CardPool, record: bool = True) -> GameSession:
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


def open_files(files: list[str], *, record: bool = True, after: int | None = None,
               progress: Progress = _no_progress, allow_changed_cards: bool = False,
               still: bool = False) -> Opened:
    """A scenario (.toml), a recording (.jsonl), or one or two deck lists.

    `after`: stop a scenario after its step N, a recording after its action N. `still`:
    only the table at that point is wanted (a screenshot): a recording starts from its
    nearest stored state and nothing is recorded. Every problem, even one a reader did
    not foresee, is an `OpenError` (words, no traceback), but for `CardsChanged`: a
    recording made with other card definitions, which the window asks about (open it
    again with `allow_changed_cards`)."""
    from tabletop.session.errors import CardsChanged

    try:
        paths = [Path(f) for f in files]
        if still and len(paths) == 1 and paths[0].is_file() and \
                file_kind(paths[0]) == "recording":
            return open_recording_still(paths[0], after=after, progress=progress)
        return _open_files(paths, record, after, progress, allow_changed_cards)
    except CardsChanged:
        raise
    except Exception as exc:  # the window's boundary: words for anything a reader let out
        raise as_open_error(exc, files[0] if len(files) == 1 else None) from None


def _open_files(paths: list[Path], record: bool, after: int | None, progress: Progress,
                allow_changed_cards: bool) -> Opened:
    if not paths:
        return demo_table(record=record)
    for path in paths:
        if not path.is_file():
            raise OpenError(path, translate("Loader", "no such file"))
    kinds = [file_kind(p) for p in paths]
    if len(paths) == 1 and kinds[0] == "scenario":
        return open_scenario(paths[0], record=record, after=after, progress=progress)
    if len(paths) == 1 and kinds[0] == "recording":
        return open_recording(paths[0], record=record, after=after, progress=progress,
                              allow_changed_cards=allow_changed_cards)
    if all(k == "deck" for k in kinds) and len(paths) <= 2:
        return open_decks(paths, record=record, progress=progress)
    raise OpenError(None, translate(
        "Loader", "open a scenario (.toml), a recording (.jsonl) or two decks, not {n} "
        "files of kinds {kinds}").replace("{n}", str(len(paths))).replace(
        "{kinds}", ", ".join(kinds)))


# --------------------------------------------------------------------------- decks


def _check_deck(deck: Deck, path: Path, cards: Callable[[str], object],
                progress: Progress = _no_progress) -> None:
    entries = list(deck.entries())
    unknown: list[tuple[int | None, str]] = []  # every unknown card is told at once
    for n, (_section, entry, line) in enumerate(entries, start=1):
        progress("check", n, len(entries))
        try:
            cards(entry.name)
        except KeyError as exc:
            unknown.append((line, str(exc.args[0]) if exc.args else
                            f"unknown card {entry.name!r}"))
    if len(unknown) == 1:
        raise OpenError(path, unknown[0][1], unknown[0][0])
    if unknown:
        raise OpenError(path, unknown_cards_reason(unknown))
    if deck.main_count == 0:
        raise OpenError(path, translate("Loader", "the deck has no main deck cards"))


def load_deck(path: Path, cards: Callable[[str], object],
              progress: Progress = _no_progress) -> Deck:
    try:
        deck = read_deck(path)
    except TabletopDataError as exc:
        raise OpenError.from_data_error(exc, path) from None
    _check_deck(deck, path, cards, progress)
    return deck


def deal(session: GameSession, decks: dict[str, Deck], hand: int = OPENING_HAND,
         progress: Progress = _no_progress) -> None:
    """Each player's deck into the library (one PutInLibrary per card name, with all its
    copies: a long list of single copies stays one action per name), shuffled, and the
    opening hand drawn (103.1-103.5); the commander into the command zone (903.6), the
    companion left outside the game (702.139a)."""
    piles = {player: deck.counts() for player, deck in decks.items()}
    actions: list[A.Action] = []
    for player, pile in piles.items():
        actions += [A.PutInLibrary(name, player, count) for name, count in pile.items()]
        actions.append(A.ShuffleLibrary(player))
    actions += [A.DrawCards(player, hand) for player in decks]
    for done, action in enumerate(actions, start=1):
        progress("deal", done, len(actions))
        session.perform(action)
    for player, deck in decks.items():  # 903.6: the commander starts in the command zone
        for entry in deck.commander:
            for _ in range(entry.count):
                events = session.perform(A.PutInHand(entry.name, player))
                card = next(e.objects[0] for e in events if e.kind == "to_hand")
                session.perform(A.MoveObject(card, "command"))


def open_decks(paths: list[Path], *, seed: int | None = None, record: bool = True,
               progress: Progress = _no_progress) -> Opened:
    cards = _cards()
    loaded = [load_deck(p, cards, progress) for p in paths]
    if len(loaded) == 1:
        loaded.append(loaded[0])
    seed = random.SystemRandom().randrange(1, 2**31) if seed is None else seed
    setup = Setup(PLAYERS, seed=seed, title=" vs ".join(p.stem for p in paths))
    session = _new_session(setup, cards, record)
    try:
        deal(session, dict(zip(PLAYERS, loaded, strict=True)), progress=progress)
    except A.IllegalAction as exc:
        _discard(session)
        raise OpenError(paths[0], exc.reason) from None
    except BaseException:
        _discard(session)
        raise
    return Opened(session, setup.title)


def demo_table(*, seed: int | None = None, record: bool = True) -> Opened:
    """The embedded default: the two leveler decks of `resources/decks`, hands drawn."""
    opened = open_decks([resource("decks", name) for name in DEMO_DECKS], seed=seed,
                        record=record)
    opened.title = "Levelers: white-blue vs red-green"
    return opened


# --------------------------------------------------------------------------- scenarios


class _ReportingRun(ScenarioRun):
    """A scenario run that reports each step (and can be stopped between steps)."""

    def __init__(self, scenario: Scenario, cards: CardPool, session: GameSession,
                 progress: Progress) -> None:
        super().__init__(scenario, cards, session=session)
        self.progress = progress

    def run_step(self, step: ScenarioStep) -> None:
        self.progress("scenario", step.index, len(self.scenario.steps))
        super().run_step(step)


def open_scenario(path: Path, *, record: bool = True, after: int | None = None,
                  progress: Progress = _no_progress) -> Opened:
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
        result = _ReportingRun(scenario, cards, session, progress).run(after=after)
    except (A.IllegalAction, TabletopDataError, ValueError, KeyError) as exc:
        _discard(session)
        raise OpenError(path, str(exc)) from None
    except BaseException:
        _discard(session)
        raise
    notes = [f"{path.name}: step {f.step}: {f.message}" for f in result.failures]
    return Opened(session, scenario.title, notes)


# --------------------------------------------------------------------------- recordings


def open_recording(path: Path, *, record: bool = True, after: int | None = None,
                   progress: Progress = _no_progress,
                   allow_changed_cards: bool = False) -> Opened:
    """Re-execute a recording's main line in a new, recorded session.

    A recording made with other card definitions raises `CardsChanged` (naming the
    cards that differ) unless `allow_changed_cards`; then the notes say it."""
    from tabletop.session.card_prints import compare_cards
    from tabletop.session.errors import CardsChanged
    from tabletop.session.recording import read_recording
    from tabletop.session.recording_schema import check_setup

    if after is None:
        return _reopen(path, record=record, progress=progress,
                       allow_changed_cards=allow_changed_cards)
    recording = read_recording(path)
    cards = _cards()
    changes = compare_cards(recording, cards)
    if changes is not None and not allow_changed_cards:
        raise CardsChanged(path, changes)
    checked = check_setup(path, recording.header)
    setup = Setup(checked.players, checked.life, checked.seed, checked.active, checked.start,
                  checked.title)
    session = _new_session(setup, cards, record)
    try:
        notes = _replay(session, recording.main_line(), path, after, progress)
    except BaseException:
        _discard(session)
        raise
    notes = list(recording.warnings) + notes
    if changes is not None:
        notes.insert(0, f"{path.name}: {changes.message()}")
    return Opened(session, setup.title or path.stem, notes)


def open_recording_still(path: Path, *, after: int | None = None,
                         progress: Progress = _no_progress) -> Opened:
    """The table of a recording after its action `after` (default: where the player left
    it), for a picture: from the nearest stored state of its line (state_store.py), then
    re-running only the actions after it; the state shown and every STORE_EVERY-th state
    on the way (each only when its hash is the recorded one) are stored for next time.
    Nothing is recorded. A recording made with other cards than today's opens as
    `open_recording` does (its stored states were made with the cards then)."""
    from tabletop.session.card_prints import compare_cards, database_print
    from tabletop.session.recording import read_recording
    from tabletop.session.recording_schema import check_setup
    from tabletop.session.state_store import STORE_EVERY, load_state, store_key, store_state

    recording = read_recording(path)
    cards = _cards()
    if compare_cards(recording, cards) is not None:
        return open_recording(path, record=False, after=after, progress=progress)
    checked = check_setup(path, recording.header)
    setup = Setup(checked.players, checked.life, checked.seed, checked.active, checked.start,
                  checked.title)
    line = recording.main_line()
    target = len(line) if after is None else min(max(after, 0), len(line))
    header, pool = recording.header.to_json(), database_print(cards)

    def key(position: int) -> str:
        record = line[position - 1]
        return store_key(header, record.id, record.state_hash, pool)

    session = _new_session(setup, cards, record=False)
    start = 0
    for position in sorted({target, *range(STORE_EVERY, target, STORE_EVERY)},
                           reverse=True):
        state = load_state(key(position), line[position - 1].state_hash) if position else None
        if state is not None:
            session.start_from(state)
            start = position
            break
    def keep(position: int) -> None:  # for the next picture of this recording
        if position == target or position % STORE_EVERY == 0:
            store_state(key(position), session.game.state)

    try:
        notes = _replay(session, line[start:target], path, None, progress, first=start + 1,
                        reached=keep)
    except BaseException:
        _discard(session)
        raise
    return Opened(session, setup.title or path.stem, list(recording.warnings) + notes)


def _reopen(path: Path, *, record: bool, progress: Progress,
            allow_changed_cards: bool) -> Opened:
    """Rebuild the whole session of a recording: the line, the position (what was undone
    stays undone, redo still possible) and the branches the player left. Play goes on in a
    copy in the user's recordings, so the file opened is never changed and never has two
    writers (the game it came from may still be open)."""
    session = GameSession.from_recording(
        path, _cards(), allow_changed_cards=allow_changed_cards,
        progress=lambda done, total: progress("replay", done, total))
    if record:
        session.continue_in_copy(path, default_recording_path())
    notes = [f"{path.name}: {warning}" for warning in session.warnings]
    return Opened(session, session.setup.title or path.stem, notes,
                  recording=path if record else None)


def _replay(session: GameSession, line: list[ActionRecord], path: Path, after: int | None,
            progress: Progress, first: int = 1,
            reached: Callable[[int], None] | None = None) -> list[str]:
    """Perform the recorded actions (`first`: the number of the first in the recording's
    line; `reached(n)` after each); the notes name actions whose state differs."""
    from tabletop.session.recording_schema import check_action

    notes: list[str] = []
    total = len(line) if after is None else min(after, len(line))
    for n, entry in enumerate(line[:total], start=first):
        progress("replay", n - first + 1, total)
        try:
            session.perform(check_action(path, n, entry))
        except A.IllegalAction as exc:
            raise OpenError(path, f"action {n} is refused on replay: {exc.reason}",
                            entry.line) from None
        if session.history[-1].state_hash != entry.state_hash:
            notes.append(f"{path.name}: line {entry.line}: action {n} gives a different "
                         "state than the recording")
        elif reached is not None:
            reached(n)
    return notes


def compute_layers(opened: Opened) -> LayerResult:
    """The characteristics of every object of the opened game (613), computed once and
    kept by the game until it changes."""
    return opened.session.game.result


def discard(opened: Opened) -> None:
    """Throw away an opened session nobody will show (the person cancelled too late)."""
    _discard(opened.session)


# --------------------------------------------------------------------------- card data


def import_card_data(source: Path, progress: Progress = _no_progress) -> ImportSummary:
    """`tabletop cards import` for the window: MTGJSON, Scryfall or card TOML data as a
    named source of the user's cards (`tabletop.cards.user_imports`), written beside the
    others and moved in only when complete, so a cancel or a file without a single
    usable card leaves the user's cards as they were."""
    from tabletop.cards.user_imports import import_source, summary_for_window

    def report(done: int, total: int | None) -> None:
        progress("import", done, total or 0)

    summary = import_source(source, progress=report)
    forget_cards()
    return summary_for_window(summary)
