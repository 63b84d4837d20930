"""Events: what happened, as small serialisable records (design: Events out)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. `text` reads as a sentence for the event log;
    `objects` are the object ids involved (the log selects them on click)."""

    kind: str
    text: str
    objects: tuple[int, ...] = ()
    player: str | None = None
    data: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "text": self.text}
        if self.objects:
            out["objects"] = list(self.objects)
        if self.player is not None:
            out["player"] = self.player
        if self.data:
            out["data"] = self.data
        return out
