"""Soulbond and pairing (702.95): a creature with soulbond and another creature are paired
(each notes the other in GameObject.chosen under PAIRED_WITH); the pair is valid only as
long as both are creatures on the battlefield under one player's control (702.95e).
The rules are in rules/soulbond.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.model.enums import CardType, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.board import Board

PAIRED_WITH = "paired_with"  # GameObject.chosen key: the partner's object id
SOULBOND = "Soulbond"


def _creature_here(board: Board, oid: int) -> bool:
    try:
        obj = board.obj(oid)
    except KeyError:
        return False
    return obj.zone == Zone.BATTLEFIELD and CardType.CREATURE in board.chars(oid).types


def partner(board: Board, oid: int) -> int | None:
    """702.95e: the creature `oid` is paired with, if the pair still holds: both marked as
    each other's partner, both creatures on the battlefield, one controller."""
    try:
        mark = board.obj(oid).chosen.get(PAIRED_WITH)
    except KeyError:
        return None
    if mark is None or not mark.isdigit():
        return None
    other = int(mark)
    if not _creature_here(board, oid) or not _creature_here(board, other):
        return None
    if board.obj(other).chosen.get(PAIRED_WITH) != str(oid):
        return None
    if board.controller_of(oid) != board.controller_of(other):
        return None
    return other


@dataclass(frozen=True, slots=True)
class PairedWithSource(Condition):
    """"As long as ~ is paired with another creature, both creatures have ..." / "each of
    those creatures gets ...": the affected object is the source, or the creature the source
    is paired with, and the pair holds (702.95)."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        other = partner(ctx.board, ctx.source)
        return other is not None and ctx.affected in (ctx.source, other)

    def describe(self) -> str:
        return "it is paired with another creature"


@dataclass(frozen=True, slots=True)
class Pair(Instruction):
    """702.95a: "you may pair this creature with another unpaired creature you control"
    (`with_entering` False: the answer `choose` names it, else the first), or "pair that
    creature with this creature" (`with_entering` True: the creature that entered)."""

    with_entering: bool = False

    def describe(self) -> str:
        return "pair it with another unpaired creature you control"


@dataclass(frozen=True, slots=True)
class CanPair(Condition):
    """702.95a's "if you control both this creature and another creature and both are
    unpaired": the source is an unpaired creature of yours and (`needs_other`) you control
    another unpaired creature (the creature that entered is checked as the pair is made)."""

    needs_other: bool = True

    def holds(self, ctx: EvalContext) -> bool:
        board, me = ctx.board, ctx.source
        if me is None or not _yours_unpaired(board, me, ctx.controller):
            return False
        return not self.needs_other or any(
            o != me and _yours_unpaired(board, o, ctx.controller)
            for o in board.objects_in(Zone.BATTLEFIELD))

    def describe(self) -> str:
        return "both are unpaired"


def _yours_unpaired(board: Board, oid: int, controller: str) -> bool:
    return _creature_here(board, oid) and board.controller_of(oid) == controller and \
        partner(board, oid) is None
