"""Countering the spell or ability a trigger event is about (701.6): "Whenever a player
casts a noncreature spell, counter that spell", "Whenever Frost Titan becomes the target of
a spell or ability an opponent controls, counter that spell or ability unless its
controller pays {2}"."""

from __future__ import annotations

import re

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.instructions import CounterSpell, Instruction, TriggerObjectRef

# the heads whose trigger object is a spell or ability on the stack: a cast trigger ("that
# spell" is the spell cast) and a targeting by an opponent's spell or ability (its source)
_STACK_OBJECT_HEAD = re.compile(
    r"^(?:when|whenever) [^,]*(?:\bcasts? [^,]*\bspells?"
    r"|\bbecomes? the target of a spell or ability (?:an opponent controls|for the first))",
    re.IGNORECASE)


@v_args(inline=True)
class TriggerCounterRules(ClauseRules):
    def i_counter_trigger_spell(self) -> list[Instruction]:
        if not _STACK_OBJECT_HEAD.match(self.source):
            raise CompileError("'counter that spell' of no spell a trigger names")
        return [CounterSpell(TriggerObjectRef())]
