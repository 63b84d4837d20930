"""Counters a permanent enters with, counted as it enters (614.1c): "for each ...",
"where X is ...", or only "if" a condition holds then."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.conditions import AnyOf, Condition, Greater, InCombat, Not
from tabletop.engine.definitions.effects import Duration, Modification, RuleChange
from tabletop.engine.definitions.entering_costs import EntersTappedUnlessPaid
from tabletop.engine.definitions.expressions import CardsInZone, Const, Expr, Times
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.graveyard_auras import ReturnAttached
from tabletop.engine.definitions.instructions import (
    CreateEffect,
    ExtraTurn,
    Instruction,
    PlayerRef,
    SelfRef,
)
from tabletop.engine.definitions.keyword_parts import ColorsSpent, IfHolds
from tabletop.engine.definitions.most_players import MostRef, OnePlayerHasMost
from tabletop.engine.definitions.replacement_specs import (
    NO_COMBAT_DAMAGE,
    EntersWithCounters,
    ReplacementSpec,
)
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.definitions.turn_skips import SKIP_TURN_SPEC
from tabletop.engine.model.enums import Zone


def _on_battlefield(desc: Desc) -> ObjectFilter:
    if desc.kind != "object" or desc.filter.controller is not None:
        raise CompileError("the most permanents of a kind a player controls")
    return desc.filter


@v_args(inline=True)
class EnteringCounterRules(ClauseRules):
    def rp_enters_with_each(self, _self: Obj, n: Expr, kind: str, each: Expr
                            ) -> ReplacementSpec:
        """"enters with a +1/+1 counter on it for each other Kithkin you control"."""
        return EntersWithCounters(kind, each if n == Const(1) else Times(as_int(n), each))

    def rp_enters_with_x(self, _self: Obj, kind: str, x: Expr) -> ReplacementSpec:
        """"enters with X +1/+1 counters on it, where X is the number of ..."."""
        return EntersWithCounters(kind, x)

    def rp_enters_with_if(self, _self: Obj, n: Expr, kind: str, condition: Condition
                          ) -> ReplacementSpec:
        """"enters with two +1/+1 counters on it if a creature died this turn": the
        condition is checked as it enters."""
        return EntersWithCounters(kind, IfHolds(condition, n))

    def fe_colors_spent(self) -> Expr:
        """"for each color of mana spent to cast it", noted as it was cast."""
        return ColorsSpent()

    # ---- 614.12: a cost paid as it enters, or it enters tapped
    def ss_enters_unless_life(self, _self: Obj, life: Token, _again: Obj
                              ) -> list[ReplacementSpec]:
        return [EntersTappedUnlessPaid(life=int(life))]

    def ss_enters_unless_reveal(self, _self: Obj, desc: Desc, _again: Obj
                                ) -> list[ReplacementSpec]:
        if desc.kind != "card":
            raise CompileError("a card revealed from your hand")
        return [EntersTappedUnlessPaid(reveal=replace(desc.filter, zone=Zone.HAND))]

    # ---- 510.1: a creature that assigns no combat damage
    def pr_no_combat_damage(self) -> list[Modification]:
        return [RuleChange(NO_COMBAT_DAMAGE)]

    # ---- the player who has the most life, cards in hand, creatures
    def cond_most_life(self) -> Condition:
        return OnePlayerHasMost("life")

    def cond_most_hand(self) -> Condition:
        return OnePlayerHasMost("hand")

    def cond_most_controlled(self, desc: Desc) -> Condition:
        return OnePlayerHasMost("controls", _on_battlefield(desc))

    def pl_most_life(self) -> PlayerRef:
        return MostRef(stat="life")

    def pl_most_hand(self) -> PlayerRef:
        return MostRef(stat="hand")

    def pl_most_controlled(self, desc: Desc) -> PlayerRef:
        return MostRef(stat="controls", filter=_on_battlefield(desc))


    # ---- 611.2b: durations tied to the source
    def dur_source_on_battlefield(self, _self: Obj) -> Duration:
        return Duration.WHILE_SOURCE_ON_BATTLEFIELD

    def dur_you_control_source(self, _self: Obj) -> Duration:
        return Duration.WHILE_YOU_CONTROL_SOURCE

    # ---- 614.10: skipping turns
    def v_skip_turns(self, n: Expr | None = None) -> Verb:
        count = 1 if n is None else as_int(n)

        def complete(who: PlayerRef) -> list[Instruction]:
            if who != PlayerRef("you"):
                raise CompileError("another player skips turns")
            return [CreateEffect(SKIP_TURN_SPEC, Duration.INDEFINITE)] * count
        return Verb(complete)

    def v_extra_turn(self) -> Verb:
        """500.7: the player named takes the extra turn."""
        return Verb(lambda who: [ExtraTurn(who)])

    # ---- 603.4: cards in your graveyard or library, counters
    def cond_cards_at_least(self, n: Expr, *rest: Any) -> Condition:
        """"if you have four or more creature cards in your graveyard"."""
        desc = next((r for r in rest if isinstance(r, Desc)), None)
        if desc is not None and desc.kind != "card":
            raise CompileError("cards in a zone")
        zone = Zone.GRAVEYARD if str(rest[-1]).lower() == "graveyard" else Zone.LIBRARY
        flt = None if desc is None else replace(desc.filter, zone=zone)
        return Greater(CardsInZone(zone, "you", flt), Const(as_int(n) - 1))

    def cond_card_in_graveyard(self, desc: Desc) -> Condition:
        """"there is a Desert card in your graveyard"."""
        return self.cond_cards_at_least(Const(1), desc, Token("ZONE_WORD", "graveyard"))

    def cond_control_or_graveyard(self, desc: Desc, card: Desc) -> Condition:
        """"if you control a Desert or there is a Desert card in your graveyard"."""
        rules: Any = self  # the transformer has every family's rules
        control: Condition = rules.cond_you_control(desc)
        return AnyOf((control, self.cond_card_in_graveyard(card)))

    def cond_fewer_counters(self, obj: Obj, n: Expr, kind: str) -> Condition:
        """"if ~ has fewer than three +1/+1 counters on it"."""
        rules: Any = self  # the transformer has every family's rules
        at_least: Condition = rules.cond_counters(obj, n, kind)
        return Not(at_least)

    # ---- 303.4f: an Aura returned from the graveyard attached to a creature
    def i_return_attached(self, _self: Obj, to: Obj) -> list[Instruction]:
        """113.6k: the ability works from the graveyard the card is in."""
        self.scope.functions_in = "graveyard"
        return [ReturnAttached(SelfRef(), to.ref)]

    # ---- 121.1: an opponent's draw
    def tr_opponent_draws(self) -> list[Trigger]:
        self.scope.event_player = True
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="opponent",
                        text=self._trigger_text())]

    # ---- 508.1: a creature attacking you
    def tr_attacks_you(self, subject: tuple[str, ObjectFilter | None]) -> list[Trigger]:
        who, flt = subject
        if who == "self":
            raise CompileError("~ attacking its own controller")
        return [Trigger(TriggerEvent.ATTACKS_YOU, subject=who, filter=flt,
                        text=self._trigger_text())]

    # ---- 305.1: playing a land
    def tr_plays_land(self, whose: str) -> list[Trigger]:
        self.scope.event_player = whose != "your"  # "that player": the one who played it
        self.scope.trigger_subject = TRIGGER_OBJECT  # "it": the land played
        return [Trigger(TriggerEvent.PLAYS_LAND, subject="any", whose=whose,
                        text=self._trigger_text())]

    def lp_your(self) -> str:
        return "your"

    def lp_opponent(self) -> str:
        return "opponent"

    def lp_each(self) -> str:
        return "each"

    # ---- 701.22, 701.25: scrying and surveilling
    def tr_you_scry(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.SCRIES, subject="any", whose="your",
                        text=self._trigger_text())]

    def tr_you_surveil(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.SURVEILS, subject="any", whose="your",
                        text=self._trigger_text())]

    def st_other_draw(self) -> tuple[str, str]:
        return ("draw", "opponent")

    # ---- 603.8: state triggers
    def tr_state(self, condition: Condition) -> list[Trigger]:
        self.scope.state_condition = condition
        return [Trigger(TriggerEvent.STATE, text=self._trigger_text())]

    def state_condition(self, condition: Condition) -> Condition:
        return condition

    # ---- kicking a spell
    def tr_kicks_spell(self) -> list[Trigger]:
        """702.33d: a kicked spell is cast ("that spell", "that player")."""
        head = self._trigger_text()
        whose = "each" if "a player" in head.lower() else \
            "opponent" if "opponent" in head.lower() else "your"
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.event_player = whose != "your"
        return [Trigger(TriggerEvent.CAST, subject="any", whose=whose, kicked=True, text=head)]

    def tr_dies_in_combat(self, subject: tuple[str, ObjectFilter | None]) -> list[Trigger]:
        """"When ~ dies during combat": a death in the combat phase (506.1)."""
        self.scope.state_condition = InCombat()
        rules: Any = self  # the transformer has every family's rules
        dies: list[Trigger] = rules.tr_dies(subject)
        return dies

    def cond_no_counters(self, obj: Obj, kind: str) -> Condition:
        """"if ~ has no ice counters on it"."""
        return self.cond_fewer_counters(obj, Const(1), kind)
