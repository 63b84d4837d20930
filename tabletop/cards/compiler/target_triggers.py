"""Triggers on becoming the target of a spell or ability (115.9, 603.2): "for the first
time each turn" (it triggers once each turn), "of an instant or sorcery spell" (what
targets it must be of the kind), "Whenever you [or a permanent you control] become[s] the
target of a spell or ability an opponent controls" (a player becomes a target too).
"that spell or ability" is what targeted; "that creature" the permanent targeted."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules, Subject
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, CompileError, Desc
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class TargetTriggerRules(ClauseRules):
    def _tt_head(self) -> str:
        return self._trigger_text()

    def tr_targeted_first_time(self, subject: Subject) -> list[Trigger]:
        """"for the first time each turn": the first such event of the turn triggers it,
        and no later one does."""
        who, flt = subject
        if who != "self":
            raise CompileError("'for the first time each turn' of another object")
        self.scope.trigger_subject = TRIGGER_OBJECT
        return [Trigger(TriggerEvent.BECOMES_TARGET, subject=who, filter=flt,
                        once_each_turn=True, text=self._tt_head())]

    def tr_targeted_by_kind(self, subject: Subject, desc: Desc) -> list[Trigger]:
        """"... becomes the target of an instant or sorcery spell": `also` is the kind of
        what targets it."""
        if desc.kind != "spell":
            raise CompileError("the target of something other than a spell")
        who, flt = subject
        if who not in ("self", "attached"):
            self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        by = ObjectFilter(types=desc.filter.types, any_types=desc.filter.any_types,
                          not_types=desc.filter.not_types, colors=desc.filter.colors,
                          zone=Zone.STACK)
        return [Trigger(TriggerEvent.BECOMES_TARGET, subject=who, filter=flt, also=by,
                        text=self._tt_head())]

    def tr_you_targeted_by_opponent(self) -> list[Trigger]:
        self.scope.trigger_subject = TRIGGER_OBJECT
        return [Trigger(TriggerEvent.BECOMES_TARGET, subject="player", whose="your",
                        by_opponent=True, text=self._tt_head())]

    def tr_you_or_yours_targeted_by_opponent(self) -> list[Trigger]:
        """Two trigger events: you, and each permanent you control (each targeted one
        triggers it)."""
        self.scope.trigger_subject = TRIGGER_OBJECT
        yours = ObjectFilter(controller="you")
        return [Trigger(TriggerEvent.BECOMES_TARGET, subject="player", whose="your",
                        by_opponent=True, text=self._tt_head()),
                Trigger(TriggerEvent.BECOMES_TARGET, subject="any", filter=yours,
                        by_opponent=True, text=self._tt_head())]
