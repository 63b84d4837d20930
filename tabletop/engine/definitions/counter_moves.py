"""Counters of an object that has left the battlefield, read as it last existed (603.10a):
"if it had counters on it, put its counters on up to one target creature you control".
Handlers: rules/counter_moves.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.instructions import Instruction, Ref

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class TriggerObjectHadCounters(Condition):
    """"if it had counters on it": the trigger's object as it last existed (603.10a; the
    resolver sets ctx.affected to it)."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.affected is None:
            return False
        return any(n > 0 for n in ctx.board.obj(ctx.affected).counters.values())

    def describe(self) -> str:
        return "it had counters on it"


@dataclass(frozen=True, slots=True)
class PutLastKnownCounters(Instruction):
    """Put on `to` as many counters of each kind as the trigger's object had as it last
    existed (122.1; the counters themselves ceased to exist with it, 122.2)."""

    to: Ref

    def describe(self) -> str:
        return f"put its counters on {self.to.describe()}"
