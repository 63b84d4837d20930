"""Radiance's noun phrase: "target creature and each other creature that shares a color
with it" (the creatures sharing a color are found as the spell or ability resolves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.instructions import Ref
from tabletop.engine.model.enums import CardType

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board


@dataclass(frozen=True, slots=True)
class SharesColorRef(Ref):
    """The target at `index` and each other creature on the battlefield that shares a
    color with it (105.4: a colorless object shares a color with nothing)."""

    index: int = 0

    def describe(self) -> str:
        return "target creature and each other creature that shares a color with it"


def sharing_color(board: Board, target: int, creatures: list[int]) -> list[int]:
    """The target, then each other creature sharing one of its colors."""
    colors = board.chars(target).colors
    return [target] + [o for o in creatures if o != target and colors
                       and CardType.CREATURE in board.chars(o).types
                       and colors & board.chars(o).colors]
