"""The transformer: parse trees to engine primitives, one clause at a time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.cards.compiler.nodes import CompileError, Quoted, Scope
from tabletop.cards.compiler.t_abilities import AbilityRules
from tabletop.cards.compiler.t_continuous import ContinuousRules
from tabletop.cards.compiler.t_instructions import InstructionRules
from tabletop.cards.compiler.t_nouns import NounRules
from tabletop.cards.compiler.t_statics import StaticRules
from tabletop.cards.compiler.t_targets import TargetRules
from tabletop.cards.compiler.t_values import ValueRules
from tabletop.engine.definitions.abilities import Ability

QuotedCompiler = Callable[[str, bool], tuple[Ability, ...]]


class OracleTransformer(AbilityRules, StaticRules, InstructionRules, ContinuousRules,
                        ValueRules, TargetRules, NounRules):
    """Builds abilities from a parse tree. `scope` numbers the targets in text order
    (Lark transforms children left to right) and resolves "it" and "that creature"."""

    def __init__(self, scope: Scope, text: str, source: str, quoted: QuotedCompiler) -> None:
        super().__init__()
        self.scope = scope
        self.text = text
        self.source = source
        self.previous_expr = None
        self._quoted = quoted

    def resolve_abilities(self, items: tuple[Any, ...], cda_allowed: bool = False
                          ) -> tuple[Ability, ...]:
        out: list[Ability] = []
        for item in items:
            if isinstance(item, Quoted):
                out.extend(self._quoted(item.text, cda_allowed))
            elif isinstance(item, Ability):
                out.append(item)
            else:
                raise CompileError(f"not an ability: {item!r}")
        return tuple(out)
