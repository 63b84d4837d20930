"""Spells and abilities by what they target: "counter target spell that targets you",
"... that targets a permanent you control" (115.1: what a spell targets is chosen as it is
put on the stack)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.filters import ObjectFilter

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board


@dataclass(frozen=True, slots=True)
class TargetingFilter(ObjectFilter):
    """The other conditions, and one of its targets is an object `targeted` matches or a
    player: `player` "you" (the controller of what asks) or "any"; `single`: it has a
    single target ("target spell with a single target", 115.7)."""

    targeted: ObjectFilter | None = None
    player: str | None = None
    single: bool = False

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        if not ObjectFilter.matches(self, board, oid, source, controller):
            return False
        info: Any = getattr(board.obj(oid), "stack_info", None)
        targets = tuple(getattr(info, "targets", ()))
        if self.single and len(targets) != 1:
            return False
        if self.targeted is None and self.player is None:
            return self.single
        for target in targets:
            if isinstance(target, str):
                if self.player == "any" or (self.player == "you" and target == controller):
                    return True
            elif isinstance(target, int) and self.targeted is not None:
                try:
                    if self.targeted.matches(board, target, source, controller):
                        return True
                except KeyError:  # a target no longer there is no longer targeted
                    continue
        return False

    def describe(self) -> str:
        if self.targeted is None and self.player is None:
            return f"{ObjectFilter.describe(self)} with a single target"
        what = {"you": "you", "any": "a player"}.get(self.player or "", "") or \
            (self.targeted.describe() if self.targeted is not None else "something")
        return f"{ObjectFilter.describe(self)} that targets {what}"
