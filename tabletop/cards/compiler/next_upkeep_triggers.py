"""Delayed triggered abilities at your next upkeep (603.7): "At the beginning of your next
upkeep, pay {2}{B}. If you don't, you lose the game." A cost an effect asks for is paid
only if the player chooses to (118.3, 608.2d): not paying it is the "if you don't"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.instructions import CreateDelayedTrigger, Instruction
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

_YOUR_NEXT_UPKEEP = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="upkeep", whose="your",
                            text="at the beginning of your next upkeep")


@v_args(inline=True)
class NextUpkeepTriggerRules(ClauseRules):
    def sentence_your_next_upkeep(self, instrs: list[Instruction]) -> list[Instruction]:
        return [CreateDelayedTrigger(_YOUR_NEXT_UPKEEP, tuple(instrs))]
