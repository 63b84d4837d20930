"""Triggered abilities (603): "When/Whenever/At [trigger], [if ...,] [effect]."."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules, Subject
from tabletop.cards.compiler.phrases import (
    ATTACHED,
    SELF,
    TRIGGER_OBJECT,
    CompileError,
    Desc,
    Obj,
)
from tabletop.engine.definitions.abilities import Ability, TriggeredAbility
from tabletop.engine.definitions.card_moves import PutExiledIntoGraveyard
from tabletop.engine.definitions.conditions import Condition, Not, YouControl
from tabletop.engine.definitions.haunt import HAUNTED
from tabletop.engine.definitions.instructions import Optional_, PayCost, Sacrifice
from tabletop.engine.definitions.state_conditions import AllOf
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

Step = tuple[str, str]  # the step and whose: ("upkeep", "your")


def _controlled(subject: Subject, controller: str) -> Subject:
    """"enters under your control": the entering object's controller (a filter of its own)."""
    who, flt = subject
    if flt is None:
        raise CompileError("'enters under your control' of a named object")
    return who, replace(flt, controller=controller)


@v_args(inline=True)
class TriggeredAbilityRules(ClauseRules):
    """Trigger events, their subjects and steps; "you may" makes the ability optional
    (603.5)."""

    def start_triggered(self, triggers: list[Trigger], *rest: Any) -> list[Ability]:
        explicit = next((r for r in rest if isinstance(r, Condition)), None)
        state = self.scope.state_condition
        condition = explicit or state
        if explicit is not None and state is not None:  # 603.8 with an intervening "if"
            condition = AllOf((state, explicit))
        effect = rest[-1]
        optional = len(effect) == 1 and isinstance(effect[0], Optional_)
        # "you may pay {2} / sacrifice a creature. If you do, ...", "unless": the choice
        # stays in the program (608.2c)
        plain = optional and not effect[0].otherwise and \
            not any(isinstance(i, PayCost | PutExiledIntoGraveyard | Sacrifice)
                    for i in effect[0].inner)
        program = tuple(effect[0].inner) if plain else tuple(effect)
        return [TriggeredAbility(text=self.text, trigger=t, condition=condition,
                                 effect=program, targets=tuple(self.scope.targets),
                                 optional=optional, zone=self._works_in(t, triggers))
                for t in triggers]

    def _works_in(self, trigger: Trigger, triggers: list[Trigger]) -> str:
        """113.6: the zone each trigger of the ability works in: "when you cast this spell"
        on the stack, "when you cycle ~" in the graveyard, one about its host where the
        Aura is; the others where the text puts the ability."""
        if trigger.event == TriggerEvent.CAST_THIS:
            return "stack"
        if trigger.subject == HAUNTED:  # 702.55c: the card haunts a creature from exile
            return "exile"
        if trigger.subject == "self" and (trigger.event == TriggerEvent.CYCLES or (
                trigger.event == TriggerEvent.PUT_INTO_GRAVEYARD and
                trigger.from_zone == "library")):
            return "graveyard"
        if trigger.subject == "attached" or (len(triggers) > 1 and
                                             self.scope.functions_in == "stack"):
            return "battlefield"
        return self.scope.functions_in

    def start_trigger_head(self, triggers: list[Trigger], condition: Condition | None = None
                           ) -> tuple[list[Trigger], Condition | None]:
        """A trigger read on its own (a modal triggered ability's head)."""
        return triggers, condition or self.scope.state_condition

    # ---- events (603.2, 603.6, 603.10)
    def tr_enters(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.ENTERS, subject)

    def tr_dies(self, subject: Subject) -> list[Trigger]:
        self.scope.to_graveyard = True
        return self._trigger(TriggerEvent.DIES, subject)

    def tr_enters_yours(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.ENTERS, _controlled(subject, "you"))

    def tr_enters_opponents(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.ENTERS, _controlled(subject, "opponent"))

    def tr_becomes_level(self, _self: Any, level: Any) -> list[Trigger]:
        """716.2c: "When this Class becomes level N"."""
        self.scope.antecedent = SELF
        return self._trigger(TriggerEvent.BECOMES_LEVEL, ("self", None), level=int(level))

    def tr_leaves(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.LEAVES, subject)

    def tr_blocks(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.BLOCKS, subject)

    def tr_attacks_or_blocks(self, subject: Subject) -> list[Trigger]:
        return self.tr_attacks(subject) + self.tr_blocks(subject)

    def tr_combat_damage_player(self, subject: Subject) -> list[Trigger]:
        whose = "opponent" if "opponent" in self._trigger_text() else "each"
        self.scope.event_player = self.scope.event_amount = True
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, subject, whose=whose)

    # ---- blocks (509.3)
    def tr_blocks_creature(self, subject: Subject, desc: Desc) -> list[Trigger]:
        """"whenever ~ blocks a creature": that creature is the one it blocks."""
        self._about_combatant()
        return self._trigger(TriggerEvent.BLOCKS, subject, combatant=desc.filter)

    def tr_becomes_blocked(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_BLOCKED, subject)

    def tr_becomes_blocked_by(self, subject: Subject, desc: Desc) -> list[Trigger]:
        self._about_combatant()
        return self._trigger(TriggerEvent.BECOMES_BLOCKED, subject, combatant=desc.filter)

    def tr_blocked_by_one_or_more(self, subject: Subject, desc: Desc) -> list[Trigger]:
        """509.3c: "becomes blocked by one or more colorless creatures": once, if any of
        its blockers matches."""
        return self._trigger(TriggerEvent.BECOMES_BLOCKED, subject, combatant=desc.filter,
                             once=True)

    def tr_blocks_or_blocked(self, subject: Subject) -> list[Trigger]:
        return self.tr_blocks(subject) + self.tr_becomes_blocked(subject)

    def tr_blocks_or_blocked_by(self, subject: Subject, desc: Desc) -> list[Trigger]:
        return self.tr_blocks_creature(subject, desc) + \
            self.tr_becomes_blocked_by(subject, desc)

    def _about_combatant(self) -> None:
        """"that creature" is the other creature of the block; "it" stays the subject."""
        self.scope.trigger_subject = TRIGGER_OBJECT

    def tr_control_none(self, desc: Desc) -> list[Trigger]:
        """603.8: "When you control no Islands, sacrifice ~" (a state trigger)."""
        self.scope.state_condition = Not(YouControl(desc.filter))
        return [Trigger(TriggerEvent.STATE, text=self._trigger_text())]

    def tr_unblocked(self, subject: Subject) -> list[Trigger]:
        """509.3g: "Whenever ~ attacks and isn't blocked" (after blockers are declared)."""
        return self._trigger(TriggerEvent.UNBLOCKED, subject)

    def tr_end_of_combat(self) -> list[Trigger]:
        """511.1: "at end of combat" (the end of combat step of every turn)."""
        return [Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end_of_combat", whose="each",
                        text=self._trigger_text())]

    def tr_combat_damage(self, subject: Subject) -> list[Trigger]:
        self.scope.event_amount = True
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE, subject)

    def tr_combat_damage_to(self, subject: Subject) -> list[Trigger]:
        """510.2: "deals combat damage to a creature", "... to you"."""
        to = "you" if self._trigger_text().rstrip().endswith(" you") else "creature"
        return self.tr_deals_damage(subject, to, combat=True)

    def tr_deals_damage(self, subject: Subject, to: str | None = None,
                        combat: bool = False) -> list[Trigger]:
        """120.3: "whenever ~ deals damage [to a player]"; "that much" is the damage."""
        self.scope.event_amount = True
        if to in ("player", "opponent", "you"):
            self.scope.event_player = True
        if to == "creature" and subject[0] in ("self", "attached"):
            self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        return self._trigger(TriggerEvent.DEALS_DAMAGE, subject, combat=combat, damage_to=to)

    def dv_player(self) -> str:
        return "player"

    def dv_opponent(self) -> str:
        return "opponent"

    def dv_you(self) -> str:
        return "you"

    def dv_creature(self) -> str:
        return "creature"

    def tr_dealt_damage(self, subject: Subject) -> list[Trigger]:
        self.scope.event_amount = True
        return self._trigger(TriggerEvent.IS_DEALT_DAMAGE, subject)

    def tr_you_dealt_damage(self) -> list[Trigger]:
        self.scope.event_amount = True
        return [Trigger(TriggerEvent.IS_DEALT_DAMAGE, subject="player", whose="your",
                        text=self._trigger_text())]

    def tr_you_gain_life(self) -> list[Trigger]:
        self.scope.event_amount = True
        return [Trigger(TriggerEvent.GAINS_LIFE, subject="any", whose="your",
                        text=self._trigger_text())]

    def tr_gains_life(self) -> list[Trigger]:
        self.scope.event_amount = self.scope.event_player = True
        whose = "opponent" if "opponent" in self._trigger_text() else "each"
        return [Trigger(TriggerEvent.GAINS_LIFE, subject="any", whose=whose,
                        text=self._trigger_text())]

    def tr_player_casts(self, desc: Desc) -> list[Trigger]:
        if desc.kind != "spell":
            raise CompileError("'whenever a player casts' names a spell")
        self.scope.event_player = True
        whose = "opponent" if "opponent" in self._trigger_text() else "each"
        return [Trigger(TriggerEvent.CAST, subject="any", filter=replace(desc.filter, zone=None),
                        whose=whose, text=self._trigger_text())]

    def tr_you_cast(self, desc: Desc) -> list[Trigger]:
        if desc.kind != "spell":
            raise CompileError("'whenever you cast' names a spell")
        return [Trigger(TriggerEvent.CAST, subject="any", filter=replace(desc.filter, zone=None),
                        whose="your", text=self._trigger_text())]

    def tr_you_cast_targeting(self, desc: Desc, _self: Obj) -> list[Trigger]:
        """Heroic: "Whenever you cast a spell that targets ~"."""
        trigger = self.tr_you_cast(desc)[0]
        self.scope.antecedent = SELF
        return [replace(trigger, targets_self=True)]

    def tr_enters_or_dies(self, subject: Subject) -> list[Trigger]:
        return self.tr_enters(subject) + self.tr_dies(subject)

    def tr_graveyard_anywhere(self, subject: Subject) -> list[Trigger]:
        self.scope.to_graveyard = True
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject, from_zone="anywhere")

    def tr_graveyard_battlefield(self, subject: Subject) -> list[Trigger]:
        self.scope.to_graveyard = True
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject,
                             from_zone="battlefield")

    def tr_attacks(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.ATTACKS, subject)

    def tr_targeted(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_TARGET, subject)

    def tr_player_draws(self) -> list[Trigger]:
        self.scope.event_player = True
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="each",
                        text=self._trigger_text())]

    def tr_you_draw(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="your",
                        text=self._trigger_text())]

    def tr_step(self, step: Step) -> list[Trigger]:
        name, whose = step
        if whose != "your":  # "each player's upkeep": that player is the active player
            self.scope.event_player = True
        return [Trigger(TriggerEvent.BEGINNING_OF_STEP, step=name, whose=whose,
                        text=self._trigger_text())]

    # ---- whose event; "it" and "that creature" then mean that object
    def ts_self(self, _self: Obj) -> Subject:
        self.scope.trigger_subject = SELF
        self.scope.antecedent = SELF
        return ("self", None)

    def ts_attached(self) -> Subject:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("attached", None)

    def ts_desc(self, desc: Desc) -> Subject:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("other" if desc.filter.other else "any", desc.filter)

    def ts_self_or_other(self, _self: Obj, desc: Desc) -> Subject:
        self.scope.trigger_subject = TRIGGER_OBJECT
        self.scope.antecedent = TRIGGER_OBJECT
        return ("any", replace(desc.filter, other=False))

    # ---- steps (503, 504, 507, 513)
    def st_your_upkeep(self) -> Step:
        return ("upkeep", "your")

    def st_each_upkeep(self) -> Step:
        return ("upkeep", "each")

    def st_each_end(self) -> Step:
        return ("end", "each")

    def st_opponent_upkeep(self) -> Step:
        return ("upkeep", "opponent")

    def st_opponent_end(self) -> Step:
        return ("end", "opponent")

    def st_your_end(self) -> Step:
        return ("end", "your")

    def st_your_combat(self) -> Step:
        return ("beginning_of_combat", "your")

    def st_your_draw(self) -> Step:
        return ("draw", "your")

    def st_attached_upkeep(self) -> Step:
        """"the upkeep of enchanted creature's controller": "that creature" is the host."""
        self.scope.antecedent = ATTACHED
        return ("upkeep", "attached_controller")
