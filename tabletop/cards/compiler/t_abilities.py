"""Transformer rules for whole abilities: keywords, costs, activated, loyalty, mana,
triggered and static abilities, replacement effects and rules changes."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Transformer, v_args

from tabletop.cards.compiler import keywords as kw
from tabletop.cards.compiler.nodes import (
    ATTACHED,
    SELF,
    TRIGGER_OBJECT,
    CompileError,
    Desc,
    Obj,
    Scope,
)
from tabletop.cards.compiler.t_continuous import order_mods
from tabletop.cards.compiler.t_nouns import as_int, subtype
from tabletop.engine.abilities import (
    Ability,
    ActivatedAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.conditions import (
    AffectedHasColor,
    AffectedIs,
    Condition,
    Not,
    YouControl,
)
from tabletop.engine.costs import Cost
from tabletop.engine.effects import (
    AddAbilities,
    Affects,
    EffectSpec,
    RuleChange,
    SetController,
    SetPT,
)
from tabletop.engine.enums import Color, Zone
from tabletop.engine.expressions import Const, Expr
from tabletop.engine.instructions import AddMana, Instruction, Optional_
from tabletop.engine.mana import ManaCost
from tabletop.engine.replacements import (
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
from tabletop.engine.triggers import Trigger, TriggerEvent

_COST_ONE_OF = ("W", "U", "B", "R", "G")
_NOT_BATTLEFIELD = (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


@dataclass(frozen=True, slots=True)
class SpellPart:
    """The instructions of a spell line; lines are joined into one SpellAbility."""

    effect: tuple[Instruction, ...]


def _per_object(condition: Condition | None) -> bool:
    inner = condition.inner if isinstance(condition, Not) else condition
    return isinstance(inner, AffectedHasColor | AffectedIs)


def _mana_letters(text: str) -> tuple[str, ...]:
    return tuple(s.text.strip("{}") for s in ManaCost.parse(text).symbols)


def _word(desc: Desc) -> str:
    """'creature' for "Enchant creature": the type words of a description."""
    words = [t.value.lower() for t in sorted(desc.filter.types, key=lambda t: t.value)]
    return " ".join(words) or "permanent"


@v_args(inline=True)
class AbilityRules(Transformer):  # type: ignore[misc]
    """Mixin of transformer callbacks for abilities; `text` is the clause as printed."""

    scope: Scope
    text: str

    def resolve_abilities(self, items: tuple[Any, ...], cda_allowed: bool = False) -> tuple:
        raise NotImplementedError

    # ---- keywords (702)
    def start_keywords(self, *items: Any) -> list[Ability]:
        out: list[Ability] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    def kw_simple(self, tok: Token) -> Ability:
        return kw.simple(str(tok))

    def kw_landwalk(self, tok: Token) -> Ability:
        return kw.landwalk(str(tok))

    def kw_protection(self, *qualities: str) -> list[Ability]:
        return [kw.protection(q) for q in qualities]

    def kw_enchant(self, desc: Desc) -> Ability:
        return kw.enchant(_word(desc))

    def kw_equip(self, cost: Token | Cost) -> Ability:
        if isinstance(cost, Token):
            paid = Cost(mana=ManaCost.parse(str(cost)))
            return kw.equip(paid, f"Equip {cost}")
        return kw.equip(cost, "Equip—" + cost.describe())

    def kw_buyback(self, tok: Token) -> Ability:
        return kw.buyback(ManaCost.parse(str(tok)))

    def kw_cycling(self, tok: Token) -> Ability:
        return kw.cycling(ManaCost.parse(str(tok)))

    def kw_level_up(self, tok: Token) -> Ability:
        return kw.leveling(ManaCost.parse(str(tok)))

    def q_color(self, tok: Token) -> str:
        return str(tok).lower()

    def q_everything(self) -> str:
        return "everything"

    def q_type(self, tok: Token) -> str:
        return str(tok).lower()

    def q_subtype(self, tok: Token) -> str:
        return str(tok)

    def q_chosen_color(self) -> str:
        self.scope.choose("color")
        return "the chosen color"

    def q_artifacts_or_color(self) -> str:
        self.scope.choose("protection")
        return "artifacts or the chosen color"

    # ---- costs (118, 602.1)
    def costs(self, *parts: dict[str, Any]) -> Cost:
        fields: dict[str, Any] = {}
        for part in parts:
            for key, value in part.items():
                if key == "mana" and "mana" in fields:
                    value = fields["mana"] + value
                fields[key] = value
        if "mana" in fields and fields["mana"].has_x:
            self.scope.choose("x")
        return Cost(**fields)

    def c_mana(self, tok: Token) -> dict[str, Any]:
        return {"mana": ManaCost.parse(str(tok))}

    def c_tap(self) -> dict[str, Any]:
        return {"tap": True}

    def c_untap(self) -> dict[str, Any]:
        return {"untap": True}

    def c_sacrifice_self(self, _self: Obj) -> dict[str, Any]:
        return {"sacrifice_self": True}

    def c_sacrifice(self, desc: Desc) -> dict[str, Any]:
        return {"sacrifice": desc.filter, "sacrifice_count": 1}

    def c_discard(self, *parts: Any) -> dict[str, Any]:
        random = any(getattr(p, "data", None) == "at_random" for p in parts)
        return {"discard": 1, "discard_random": random}

    def c_discard_self(self) -> dict[str, Any]:
        raise CompileError("'discard this card' is part of cycling")

    def c_life(self, tok: Token) -> dict[str, Any]:
        return {"pay_life": int(tok)}

    def c_exile_top(self) -> dict[str, Any]:
        return {"exile_from_graveyard": 1}

    def c_remove_counters(self, n: Expr, kind: str, _self: Obj) -> dict[str, Any]:
        return {"remove_counters": ((kind, as_int(n)),)}

    # ---- activated, loyalty and mana abilities
    def start_activated(self, cost: Cost, effect: list[Any], rule: str | None = None
                        ) -> list[Ability]:
        return [ActivatedAbility(
            text=self.text, cost=cost, effect=tuple(effect), targets=tuple(self.scope.targets),
            timing="sorcery" if rule == "sorcery" else "instant",
            once_per_turn=rule == "once", choices=tuple(self.scope.choices))]

    def ar_sorcery(self) -> str:
        return "sorcery"

    def ar_once(self) -> str:
        return "once"

    def start_loyalty(self, tok: Token, effect: list[Any]) -> list[Ability]:
        return [ActivatedAbility(
            text=self.text, cost=Cost(loyalty=int(str(tok).replace("\u2212", "-"))),
            effect=tuple(effect),
            targets=tuple(self.scope.targets), timing="sorcery", loyalty=True,
            choices=tuple(self.scope.choices))]

    def start_mana(self, cost: Cost, produced: AddMana) -> list[Ability]:
        choices = ("color",) if produced.any_of else ()
        return [ActivatedAbility(text=self.text, cost=cost, effect=(produced,), is_mana=True,
                                 choices=choices)]

    def mp_fixed(self, tok: Token) -> AddMana:
        return AddMana(symbols=_mana_letters(str(tok)))

    def mp_choice(self, *toks: Token) -> AddMana:
        return AddMana(any_of=tuple(s for t in toks for s in _mana_letters(str(t))))

    def mp_any(self) -> AddMana:
        return AddMana(any_of=_COST_ONE_OF)

    # ---- triggered abilities (603)
    def start_triggered(self, triggers: list[Trigger], *rest: Any) -> list[Ability]:
        condition = next((r for r in rest if isinstance(r, Condition)), None)
        effect = rest[-1]
        optional = len(effect) == 1 and isinstance(effect[0], Optional_)
        program = tuple(effect[0].inner) if optional else tuple(effect)
        return [TriggeredAbility(text=self.text, trigger=t, condition=condition,
                                 effect=program, targets=tuple(self.scope.targets),
                                 optional=optional) for t in triggers]

    def _trigger(self, event: TriggerEvent, subject: tuple[str, Any], **kwargs: Any
                 ) -> list[Trigger]:
        who, flt = subject
        return [Trigger(event, subject=who, filter=flt, text=self._trigger_text(), **kwargs)]

    def _trigger_text(self) -> str:
        return self.text.split(",")[0]

    def tr_enters(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.ENTERS, subject)

    def tr_dies(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.DIES, subject)

    def tr_enters_or_dies(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self.tr_enters(subject) + self.tr_dies(subject)

    def tr_graveyard_anywhere(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject, from_zone="anywhere")

    def tr_graveyard_battlefield(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject,
                             from_zone="battlefield")

    def tr_attacks(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.ATTACKS, subject)

    def tr_targeted(self, subject: tuple[str, Any]) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_TARGET, subject)

    def tr_player_draws(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="each",
                        text=self._trigger_text())]

    def tr_you_draw(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="your",
                        text=self._trigger_text())]

    def tr_step(self, step: tuple[str, str]) -> list[Trigger]:
        name, whose = step
        return [Trigger(TriggerEvent.BEGINNING_OF_STEP, step=name, whose=whose,
                        text=self._trigger_text())]

    def ts_self(self, _self: Obj) -> tuple[str, Any]:
        self.scope.trigger_subject = SELF
        self.scope.antecedent = SELF
        return ("self", None)

    def ts_attached(self) -> tuple[str, Any]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("attached", None)

    def ts_desc(self, desc: Desc) -> tuple[str, Any]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("other" if desc.filter.other else "any", desc.filter)

    def ts_self_or_other(self, _self: Obj, desc: Desc) -> tuple[str, Any]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("any", replace(desc.filter, other=False))

    def st_your_upkeep(self) -> tuple[str, str]:
        return ("upkeep", "your")

    def st_each_upkeep(self) -> tuple[str, str]:
        return ("upkeep", "each")

    def st_each_end(self) -> tuple[str, str]:
        return ("end", "each")

    def st_your_end(self) -> tuple[str, str]:
        return ("end", "your")

    def st_your_combat(self) -> tuple[str, str]:
        return ("beginning_of_combat", "your")

    def st_your_draw(self) -> tuple[str, str]:
        return ("draw", "your")

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
        from tabletop.cards.compiler.nodes import Quoted

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

    # ---- spells
    def start_spell(self, effect: list[Any]) -> SpellPart:
        return SpellPart(tuple(effect))

