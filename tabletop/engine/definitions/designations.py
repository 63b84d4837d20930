"""Player designations: the city's blessing (702.131, ascend) and the monarch (724).
Their rules are in rules/designations.py; the state is GameState.blessed and .monarch."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.instructions import Instruction, PlayerRef
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.board import Board

ASCEND = "Ascend"
YOU = PlayerRef("you")
BLESSING_PERMANENTS = 10  # 702.131a-b: "if you control ten or more permanents"


def _state(ctx: EvalContext) -> Any:
    return getattr(ctx.board, "state", None)


def qualifies_for_blessing(board: Board, player: str, spell: bool = False) -> bool:
    """702.131a-b: the player controls ten or more permanents and a permanent with ascend
    (`spell`: an instant or sorcery spell with ascend of theirs is resolving)."""
    mine = [oid for oid in board.objects_in(Zone.BATTLEFIELD)
            if board.controller_of(oid) == player]
    if len(mine) < BLESSING_PERMANENTS:
        return False
    return spell or any(board.chars(oid).has_keyword(ASCEND) for oid in mine)


@dataclass(frozen=True, slots=True)
class HasCityBlessing(Condition):
    """702.131c: "as long as you have the city's blessing", "if you have the city's
    blessing" (the designation is kept for the rest of the game once gained; 702.131b
    gives it at once to a player who controls ten permanents and one with ascend)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = _state(ctx)
        if ctx.controller in getattr(state, "blessed", ()):
            return True
        return qualifies_for_blessing(ctx.board, ctx.controller)

    def describe(self) -> str:
        return "you have the city's blessing"


@dataclass(frozen=True, slots=True)
class IsMonarch(Condition):
    """724: "if you're the monarch" (`who` "you"), "if an opponent is the monarch"
    ("opponent")."""

    who: str = "you"

    def holds(self, ctx: EvalContext) -> bool:
        state = _state(ctx)
        monarch = getattr(state, "monarch", "")
        if not monarch:
            return False
        return monarch == ctx.controller if self.who == "you" else monarch != ctx.controller

    def describe(self) -> str:
        return "you're the monarch" if self.who == "you" else "an opponent is the monarch"


@dataclass(frozen=True, slots=True)
class BecomeMonarch(Instruction):
    """724.1: "you become the monarch" (`player`: who becomes it; 724.4: only one player
    is the monarch at a time)."""

    player: PlayerRef = YOU

    def describe(self) -> str:
        return f"{self.player.describe()} become the monarch"
