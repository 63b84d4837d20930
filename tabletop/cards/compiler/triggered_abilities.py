"""Triggered abilities (603): "When/Whenever/At [trigger], [if ...,] [effect]."."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import SELF, TRIGGER_OBJECT, CompileError, Desc, Obj
from tabletop.engine.definitions.abilities import Ability, TriggeredAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Optional_
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

Subject = tuple[str, ObjectFilter | None]  # whose event: "self", "attached", "other", "any"
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
        condition = next((r for r in rest if isinstance(r, Condition)), None)
        effect = rest[-1]
        optional = len(effect) == 1 and isinstance(effect[0], Optional_)
        program = tuple(effect[0].inner) if optional else tuple(effect)
        return [TriggeredAbility(text=self.text, trigger=t, condition=condition,
                                 effect=program, targets=tuple(self.scope.targets),
                                 optional=optional) for t in triggers]

    def _trigger(self, event: TriggerEvent, subject: Subject, **kwargs: Any) -> list[Trigger]:
        who, flt = subject
        return [Trigger(event, subject=who, filter=flt, text=self._trigger_text(), **kwargs)]

    def _trigger_text(self) -> str:
        return self.text.split(",")[0]

    # ---- events (603.2, 603.6, 603.10)
    def tr_enters(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.ENTERS, subject)

    def tr_dies(self, subject: Subject) -> list[Trigger]:
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
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, subject, whose=whose)

    def tr_combat_damage(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.DEALS_COMBAT_DAMAGE, subject)

    def tr_you_cast(self, desc: Desc) -> list[Trigger]:
        if desc.kind != "spell":
            raise CompileError("'whenever you cast' names a spell")
        return [Trigger(TriggerEvent.CAST, subject="any", filter=replace(desc.filter, zone=None),
                        whose="your", text=self._trigger_text())]

    def tr_enters_or_dies(self, subject: Subject) -> list[Trigger]:
        return self.tr_enters(subject) + self.tr_dies(subject)

    def tr_graveyard_anywhere(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject, from_zone="anywhere")

    def tr_graveyard_battlefield(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject,
                             from_zone="battlefield")

    def tr_attacks(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.ATTACKS, subject)

    def tr_targeted(self, subject: Subject) -> list[Trigger]:
        return self._trigger(TriggerEvent.BECOMES_TARGET, subject)

    def tr_player_draws(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="each",
                        text=self._trigger_text())]

    def tr_you_draw(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose="your",
                        text=self._trigger_text())]

    def tr_step(self, step: Step) -> list[Trigger]:
        name, whose = step
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

    def st_your_end(self) -> Step:
        return ("end", "your")

    def st_your_combat(self) -> Step:
        return ("beginning_of_combat", "your")

    def st_your_draw(self) -> Step:
        return ("draw", "your")
