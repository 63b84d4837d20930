"""Static abilities (604) and rules changes (613.11): "Creatures you control get +1/+1.",
characteristic-defining abilities (604.3), "Players may spend mana as though ..."."""

from __future__ import annotations

from dataclasses import dataclass, replace

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Mods, order_mods
from tabletop.cards.compiler.phrases import ATTACHED, CompileError, Desc, Obj
from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    AffectedIs,
    Condition,
    Not,
)
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    EffectSpec,
    RuleChange,
    SetController,
    SetPT,
)
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.replacement_specs import (
    ACTIVATION_COST_REDUCTION,
    CAST_ONLY_BEFORE,
    SPEND_MANA_AS_ANY_COLOR,
    CopyTopOfGraveyard,
    ReplacementSpec,
)
from tabletop.engine.definitions.spell_rules import CANT_BE_COUNTERED
from tabletop.engine.model.enums import Color, Zone
from tabletop.engine.model.mana import ManaCost

_NOT_BATTLEFIELD = (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


@dataclass(frozen=True, slots=True)
class Cda:
    """A characteristic-defining ability's effect (604.3), told apart in start_static."""

    spec: EffectSpec


# What one sentence of a static ability says: effects, a replacement, a CDA's effect.
SentencePart = EffectSpec | ReplacementSpec | Cda


def _per_object(condition: Condition | None) -> bool:
    inner = condition.inner if isinstance(condition, Not) else condition
    return isinstance(inner, AffectedHasColor | AffectedIs)


@v_args(inline=True)
class StaticAbilityRules(ClauseRules):
    """Static ability lines, sentence by sentence; `text` is the clause as printed."""

    def start_static(self, *sentences: list[SentencePart]) -> list[Ability]:
        specs: list[EffectSpec] = []
        replacement: ReplacementSpec | None = None
        cda = False
        for sentence in sentences:
            for item in sentence:
                if isinstance(item, ReplacementSpec):
                    replacement = item
                elif isinstance(item, Cda):
                    cda = True
                    specs.append(item.spec)
                else:
                    specs.append(item)
        return [StaticAbility(text=self.text, effects=tuple(specs), cda=cda,
                              replacement=replacement)]

    def _static_spec(self, subject: Obj, mods: Mods, condition: Condition | None = None
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

    def ss_effect(self, subject: Obj, mods: Mods, condition: Condition | None = None
                  ) -> list[SentencePart]:
        return [self._static_spec(subject, mods, condition)]

    def ss_effect_lead(self, condition: Condition, subject: Obj, mods: Mods
                       ) -> list[SentencePart]:
        return [self._static_spec(subject, mods, condition)]

    def ss_otherwise(self, subject: Obj, mods: Mods, condition: Condition,
                     other: Obj, other_mods: Mods) -> list[SentencePart]:
        return [self._static_spec(subject, mods, condition),
                self._static_spec(other, other_mods, Not(condition))]

    def ss_same_is_true(self, subject: Obj, mods: Mods,
                        same: tuple[Desc, Desc]) -> list[SentencePart]:
        base = self._static_spec(subject, mods)
        spells, cards = same
        out: list[SentencePart] = [base, replace(base, filter=replace(
            spells.filter, zone=Zone.STACK, controller="you"))]
        for zone in _NOT_BATTLEFIELD:
            out.append(replace(base, filter=replace(cards.filter, zone=zone, owner="you")))
        return out

    def same_for(self, spells: Desc, cards: Desc) -> tuple[Desc, Desc]:
        return spells, cards

    # ---- characteristic-defining abilities (604.3)
    def ss_cda_both(self, _self: Obj, expr: Expr) -> list[SentencePart]:
        return self._cda(expr, expr)

    def ss_cda_split(self, _self: Obj, power: Expr, toughness: Expr) -> list[SentencePart]:
        return self._cda(power, toughness)

    def _cda(self, power: Expr, toughness: Expr) -> list[SentencePart]:
        spec = EffectSpec((SetPT(power, toughness),), Affects.SELF)
        return [Cda(spec)] if self.scope.cda_allowed else [spec]

    def ss_control(self, obj: Obj) -> list[SentencePart]:
        if obj != ATTACHED:
            raise CompileError("'you control' of something not attached")
        return [EffectSpec((SetController("you"),), Affects.ATTACHED)]

    def ss_replacement(self, spec: SentencePart) -> list[SentencePart]:
        return [spec]

    def ss_rule(self, spec: EffectSpec) -> list[SentencePart]:
        return [spec]

    # ---- rules changes (613.11)
    def ru_before_combat_damage(self) -> EffectSpec:
        change = RuleChange(CAST_ONLY_BEFORE, (("step", "combat_damage"),))
        return EffectSpec((change,), Affects.SELF)

    def ru_cant_be_countered(self) -> EffectSpec:
        return EffectSpec((RuleChange(CANT_BE_COUNTERED),), Affects.SELF)

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
