"""Targets (115): "target creature", "another target creature", "up to two target
creatures", "any target", "target spell or ability". Targets are numbered in the order
they are written (115.1); "target player" is in players."""

from __future__ import annotations

from dataclasses import fields, replace

from lark import v_args
from lark.tree import Meta

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import target_text
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.trigger_players import bound_at_trigger
from tabletop.cards.compiler.values import ANY_NUMBER, as_int
from tabletop.engine.definitions.damage_filters import AttachedToFilter, DamageThisTurnFilter
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import AllTargetsRef, TargetRef, TargetSpec
from tabletop.engine.definitions.x_stats import only_x
from tabletop.engine.model.enums import CardType, Zone


@v_args(inline=True)
class TargetRules(ClauseRules):
    """Object targets; each one is added to the scope and becomes what "it" means."""

    def _target(self, spec: TargetSpec, count: int = 1, optional: bool = False) -> Obj:
        if not only_x(spec.filter):  # 601.2c: chosen knowing X, not what comes later
            raise CompileError("a target compared with a value known only later")
        indices = []
        first = len(self.scope.targets)
        for n in range(count):
            distinct = first if n else spec.distinct_from
            one = replace(spec, count_min=0 if optional else 1, count_max=1,
                          distinct_from=distinct)
            indices.append(self.scope.add_target(one))
        obj = Obj(TargetRef(indices[0]), Affects.TARGETS, spec.filter, tuple(indices))
        self.scope.antecedent = obj
        return obj

    def _target_spec(self, desc: Desc, prefix: str = "target") -> TargetSpec:
        if desc.player is not None:
            desc = bound_at_trigger(desc, self.scope)
        kind = desc.kind
        zone = "battlefield"
        if desc.filter.zone == Zone.GRAVEYARD:
            zone = "graveyard"
        elif desc.kind == "spell":
            zone = "stack"
        return TargetSpec(kind=kind, filter=desc.filter, zone=zone,
                          not_source=desc.not_source, text=target_text(desc, prefix))

    @v_args(inline=True, meta=True)
    def tgt_one(self, meta: Meta, desc: Desc) -> Obj:
        return self._target(replace(self._target_spec(desc), text=self._span(meta)))

    @v_args(inline=True, meta=True)
    def tgt_another(self, meta: Meta, desc: Desc) -> Obj:
        previous = len(self.scope.targets) - 1
        spec = replace(self._target_spec(desc), text=self._span(meta),
                       distinct_from=previous if previous >= 0 else None)
        return self._target(spec)

    def tgt_any(self) -> Obj:
        return self._target(TargetSpec(kind="any", text="any target"))

    def tgt_player_or_pw(self) -> Obj:
        planeswalker = ObjectFilter(types=frozenset({CardType.PLANESWALKER}))
        return self._target(TargetSpec(kind="any", filter=planeswalker,
                                       text="target player or planeswalker"))

    def tgt_spell_or_ability(self) -> Obj:
        return self._target(TargetSpec(kind="spell_or_ability", zone="stack",
                                       text="target spell or ability"))

    @v_args(inline=True, meta=True)
    def tgt_damage_history(self, meta: Meta, desc: Desc, how: str) -> Obj:
        """"Destroy target creature that was dealt damage this turn" (120)."""
        if type(desc.filter) is not ObjectFilter:
            raise CompileError("a damage history of a compound description")
        flt = DamageThisTurnFilter(**{f.name: getattr(desc.filter, f.name)
                                      for f in fields(ObjectFilter)}, how=how)
        spec = replace(self._target_spec(replace(desc, filter=flt)), text=self._span(meta))
        return self._target(spec)

    @v_args(inline=True, meta=True)
    def tgt_attached_to(self, meta: Meta, desc: Desc, host: Desc) -> Obj:
        """"Destroy target Aura attached to a creature" (303.4)."""
        if type(desc.filter) is not ObjectFilter or desc.kind != "object" or \
                host.kind != "object":
            raise CompileError("'attached to' of no permanents")
        flt = AttachedToFilter(**{f.name: getattr(desc.filter, f.name)
                                  for f in fields(ObjectFilter)}, host=host.filter)
        spec = replace(self._target_spec(replace(desc, filter=flt)), text=self._span(meta))
        return self._target(spec)

    def dh_dealt_to(self) -> str:
        return "dealt_to"

    def dh_dealt(self) -> str:
        return "dealt"

    def dh_dealt_you(self) -> str:
        return "dealt_to_you"

    def tgt_ability(self, kind: str) -> Obj:
        """"Counter target activated ability" (an ability on the stack, 115.1)."""
        words = {"activated_ability": "activated", "triggered_ability": "triggered",
                 "ability": "activated or triggered"}[kind]
        return self._target(TargetSpec(kind=kind, zone="stack",
                                       text=f"target {words} ability"))

    def ak_activated(self) -> str:
        return "activated_ability"

    def ak_triggered(self) -> str:
        return "triggered_ability"

    def ak_any(self) -> str:
        return "ability"

    def tgt_permanent_or_suspended(self) -> Obj:
        return self._target(TargetSpec(kind="permanent_or_suspended",
                                       filter=ObjectFilter(zone=None),
                                       text="target permanent or suspended card"))

    @v_args(inline=True, meta=True)
    def tgt_up_to(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        spec = replace(self._target_spec(desc), text=self._span(meta))
        if isinstance(n, XValue):
            return self._x_targets(spec, optional=True)
        return self._target(spec, as_int(n), optional=True)

    def _x_targets(self, spec: TargetSpec, optional: bool = False) -> Obj:
        """"Destroy X target artifacts": one spec of X targets (601.2c), the spell's only."""
        if self.scope.targets or not only_x(spec.filter):
            raise CompileError("X targets after other targets")
        index = self.scope.add_target(replace(spec, count_min=0 if optional else 1,
                                              count_max=ANY_NUMBER, count_is_x=True))
        obj = Obj(AllTargetsRef(), Affects.TARGETS, spec.filter, (index,))
        self.scope.antecedent = obj
        return obj

    @v_args(inline=True, meta=True)
    def tgt_up_to_other(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        """"return up to one other target permanent you control" (not this one)."""
        spec = replace(self._target_spec(desc), text=self._span(meta), not_source=True)
        return self._target(spec, as_int(n), optional=True)

    @v_args(inline=True, meta=True)
    def tgt_up_to_single(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        """"Exile up to three target cards from a single graveyard" (one player's)."""
        return self._target(self._single_graveyard(meta, desc), as_int(n), optional=True)

    @v_args(inline=True, meta=True)
    def tgt_n_single(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        return self._target(self._single_graveyard(meta, desc), as_int(n))

    def _single_graveyard(self, meta: Meta, desc: Desc) -> TargetSpec:
        if desc.kind != "card" or desc.filter.zone not in (None, Zone.GRAVEYARD):
            raise CompileError("'from a single graveyard' of no cards")
        flt = replace(desc.filter, zone=Zone.GRAVEYARD)
        spec = replace(self._target_spec(replace(desc, filter=flt)), text=self._span(meta),
                       single_graveyard=True)
        return spec

    @v_args(inline=True, meta=True)
    def tgt_any_number(self, meta: Meta, desc: Desc) -> Obj:
        """"any number of target creatures": one target spec of 0 to many (601.2c)."""
        spec = replace(self._target_spec(desc), text=self._span(meta), count_min=0,
                       count_max=ANY_NUMBER)
        index = self.scope.add_target(spec)
        obj = Obj(AllTargetsRef(), Affects.TARGETS, spec.filter, (index,))
        self.scope.antecedent = obj
        return obj

    @v_args(inline=True, meta=True)
    def tgt_n(self, meta: Meta, n: Expr, desc: Desc) -> Obj:
        spec = replace(self._target_spec(desc), text=self._span(meta))
        if isinstance(n, XValue):
            return self._x_targets(spec)
        return self._target(spec, as_int(n))

    def _span(self, meta: Meta) -> str:
        """The words of the phrase as printed (the card's name for "~")."""
        if getattr(meta, "empty", True):
            return ""
        text = self.source[meta.start_pos:meta.end_pos]
        return (text[:1].lower() + text[1:]).replace("~", self.scope.card_name)
