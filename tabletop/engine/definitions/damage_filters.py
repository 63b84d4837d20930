"""Objects by what happened to them or what they are attached to: "target creature that was
dealt damage this turn" (120), "target Aura attached to a creature" (303.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.filters import ObjectFilter

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board


@dataclass(frozen=True, slots=True)
class DamageThisTurnFilter(ObjectFilter):
    """The other conditions, and, this turn: `how` "dealt_to": it was dealt damage;
    "dealt": it dealt damage; "dealt_to_you": it dealt damage to the controller ("you");
    "dealt_by_source": it was dealt damage by the object asking (the filter's source)."""

    how: str = "dealt_to"

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        if not ObjectFilter.matches(self, board, oid, source, controller):
            return False
        state: Any = getattr(board, "state", None)
        history = getattr(state, "history", None)
        if history is None:
            return False
        if self.how == "dealt_to":
            return any(target == oid for _, target, _, _ in history.damage)
        if self.how == "dealt_by_source":  # "a creature dealt damage by ~ this turn"
            return source is not None and any(src == source and target == oid
                                              for src, target, _, _ in history.damage)
        return any(src == oid and (self.how == "dealt" or target == controller)
                   for src, target, _, _ in history.damage)

    def describe(self) -> str:
        what = {"dealt_to": "that was dealt damage", "dealt": "that dealt damage",
                "dealt_to_you": "that dealt damage to you",
                "dealt_by_source": "dealt damage by this"}[self.how]
        return f"{ObjectFilter.describe(self)} {what} this turn"


@dataclass(frozen=True, slots=True)
class AttachedToFilter(ObjectFilter):
    """The other conditions, and attached to a permanent `host` matches ("target Aura
    attached to a creature", 303.4)."""

    host: ObjectFilter | None = None

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        if not ObjectFilter.matches(self, board, oid, source, controller):
            return False
        host = board.obj(oid).attached_to
        if not isinstance(host, int) or self.host is None:
            return False
        try:
            return self.host.matches(board, host, source, controller)
        except KeyError:
            return False

    def describe(self) -> str:
        host = self.host.describe() if self.host is not None else "a permanent"
        return f"{ObjectFilter.describe(self)} attached to {host}"
