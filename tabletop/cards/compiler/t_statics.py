"""Transformer rules for static abilities (604), replacement effects (614, 615) and rules
changes (613.11): "Creatures you control get +1/+1.", "~ enters tapped.", CDAs."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from tabletop.cards.compiler.nodes import ATTACHED, CompileError, Desc, Obj, Quoted, Scope
from tabletop.cards.compiler.t_continuous import order_mods
from tabletop.cards.compiler.t_nouns import as_int, subtype
from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    AffectedIs,
    Condition,
    Not,
    YouControl,
)
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    EffectSpec,
    RuleChange,
    SetController,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.replacement_specs import (
    ACTIVATION_COST_REDUCTION,
    CAST_ONLY_BEFORE,
    DAMAGE_FLOOR_ONE,
    DIE_EXILE_INSTEAD,
    SPEND_MANA_AS_ANY_COLOR,
    CopyTopOfGraveyard,
    EntersAsCopy,
    EntersTapped,
    EntersWithChoice,
    EntersWithCounters,
    ModifyCounters,
    ModifyTokens,
    PreventDamageTo,
    ReplacementSpec,
)
from tabletop.engine.model.enums import Color, Zone
from tabletop.engine.model.mana import ManaCost

_NOT_BATTLEFIELD = (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


def _per_object(condition: Condition | None) -> bool:
    inner = condition.inner if isinstance(condition, Not) else condition
    return isinstance(inner, AffectedHasColor | AffectedIs)



@v_args(inline=True)
class StaticRules(Transformer):  # type: ignore[misc]
    """Mixin of transformer callbacks for static abilities; `text` is the clause as printed."""

    scope: Scope
    text: str

    def resolve_abilities(self, items: tuple[Any, ...], cda_allowed: bool = False) -> tuple:
        raise NotImplementedError

    # ---- static abilities (604)
    def start_static(self, *sentences: list[Any]) -> list[Ability]:
        specs: list[EffectSpec] = []
        replacement: ReplacementSpec | None = None
        cda = False
        for sentence in sentences:
            for item in sentence:
                if isinstance(item, ReplacementSpec):
                    replacement = item
                elif isinstance(item, tuple):
                    cda = True
                    specs.append(item[1])
                else:
                    specs.append(item)
        return [StaticAbility(text=self.text, effects=tuple(specs), cda=cda,
                              replacement=replacement)]

    def _static_spec(self, subject: Obj, mods: list[Any], condition: Condition | None = None
              ) -> EffectSpec:
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        ordered = order_mods(mods)
        copies = [m for m in ordered if isinstance(m, CopyTopOfGraveyard)]
        if copies:  # Volrath's Shapeshifter: the text it keeps is part of the copy
            extra = tuple(a for m in ordered if isinstance(m, AddAbilities) for a in m.abilities)
            ordered = (CopyTopOfGraveyard(extra),)
        if not ordered:
            raise CompileError("an effect that changes nothing")
        return EffectSpec(ordered, subject.affects, subject.filter, condition,
                          per_object_condition=_per_object(condition))

    def ss_effect(self, subject: Obj, mods: list[Any], condition: Condition | None = None
                  ) -> list[Any]:
        return [self._static_spec(subject, mods, condition)]

    def ss_effect_lead(self, condition: Condition, subject: Obj, mods: list[Any]) -> list[Any]:
        return [self._static_spec(subject, mods, condition)]

    def ss_otherwise(self, subject: Obj, mods: list[Any], condition: Condition,
                     other: Obj, other_mods: list[Any]) -> list[Any]:
        return [self._static_spec(subject, mods, condition), self._static_spec(other, other_mods,
                                                                 Not(condition))]

    def ss_same_is_true(self, subject: Obj, mods: list[Any],
                        same: tuple[Desc, Desc]) -> list[Any]:
        base = self._static_spec(subject, mods)
        spells, cards = same
        out = [base, replace(base, filter=replace(spells.filter, zone=Zone.STACK,
                                                  controller="you"))]
        for zone in _NOT_BATTLEFIELD:
            out.append(replace(base, filter=replace(cards.filter, zone=zone, owner="you")))
        return out

    def same_for(self, spells: Desc, cards: Desc) -> tuple[Desc, Desc]:
        return spells, cards

    def ss_cda_both(self, _self: Obj, expr: Expr) -> list[Any]:
        return self._cda(expr, expr)

    def ss_cda_split(self, _self: Obj, power: Expr, toughness: Expr) -> list[Any]:
        return self._cda(power, toughness)

    def _cda(self, power: Expr, toughness: Expr) -> list[Any]:
        spec = EffectSpec((SetPT(power, toughness),), Affects.SELF)
        return [(True, spec)] if self.scope.cda_allowed else [spec]

    def ss_control(self, obj: Obj) -> list[Any]:
        if obj != ATTACHED:
            raise CompileError("'you control' of something not attached")
        return [EffectSpec((SetController("you"),), Affects.ATTACHED)]

    def ss_replacement(self, spec: Any) -> list[Any]:
        return [spec]

    def ss_rule(self, spec: EffectSpec) -> list[Any]:
        return [spec]

    # ---- replacement effects (614) and prevention (615)
    def rp_enters_tapped(self, _self: Obj) -> Any:
        return EntersTapped()

    def rp_enters_with(self, _self: Obj, n: Expr, kind: str) -> Any:
        return EntersWithCounters(kind, n)

    def rp_choose_type(self, _self: Obj) -> Any:
        return EntersWithChoice("creature_type")

    def rp_choose_color(self, _self: Obj) -> Any:
        return EntersWithChoice("color")

    def rp_enter_as_copy(self, _self: Obj, desc: Desc, exception: Any = None) -> Any:
        flt = replace(desc.filter, zone=Zone.BATTLEFIELD)
        if exception is None:
            return EntersAsCopy(flt)
        sub, abilities = exception
        return EntersAsCopy(flt, add_subtypes=(sub,), extra_abilities=abilities)

    def copy_except(self, tok: Token, quoted: Token) -> tuple[str, tuple[Ability, ...]]:
        return subtype(tok), self.resolve_abilities((Quoted(str(quoted)[1:-1]),))

    def rp_enters_additional(self, desc: Desc, kind: str) -> Any:
        return EntersWithCounters(kind, Const(1), desc.filter, additional=True,
                                  chosen_type=desc.chosen_type)

    def rp_counters_plus_one(self, kind: str, on: Obj | Desc, _kind: str) -> Any:
        flt = on.filter if isinstance(on, Desc) else None
        return ModifyCounters(kind, flt, plus=1)

    def rp_counters_twice(self, desc: Desc) -> Any:
        return ModifyCounters(None, desc.filter, times=2)

    def rp_tokens_twice(self) -> Any:
        return ModifyTokens()

    def rp_die_exile(self, desc: Desc) -> Any:
        return EffectSpec((RuleChange(DIE_EXILE_INSTEAD),), Affects.MATCHING, desc.filter)

    def rp_prevent_some(self, desc: Desc, n: Expr) -> Any:
        return PreventDamageTo(as_int(n), to_you=True, to_filter=desc.filter)

    def rp_life_floor(self, desc: Desc) -> Any:
        return EffectSpec((RuleChange(DAMAGE_FLOOR_ONE, on_players=True),), Affects.PLAYERS,
                          condition=YouControl(desc.filter))

    # ---- rules changes (613.11)
    def ru_before_combat_damage(self) -> EffectSpec:
        change = RuleChange(CAST_ONLY_BEFORE, (("step", "combat_damage"),))
        return EffectSpec((change,), Affects.SELF)

    def ru_activation_discount(self, desc: Desc, tok: Token) -> EffectSpec:
        amount = ManaCost.parse(str(tok)).mana_value
        change = RuleChange(ACTIVATION_COST_REDUCTION, (("amount", amount), ("min_mana", 1)))
        return EffectSpec((change,), Affects.MATCHING, desc.filter)

    def ru_spend_any(self) -> EffectSpec:
        change = RuleChange(SPEND_MANA_AS_ANY_COLOR, (("mana", "any"),), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def ru_spend_color_for_self(self, tok: Token, _self: Obj) -> EffectSpec:
        params = (("mana", Color.from_word(tok).value), ("for", "activation costs of this"))
        return EffectSpec((RuleChange(SPEND_MANA_AS_ANY_COLOR, params),), Affects.SELF)
