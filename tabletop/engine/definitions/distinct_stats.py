""""Draw a card for each different power among creatures you control": how many distinct
values a characteristic has among the permanents a filter names (208, 202.3)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone

_WORDS = {"power": "power", "toughness": "toughness", "mana_value": "mana value"}


@dataclass(frozen=True, slots=True)
class DistinctStats(Expr):
    """The number of different values of `stat` ("power", "toughness", "mana_value")
    among the matching permanents; an object without the characteristic adds none."""

    stat: str
    filter: ObjectFilter

    def evaluate(self, ctx: EvalContext) -> int:
        values: set[int] = set()
        for oid in ctx.board.objects_in(Zone.BATTLEFIELD):
            if not self.filter.matches(ctx.board, oid, ctx.source, ctx.controller):
                continue
            chars = ctx.board.chars(oid)
            value = chars.mana_value if self.stat == "mana_value" else \
                chars.power if self.stat == "power" else chars.toughness
            if value is not None:
                values.add(value)
        return len(values)

    def describe(self) -> str:
        return f"the number of different {_WORDS[self.stat]}s among {self.filter.describe()}"
