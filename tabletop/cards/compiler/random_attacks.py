""""Choose an opponent at random. ~ attacks that player this combat if able." (Raving Dead,
Ruhan of the Fomori): an attack requirement bound to a player chosen at random (508.1d)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Obj
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.definitions.random_attack_requirements import AttackRandomOpponent


@v_args(inline=True)
class RandomAttackRules(ClauseRules):
    def sentence_attacks_random_opponent(self, _self: Obj) -> list[Instruction]:
        return [AttackRandomOpponent()]
