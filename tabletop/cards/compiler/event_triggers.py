"""Trigger events that read the turn's history or other happenings of the turn (603.2):
"whenever a creature dealt damage by ~ this turn dies", cycling and discarding, tapping."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules, Subject
from tabletop.cards.compiler.phrases import (
    SELF,
    TRIGGER_OBJECT,
    CompileError,
    Desc,
    Obj,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Color


@v_args(inline=True)
class EventTriggerRules(ClauseRules):
    def _et_head(self) -> str:
        return self._trigger_text()

    def tr_dies_damaged_by(self, desc: Desc, dealer: str) -> list[Trigger]:
        """"that creature" is the creature that died (its last known information)."""
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.to_graveyard = True
        return [Trigger(TriggerEvent.DIES, subject="other" if desc.filter.other else "any",
                        filter=desc.filter, damaged_by=dealer, text=self._et_head())]

    def dd_self(self, _self: Obj) -> str:
        return "self"

    def dd_attached(self) -> str:
        return "attached"

    # ---- cycling and discarding: the event is about the card in the graveyard
    def _et_card_event(self, event: TriggerEvent, desc: Desc, whose: str, *, other: bool = False,
                    player: bool = False) -> list[Trigger]:
        if desc.kind not in ("card", "permanent", "object"):
            raise CompileError("a discard or cycle trigger names a card")
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.event_player = player
        other = other or desc.filter.other  # "another card": not this one
        flt = replace(desc.filter, zone=None, other=False)
        return [Trigger(event, subject="other" if other else "any", filter=flt, whose=whose,
                        text=self._et_head())]

    def _et_whose(self) -> str:
        return "opponent" if "opponent" in self._et_head() else "each"

    def tr_cycle_self(self, _self: Obj) -> list[Trigger]:
        """702.29c: "When you cycle ~" triggers from the graveyard the card went to."""
        self.scope.trigger_subject = self.scope.antecedent = SELF
        self.scope.functions_in = "graveyard"
        return [Trigger(TriggerEvent.CYCLES, subject="self", whose="your", text=self._et_head())]

    def tr_you_cycle(self, desc: Desc) -> list[Trigger]:
        return self._et_card_event(TriggerEvent.CYCLES, desc, "your")

    def tr_player_cycles(self, desc: Desc) -> list[Trigger]:
        return self._et_card_event(TriggerEvent.CYCLES, desc, self._et_whose(), player=True)

    def tr_you_discard(self, desc: Desc) -> list[Trigger]:
        """"whenever you cycle or discard a card": cycling discards the card (702.29a), so
        one discard trigger covers both, and triggers once when you cycle."""
        return self._et_card_event(TriggerEvent.DISCARDS, desc, "your")

    def tr_you_discard_other(self, desc: Desc) -> list[Trigger]:
        return self._et_card_event(TriggerEvent.DISCARDS, desc, "your", other=True)

    def tr_player_discards(self, desc: Desc) -> list[Trigger]:
        return self._et_card_event(TriggerEvent.DISCARDS, desc, self._et_whose(), player=True)

    # ---- tapping (701.26)
    def tr_becomes_tapped(self, subject: Subject) -> list[Trigger]:
        return self._et_on(TriggerEvent.BECOMES_TAPPED, subject)

    def tr_becomes_untapped(self, subject: Subject) -> list[Trigger]:
        return self._et_on(TriggerEvent.BECOMES_UNTAPPED, subject)

    # ---- attacking (508.1) and two events in one head
    def _et_on(self, event: TriggerEvent, subject: Subject) -> list[Trigger]:
        who, flt = subject
        return [Trigger(event, subject=who, filter=flt, text=self._et_head())]

    def tr_attacks_with_others(self, subject: Subject) -> list[Trigger]:
        return self._et_on(TriggerEvent.ATTACKS_WITH_OTHERS, subject)

    def tr_attacks_alone(self, subject: Subject) -> list[Trigger]:
        return self._et_on(TriggerEvent.ATTACKS_ALONE, subject)

    def tr_enters_or_leaves(self, subject: Subject) -> list[Trigger]:
        return self._et_on(TriggerEvent.ENTERS, subject) + self._et_on(TriggerEvent.LEAVES, subject)

    # ---- steps and phases (500.1): (the step's key, whose turn)
    def st_each_draw(self) -> tuple[str, str]:
        return ("draw", "each")

    def st_precombat_main(self) -> tuple[str, str]:
        return ("precombat_main", self._et_step_whose())

    def _et_step_whose(self) -> str:
        return "each" if "each player's" in self._et_head() else "your"

    # ---- sacrificing (701.17): noticed as it is sacrificed, "it" is the permanent
    def tr_sacrifice_self(self, _self: Obj) -> list[Trigger]:
        self.scope.trigger_subject = self.scope.antecedent = SELF
        return [Trigger(TriggerEvent.SACRIFICES, subject="self", text=self._et_head())]

    def tr_you_sacrifice(self, desc: Desc) -> list[Trigger]:
        if desc.kind != "object":
            raise CompileError("'whenever you sacrifice' names a permanent")
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.to_graveyard = True
        return [Trigger(TriggerEvent.SACRIFICES, subject="other" if desc.filter.other
                        else "any", filter=replace(desc.filter, other=False), whose="your",
                        text=self._et_head())]

    def tr_you_sacrifice_other(self, desc: Desc) -> list[Trigger]:
        return self.tr_you_sacrifice(replace(desc, filter=replace(desc.filter, other=True)))

    # ---- damage (120)
    def tr_source_damage(self, *parts: object) -> list[Trigger]:
        """"whenever a source [an opponent controls] deals damage to ~ / to you": "that
        source" is the trigger object, "that much" the damage."""
        to = "self" if any(isinstance(p, Obj) for p in parts) else "you"
        opponents = any(p == "opponent" for p in parts)
        self.scope.event_amount = True
        self.scope.trigger_subject = TRIGGER_OBJECT
        flt = ObjectFilter(controller="opponent", zone=None) if opponents else None
        return [Trigger(TriggerEvent.DEALS_DAMAGE, subject="any", filter=flt, damage_to=to,
                        text=self._et_head())]

    def source_owner(self) -> str:
        return "opponent"

    def tr_dealt_combat_damage(self, subject: Subject) -> list[Trigger]:
        """"whenever ~ is dealt combat damage" (510.2)."""
        self.scope.event_amount = True
        who, flt = subject
        return [Trigger(TriggerEvent.IS_DEALT_DAMAGE, subject=who, filter=flt, combat=True,
                        text=self._et_head())]

    # ---- targeting (115.9): "that spell or ability" is what targeted it (ward-like)
    def tr_targeted_by_opponent(self, subject: Subject) -> list[Trigger]:
        who, flt = subject
        self.scope.trigger_subject = TRIGGER_OBJECT
        return [Trigger(TriggerEvent.BECOMES_TARGET, subject=who, filter=flt, by_opponent=True,
                        text=self._et_head())]

    def tr_self_or_host_attacks(self, _self: Obj) -> list[Trigger]:
        """"whenever ~ or enchanted creature attacks" (bestow): "it" is the attacker."""
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        return [Trigger(TriggerEvent.ATTACKS, subject="self", text=self._et_head()),
                Trigger(TriggerEvent.ATTACKS, subject="attached", text=self._et_head())]

    def tr_cast_self(self, *_: object) -> list[Trigger]:
        """601.2i: "When you cast this spell" works while the spell is on the stack."""
        self.scope.trigger_subject = self.scope.antecedent = SELF
        self.scope.functions_in = "stack"
        return [Trigger(TriggerEvent.CAST_THIS, subject="self", text=self._et_head())]

    def tr_one_or_more_attack(self, desc: Desc) -> list[Trigger]:
        """508.1: one trigger for the whole declaration; whose attack is the filter's
        controller ("creatures you control": yours, none: any player's)."""
        if desc.kind != "object":
            raise CompileError("'one or more ... attack' names creatures")
        whose = {"you": "your", "opponent": "opponent", None: "each"}.get(desc.filter.controller)
        if whose is None:
            raise CompileError("an attack of creatures of an unknown controller")
        self.scope.event_player = True  # "that player": the attacking player
        return [Trigger(TriggerEvent.YOU_ATTACK, subject="any",
                        filter=replace(desc.filter, controller=None), whose=whose,
                        text=self._et_head())]

    def tr_player_sacrifices(self, desc: Desc, *, other: bool = False) -> list[Trigger]:
        (trigger,) = self.tr_you_sacrifice(desc)
        whose = "opponent" if "opponent" in self._et_head() else "each"
        self.scope.event_player = True
        return [replace(trigger, whose=whose, subject="other" if other else trigger.subject)]

    def tr_player_sacrifices_other(self, desc: Desc) -> list[Trigger]:
        return self.tr_player_sacrifices(desc, other=True)

    # ---- two events, Auras' hosts, zone changes to the graveyard (603.6)
    def tr_either(self, first: list[Trigger], second: list[Trigger]) -> list[Trigger]:
        """One ability, two trigger events: it triggers on each (603.2)."""
        return first + second

    def tr_host_to_graveyard(self, *_: object) -> list[Trigger]:
        """"When enchanted Forest is put into a graveyard": from the battlefield, where the
        Aura was attached to it (its host as listed before it left, 603.10a)."""
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.to_graveyard = True
        return [Trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject="attached",
                        from_zone="battlefield", text=self._et_head())]

    def tr_milled_self(self, _self: Obj) -> list[Trigger]:
        """"When ~ is put into your graveyard from your library" works from the graveyard."""
        self.scope.trigger_subject = self.scope.antecedent = SELF
        self.scope.functions_in = "graveyard"
        return [Trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject="self", from_zone="library",
                        text=self._et_head())]

    # ---- cast triggers (601.2i) with a turn or two colours
    def tr_cast_during(self, desc: Desc) -> list[Trigger]:
        head = self._et_head().lower()
        caster = "your" if "you cast" in head else \
            "opponent" if "an opponent casts" in head else "each"
        # the cast triggers of triggered_abilities.py (the transformer has them all)
        rule = getattr(self, "tr_you_cast" if caster == "your" else "tr_player_casts")
        (trigger,) = rule(desc)
        during = "opponent" if head.endswith("opponent's turn") else "your"
        return [replace(trigger, whose=caster, during=during, text=self._et_head())]

    def tr_cast_two_colors(self, first: Token, second: Token) -> list[Trigger]:
        """"Whenever you cast a spell that's both white and black"."""
        one = ObjectFilter(colors=frozenset({Color.from_word(first)}), zone=None)
        other = ObjectFilter(colors=frozenset({Color.from_word(second)}), zone=None)
        return [Trigger(TriggerEvent.CAST, subject="any", filter=one, also=other,
                        whose="your", text=self._et_head())]

    def tr_cast_kicked(self) -> list[Trigger]:
        """"Whenever you cast a kicked spell" (702.33d); "that spell" is the spell."""
        self.scope.trigger_subject = TRIGGER_OBJECT
        return [Trigger(TriggerEvent.CAST, subject="any", whose="your", kicked=True,
                        text=self._et_head())]

    def tr_one_or_more_die(self, desc: Desc) -> list[Trigger]:
        """"Whenever one or more other creatures die" triggers once for creatures dying
        together (603.2c). Read only with "This ability triggers only once each turn.",
        which makes one trigger per death the same ability: only the first of the turn
        triggers."""
        if "triggers only once each turn" not in self.text.lower() or desc.kind != "object":
            raise CompileError("'one or more ... die' would trigger once per event")
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.to_graveyard = True
        return [Trigger(TriggerEvent.DIES, subject="other" if desc.filter.other else "any",
                        filter=replace(desc.filter, other=False), text=self._et_head())]

    # ---- transforming (701.27): the face named is the face that has the ability
    def tr_transforms_into_self(self, _self: Obj, _face: Obj) -> list[Trigger]:
        self.scope.trigger_subject = self.scope.antecedent = SELF
        return [Trigger(TriggerEvent.TRANSFORMS, subject="self", text=self._et_head())]

    def tr_enters_or_transforms(self, _self: Obj, _face: Obj) -> list[Trigger]:
        self.scope.trigger_subject = self.scope.antecedent = SELF
        return [Trigger(TriggerEvent.ENTERS, subject="self", text=self._et_head()),
                Trigger(TriggerEvent.TRANSFORMS, subject="self", text=self._et_head())]

    def tr_cycle_or_dies(self, _self: Obj) -> list[Trigger]:
        """"When you cycle ~ or it dies": one ability, each trigger where it works (the
        cycled card in the graveyard, the creature on the battlefield; triggered_abilities'
        _works_in)."""
        self.scope.trigger_subject = self.scope.antecedent = SELF
        self.scope.to_graveyard = True
        return [Trigger(TriggerEvent.CYCLES, subject="self", whose="your", text=self._et_head()),
                Trigger(TriggerEvent.DIES, subject="self", text=self._et_head())]
