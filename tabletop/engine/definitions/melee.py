"""702.121 melee: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat" (the number is fixed as the ability
resolves, 608.2h; attacking a planeswalker or battle isn't attacking its player)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, ModifyPT
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import CreateEffectOn, SelfRef
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class OpponentsAttackedThisCombat(Expr):
    """The opponents of the controller that a creature they control attacks this combat
    (506.4: the controller as attackers were declared)."""

    def evaluate(self, ctx: EvalContext) -> int:
        state = getattr(ctx.board, "state", None)
        if state is None:
            return 0
        combat = state.combat
        opponents = set(ctx.board.opponents(ctx.controller))
        return len({target for oid, target in combat.attacks.items()
                    if isinstance(target, str) and target in opponents
                    and combat.controllers.get(oid) == ctx.controller})

    def describe(self) -> str:
        return "the number of opponents you attacked with a creature this combat"


def melee() -> TriggeredAbility:
    """702.121a; 702.121b: each instance triggers separately."""
    n = OpponentsAttackedThisCombat()
    spec = EffectSpec((ModifyPT(n, n),), Affects.SELF, text="+1/+1 for each opponent "
                      "attacked this combat (melee)")
    return TriggeredAbility(
        text="Melee", keyword="Melee",
        trigger=Trigger(TriggerEvent.ATTACKS, text="Whenever this creature attacks"),
        effect=(CreateEffectOn(spec, Duration.END_OF_TURN, SelfRef()),))
