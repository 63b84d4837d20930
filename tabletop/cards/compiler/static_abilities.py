"""Static abilities (604) and rules changes (613.11): "Creatures you control get +1/+1.",
characteristic-defining abilities (604.3), "Players may spend mana as though ..."."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, Mods, order_mods, pt_value
from tabletop.cards.compiler.phrases import ATTACHED, CompileError, Desc, Obj
from tabletop.cards.compiler.values import substitute_x
from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.alternative_costs import ADDITIONAL_COST_CHOICE, ALTERNATIVE_COST
from tabletop.engine.definitions.attack_limits import PROTECTION_SPARES_SOURCE
from tabletop.engine.definitions.conditions import (
    AffectedHasColor,
    AffectedIs,
    Condition,
    InCombat,
    Not,
    YourTurn,
)
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    EffectSpec,
    ModifyPT,
    RuleChange,
    SetController,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const, Expr, Times
from tabletop.engine.definitions.library_top import TOP_CARD_LOOK, TOP_CARD_REVEALED
from tabletop.engine.definitions.replacement_specs import (
    ACTIVATION_COST_REDUCTION,
    CANT_GAIN_LIFE,
    CAST_ONLY_BEFORE,
    DECK_RULE,
    EXTRA_LAND,
    PLAYER_HEXPROOF,
    SPELL_COST_INCREASE,
    SPELL_COST_REDUCTION,
    SPEND_MANA_AS_ANY_COLOR,
    CopyTopOfGraveyard,
    ReplacementSpec,
    SkipStep,
)
from tabletop.engine.definitions.spell_rules import (
    ADDITIONAL_COST,
    CANT_BE_COUNTERED,
    CAST_ONLY_IF,
    SELF_COST_REDUCTION,
)
from tabletop.engine.definitions.untap_choice import MAY_NOT_UNTAP
from tabletop.engine.model.enums import Color, Zone
from tabletop.engine.model.mana import ManaCost

_NOT_BATTLEFIELD = (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


@dataclass(frozen=True, slots=True)
class Cda:
    """A characteristic-defining ability's effect (604.3), told apart in start_static."""

    spec: EffectSpec


@dataclass(frozen=True, slots=True)
class PTInstead:
    """"It gets +3/+1 instead as long as ...": replaces the bonus of the sentence before."""

    mod: ModifyPT
    condition: Condition


# What one sentence of a static ability says: effects, a replacement, a CDA's effect.
SentencePart = EffectSpec | ReplacementSpec | Cda | PTInstead


def _per_object(condition: Condition | None) -> bool:
    inner = condition.inner if isinstance(condition, Not) else condition
    return isinstance(inner, AffectedHasColor | AffectedIs)


def either(first: Desc, second: Desc) -> Desc:
    """"White spells and black spells you cast": spells of either kind, when the two
    differ only in their colours or only in their subtypes (one filter holds "any of")."""
    cast_by = first.cast_by or second.cast_by
    a, b = first.filter, second.filter
    if replace(a, colors=b.colors) == b:
        return replace(second, filter=replace(b, colors=a.colors | b.colors), cast_by=cast_by)
    if replace(a, subtypes=b.subtypes) == b:
        return replace(second, filter=replace(b, subtypes=a.subtypes | b.subtypes),
                       cast_by=cast_by)
    if replace(a, types=b.types, zone=b.zone) == b and not a.any_types and \
            len(a.types | b.types) > 1:
        # "Instant and sorcery spells", "Artifact and enchantment spells": any of the types
        return replace(second, filter=replace(b, types=frozenset(),
                                              any_types=a.types | b.types), cast_by=cast_by)
    raise CompileError("two kinds of spells that one filter can't name")


@v_args(inline=True)
class StaticAbilityRules(ClauseRules):
    """Static ability lines, sentence by sentence; `text` is the clause as printed."""

    def start_static(self, *sentences: list[SentencePart]) -> list[Ability]:
        specs: list[EffectSpec] = []
        replacements: list[ReplacementSpec] = []
        cda = False
        for sentence in sentences:
            for item in sentence:
                if isinstance(item, PTInstead):  # the bonus before it, while not instead
                    if not specs or specs[-1].condition is not None or \
                            not all(isinstance(m, ModifyPT) for m in specs[-1].mods):
                        raise CompileError("'instead' without a bonus before it")
                    before = specs[-1]
                    specs[-1] = replace(before, condition=Not(item.condition))
                    specs.append(replace(before, mods=(item.mod,), condition=item.condition))
                elif isinstance(item, ReplacementSpec):
                    replacements.append(item)
                elif isinstance(item, Cda):
                    cda = True
                    specs.append(item.spec)
                else:
                    specs.append(item)
        first = replacements[0] if replacements else None
        out: list[Ability] = [StaticAbility(text=self.text, effects=tuple(specs), cda=cda,
                                            replacement=first)]
        # "enters tapped with two charge counters on it": one replacement effect each
        out += [StaticAbility(text=self.text, replacement=r) for r in replacements[1:]]
        return out

    def _static_spec(self, subject: Obj, mods: Mods, condition: Condition | None = None
                     ) -> EffectSpec:
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        if any(isinstance(m, Lasting) for m in mods):
            raise CompileError("a static ability with a duration")
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

    def ss_effect_where(self, subject: Obj, mods: Mods, x: Expr) -> list[SentencePart]:
        """"... get +X/+X, where X is the number of legendary creatures you control"."""
        return [self._static_spec(subject, [substitute_x(m, x) for m in mods])]

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

    def ss_cda_toughness(self, _self: Obj, toughness: Expr) -> list[SentencePart]:
        return self._cda(None, toughness)

    def ss_cda_power(self, _self: Obj, power: Expr) -> list[SentencePart]:
        return self._cda(power, None)

    def _cda(self, power: Expr | None, toughness: Expr | None) -> list[SentencePart]:
        spec = EffectSpec((SetPT(power, toughness),), Affects.SELF)
        return [Cda(spec)] if self.scope.cda_allowed else [spec]

    def ss_control(self, obj: Obj) -> list[SentencePart]:
        if obj != ATTACHED:
            raise CompileError("'you control' of something not attached")
        return [EffectSpec((SetController("you"),), Affects.ATTACHED)]

    def ss_pt_instead(self, tok: Token, condition: Condition) -> list[SentencePart]:
        """"It gets +3/+1 instead as long as ...": read with the sentence before it."""
        power, toughness = pt_value(str(tok))
        return [PTInstead(ModifyPT(power, toughness), condition)]

    def ss_spares_source(self, _self: Obj) -> list[SentencePart]:
        """702.16c: "This effect doesn't remove ~" (the protection it grants)."""
        return [EffectSpec((RuleChange(PROTECTION_SPARES_SOURCE),), Affects.SELF)]

    def ss_replacement(self, spec: SentencePart | list[SentencePart]) -> list[SentencePart]:
        return spec if isinstance(spec, list) else [spec]

    def ss_rule(self, spec: EffectSpec) -> list[SentencePart]:
        return [spec]

    # ---- rules changes (613.11)
    def ru_before_combat_damage(self) -> EffectSpec:
        change = RuleChange(CAST_ONLY_BEFORE, (("step", "combat_damage"),))
        return EffectSpec((change,), Affects.SELF)

    def ru_additional_cost(self, *parts: Obj | Cost) -> EffectSpec:
        """601.2b, 118.8: an additional cost to cast this spell."""
        cost = next(p for p in parts if isinstance(p, Cost))
        if not cost.mana.is_empty() or cost.tap or cost.untap:
            raise CompileError("an additional cost of mana or tapping")
        change = RuleChange(ADDITIONAL_COST, (("cost", cost),))
        return EffectSpec((change,), Affects.SELF)

    def ru_spells_cost_less(self, desc: Desc, tok: Token) -> EffectSpec:
        """601.2f: "Arcane spells you cast cost {1} less to cast"."""
        return self._spell_cost(desc, tok, SPELL_COST_REDUCTION)

    def ru_spells_cost_more(self, desc: Desc, tok: Token) -> EffectSpec:
        """601.2f: "Noncreature spells cost {1} more to cast"."""
        return self._spell_cost(desc, tok, SPELL_COST_INCREASE)

    def ru_either_spells_cost_less(self, first: Desc, second: Desc, tok: Token,
                                   each: Expr | None = None) -> EffectSpec:
        return self._spell_cost(either(first, second), tok, SPELL_COST_REDUCTION, each)

    def ru_spells_cost_less_each(self, desc: Desc, tok: Token, each: Expr) -> EffectSpec:
        """601.2f: "Instant and sorcery spells you cast cost {1} less to cast for each oil
        counter on ~"."""
        return self._spell_cost(desc, tok, SPELL_COST_REDUCTION, each)

    def ru_either_spells_cost_more(self, first: Desc, second: Desc, tok: Token) -> EffectSpec:
        return self._spell_cost(either(first, second), tok, SPELL_COST_INCREASE)

    def _spell_cost(self, desc: Desc, tok: Token, kind: str, each: Expr | None = None
                    ) -> EffectSpec:
        if desc.kind != "spell":
            raise CompileError("a cost change of something not a spell")
        cost = ManaCost.parse(str(tok))
        if any(sym.kind != "generic" for sym in cost.symbols):
            raise CompileError("a cost change of coloured mana")
        caster = desc.cast_by
        amount: object = cost.mana_value if each is None else \
            each if cost.mana_value == 1 else Times(cost.mana_value, each)
        params: tuple[tuple[str, object], ...] = (("amount", amount),)
        if caster is not None:
            params += (("caster", caster),)
        return EffectSpec((RuleChange(kind, params),), Affects.MATCHING,
                          replace(desc.filter, zone=None))

    def ru_self_cost_less(self, *parts: Any) -> EffectSpec:
        """601.2f: "This spell costs {1} less to cast for each creature card in your
        graveyard"."""
        tok = next(p for p in parts if isinstance(p, Token) and p.type == "MANA")
        each = next((p for p in parts if isinstance(p, Expr)), None)
        amount = self._generic(tok)
        expr: Expr = Const(amount) if each is None else \
            each if amount == 1 else Times(amount, each)
        return self._self_reduction(expr)

    def ru_self_cost_less_if(self, *parts: Any) -> EffectSpec:
        tok = next(p for p in parts if isinstance(p, Token) and p.type == "MANA")
        condition = next(p for p in parts if isinstance(p, Condition))
        return self._self_reduction(Const(self._generic(tok)), condition)

    def ru_self_cost_less_x(self, *parts: Any) -> EffectSpec:
        return self._self_reduction(next(p for p in parts if isinstance(p, Expr)))

    def _generic(self, tok: Token) -> int:
        cost = ManaCost.parse(str(tok))
        if any(sym.kind != "generic" for sym in cost.symbols):
            raise CompileError("a cost reduction of coloured mana")
        return cost.mana_value

    def _self_reduction(self, amount: Expr, condition: Condition | None = None) -> EffectSpec:
        params = (("amount", amount), ("condition", condition))
        return EffectSpec((RuleChange(SELF_COST_REDUCTION, params),), Affects.SELF)

    # ---- 601.3: "Cast this spell only ..."
    def ru_cast_only_if(self, *parts: Any) -> EffectSpec:
        return self._cast_only(next(p for p in parts if isinstance(p, Condition)))

    def ru_cast_your_turn(self, *_: Any) -> EffectSpec:
        return self._cast_only(YourTurn())

    def ru_cast_opponents_turn(self, *_: Any) -> EffectSpec:
        return self._cast_only(Not(YourTurn()))

    def ru_cast_in_combat(self, *_: Any) -> EffectSpec:
        return self._cast_only(InCombat())

    def _cast_only(self, condition: Condition) -> EffectSpec:
        return EffectSpec((RuleChange(CAST_ONLY_IF, (("condition", condition),)),),
                          Affects.SELF)

    # ---- rules about players and turns (613.10, 614.10)
    def ru_skip_step(self, step: str) -> ReplacementSpec:
        return SkipStep(step=step, whose="your")  # 614.1b: "Skip your draw step"

    def sn_untap(self) -> str:
        return "untap"

    def sn_draw(self) -> str:
        return "draw"

    def sn_upkeep(self) -> str:
        return "upkeep"

    def ru_player_hexproof(self) -> EffectSpec:
        return EffectSpec((RuleChange(PLAYER_HEXPROOF, on_players=True),), Affects.PLAYERS)

    @v_args(inline=True, meta=True)
    def ru_cant_gain_life(self, meta: Any) -> EffectSpec:
        span = self.source[meta.start_pos:meta.end_pos].lower() if not meta.empty else ""
        who = "opponents" if span.startswith("your") else "each"
        return EffectSpec((RuleChange(CANT_GAIN_LIFE, (("who", who),), on_players=True),),
                          Affects.PLAYERS)

    def ru_extra_land(self) -> EffectSpec:
        return EffectSpec((RuleChange(EXTRA_LAND, on_players=True),), Affects.PLAYERS)

    def ru_deck_rule(self, *_: Any) -> EffectSpec:
        """903.3, 905: a rule for building a deck or drafting: nothing in a game."""
        return EffectSpec((RuleChange(DECK_RULE),), Affects.SELF)

    def ru_alternative_cost(self, *parts: Any) -> EffectSpec:
        """118.9: "you may sacrifice a Mountain rather than pay this spell's mana cost"."""
        condition = next((p for p in parts if isinstance(p, Condition)), None)
        fields: dict[str, Any] = {}
        for part in parts:
            if isinstance(part, dict):
                for key, value in part.items():
                    if key in fields:
                        raise CompileError("an alternative cost naming one thing twice")
                    fields[key] = value
        if not fields:
            raise CompileError("an alternative cost of nothing")
        if fields.get("mana") is not None and fields["mana"].has_x:
            raise CompileError("an alternative cost with X")
        change = RuleChange(ALTERNATIVE_COST, (("cost", Cost(**fields)), ("condition", condition)))
        return EffectSpec((change,), Affects.SELF)

    def ru_additional_cost_choice(self, *parts: Any) -> EffectSpec:
        """601.2b: "As an additional cost to cast this spell, discard a card or pay 3
        life": two costs, the caster pays one."""
        options = tuple(Cost(**p) for p in parts if isinstance(p, dict))
        if len(options) != 2 or any(o.mana.has_x for o in options):
            raise CompileError("an additional cost choice of other than two costs")
        change = RuleChange(ADDITIONAL_COST_CHOICE, (("options", options),))
        return EffectSpec((change,), Affects.SELF)

    def alt_cost(self, part: dict[str, Any]) -> dict[str, Any]:
        return part

    def ru_top_card_revealed(self) -> EffectSpec:
        return EffectSpec((RuleChange(TOP_CARD_REVEALED, on_players=True),), Affects.PLAYERS)

    def ru_top_card_look(self) -> EffectSpec:
        return EffectSpec((RuleChange(TOP_CARD_LOOK, on_players=True),), Affects.PLAYERS)

    def ru_may_not_untap(self, _self: Obj) -> EffectSpec:
        """502.3: "You may choose not to untap ~ during your untap step"."""
        return EffectSpec((RuleChange(MAY_NOT_UNTAP),), Affects.SELF)

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
