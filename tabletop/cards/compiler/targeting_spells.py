"""Spells by what they target (grammar/targeting_spells.lark): "Counter target spell that
targets you", "... that targets a permanent you control" (115.1); changing their targets:
"Change the target of target spell with a single target" (115.7)."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.targets import TargetRules
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.retargeting import ChangeTheTarget
from tabletop.engine.definitions.targeting_filters import TargetingFilter

Targeted = tuple[ObjectFilter | None, str | None]


@v_args(inline=True)
class TargetingSpellRules(TargetRules):
    """The rules of grammar/targeting_spells.lark."""

    @v_args(inline=True, meta=True)
    def tgt_targeting(self, meta: Meta, desc: Desc, targeted: Targeted) -> Obj:
        if desc.kind != "spell" or type(desc.filter) is not ObjectFilter:
            raise CompileError("'that targets' of no spell")
        what, player = targeted
        flt = TargetingFilter(**{f.name: getattr(desc.filter, f.name)
                                 for f in fields(ObjectFilter)}, targeted=what, player=player)
        spec = replace(self._target_spec(replace(desc, filter=flt)), text=self._span(meta))
        return self._target(spec)

    def tt_you(self) -> Targeted:
        return None, "you"

    def tt_player(self) -> Targeted:
        return None, "any"

    def tt_object(self, desc: Desc) -> Targeted:
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("'that targets' of no permanent")
        return desc.filter, None

    @v_args(inline=True, meta=True)
    def tgt_single_target(self, meta: Meta, desc: Desc) -> Obj:
        """"target spell with a single target" (115.7a)."""
        if desc.kind != "spell" or type(desc.filter) is not ObjectFilter:
            raise CompileError("'with a single target' of no spell")
        flt = TargetingFilter(**{f.name: getattr(desc.filter, f.name)
                                 for f in fields(ObjectFilter)}, single=True)
        spec = replace(self._target_spec(replace(desc, filter=flt)), text=self._span(meta))
        return self._target(spec)

    def i_change_the_target(self, spell: Obj) -> list[Any]:
        if not _single(spell):
            raise CompileError("'change the target' of a spell that may have several")
        return [ChangeTheTarget(spell.ref)]

    def i_change_the_targets(self, spell: Obj) -> list[Any]:
        return [ChangeTheTarget(spell.ref, any_targets=True)]


def _single(spell: Obj) -> bool:
    return isinstance(spell.filter, TargetingFilter) and spell.filter.single
