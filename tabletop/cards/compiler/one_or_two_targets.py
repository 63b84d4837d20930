""""One or two target creatures" (grammar/one_or_two_targets.lark): a first target that
must be chosen and a second, different one that may be (601.2c, 115.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Desc, Obj


class OneOrTwoTargetRules(ClauseRules):
    @v_args(inline=True, meta=True)
    def tgt_one_or_two(self, meta: Meta, desc: Desc) -> Obj:
        rules: Any = self  # the transformer has every family's rules (targets.py)
        spec = replace(rules._target_spec(desc), text=rules._span(meta))
        obj: Obj = rules._target(spec, 2, optional=True)
        first = obj.indices[0]
        self.scope.targets[first] = replace(self.scope.targets[first], count_min=1)
        return obj
