"""Day and night (726): a designation of the game, neither at first; once it is day or night
it stays one of them. It changes as each turn's untap step begins (502.1, 726.3a) with the
spells the previous turn's active player cast; daybound and nightbound permanents transform
as it changes (702.145); "if it's neither day nor night, it becomes day as ~ enters"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.modern import BecomesDayAsEnters
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.transform_limits import cant_transform
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game

DAY, NIGHT = "day", "night"


def _bound(game: Game, keyword: str) -> list[int]:
    return [oid for oid in game.state.zone_ids(Zone.BATTLEFIELD)
            if game.chars(oid).has_keyword(keyword)]


def _show_face(game: Game, oid: int, face: int | None) -> None:
    obj = game.obj(oid)
    if obj.card.layout == "transform" and len(obj.card.faces) >= 2 and obj.face != face:
        obj.face = face
        game.invalidate()


def _transform(game: Game, oid: int) -> None:
    """701.27a: the daybound or nightbound permanent turns over (it stays the same
    object, 712.18)."""
    if cant_transform(game, oid):  # "~ can't transform" (701.27)
        return
    before = game.name_of(oid)
    face = game.obj(oid).face
    _show_face(game, oid, None if face else 1)
    if game.obj(oid).face != face:
        game.emit("transform", f"{before} transforms into {game.name_of(oid)} (701.27)",
                  (oid,), face=game.obj(oid).face)


def become(game: Game, value: str) -> None:
    """726.2: it becomes day or night; as it does, daybound permanents transform when it
    becomes night and nightbound ones when it becomes day (702.145d, 702.145g); "whenever
    day becomes night or night becomes day" triggers on a change between the two."""
    state = game.state
    old = state.day_night
    if old == value:
        return
    state.day_night = value
    game.emit(value, f"It becomes {value} (726.2)")  # the event kinds "day" and "night"
    for oid in _bound(game, "Daybound" if value == NIGHT else "Nightbound"):
        _transform(game, oid)
    game.invalidate()
    if old:
        note_event(game, "day_night", became=value)


def untap_step_begins(game: Game, previous_active: str, spells: int) -> None:
    """502.1, 726.3a: if it's day and the previous turn's active player cast no spells that
    turn, it becomes night; if it's night and they cast two or more, it becomes day."""
    state = game.state
    if state.day_night == DAY and spells == 0:
        become(game, NIGHT)
    elif state.day_night == NIGHT and spells >= 2:
        become(game, DAY)


def entering(game: Game, oid: int) -> None:
    """As a permanent enters: "if it's neither day nor night, it becomes day as ~ enters";
    702.145c: a permanent with daybound makes it day if it's neither; if it's night, a
    daybound permanent enters with its nightbound face up (702.145e)."""
    chars = game.chars(oid)
    becomes_day = chars.has_keyword("Daybound") or any(
        isinstance(a, StaticAbility) and isinstance(a.replacement, BecomesDayAsEnters)
        for a in chars.abilities)
    if game.state.day_night == NIGHT and chars.has_keyword("Daybound"):
        _show_face(game, oid, 1)
    elif becomes_day and not game.state.day_night:
        become(game, DAY)
