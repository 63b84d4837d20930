"""The derivation record: how every object's characteristics came to be (613).

Written by the same layer pass that computes the values. `tabletop explain`,
the window's layer inspector and video captions all read this one record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.model.characteristics import type_line
from tabletop.engine.model.enums import Layer

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import Characteristics


_PT_LAYERS = frozenset({Layer.PT_CDA, Layer.PT_SET, Layer.PT_MODIFY, Layer.PT_SWITCH})


def snapshot_for(layer: Layer, values: Characteristics) -> tuple[object, ...]:
    """The values a layer can change, cheaply (the layer loop's hot path)."""
    if layer in _PT_LAYERS:
        return (values.power, values.toughness)
    if layer == Layer.CONTROL:
        return (values.controller,)
    if layer == Layer.COLOR:
        return (values.colors,)
    if layer == Layer.ABILITY:
        return (values.abilities,)
    if layer == Layer.TEXT:
        return (values.rules_text, values.abilities)
    if layer == Layer.TYPE:
        return (values.supertypes, values.types, values.ordered_subtypes, values.abilities)
    return (values.name, values.supertypes, values.types, values.ordered_subtypes,
            values.colors, values.abilities, values.power, values.toughness)


def _colors(colors: frozenset) -> list[str]:  # type: ignore[type-arg]
    return [c.title for c in sorted(colors, key=lambda c: "WUBRG".index(c.value))]


def summary_from(layer: Layer, snap: tuple[object, ...]) -> dict[str, object]:
    """The plain-data summary of a snapshot (what `explain` and the inspector show)."""
    if layer in _PT_LAYERS:
        return {"power": snap[0], "toughness": snap[1]}
    if layer == Layer.CONTROL:
        return {"controller": snap[0]}
    if layer == Layer.COLOR:
        return {"colors": _colors(snap[0])}  # type: ignore[arg-type]
    if layer == Layer.ABILITY:
        return {"abilities": [a.short for a in snap[0]]}  # type: ignore[attr-defined]
    if layer == Layer.TEXT:
        return {"text": snap[0], "abilities": [a.short for a in snap[1]]}  # type: ignore[attr-defined]
    if layer == Layer.TYPE:
        return {"types": type_line(snap[0], snap[1], snap[2]),  # type: ignore[arg-type]
                "abilities": [a.short for a in snap[3]]}  # type: ignore[attr-defined]
    return {"name": snap[0], "types": type_line(snap[1], snap[2], snap[3]),  # type: ignore[arg-type]
            "colors": _colors(snap[4]),  # type: ignore[arg-type]
            "abilities": [a.short for a in snap[5]],  # type: ignore[attr-defined]
            "power": snap[6], "toughness": snap[7]}


# what the layer loop appends on its hot path: the fields of a DerivationStep, in order
RawStep = tuple[Layer, str, int | None, str, int, int | None, str, tuple[object, ...], str]


@dataclass(frozen=True, slots=True)
class DerivationStep:
    """One effect applied to one object in one layer, and the values after it."""

    layer: Layer
    description: str
    source: int | None
    source_name: str
    timestamp: int
    effect_id: int | None
    note: str
    snapshot: tuple[object, ...]
    kind: str = "effect"  # "effect", "counters", "cda", "rule"

    @property
    def after(self) -> dict[str, object]:
        return summary_from(self.layer, self.snapshot)

    def as_dict(self) -> dict[str, object]:
        return {
            "layer": self.layer.code,
            "rule": self.layer.rule,
            "effect": self.description,
            "source": self.source_name,
            "source_id": self.source,
            "timestamp": self.timestamp,
            "effect_id": self.effect_id,
            "note": self.note,
            "after": self.after,
            "kind": self.kind,
        }


@dataclass(slots=True)
class ObjectDerivation:
    """Printed (or copiable) start values, then every step in layer order.

    The layer loop appends raw tuples (`raw`, its hot path); `steps` builds the
    DerivationStep records when someone reads them.
    """

    oid: int
    name: str
    start_values: Characteristics
    raw: list[RawStep | DerivationStep] = field(default_factory=list)
    final_values: Characteristics | None = None
    _steps: list[DerivationStep] | None = None

    def add(self, step: DerivationStep) -> None:
        self.raw.append(step)
        self._steps = None

    @property
    def steps(self) -> list[DerivationStep]:
        if self._steps is None or len(self._steps) != len(self.raw):
            self._steps = [r if isinstance(r, DerivationStep) else DerivationStep(*r)
                           for r in self.raw]
        return self._steps

    @property
    def start(self) -> dict[str, object]:
        return full_summary(self.start_values)

    @property
    def final(self) -> dict[str, object]:
        return full_summary(self.final_values or self.start_values)

    def steps_in(self, layer: Layer) -> list[DerivationStep]:
        return [s for s in self.steps if s.layer == layer]

    def as_dict(self) -> dict[str, object]:
        return {
            "object": self.oid,
            "name": self.name,
            "start": self.start,
            "steps": [s.as_dict() for s in self.steps],
            "final": self.final,
        }


def full_summary(values: Characteristics) -> dict[str, object]:
    return {
        "name": values.name,
        "controller": values.controller,
        "types": values.type_line,
        "colors": _colors(values.colors),
        "abilities": [a.short for a in values.abilities],
        "power": values.power,
        "toughness": values.toughness,
    }
