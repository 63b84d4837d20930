""""if it was kicked with its {2}{U} kicker" (702.33b, 702.33d): which of the costs of
"Kicker [cost 1] and/or [cost 2]" the spell (or the permanent it became) was kicked with;
kicked once, the answer `kicker` names the cost (the first when unanswered)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.conditions import Condition, kicked_times
from tabletop.engine.model.mana import ManaCost, ManaError

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

AND_OR = " and/or "


def _same(a: str, b: str) -> bool:
    try:
        return ManaCost.parse(a).text == ManaCost.parse(b).text
    except ManaError:
        return a.strip() == b.strip()


@dataclass(frozen=True, slots=True)
class KickedWith(Condition):
    cost: str  # the kicker cost's text, "{2}{U}"

    def holds(self, ctx: EvalContext) -> bool:
        times = kicked_times(ctx.board, ctx.source)
        if times <= 0 or ctx.source is None:
            return False
        try:
            chars = ctx.board.chars(ctx.source)
            obj = ctx.board.obj(ctx.source)
        except KeyError:
            return False
        pair = next((a.parameter for a in chars.abilities if isinstance(a, KeywordAbility)
                     and a.keyword == "Kicker" and AND_OR in a.parameter), None)
        if pair is None:
            return False
        parts = pair.split(AND_OR)
        if times >= len(parts):
            return any(_same(p, self.cost) for p in parts)
        answer: object = obj.chosen.get("kicker")
        if answer is None and obj.stack_info is not None:
            answer = obj.stack_info.choices.get("kicker")
        chosen = parts[0] if answer is None else (
            parts[int(str(answer)) - 1] if str(answer).isdigit()
            and 1 <= int(str(answer)) <= len(parts) else str(answer))
        return _same(chosen, self.cost)

    def describe(self) -> str:
        return f"it was kicked with its {self.cost} kicker"
