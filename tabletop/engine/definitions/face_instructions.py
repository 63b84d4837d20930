"""Instructions and conditions of cards with several faces that become one permanent or
open door by door: meld pairs (712.4, 701.42) and Rooms (709.5).

- "if you both own and control ~ and a creature named X": `OwnAndControlPair`;
- "exile them, then meld them into Y": `Meld` (the cards of a meld pair only, 701.42b);
- "unlock a locked door of a Room you control": `UnlockADoor` (709.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.filters import TEXT, TYPES
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.model.enums import CardType, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.board import Board


def owned_and_controlled(board: Board, oid: int, player: str) -> bool:
    obj = board.obj(oid)
    return obj.zone == Zone.BATTLEFIELD and obj.owner == player and \
        board.controller_of(oid) == player


def partners(board: Board, source: int | None, player: str, name: str,
             kind: CardType | None) -> list[int]:
    """The permanents named `name` (of type `kind`) that `player` owns and controls."""
    found = []
    for oid in board.objects_in(Zone.BATTLEFIELD):
        if oid == source or not owned_and_controlled(board, oid, player):
            continue
        chars = board.chars(oid)
        if chars.name == name and (kind is None or kind in chars.types):
            found.append(oid)
    return found


@dataclass(frozen=True, slots=True)
class OwnAndControlPair(Condition):
    """"if you both own and control ~ and a creature named Bruna, the Fading Light"
    (the intervening "if" of a meld ability, 603.4)."""

    partner: str
    kind: CardType | None = None

    def holds(self, ctx: EvalContext) -> bool:
        source = ctx.source
        if source is None:
            return False
        try:
            if not owned_and_controlled(ctx.board, source, ctx.controller):
                return False
        except KeyError:
            return False
        return bool(partners(ctx.board, source, ctx.controller, self.partner, self.kind))

    @property
    def reads(self) -> frozenset[str]:
        return frozenset({TEXT, TYPES})

    def describe(self) -> str:
        kind = self.kind.value.lower() if self.kind is not None else "permanent"
        return f"you both own and control this and a {kind} named {self.partner}"


@dataclass(frozen=True, slots=True)
class Meld(Instruction):
    """701.42a, 712.4a: "exile them, then meld them into Y": this permanent and one named
    `partner` that its controller owns and controls are exiled, then put onto the
    battlefield as one melded permanent, if they are the two cards of a meld pair (else
    they stay in exile, 701.42c)."""

    partner: str
    kind: CardType | None = None
    into: str = ""

    def describe(self) -> str:
        return f"exile this and {self.partner}, then meld them into {self.into or 'one'}"


@dataclass(frozen=True, slots=True)
class UnlockADoor(Instruction):
    """709.5: "unlock a locked door of a Room you control" (chosen by its controller:
    choices `door`, a door's name; else the first locked door)."""

    def describe(self) -> str:
        return "unlock a locked door of a Room you control"
