"""Clauses of the modern sample's triggers and combat (grammar/combat_triggers.lark):
"that player loses the game" (104.3e), "you may sacrifice another creature" (701.21),
comparisons with an opponent and the starting life total (603.4, 103.4), "It's an
enchantment." after a return (613.1d), "the second time this ability has resolved this
turn" (608.2), damage dealt to it this turn (120), attack triggers about life totals,
"whenever you tap ... creatures your opponents control" (701.26a), a dying creature's
counters (603.10a), casting from the cards looked at (608.2g), names (201.2), several
damage targets (115.3), exile until a card fits (Jodah), excess damage (120.4a), descend
and "each opponent who didn't", another player's "may" (608.2d), revealing as it enters
(614.12), creatures attacking an opponent (506.2)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import Lasting, order_mods
from tabletop.cards.compiler.noun_phrases import Patch, card_type, patch
from tabletop.cards.compiler.one_shot_effects import CHOSEN, Verb
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj, SelfFolding
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import Condition, Greater
from tabletop.engine.definitions.counter_moves import (
    PutLastKnownCounters,
    TriggerObjectHadCounters,
)
from tabletop.engine.definitions.damage_history_values import DamageDealtToSourceThisTurn
from tabletop.engine.definitions.effects import Affects, ChangeTypes, Duration, EffectSpec
from tabletop.engine.definitions.entering_costs import EntersWithCounterIfRevealed
from tabletop.engine.definitions.exile_until_cast import ExileUntilCastFree
from tabletop.engine.definitions.expressions import Const, Expr, Sum, Times
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChooseObjects,
    ChosenRef,
    CreatedRef,
    CreateEffectOn,
    DealDamage,
    Instruction,
    Optional_,
    PlayerRef,
    ReturnToBattlefield,
    Sacrifice,
    SelfRef,
    SplitCards,
    TargetRef,
    TargetSpec,
    TopCardRef,
)
from tabletop.engine.definitions.life_instructions import LoseGame
from tabletop.engine.definitions.player_comparisons import (
    AttackingAnOpponent,
    OpponentHasMore,
    StartingLife,
)
from tabletop.engine.definitions.punisher_choices import (
    DescendedThisTurn,
    EachOpponentMayOrDamage,
    IfCreatedMatches,
    PlayerMay,
)
from tabletop.engine.definitions.resolution_counts import ResolvedTimesThisTurn
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType, Zone


@dataclass(frozen=True, slots=True)
class PutThisWay(SelfFolding):
    """"If you put an artifact onto the battlefield this way, put two +1/+1 counters on
    it.": after "you may put ... onto the battlefield" (its "if you do" part)."""

    filter: ObjectFilter
    then: tuple[Instruction, ...]

    def fold(self, before: list[Any]) -> list[Any]:
        last = before[-1] if before else None
        if not isinstance(last, Optional_) or not last.inner or \
                not isinstance(last.inner[-1], ReturnToBattlefield):
            raise CompileError("'this way' after nothing put onto the battlefield")
        step = IfCreatedMatches(self.filter, self.then)
        return [*before[:-1], replace(last, inner=(*last.inner, step))]


@dataclass(frozen=True, slots=True)
class ReturnedTypes(SelfFolding):
    """"It's an enchantment." after "return it to the battlefield": the permanent it
    became has just those card types from then on (613.1d; 205.3d: its creature types go)."""

    types: frozenset[CardType]

    def fold(self, before: list[Any]) -> list[Any]:
        if not before or not isinstance(before[-1], ReturnToBattlefield):
            raise CompileError("'it's an enchantment' after no return to the battlefield")
        spec = EffectSpec((ChangeTypes(set_types=self.types),), Affects.FIXED)
        return [*before, CreateEffectOn(spec, Duration.INDEFINITE, CreatedRef())]


@v_args(inline=True)
class CombatTriggerRules(ClauseRules):
    def v_lose_game(self) -> Verb:
        """104.3e: an effect says the player loses the game."""
        return Verb(lambda who: [LoseGame(who)])

    def v_sacrifice_another(self, desc: Desc) -> Verb:
        """701.21: the player sacrifices one of their own permanents other than the
        source (not a target)."""
        flt = replace(desc.filter, controller=None, other=True)
        self.scope.antecedent = CHOSEN
        return Verb(lambda who: [ChooseObjects(flt, who, 1), Sacrifice(ChosenRef())])

    # ---- 603.4 conditions comparing players; 103.4 the starting life total
    def cond_opponent_more_permanents(self, desc: Desc) -> Condition:
        return OpponentHasMore("permanents", replace(desc.filter, controller=None))

    def cond_opponent_more_hand(self) -> Condition:
        return OpponentHasMore("hand")

    def cond_opponent_more_life(self) -> Condition:
        return OpponentHasMore("life")

    def cond_at_most(self, left: Expr, right: Expr) -> Condition:
        """"X is less than or equal to Y": not X > Y."""
        return Greater(Sum(right, Const(1)), left)

    def cond_at_least(self, left: Expr, right: Expr) -> Condition:
        return Greater(Sum(left, Const(1)), right)

    def ex_starting_life(self) -> Expr:
        return StartingLife()

    def cond_at_most_half(self, left: Expr, right: Expr) -> Condition:
        """"X is less than or equal to half Y" (no rounding): 2X <= Y."""
        return Greater(Sum(right, Const(1)), Times(2, left))

    def cond_less_than_half(self, left: Expr, right: Expr) -> Condition:
        """"X is less than half Y" (no rounding): 2X < Y."""
        return Greater(right, Times(2, left))

    def sentence_returned_types(self, *types: Token) -> list[Any]:
        return [ReturnedTypes(frozenset(card_type(str(t)) for t in types))]

    def cond_resolved_times(self, times: int) -> Condition:
        """608.2: the count of this ability's resolutions this turn, this one included."""
        return ResolvedTimesThisTurn(times, self.text)

    def ord_1(self) -> int:
        return 1

    def ord_2(self) -> int:
        return 2

    def ord_3(self) -> int:
        return 3

    def ord_4(self) -> int:
        return 4

    def ord_5(self) -> int:
        return 5

    def ex_damage_to_self_this_turn(self, *named: Any) -> Expr:
        """120: the damage this object was dealt this turn (read after it died too); "it"
        must mean ~: the subject of the trigger ("When ~ dies")."""
        subject = self.scope.trigger_subject
        if not named and (subject is None or subject.affects != Affects.SELF):
            raise CompileError("damage this turn of an object other than ~")
        return DamageDealtToSourceThisTurn()

    # ---- 603.2 attack triggers about life totals
    def tr_attacks_most_life(self, _self: Any) -> list[Trigger]:
        """702.105a (dethrone's trigger): the defending player has the most life or is
        tied for it."""
        return [Trigger(TriggerEvent.ATTACKS_MOST_LIFE, text=self._trigger_text())]

    def tr_attacks_while_most_life(self, _self: Any) -> list[Trigger]:
        return [Trigger(TriggerEvent.ATTACKS_WHILE_MOST_LIFE, text=self._trigger_text())]

    def tr_you_tap(self, desc: Desc) -> list[Trigger]:
        """701.26a: permanents a spell or ability of yours taps (untapped until then)."""
        flt = replace(desc.filter, tapped=None)
        return [Trigger(TriggerEvent.YOU_TAP, subject="any", filter=flt,
                        text=self._trigger_text())]

    # ---- 603.10a a gone creature's counters
    def cond_it_had_counters(self) -> Condition:
        if not self.scope.to_graveyard:
            raise CompileError("'it had counters on it' of no creature that died")
        return TriggerObjectHadCounters()

    def i_put_its_counters(self, obj: Obj) -> list[Any]:
        """"put its counters on up to one target creature you control": "its" is the
        creature whose dying triggered the ability."""
        if not self.scope.to_graveyard:
            raise CompileError("'its counters' of no creature that died")
        return [PutLastKnownCounters(ref) for ref in obj.refs]

    # ---- 608.2g casting one of the cards looked at
    def looked_at(self) -> Obj | None:
        """What "them" means before the description (whose "~'s power" names ~)."""
        return self.scope.antecedent

    def i_cast_among_free(self, it: Obj | None, desc: Desc) -> list[Any]:
        """"You may cast an instant or sorcery spell with mana value less than or equal to
        ~'s power from among them without paying its mana cost": one of the cards looked
        at; "Put the rest on the bottom ..." sends the others (and one not cast)."""
        if it is None or not isinstance(it.ref, TopCardRef):
            raise CompileError("'from among them' refers to no cards looked at")
        return [SplitCards(it.ref, 1, "cast", "top", replace(desc.filter, zone=None))]

    # ---- 201.2 names
    def post_not_named_self(self, _self: Obj) -> Patch:
        """"Dragon cards not named Tiamat": any name but the card's own."""
        return patch(not_names=frozenset({self.scope.card_name}))

    # ---- 115.3 several targets
    @v_args(inline=True, meta=True)
    def tgt_up_to_other_any(self, meta: Any, n: Expr) -> Obj:
        """"each of up to two other targets": N optional "any target"s, none the target
        named before (`distinct_from`); one word "targets", so one spec object for all of
        them: never the same one twice (601.2c, rules/targets.py)."""
        before = len(self.scope.targets) - 1
        if before < 0:
            raise CompileError("'other targets' after no target")
        text = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        spec = TargetSpec(kind="any", count_min=0, distinct_from=before, text=text)
        indices = tuple(self.scope.add_target(spec) for _ in range(as_int(n)))
        index = indices[0]
        obj = Obj(TargetRef(index), Affects.TARGETS, None, indices)
        self.scope.antecedent = obj
        return obj

    # ---- exile until a card fits, cast it free (Jodah, the Unifier)
    def lesser_mana_value(self) -> str:
        return "lesser"

    def sentence_exile_until_cast(self, desc: Desc, *lesser: str) -> list[Any]:
        """"... until you exile a legendary nonland card with lesser mana value" (than the
        spell that triggered the ability)."""
        if lesser and not re.match(r"whenever you cast ", self.text, re.IGNORECASE):
            raise CompileError("'lesser mana value' than no spell cast")
        if desc.kind != "card":
            raise CompileError("exiled until a card")
        # the exiling is not optional; the cast is (the answer `may`, as for cascade)
        return [ExileUntilCastFree(replace(desc.filter, zone=None), bool(lesser))]

    def tr_you_cast_from_hand(self, desc: Desc) -> list[Trigger]:
        """601.2a: only a spell cast from its owner's hand."""
        if desc.kind != "spell":
            raise CompileError("'whenever you cast' names a spell")
        return [Trigger(TriggerEvent.CAST, subject="any", filter=replace(desc.filter, zone=None),
                        whose="your", from_zone="hand", text=self._trigger_text())]

    def tr_dealt_excess_noncombat(self, desc: Desc) -> list[Trigger]:
        """120.4a: damage beyond lethal damage, not combat damage; one trigger a batch."""
        return [Trigger(TriggerEvent.DEALT_EXCESS_NONCOMBAT, subject="any",
                        filter=desc.filter, text=self._trigger_text())]

    # ---- descend; each opponent may ... or is dealt damage
    def cond_descended(self) -> Condition:
        return DescendedThisTurn()

    def po_discard(self) -> tuple[str, ObjectFilter | None]:
        return "discard", None

    def po_sacrifice(self, desc: Desc) -> tuple[str, ObjectFilter | None]:
        return "sacrifice", replace(desc.filter, controller=None)

    def sentence_punisher(self, *parts: Any) -> list[Any]:
        """"Each opponent may discard a card or sacrifice a permanent. ~ deals 3 damage to
        each opponent who didn't." (the source deals the damage)."""
        options = [p for p in parts if isinstance(p, tuple)]
        n = next(p for p in parts if isinstance(p, Expr))
        kinds = tuple(kind for kind, _ in options)
        if len(set(kinds)) != len(kinds):
            raise CompileError("the same choice twice")
        sacrificed = next((f for kind, f in options if kind == "sacrifice"), None)
        return [EachOpponentMayOrDamage(kinds, n, sacrificed)]

    # ---- 608.2d another player's choice
    def may_have(self) -> Obj | None:
        """What "it" means before "~" is named."""
        return self.scope.antecedent

    def sentence_player_may_have_damage(self, who: PlayerRef, it: Obj | None, _self: Obj,
                                        n: Expr) -> list[Any]:
        if who == PlayerRef("you"):
            raise CompileError("'you may have' is the controller's own choice")
        if it is None or it.affects == Affects.SELF:
            raise CompileError("'it' names nothing but ~")
        if who == PlayerRef("trigger_controller") and it.is_target:
            # "that creature's controller" of the target creature (not a trigger's object)
            who = PlayerRef("controller", self.scope.object_index(it.indices[0]))
        return [PlayerMay(who, tuple(DealDamage(n, ref, SelfRef()) for ref in it.refs))]

    # ---- 614.12 a card revealed as it enters
    def ss_enters_with_counter_if_revealed(self, _self: Obj, desc: Desc, condition: Condition,
                                           _again: Obj, kind: str) -> list[Any]:
        if desc.kind != "card":
            raise CompileError("a card revealed from your hand")
        return [EntersWithCounterIfRevealed(reveal=replace(desc.filter, zone=Zone.HAND),
                                            counter=kind, or_condition=condition)]

    # ---- 506.2 creatures attacking an opponent
    def ss_attacking_opponent(self, subject: Obj, mods: Any) -> list[Any]:
        if subject.affects != Affects.MATCHING or subject.filter is None:
            raise CompileError("'that's attacking' of no group of creatures")
        if any(isinstance(m, Lasting) for m in mods):
            raise CompileError("a static ability with a duration")
        ordered = order_mods(mods)
        if not ordered:
            raise CompileError("an effect that changes nothing")
        return [EffectSpec(ordered, Affects.MATCHING, replace(subject.filter, attacking=True),
                           AttackingAnOpponent())]

    # ---- "if you put an artifact onto the battlefield this way, ..."
    def put_this_way(self, desc: Desc) -> ObjectFilter:
        """"it" after it is the permanent just put onto the battlefield."""
        self.scope.antecedent = Obj(CreatedRef(), Affects.FIXED)
        return replace(desc.filter, zone=None)

    def sentence_if_put_this_way(self, flt: ObjectFilter, instrs: list[Any]) -> list[Any]:
        if not all(isinstance(i, Instruction) for i in instrs):
            raise CompileError("a sentence marker after 'this way'")
        return [PutThisWay(flt, tuple(instrs))]
