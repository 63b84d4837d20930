"""Attack and block restrictions with a condition (508.1c, 509.1b; grammar:
static_restrictions.lark): "~ can't attack unless you control a Knight or a Soldier", "~
can't block unless you control more lands than attacking player", "~ can't attack or
block if an enchantment is on the battlefield", "~ can't attack alone", "~ can't attack
unless at least two other creatures attack". The condition is read as the creature is
declared (rules/combat_conditions.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, Mods, pt_value
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.phrases import ATTACHED, SELF, CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int, count_of
from tabletop.engine.definitions.attachment_counts import AttachedCount, ColorCount
from tabletop.engine.definitions.attack_limits import CANT_ATTACK_YOU
from tabletop.engine.definitions.block_requirements import ALL_MUST_BLOCK, MUST_BE_BLOCKED
from tabletop.engine.definitions.color_conditions import (
    HostSharesMostCommonColor,
    MostCommonColor,
)
from tabletop.engine.definitions.combat_conditions import (
    ATTACK_WITH_OTHERS,
    ATTACKS_ONLY_ALONE,
    BLOCK_WITH_OTHERS,
    BLOCKABLE_DESPITE_LANDWALK,
    CANT_ATTACK_UNLESS,
    CANT_BE_BLOCKED_BY_WEAKER,
    CANT_BLOCK_UNLESS,
    APlayerHasNoCardsInHand,
    DefendingPlayerControls,
    DefendingPlayerPoisoned,
    YouControlMoreThanOpponent,
)
from tabletop.engine.definitions.conditions import Condition, Greater, Not
from tabletop.engine.definitions.effects import (
    Affects,
    Duration,
    EffectSpec,
    Modification,
    ModifyPT,
    RuleChange,
)
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import CreateEffect, CreateEffectOn, Instruction
from tabletop.engine.definitions.state_conditions import AllOf, DefenderControls
from tabletop.engine.definitions.target_limits import CANT_BE_TARGETED
from tabletop.engine.definitions.untap_conditions import DOESNT_UNTAP_IF
from tabletop.engine.model.enums import CardType, Color

Others = tuple[ObjectFilter, int]
Params = tuple[tuple[str, object], ...]
CREATURES = frozenset({CardType.CREATURE})


def _declared(condition: Condition) -> Condition:
    """"defending player controls ..." before the creature attacks: the player it would
    attack (the layer's DefenderControls reads only a creature that is attacking)."""
    if isinstance(condition, DefenderControls):
        return DefendingPlayerControls(condition.filter)
    if isinstance(condition, Not):
        return Not(_declared(condition.inner))
    return condition


@v_args(inline=True)
class StaticRestrictionRules(ClauseRules):
    """Restrictions with a condition, and the conditions only they name."""

    def _unless(self, kinds: tuple[str, ...], condition: Condition) -> Mods:
        held = _declared(condition)
        return [RuleChange(kind, (("condition", held),)) for kind in kinds]

    def pr_cant_attack_unless_cond(self, condition: Condition) -> Mods:
        return self._unless((CANT_ATTACK_UNLESS,), condition)

    def pr_cant_block_unless_cond(self, condition: Condition) -> Mods:
        return self._unless((CANT_BLOCK_UNLESS,), condition)

    def pr_cant_attack_block_unless(self, condition: Condition) -> Mods:
        return self._unless((CANT_ATTACK_UNLESS, CANT_BLOCK_UNLESS), condition)

    def pr_cant_attack_if(self, condition: Condition) -> Mods:
        return self._unless((CANT_ATTACK_UNLESS,), Not(_declared(condition)))

    def pr_cant_block_if(self, condition: Condition) -> Mods:
        return self._unless((CANT_BLOCK_UNLESS,), Not(_declared(condition)))

    def pr_cant_attack_block_if(self, condition: Condition) -> Mods:
        return self._unless((CANT_ATTACK_UNLESS, CANT_BLOCK_UNLESS), Not(_declared(condition)))

    # ---- 506.5: "alone"; "unless at least two other creatures attack"
    def pr_cant_attack_alone(self) -> Mods:
        return [RuleChange(ATTACK_WITH_OTHERS, (("filter", None), ("n", 1)))]

    def pr_cant_block_alone(self) -> Mods:
        return [RuleChange(BLOCK_WITH_OTHERS, (("filter", None), ("n", 1)))]

    def pr_cant_attack_block_alone(self) -> Mods:
        return [*self.pr_cant_attack_alone(), *self.pr_cant_block_alone()]

    def pr_attack_with_others(self, others: Others) -> Mods:
        return [RuleChange(ATTACK_WITH_OTHERS, (("filter", others[0]), ("n", others[1])))]

    def pr_block_with_others(self, others: Others) -> Mods:
        return [RuleChange(BLOCK_WITH_OTHERS, (("filter", others[0]), ("n", others[1])))]

    def oa_at_least(self, n: Expr, desc: Desc) -> Others:
        return self._others(desc), as_int(n)

    def oa_one(self, desc: Desc) -> Others:
        return self._others(desc), 1

    def _others(self, desc: Desc) -> ObjectFilter:
        if desc.kind != "object" or desc.player is not None or desc.chosen_type:
            raise CompileError("other attackers described by more than a filter")
        return replace(desc.filter, other=False, controller=None)

    # ---- conditions
    def cond_defender_poisoned(self) -> Condition:
        return DefendingPlayerPoisoned()

    def cond_more_than_opponent(self, desc: Desc) -> Condition:
        """"unless you control more creatures than defending player"."""
        return YouControlMoreThanOpponent(replace(desc.filter, controller=None))

    def cond_a_player_empty_hand(self) -> Condition:
        return APlayerHasNoCardsInHand()

    def cond_there_is(self, desc: Desc) -> Condition:
        """"if there is a Mountain on the battlefield", "if an enchantment is on the
        battlefield"."""
        return Greater(count_of(desc), Const(0))

    # ---- 502.3
    def ss_untap_if(self, subject: Obj, _step: Tree[Token], condition: Condition
                    ) -> list[EffectSpec]:
        """"~ doesn't untap during your untap step if it has a depletion counter on it"."""
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        change = RuleChange(DOESNT_UNTAP_IF, (("condition", condition),))
        return [EffectSpec((change,), subject.affects, subject.filter)]

    # ---- 509.1c: blocking requirements
    def pr_must_be_blocked(self) -> Mods:
        return [RuleChange(MUST_BE_BLOCKED)]

    def pr_must_be_blocked_this_turn(self) -> Mods:
        return [RuleChange(MUST_BE_BLOCKED), Lasting(Duration.END_OF_TURN)]

    def pr_all_must_block(self, desc: Desc) -> Mods:
        return [self._lure(desc)]

    def _lure(self, desc: Desc) -> Modification:
        if desc.kind != "object" or desc.player is not None or desc.chosen_type:
            raise CompileError("blockers described by more than a filter")
        flt = replace(desc.filter, controller=None, other=False)
        plain = flt == ObjectFilter(types=flt.types) and len(flt.types) <= 1
        return RuleChange(ALL_MUST_BLOCK, (("filter", None if plain else flt),))

    def ss_all_must_block(self, desc: Desc, subject: Obj) -> list[EffectSpec]:
        """"All creatures able to block ~ do so" (Lure's kind, on its subject)."""
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        return [EffectSpec((self._lure(desc),), subject.affects, subject.filter)]

    def i_all_must_block(self, desc: Desc, obj: Obj) -> list[Instruction]:
        """"All creatures able to block target creature this turn do so" (611.2c)."""
        lasting = Duration.END_OF_TURN
        mods = (self._lure(desc),)
        if obj.is_target:
            return [CreateEffect(EffectSpec(mods, Affects.TARGETS, duration=lasting,
                                            target_index=i), lasting) for i in obj.indices]
        if obj.affects == Affects.FIXED:
            spec = EffectSpec(mods, Affects.FIXED, obj.filter, duration=lasting)
            return [CreateEffectOn(spec, lasting, obj.ref)]
        raise CompileError("a requirement to block something not fixed")

    # ---- 702.16
    def q_the_chosen_color(self) -> str:
        """"protection from the chosen color": chosen by "As ~ enters, choose a color"."""
        return "the chosen color"

    # ---- 509.1b: "Creatures with power less than ~'s power can't block it"
    def ss_weaker_cant_block(self, amount: Expr, subject: Obj) -> list[EffectSpec]:
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        change = RuleChange(CANT_BE_BLOCKED_BY_WEAKER, (("amount", amount),))
        return [EffectSpec((change,), subject.affects, subject.filter)]

    def ww_self(self) -> Obj:
        return SELF

    def weaker_what(self, subject: Obj) -> Obj:
        return subject

    # ---- 105.1: the most common color
    def cond_most_common_color(self, tok: Token) -> Condition:
        return MostCommonColor(Color.from_word(str(tok)))

    def cond_host_shares_most_common(self) -> Condition:
        if self.scope.antecedent is not None and self.scope.antecedent != ATTACHED:
            raise CompileError("'it' is not the enchanted creature")
        return HostSharesMostCommonColor()

    def ss_pt_unless(self, subject: Obj, tok: Token, condition: Condition
                     ) -> list[object]:
        """"Enchanted creature gets +3/+3 unless ...": while the condition doesn't hold."""
        statics: Any = self  # the transformer's static ability rules (static_abilities.py)
        mods = [ModifyPT(*pt_value(str(tok)))]
        return list(statics.ss_effect(subject, mods, Not(condition)))

    # ---- 702.14
    def ss_blockable_despite_walk(self, subject: Obj, tok: Token | None = None
                                  ) -> list[EffectSpec]:
        if subject.is_target or subject.affects in (Affects.FIXED, Affects.TARGETS):
            raise CompileError("a static ability about a target or a fixed set")
        walks = frozenset() if tok is None else frozenset({str(tok).lower()})
        change = RuleChange(BLOCKABLE_DESPITE_LANDWALK, (("walks", walks),))
        return [EffectSpec((change,), subject.affects, subject.filter)]

    def ss_blockable_despite_any_walk(self) -> list[EffectSpec]:
        change = RuleChange(BLOCKABLE_DESPITE_LANDWALK, (("walks", frozenset()),))
        return [EffectSpec((change,), Affects.MATCHING, ObjectFilter(types=CREATURES))]

    # ---- 115: what may not target it
    def pr_untargetable(self, params: Params) -> Mods:
        return [RuleChange(CANT_BE_TARGETED, params)]

    def _spell_sources(self, desc: Desc) -> ObjectFilter | None:
        if desc.kind != "spell" or desc.player is not None or desc.chosen_type \
                or desc.cast_by is not None:
            raise CompileError("spells described by more than their characteristics")
        flt = replace(desc.filter, zone=None, controller=None)
        return None if flt == ObjectFilter(zone=None) else flt

    def ub_spells(self, desc: Desc) -> Params:
        """"of spells", "of Aura spells", "of black or red spells your opponents control"."""
        whose = desc.filter.controller
        if whose not in (None, "opponent"):
            raise CompileError("spells of a controller other than an opponent")
        params: Params = (("by", "spells"), ("filter", self._spell_sources(desc)))
        return (*params, ("opponents", True)) if whose == "opponent" else params

    def ub_opponents_spells(self, desc: Desc) -> Params:
        return (*self.ub_spells(desc), ("opponents", True))

    def ub_opponents_abilities(self) -> Params:
        return (("by", "abilities"), ("opponents", True))

    def ub_both(self) -> Params:
        return (("by", "both"),)

    def ub_color_both(self, first: Token, second: Token) -> Params:
        """"black spells or abilities from black sources": the source's color."""
        if str(first).lower() != str(second).lower():
            raise CompileError("spells of one color and sources of another")
        flt = ObjectFilter(colors=frozenset({Color.from_word(str(first))}), zone=None)
        return (("by", "both"), ("filter", flt))

    # ---- counts about one object
    def fe_attached_to_it(self, desc: Desc) -> Expr:
        """"+1/+1 for each Aura attached to it" (it: the object that gets the bonus)."""
        return AttachedCount(self._attachments(desc), "affected")

    def fe_attached_to_self(self, desc: Desc, _self: Obj) -> Expr:
        return AttachedCount(self._attachments(desc), "source")

    def _attachments(self, desc: Desc) -> ObjectFilter:
        if desc.kind != "object" or desc.player is not None or desc.chosen_type:
            raise CompileError("attachments described by more than a filter")
        return replace(desc.filter, controller=None)

    def fe_its_colors(self) -> Expr:
        return ColorCount("affected")

    def cond_attached_at_least(self, n: Expr, desc: Desc, *_: Obj) -> Condition:
        """Balan: "as long as two or more Equipment are attached to it" (it: ~)."""
        return Greater(AttachedCount(self._attachments(desc), "source"), Const(as_int(n) - 1))

    # ---- conditions about attacking creatures (508)
    def _attacking(self, desc: Desc) -> Expr:
        if desc.kind != "object" or desc.player is not None or desc.chosen_type:
            raise CompileError("attackers described by more than a filter")
        return count_of(replace(desc, filter=replace(desc.filter, attacking=True)))

    def cond_one_attacking(self, desc: Desc) -> Condition:
        return Greater(self._attacking(desc), Const(0))

    def cond_n_attacking(self, n: Expr, desc: Desc) -> Condition:
        return Greater(self._attacking(desc), Const(as_int(n) - 1))

    def cond_exactly_attacking(self, n: Expr, desc: Desc) -> Condition:
        count, k = self._attacking(desc), as_int(n)
        return AllOf((Greater(count, Const(k - 1)), Not(Greater(count, Const(k)))))

    # ---- 604.2: a rule while a condition holds
    def ss_cost_less_while(self, condition: Condition, desc: Desc, tok: Token
                           ) -> list[EffectSpec]:
        statics: Any = self  # the transformer's static ability rules (static_abilities.py)
        return [replace(statics.ru_spells_cost_less(desc, tok), condition=condition)]

    def ss_cost_more_while(self, condition: Condition, desc: Desc, tok: Token
                           ) -> list[EffectSpec]:
        statics: Any = self
        return [replace(statics.ru_spells_cost_more(desc, tok), condition=condition)]

    # ---- 508.1c: attacking you
    def pr_cant_attack_you_only(self) -> Mods:
        """"can't attack you" (planeswalkers you control may still be attacked)."""
        return [RuleChange(CANT_ATTACK_YOU, (("player_only", True),))]

    def pr_attacks_only_alone(self) -> Mods:
        """Errantry: "can only attack alone" (506.5: the only creature declared)."""
        return [RuleChange(ATTACKS_ONLY_ALONE)]

    def post_counters_on_them(self, kind: str) -> Patch:
        """"creatures with ice counters on them" (one or more each)."""
        return patch(with_counter=kind)
