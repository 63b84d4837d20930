""""Create five 1/1 white Human creature tokens. If [condition], create ten of those tokens
instead." (614.15, a self-replacement): the token creation before it, with another number."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, SelfFolding
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import Condition, Not
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.instructions import Conditional, CreateToken


@dataclass(frozen=True)
class MoreTokensInstead(SelfFolding):
    condition: Condition
    count: int

    def fold(self, before: list[Any]) -> list[Any]:
        if not before or not isinstance(before[-1], CreateToken):
            raise CompileError("'those tokens instead' after no token creation")
        old = before.pop()
        return [*before, Conditional(self.condition, (replace(old, count=Const(self.count)),)),
                Conditional(Not(self.condition), (old,))]


@v_args(inline=True)
class MoreTokensInsteadRules(ClauseRules):
    """The rule of grammar/modern.lark's "create N of those tokens instead"."""

    def sentence_more_tokens_instead(self, condition: Condition, n: Expr) -> list[Any]:
        return [MoreTokensInstead(condition, as_int(n))]
