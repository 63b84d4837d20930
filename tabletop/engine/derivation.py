"""The derivation record: how every object's characteristics came to be (613).

Written by the same layer pass that computes the values. `tabletop explain`,
the window's layer inspector and video captions all read this one record.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.enums import Layer

if TYPE_CHECKING:
    from tabletop.engine.characteristics import Characteristics


def summary_for(layer: Layer, values: Characteristics) -> dict[str, object]:
    """The characteristic values a layer can change, as plain data."""
    if layer in (Layer.COPY, Layer.FACE_DOWN):
        return {
            "name": values.name,
            "types": values.type_line,
            "colors": [c.title for c in sorted(values.colors, key=lambda c: c.value)],
            "abilities": [a.short for a in values.abilities],
            "power": values.power,
            "toughness": values.toughness,
        }
    if layer == Layer.CONTROL:
        return {"controller": values.controller}
    if layer == Layer.TEXT:
        return {"text": values.rules_text, "abilities": [a.short for a in values.abilities]}
    if layer == Layer.TYPE:
        return {"types": values.type_line, "abilities": [a.short for a in values.abilities]}
    if layer == Layer.COLOR:
        return {"colors": [c.title for c in sorted(values.colors, key=lambda c: c.value)]}
    if layer == Layer.ABILITY:
        return {"abilities": [a.short for a in values.abilities]}
    return {"power": values.power, "toughness": values.toughness}


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
    after: dict[str, object]
    kind: str = "effect"  # "effect", "counters", "cda"

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
    """Printed (or copiable) start values, then every step in layer order."""

    oid: int
    name: str
    start_values: Characteristics
    steps: list[DerivationStep] = field(default_factory=list)
    final_values: Characteristics | None = None

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
        "colors": [c.title for c in sorted(values.colors, key=lambda c: c.value)],
        "abilities": [a.short for a in values.abilities],
        "power": values.power,
        "toughness": values.toughness,
    }
