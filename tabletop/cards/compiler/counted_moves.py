"""What an instruction did, counted (grammar/counted_moves.lark): "Destroy all artifacts and
enchantments. You gain 2 life for each permanent destroyed this way." (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import times
from tabletop.cards.compiler.phrases import CompileError, Desc, SelfFolding
from tabletop.engine.definitions.counted_moves import CountDestroyed, DestroyedThisWay
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Destroy, GainLife


@dataclass(frozen=True, slots=True)
class GainForEachDestroyed(SelfFolding):
    """"You gain N life for each creature destroyed this way": after the destruction."""

    n: Expr
    filter: ObjectFilter

    def fold(self, before: list[Any]) -> list[Any]:
        if not before or not isinstance(before[-1], Destroy):
            raise CompileError("'destroyed this way' after no destruction")
        gain = GainLife(times(self.n, DestroyedThisWay()))
        return [*before[:-1], CountDestroyed(before[-1], self.filter, (gain,))]


@v_args(inline=True)
class CountedMoveRules(ClauseRules):
    def sentence_gain_for_each_destroyed(self, n: Expr, desc: Desc) -> list[Any]:
        if desc.player is not None:
            raise CompileError("'destroyed this way' of a player's permanents")
        return [GainForEachDestroyed(n, desc.filter)]
