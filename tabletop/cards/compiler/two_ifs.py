"""608.2c: a sentence of two halves, each followed only if its own condition holds (grammar:
two_ifs.lark): Dawnglow Infusion's "You gain X life if {G} was spent to cast it and X life if
{W} was spent to cast it", Firespout's damage, Invert the Skies' two effects."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb, _source
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import (
    Conditional,
    DealDamage,
    GainLife,
    Instruction,
    PlayerRef,
)


def _halves(parts: tuple[Any, ...]) -> list[tuple[Expr, Any, Condition]]:
    """(number, what the half names or None, condition) of each half, in order."""
    out: list[tuple[Expr, Any, Condition]] = []
    number: Expr | None = None
    named: Any = None
    for part in parts:
        if isinstance(part, Condition):
            assert number is not None
            out.append((number, named, part))
            number, named = None, None
        elif isinstance(part, Expr):
            number = part
        elif isinstance(part, list):
            named = part
    return out


@v_args(inline=True)
class TwoIfRules(ClauseRules):
    def v_gain_life_two_ifs(self, *parts: Any) -> Verb:
        halves = _halves(parts)

        def made(who: PlayerRef) -> list[Instruction]:
            return [Conditional(c, (GainLife(n, who),)) for n, _, c in halves]
        return Verb(made)

    def v_damage_two_ifs(self, *parts: Any) -> Verb:
        halves = _halves(parts)

        def made(source: object) -> list[Instruction]:
            return [Conditional(c, tuple(DealDamage(n, ref, _source(source)) for ref in refs))
                    for n, refs, c in halves]
        return Verb(made, subject="object")

    def sentence_two_ifs(self, first: list[Instruction], c1: Condition,
                         second: list[Instruction], c2: Condition) -> list[Instruction]:
        rules: Any = self  # the instruction rules (one_shot_effects.py) wrap each half
        return [Conditional(c1, rules._wrapped(first)), Conditional(c2, rules._wrapped(second))]
