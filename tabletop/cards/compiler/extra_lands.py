"""Extra land plays this turn (grammar/extra_lands.lark): "You may play an additional land
this turn." (Urban Evolution) and "... up to three additional lands this turn." (Explore's
kin): one rule effect per extra land until end of turn (305.2, 611.2; the same rule the
static "You may play an additional land on each of your turns" sets up)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import CreateEffect
from tabletop.engine.definitions.replacement_specs import EXTRA_LAND

_EXTRA = EffectSpec((RuleChange(EXTRA_LAND, on_players=True),), Affects.PLAYERS,
                    duration=Duration.END_OF_TURN)


@v_args(inline=True)
class ExtraLandRules(ClauseRules):
    def sentence_extra_land_this_turn(self, n: Expr | None = None) -> list[Any]:
        count = 1 if n is None else as_int(n)
        return [CreateEffect(_EXTRA, Duration.END_OF_TURN)] * count
