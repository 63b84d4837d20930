""""Target creature and all other creatures with the same name as that creature" (201.2):
the target and each other object on the battlefield of the kind named that has its name,
found as the spell or ability resolves (a set fixed then, 611.2c)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Ref
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board


@dataclass(frozen=True, slots=True)
class SameNameRef(Ref):
    """The target at `index`, and each other object `filter` matches with its name."""

    index: int = 0
    filter: ObjectFilter = field(default_factory=ObjectFilter)

    def describe(self) -> str:
        return f"the target and all other {self.filter.describe()} with the same name"


def same_name(board: Board, target: int, others: ObjectFilter, source: int | None,
              controller: str) -> list[int]:
    """The target, then each other battlefield object matching `others` whose name is the
    target's (201.2b: an object with no name, e.g. face down, has none in common)."""
    name = board.chars(target).name
    return [target] + [o for o in board.objects_in(Zone.BATTLEFIELD) if o != target and name
                       and board.chars(o).name == name
                       and others.matches(board, o, source, controller)]
