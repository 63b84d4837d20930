"""How many times an ability has resolved this turn (608.2): "If this is the second time
this ability has resolved this turn, draw a card." Read from the turn's event history."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.history_conditions import event_history

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

ORDINALS = ("first", "second", "third", "fourth", "fifth")


@dataclass(frozen=True, slots=True)
class ResolvedTimesThisTurn(Condition):
    """The ability printed as `ability_text` on the source, now resolving, resolves for
    the `times`-th time this turn (its resolution counts itself)."""

    times: int
    ability_text: str

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        if history is None or ctx.source is None:
            return False
        done = sum(1 for source, text in history.resolved
                   if source == ctx.source and text == self.ability_text)
        return done == self.times

    def describe(self) -> str:
        return f"this is the {ORDINALS[self.times - 1]} time this ability has resolved " \
            "this turn"
