"""How many creatures of a kind died this turn (700.4): "for each Zubera that died this
turn", "the number of creatures that died this turn", "for each nontoken creature put into
your graveyard from the battlefield this turn". Read from the turn's record of deaths
(engine/model/event_history.py) and each creature as it last existed (603.10a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.history_conditions import event_history
from tabletop.engine.model.enums import CardType

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class DiedThisTurn(Expr):
    """Creatures that died this turn with all of `types` and `subtypes`; `nontoken`: no
    tokens; `yours`: only those put into your graveyard (you owned them)."""

    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    nontoken: bool = False
    yours: bool = False

    def evaluate(self, ctx: EvalContext) -> int:
        history = event_history(ctx)
        state: Any = getattr(ctx.board, "state", None)
        if history is None or state is None:
            return 0
        count = 0
        for oid, _ in history.died:
            known = state.lki.get(oid)
            if known is None:
                continue
            chars = known.chars
            if not (self.types <= chars.types and self.subtypes <= set(chars.subtypes)):
                continue
            if (self.nontoken and known.obj.is_token) or (self.yours and
                                                          known.owner != ctx.controller):
                continue
            count += 1
        return count

    def describe(self) -> str:
        kind = " ".join([*sorted(self.subtypes), *sorted(t.value.lower() for t in self.types)])
        where = " put into your graveyard" if self.yours else ""
        return f"the number of {'nontoken ' if self.nontoken else ''}{kind or 'creature'}s" \
               f"{where} that died this turn"
