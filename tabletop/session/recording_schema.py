"""What a recording's setup, actions and events may hold, checked with pydantic where read.

The file format (`recording_format`, `recording_reader`) only knows JSON records; this
module checks them against the game: the header's players and setup, every action's
fields (types from the engine's Action classes, sizes and ranges from here) and every
event's fields. A problem is a `SessionFileError` naming the file, the line and what is
wrong, never a traceback.
"""

from __future__ import annotations

import json
import typing
from dataclasses import MISSING, dataclass, fields
from pathlib import Path
from types import NoneType, UnionType
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tabletop.inputs.limits import (
    MAX_LIFE,
    MAX_LIST_ITEMS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MAX_TEXT_LENGTH,
)
from tabletop.session.errors import SessionFileError
from tabletop.session.recording_format import ActionRecord, RecordingHeader

MAX_NAME = MAX_NAME_LENGTH
MAX_TEXT = MAX_TEXT_LENGTH
MAX_ITEMS = MAX_LIST_ITEMS
"""Most items in one list of an action (targets, attackers, choices ...)."""
MAX_EVENTS = 10_000
"""Most events one action may record."""
MAX_INT = 10**9
"""Largest number (either sign) an action field may hold: object ids, amounts, counts
(the engine refuses counts above its own, lower, limits)."""
LIFE_RANGE = (0, MAX_LIFE)

_STRICT = ConfigDict(strict=True, extra="forbid")


# --- setup -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckedSetup:
    """The header's players, seed and setup, checked (see `Setup.from_recording`)."""

    players: tuple[str, ...]
    seed: int
    life: int
    active: str
    start: str
    title: str


PlayerName = Annotated[str, Field(min_length=1, max_length=MAX_NAME)]


class _SetupModel(BaseModel):
    model_config = _STRICT

    life: Annotated[int, Field(ge=LIFE_RANGE[0], le=LIFE_RANGE[1])] = 20
    active: Annotated[str, Field(max_length=MAX_NAME)] = ""
    start: Annotated[str, Field(max_length=40)] = "precombat_main"
    scenario: Annotated[str, Field(max_length=MAX_TEXT)] = ""


class _PlayersModel(BaseModel):
    model_config = _STRICT

    players: Annotated[tuple[PlayerName, ...], Field(min_length=1, max_length=MAX_PLAYERS)]


def check_setup(path: Path, header: RecordingHeader) -> CheckedSetup:
    """The game a recording starts with; SessionFileError (line 1) when it is not one."""

    def bad(reason: str) -> SessionFileError:
        return SessionFileError(path, 1, f"bad header: {reason}")

    try:
        players = _PlayersModel.model_validate_json(
            json.dumps({"players": list(header.players)})
        ).players
        setup = _SetupModel.model_validate_json(json.dumps(dict(header.setup)))
    except ValidationError as exc:
        what = "players" if "players" in _first_loc(exc) else "setup"
        raise bad(describe_error(exc, what)) from None
    if len(set(players)) != len(players):
        raise bad('"players" names a player twice')
    active = setup.active or players[0]
    if active not in players:
        raise bad(f'setup "active" {active!r} is not one of the players')
    try:
        Step.from_key(setup.start)
    except ValueError:
        raise bad(f'setup "start" {setup.start!r} is not a step name') from None
    return CheckedSetup(players, header.seed, setup.life, active, setup.start, setup.scenario)


# --- actions -----------------------------------------------------------------------------


def _bounded(tp: Any) -> Any:
    """`tp` with sizes and ranges: short strings, bounded numbers and lists."""
    if tp is str:
        return Annotated[str, Field(max_length=MAX_TEXT)]
    if tp is int:
        return Annotated[int, Field(ge=-MAX_INT, le=MAX_INT)]
    if tp is bool or tp is Any or tp is NoneType:
        return tp
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            inner: Any = tuple[_bounded(args[0]), ...]  # type: ignore[misc]
        else:
            inner = tuple[tuple(_bounded(a) for a in args)]  # type: ignore[misc]
        return Annotated[inner, Field(max_length=MAX_ITEMS)]
    if origin is UnionType or origin is typing.Union:
        return typing.Union[tuple(_bounded(a) for a in args)]  # noqa: UP007
    raise TypeError(f"no recording check for the field type {tp!r}")


_MODELS: dict[str, type[BaseModel]] = {}


def _action_model(cls: type[A.Action]) -> type[BaseModel]:
    """A strict pydantic model of the action's fields (made once per action type)."""
    model = _MODELS.get(cls.__name__)
    if model is None:
        hints = typing.get_type_hints(cls)
        spec: dict[str, Any] = {}
        for f in fields(cls):
            factory = f.default_factory
            default: Any = f.default if f.default is not MISSING else (
                factory() if callable(factory) else ...)
            spec[f.name] = (_bounded(hints[f.name]), default)
        model = create_model(f"Recorded{cls.__name__}", __config__=_STRICT, **spec)
        _MODELS[cls.__name__] = model
    return model


def _first_loc(exc: ValidationError) -> tuple[Any, ...]:
    errors = exc.errors()
    return tuple(errors[0]["loc"]) if errors else ()


def describe_error(exc: ValidationError, what: str, skip: int = 0) -> str:
    """The first problem pydantic found, in words: `what: field 'x': reason (got ...)`;
    `skip` leading parts of its location are left out (already said by `what`)."""
    errors = exc.errors()
    if not errors:
        return f"{what}: invalid"
    first = errors[0]
    loc = ".".join(str(part) for part in tuple(first["loc"])[skip:])
    got = first.get("input")
    shown = "" if isinstance(got, dict | list) else f" (got {json.dumps(got)[:40]})"
    more = f" (and {len(errors) - 1} more problems)" if len(errors) > 1 else ""
    place = f"field {loc!r}: " if loc else ""
    return f"{what}: {place}{first['msg'].lower()}{shown}{more}"


def check_action(path: Path, n: int, record: ActionRecord) -> A.Action:
    """The engine action a record holds; SessionFileError when its fields do not fit."""
    data = dict(record.action)
    kind = data.pop("do", None)
    cls = A.ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise SessionFileError(
            path, record.line, f"action {n}: unknown action {json.dumps(kind)[:40]}"
        )
    try:
        _action_model(cls).model_validate_json(json.dumps(data))
    except ValidationError as exc:
        raise SessionFileError(
            path, record.line, describe_error(exc, f"action {n} ({kind})")
        ) from None
    try:
        return A.action_from_dict(dict(record.action))
    except ValueError as exc:
        raise SessionFileError(path, record.line, f"action {n} ({kind}): {exc}") from None


# --- events ------------------------------------------------------------------------------


class _EventModel(BaseModel):
    model_config = _STRICT

    kind: Annotated[str, Field(min_length=1, max_length=MAX_NAME)]
    text: Annotated[str, Field(max_length=MAX_TEXT)]
    objects: Annotated[tuple[Annotated[int, Field(ge=0, le=MAX_INT)], ...],
                       Field(max_length=MAX_EVENTS)] = ()
    player: Annotated[str, Field(max_length=MAX_NAME)] | None = None
    data: dict[Annotated[str, Field(max_length=MAX_NAME)], Any] = {}


class _EventsModel(BaseModel):
    model_config = _STRICT

    events: Annotated[tuple[_EventModel, ...], Field(max_length=MAX_EVENTS)]


def check_events(path: Path, n: int, record: ActionRecord) -> None:
    """Every recorded event of an action has the fields an engine event has."""
    try:
        _EventsModel.model_validate_json(json.dumps({"events": list(record.events)}))
    except ValidationError as exc:
        loc = _first_loc(exc)
        if len(loc) > 1 and isinstance(loc[1], int):
            what, skip = f"action {n}, event {loc[1] + 1}", 2
        else:
            what, skip = f"action {n}", 0
        raise SessionFileError(path, record.line, describe_error(exc, what, skip)) from None
