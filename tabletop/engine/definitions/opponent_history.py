"""Conditions about what one opponent did or had happen this turn, read from the turn's
event record (model/event_history.py): the Traps' "If an opponent cast three or more
spells this turn", "... drew three or more cards this turn", "... had two or more lands
enter under their control this turn", "... had three or more cards put into their
graveyard from anywhere this turn" (each opponent counted on their own)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.history_conditions import event_history

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.event_history import EventHistory

CAST = "cast"  # spells the opponent cast (601.2i)
DREW = "drew"  # cards the opponent drew (121.1)
ENTERED = "entered"  # permanents that entered under the opponent's control (`types`)
TO_GRAVEYARD = "to_graveyard"  # cards put into the opponent's graveyard from anywhere

_WORDS = {CAST: "cast {n} or more spells", DREW: "drew {n} or more cards",
          ENTERED: "had {n} or more {types}permanents enter under their control",
          TO_GRAVEYARD: "had {n} or more cards put into their graveyard from anywhere"}


def _count(history: EventHistory, event: str, player: str, types: frozenset[str]) -> int:
    if event == CAST:
        return sum(1 for caster, _ in history.spells_cast if caster == player)
    if event == DREW:
        return history.drawn.get(player, 0)
    if event == ENTERED:
        return sum(1 for _, controller, kinds in history.entered
                   if controller == player and types <= set(kinds))
    return sum(1 for owner, _, _ in history.to_graveyard if owner == player)


@dataclass(frozen=True, slots=True)
class OpponentEventCount(Condition):
    """At least `at_least` events of kind `event` this turn for one opponent of the
    controller; `types`: the card types each permanent that entered had (all of them)."""

    event: str
    at_least: int = 1
    types: frozenset[str] = frozenset()
    reads_this_turn = True  # the layer result is computed again when the record changes

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        if history is None:
            return False
        return any(_count(history, self.event, p, self.types) >= self.at_least
                   for p in ctx.board.players() if p != ctx.controller)

    def describe(self) -> str:
        kinds = "".join(f"{t.lower()} " for t in sorted(self.types))
        return "an opponent " + _WORDS[self.event].format(n=self.at_least, types=kinds) + \
            " this turn"
