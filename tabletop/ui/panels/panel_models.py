"""What the panels show, as plain data: pure functions, no Qt.

The inspector's rows come from the engine's derivation record (the same record
`tabletop explain --json` prints), the timeline's bars from the layer pass's
effects log, the history and event log rows from the session's history.
The widgets of this package only display these rows, so everything they show
is testable without a widget.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from tabletop.engine.continuous.derivation import DerivationStep, ObjectDerivation
from tabletop.engine.definitions.effects import ContinuousEffect
from tabletop.engine.model.enums import OBJECT_LAYERS, Layer

# --------------------------------------------------------------------------- values

#: characteristic key in a derivation summary -> label, in the order they are shown
_LABELS: tuple[tuple[str, str], ...] = (
    ("name", "name"),
    ("controller", "controller"),
    ("types", "types"),
    ("colors", "colours"),
    ("text", "text"),
    ("abilities", "abilities"),
)
_BY_CODE: dict[str, Layer] = {layer.code: layer for layer in Layer}

Items = tuple[tuple[str, str], ...]


def _join(values: object, empty: str) -> str:
    if isinstance(values, list | tuple):
        return ", ".join(str(v) for v in values) or empty
    return str(values) if values not in (None, "") else empty


def value_items(summary: Mapping[str, Any]) -> Items:
    """A derivation summary (`after`, `start`, `final`) as (label, text) pairs.

    Works the same on the engine's dicts and on their JSON round trip."""
    out: list[tuple[str, str]] = []
    for key, label in _LABELS:
        if key not in summary:
            continue
        value = summary[key]
        if key == "colors":
            out.append((label, _join(value, "colourless")))
        elif key == "abilities":
            out.append((label, _join(value, "no abilities")))
        elif key == "name":
            out.append((label, _join(value, "(no name)")))
        else:
            out.append((label, _join(value, "—")))
    if "power" in summary or "toughness" in summary:
        p, t = summary.get("power"), summary.get("toughness")
        out.append(("P/T", "—" if p is None and t is None else f"{_num(p)}/{_num(t)}"))
    return tuple(out)


def _num(value: object) -> str:
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def value_text(items: Items) -> str:
    """The text of a 'value after' cell: P/T alone, else `label: value` pairs."""
    if len(items) == 1:
        return items[0][1]
    return " · ".join(f"{label}: {value}" if label != "P/T" else value for label, value in items)


def timestamp_text(ts: float | int | None) -> str:
    """'2', or '1.5' for an effect moved by a what-if."""
    return "" if ts is None else _num(ts)


# --------------------------------------------------------------------------- inspector


@dataclass(frozen=True, slots=True)
class InspectorRow:
    """One derivation step as the inspector shows it (and `explain --json` prints it)."""

    layer: str  # "7b"
    rule: str  # "613.4b": the rule that places the step in this layer
    effect: str
    source: str
    source_id: int | None
    timestamp: float
    effect_id: int | None
    note: str
    after: Items  # the values after the step
    kind: str  # "effect", "cda", "counters", "rule"
    changed: frozenset[str] = field(default=frozenset(), compare=False)

    @property
    def value(self) -> str:
        return value_text(self.after)

    @property
    def note_kind(self) -> str:
        return note_kind(self.note, self.kind)

    def cells(self) -> tuple[str, str, str, str, str, str, str]:
        """The texts of the inspector's columns (see `INSPECTOR_COLUMNS`)."""
        return (self.layer, self.effect, self.value, self.source,
                timestamp_text(self.timestamp), self.rule, self.note)


INSPECTOR_COLUMNS = ("Layer", "Effect", "Value after", "Source", "ts", "Rule", "Note")


def note_kind(note: str, kind: str = "effect") -> str:
    """'loop', 'dependency' (613.8), 'cda' (604.3, 613.3), 'rule' or ''."""
    if "dependency loop" in note:
        return "loop"
    if "613.8" in note:
        return "dependency"
    if kind == "cda" or "604.3" in note:
        return "cda"
    return "rule" if note else ""


def step_row(step: DerivationStep, changed: frozenset[str] = frozenset()) -> InspectorRow:
    return InspectorRow(step.layer.code, step.layer.rule, step.description, step.source_name,
                        step.source, step.timestamp, step.effect_id, step.note,
                        value_items(step.after), step.kind, changed)


def explain_row(data: Mapping[str, Any]) -> InspectorRow:
    """A step of `tabletop explain --json` as an inspector row."""
    return InspectorRow(str(data["layer"]), str(data["rule"]), str(data["effect"]),
                        str(data["source"]), data.get("source_id"), data["timestamp"],
                        data.get("effect_id"), str(data.get("note") or ""),
                        value_items(data["after"]), str(data.get("kind", "effect")))


def explain_rows(data: Mapping[str, Any]) -> list[InspectorRow]:
    return [explain_row(step) for step in data["steps"]]


@dataclass(frozen=True, slots=True)
class LayerBlock:
    """One layer or sublayer of the waterfall and the steps in it (maybe none)."""

    layer: Layer
    rows: tuple[InspectorRow, ...]

    @property
    def heading(self) -> str:
        return self.layer.title


@dataclass(frozen=True, slots=True)
class Waterfall:
    """Printed (or copiable) values, every layer 1a..7d with its steps, the final values."""

    oid: int
    name: str
    start: Items
    blocks: tuple[LayerBlock, ...]
    final: Items

    @property
    def rows(self) -> list[InspectorRow]:
        return [row for block in self.blocks for row in block.rows]


def waterfall(d: ObjectDerivation) -> Waterfall:
    """The inspector's waterfall of one object's derivation, with what each step changed."""
    start = value_items(d.start)
    current = dict(start)
    by_layer: dict[Layer, list[InspectorRow]] = {}
    for step in d.steps:
        items = value_items(step.after)
        changed = frozenset(label for label, text in items if current.get(label) != text)
        current.update(items)
        by_layer.setdefault(step.layer, []).append(step_row(step, changed))
    blocks = tuple(LayerBlock(layer, tuple(by_layer.get(layer, ()))) for layer in OBJECT_LAYERS)
    return Waterfall(d.oid, d.name, start, blocks, value_items(d.final))


# --------------------------------------------------------------------------- timeline

EffectsLog = Sequence[tuple[Layer, ContinuousEffect, frozenset[int], str]]


@dataclass(frozen=True, slots=True)
class TimelineBar:
    """One continuous effect in one layer's lane of the timeline."""

    layer: Layer
    eid: int
    timestamp: float  # as applied: hypothetical while the effect is moved
    real_timestamp: float
    source: int | None
    source_name: str
    description: str
    affected: frozenset[int]
    note: str
    order: int  # application order in its lane, from 1 (0: off, or applies to nothing now)
    cda: bool = False
    off: bool = False
    ghost: bool = False  # named by a dependency note, but it did not apply (it ceased to exist)

    @property
    def key(self) -> tuple[Layer, int]:
        return (self.layer, self.eid)

    @property
    def moved(self) -> bool:
        return not self.off and not self.ghost and self.timestamp != self.real_timestamp

    @property
    def label(self) -> str:
        return f"{self.source_name}: {self.description}"


def describe_in(effect: ContinuousEffect, layer: Layer) -> str:
    """What an effect does in one layer (the derivation's wording)."""
    if layer == Layer.COPY:
        return effect.spec.describe()
    return " ".join(m.describe() for m in effect.spec.mods if m.layer(effect.cda) == layer)


def timeline_bars(shown: EffectsLog, real: EffectsLog,
                  what_if: Mapping[int, Mapping[str, object]] | None = None) -> list[TimelineBar]:
    """Bars of the shown result's effects (hypothetical or real) in application order per
    layer, plus a bar for each effect a what-if switched off (taken from the real log)."""
    what_if = what_if or {}
    real_ts: dict[int, float] = {}
    for _layer, effect, _affected, _note in real:
        real_ts.setdefault(effect.eid, effect.timestamp)
    bars: list[TimelineBar] = []
    order: dict[Layer, int] = {}
    for layer, effect, affected, note in shown:
        if layer not in OBJECT_LAYERS:
            continue
        if affected:
            order[layer] = order.get(layer, 0) + 1
        bars.append(TimelineBar(layer, effect.eid, effect.timestamp,
                                real_ts.get(effect.eid, effect.timestamp), effect.source,
                                effect.source_name, describe_in(effect, layer), affected, note,
                                order[layer] if affected else 0, effect.cda))
    seen = {bar.key for bar in bars}
    for layer, effect, affected, note in real:
        override = what_if.get(effect.eid) or {}
        if override.get("off") and (layer, effect.eid) not in seen and layer in OBJECT_LAYERS:
            seen.add((layer, effect.eid))
            bars.append(TimelineBar(layer, effect.eid, effect.timestamp, effect.timestamp,
                                    effect.source, effect.source_name, describe_in(effect, layer),
                                    affected, note, 0, effect.cda, off=True))
    return bars + ghost_bars(bars)


def ghost_bars(bars: Sequence[TimelineBar]) -> list[TimelineBar]:
    """Effects a dependency note names that have no bar in the lane: an effect that depended
    on another and stopped existing when that one applied (Humility and a leveler's level
    abilities, 613.8). Their ids are unknown, so they get negative ones."""
    have = {(b.layer, b.source_name, float(b.timestamp)) for b in bars if not b.off}
    ghosts: list[TimelineBar] = []
    for bar in bars:
        if bar.off or not bar.note:
            continue
        for part in re.split(r"; (?=613\.)", bar.note):
            match = _BEFORE.match(part) or _WAITED.match(part)
            for name, ts in _named(match.group(1)) if match else ():
                if (bar.layer, name, ts) in have:
                    continue
                have.add((bar.layer, name, ts))
                ghosts.append(TimelineBar(bar.layer, -1 - len(ghosts), ts, ts, None, name,
                                          "did not apply: it depends on " + bar.source_name,
                                          frozenset(), "", 0, ghost=True))
    return ghosts


def timestamp_slots(bars: Iterable[TimelineBar]) -> list[float]:
    """The distinct timestamps of the bars, in order: the timeline's columns."""
    return sorted({bar.timestamp for bar in bars})


def drop_timestamp(others: Sequence[float], index: int, current: float) -> float | None:
    """The hypothetical timestamp of an effect dropped before `others[index]` (after all of
    them when `index == len(others)`): the midpoint of its new neighbours, or a neighbour
    ± 0.5 at an end. None when the drop leaves it between the same neighbours."""
    ordered = sorted(set(others))
    left = ordered[index - 1] if index > 0 else None
    right = ordered[index] if index < len(ordered) else None
    if left is None and right is None:
        return None
    if (left is None or left < current) and (right is None or current < right):
        return None  # same place
    if left is None:
        assert right is not None
        return right - 0.5
    if right is None:
        return left + 0.5
    return (left + right) / 2


def what_if_with(current: Mapping[int, Mapping[str, object]], eid: int, *,
                 timestamp: float | None = None, off: bool | None = None,
                 real_timestamp: float | None = None) -> dict[int, dict[str, object]]:
    """New what-if overrides: one effect moved, switched off or on again. An effect moved
    back to its real timestamp and switched on has no override left."""
    out = {k: dict(v) for k, v in current.items()}
    entry = out.get(eid, {})
    if off is True:
        entry = {"off": True}
    elif off is False:
        entry.pop("off", None)
    if timestamp is not None:
        entry.pop("off", None)
        entry["timestamp"] = timestamp
        if real_timestamp is not None and timestamp == real_timestamp:
            entry.pop("timestamp")
    if entry:
        out[eid] = entry
    else:
        out.pop(eid, None)
    return out


@dataclass(frozen=True, slots=True)
class DependencyEdge:
    """`first` applies before `then` because `then` depends on it (613.8); a 'loop' edge
    joins effects in a dependency loop, applied in timestamp order (613.8b)."""

    first: tuple[Layer, int]
    then: tuple[Layer, int]
    kind: str = "depends"  # or "loop"


_NAMED = re.compile(r"(.+?) \(ts (-?[0-9.]+)\)(?:, |$)")
_BEFORE = re.compile(r"613\.8a?: applied before (.*?),? which depend\(s\) on it")
_WAITED = re.compile(r"613\.8b?: waited for (.*)")
_LOOP = re.compile(r"613\.8b?: dependency loop with (.*?)(?:: timestamp order)?$")


def _named(text: str) -> list[tuple[str, float]]:
    return [(m.group(1), float(m.group(2))) for m in _NAMED.finditer(text)]


def dependency_edges(bars: Sequence[TimelineBar]) -> list[DependencyEdge]:
    """The dependencies the layer pass wrote in its notes, as edges between bars.

    The notes name effects by source and timestamp (the engine gives no effect ids
    for them yet), so a name matches every bar of that source and timestamp in the lane."""
    lanes: dict[Layer, list[TimelineBar]] = {}
    for bar in bars:
        if not bar.off:
            lanes.setdefault(bar.layer, []).append(bar)
    edges: list[DependencyEdge] = []

    def find(layer: Layer, name: str, ts: float | None) -> list[TimelineBar]:
        return [b for b in lanes.get(layer, ()) if b.source_name == name
                and (ts is None or float(b.timestamp) == ts)]

    for bar in bars:
        if bar.off or not bar.note:
            continue
        for part in re.split(r"; (?=613\.)", bar.note):
            before = _BEFORE.match(part)
            waited = _WAITED.match(part)
            loop = _LOOP.match(part)
            if before:
                for name, ts in _named(before.group(1)):
                    edges += [DependencyEdge(bar.key, o.key) for o in find(bar.layer, name, ts)
                              if o.key != bar.key]
            elif waited:
                for name, ts in _named(waited.group(1)):
                    edges += [DependencyEdge(o.key, bar.key) for o in find(bar.layer, name, ts)
                              if o.key != bar.key]
            elif loop:
                edges += [DependencyEdge(bar.key, o.key, "loop") for o in lanes.get(bar.layer, ())
                          if o.key != bar.key and o.source_name in loop.group(1)]
    unique: dict[tuple[object, ...], DependencyEdge] = {}
    for e in edges:
        unique.setdefault((e.first, e.then, e.kind), e)
    return list(unique.values())


# --------------------------------------------------------------------------- history


class EntryLike(Protocol):
    """A session history entry: an action and its events."""

    @property
    def action(self) -> Any: ...
    @property
    def events(self) -> list[Any]: ...


class BranchLike(Protocol):
    @property
    def from_index(self) -> int: ...
    @property
    def entries(self) -> list[Any]: ...


_QUIET_KINDS = frozenset({"mana"})  # events that a history line does not need to name


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One action of the session (position n: the game after n actions; 0: the start)."""

    position: int
    verb: str
    description: str
    detail: str  # every event of the action, one a line
    state: str  # "past", "current", "future" (undone, redo-able) or "branch"
    branches: tuple[BranchRows, ...] = ()


@dataclass(frozen=True, slots=True)
class BranchRows:
    """A line of play abandoned by acting after an undo, kept under its starting point."""

    from_index: int
    rows: tuple[HistoryRow, ...]

    @property
    def label(self) -> str:
        n = len(self.rows)
        return f"branch from {self.from_index}: {n} action{'s' if n != 1 else ''}"


def action_verb(action: Any) -> str:
    verb = getattr(action, "verb", None)
    return str(verb if verb is not None else type(action).__name__)


def _english(event: Any) -> str:
    return str(event.text)


def describe_entry(entry: EntryLike, text_of: Callable[[Any], str] = _english
                   ) -> tuple[str, str]:
    """A short description of an action (its events in words, `text_of(event)`) and the
    full detail."""
    texts = [text_of(e) for e in entry.events]
    main = [text_of(e) for e in entry.events if e.kind not in _QUIET_KINDS] or texts
    if not main:
        action = entry.action
        fields = action.as_dict() if hasattr(action, "as_dict") else {}
        main = [", ".join(f"{k} {v}" for k, v in fields.items() if k != "do") or "no events"]
    return "; ".join(main), "\n".join(texts)


def _row(position: int, entry: EntryLike, state: str,
         text_of: Callable[[Any], str] = _english) -> HistoryRow:
    description, detail = describe_entry(entry, text_of)
    return HistoryRow(position, action_verb(entry.action), description, detail, state)


def history_rows(history: Sequence[EntryLike], position: int,
                 branches: Sequence[BranchLike] = (), title: str = "",
                 text_of: Callable[[Any], str] = _english) -> list[HistoryRow]:
    """Row 0 is the start; row n the game after n actions. Branches hang under the row
    they left the current line at (the newest last). `text_of(event)` words the events."""
    under: dict[int, list[BranchRows]] = {}
    for branch in branches:
        rows = tuple(_row(branch.from_index + i + 1, e, "branch", text_of)
                     for i, e in enumerate(branch.entries))
        at = min(branch.from_index, len(history))
        under.setdefault(at, []).append(BranchRows(branch.from_index, rows))

    def state(n: int) -> str:
        return "current" if n == position else ("past" if n < position else "future")

    out = [HistoryRow(0, "start", title or "the game begins", title, state(0),
                      tuple(under.get(0, ())))]
    for n, entry in enumerate(history, start=1):
        row = _row(n, entry, state(n), text_of)
        out.append(HistoryRow(row.position, row.verb, row.description, row.detail, row.state,
                              tuple(under.get(n, ()))))
    return out


# --------------------------------------------------------------------------- event log


@dataclass(frozen=True, slots=True)
class LogRow:
    """One event in words; `position` is the action (history position) it came from."""

    number: int
    position: int
    kind: str
    text: str
    objects: tuple[int, ...]
    player: str | None
    data: Mapping[str, Any] = field(default_factory=dict, compare=False)


def log_rows(history: Sequence[EntryLike], upto: int, start: int = 0,
             first_number: int = 1) -> list[LogRow]:
    """The events of actions `start+1 .. upto` of the history, numbered from `first_number`."""
    rows: list[LogRow] = []
    n = first_number
    for position in range(start + 1, min(upto, len(history)) + 1):
        for e in history[position - 1].events:
            rows.append(LogRow(n, position, e.kind, e.text, tuple(e.objects), e.player,
                               dict(getattr(e, "data", None) or {})))
            n += 1
    return rows


def involves(row: LogRow, oid: int, newest: Callable[[int], int]) -> bool:
    """Whether an event involves an object, following it through zone changes (400.7)."""
    target = newest(oid)
    return any(o == oid or newest(o) == target for o in row.objects)


def log_matches(row: LogRow, oid: int | None, text: str,
                newest: Callable[[int], int], shown: str | None = None) -> bool:
    """Whether the filter lets a row through; `shown` is the row's text as displayed
    (the engine's English text when not given)."""
    if oid is not None and not involves(row, oid, newest):
        return False
    return not text or text.casefold() in (row.text if shown is None else shown).casefold()


def log_objects(rows: Iterable[LogRow], newest: Callable[[int], int],
                name_of: Callable[[int], str]) -> list[tuple[int, str]]:
    """The objects named by the events (newest ids), as (id, label) sorted by name."""
    ids = {newest(o) for row in rows for o in row.objects}
    return sorted(((oid, f"{name_of(oid)} (#{oid})") for oid in ids),
                  key=lambda item: (item[1].casefold(), item[0]))
