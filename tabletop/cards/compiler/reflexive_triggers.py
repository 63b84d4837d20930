"""Reflexive triggered abilities (603.12; grammar/modern_costs.lark): "Draw a card, then
discard a card. When you discard a card this way, put a +1/+1 counter on target Faerie
you control." The reflexive ability's targets are its own (chosen as it is put on the
stack, 603.3d): they leave the outer ability's targets and are numbered from 0."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.instructions import Instruction, PlayerRef, TargetRef
from tabletop.engine.definitions.reflexive_triggers import WhenDiscardedThisWay


def _target_indices(value: Any, found: set[int]) -> None:
    if isinstance(value, TargetRef):
        found.add(value.index)
    elif isinstance(value, PlayerRef) and value.who == "target":
        raise CompileError("a reflexive ability targeting a player")
    elif isinstance(value, tuple | list):
        for item in value:
            _target_indices(item, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _target_indices(getattr(value, f.name), found)


def _renumbered(value: Any, base: int) -> Any:
    """The instruction with each TargetRef(i) made TargetRef(i - base)."""
    if isinstance(value, TargetRef):
        return dataclasses.replace(value, index=value.index - base)
    if isinstance(value, tuple):
        return tuple(_renumbered(v, base) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type) and \
            isinstance(value, Instruction):
        changes = {f.name: _renumbered(getattr(value, f.name), base)
                   for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value


@v_args(inline=True)
class ReflexiveTriggerRules(ClauseRules):
    @v_args(inline=True, meta=True)
    def sentence_when_discarded_this_way(self, meta: Any, first: list[Any],
                                         then: list[Any]) -> list[Any]:
        if not all(isinstance(i, Instruction) for i in (*first, *then)):
            raise CompileError("a sentence marker around a reflexive trigger")
        before: set[int] = set()
        _target_indices(tuple(first), before)
        own: set[int] = set()
        _target_indices(tuple(then), own)
        base = len(self.scope.targets) - len(own)
        if own != set(range(base, len(self.scope.targets))) or any(i >= base for i in before):
            raise CompileError("a reflexive ability's targets are not its own")
        targets = tuple(self.scope.targets[base:])
        del self.scope.targets[base:]
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        text = span[span.lower().find("when you discard"):] if span else \
            "When you discard a card this way"
        ability = TriggeredAbility(text=text, effect=_renumbered(tuple(then), base),
                                   targets=targets)
        return [WhenDiscardedThisWay(tuple(first), ability)]
