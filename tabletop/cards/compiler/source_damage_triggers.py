"""Damage triggers about any source (120.3, 603.2): "Whenever a source you control deals
damage to an opponent", "... to you or a permanent you control", "Whenever a creature deals
damage to ~", "Whenever an opponent is dealt noncombat damage", "Whenever ~ deals 6 or more
damage to an opponent". "that source" / "that creature" is the source, "that much" the
damage, "that player" the player dealt it."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, CompileError, Desc, Obj
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class SourceDamageTriggerRules(ClauseRules):
    def _sd_head(self) -> str:
        return self._trigger_text()

    def tr_your_source_damage(self, *parts: object) -> list[Trigger]:
        """"a source you control [other than ~]": any object of yours, wherever it is (a
        spell on the stack, a permanent)."""
        to = next(p for p in parts if isinstance(p, str))
        other = any(isinstance(p, Obj) for p in parts)
        self.scope.event_amount = self.scope.event_player = True
        return [Trigger(TriggerEvent.DEALS_DAMAGE, subject="other" if other else "any",
                        filter=ObjectFilter(controller="you", zone=None), damage_to=to,
                        text=self._sd_head())]

    def sdp_opponent(self) -> str:
        return "opponent"  # "another player": a player other than you

    def sdp_player(self) -> str:
        return "player"

    def tr_opponent_source_damage_yours(self) -> list[Trigger]:
        """"... deals damage to you or a permanent you control": "that source" is the
        source."""
        self.scope.event_amount = True
        self.scope.trigger_subject = TRIGGER_OBJECT
        return [Trigger(TriggerEvent.DEALS_DAMAGE, subject="any",
                        filter=ObjectFilter(controller="opponent", zone=None),
                        damage_to="you_or_yours", text=self._sd_head())]

    def tr_kind_damages_self(self, desc: Desc, _self: Obj) -> list[Trigger]:
        """"Whenever a creature / a spell deals damage to ~": the source must be of the
        kind; "that creature" / "that spell" is it."""
        if desc.kind not in ("object", "spell") or desc.filter.other:
            raise CompileError("a damage source of no kind")
        self.scope.event_amount = True
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        flt = desc.filter
        if desc.kind == "spell":  # an instant or sorcery deals damage as it resolves
            flt = ObjectFilter(types=flt.types, not_types=flt.not_types, colors=flt.colors,
                               zone=Zone.STACK)
        return [Trigger(TriggerEvent.DEALS_DAMAGE, subject="any", filter=flt, damage_to="self",
                        text=self._sd_head())]

    def tr_self_damage_at_least(self, _self: Obj, n: Token) -> list[Trigger]:
        """"Whenever ~ deals 6 or more damage to an opponent": one event of that much."""
        to = "opponent" if "opponent" in self._sd_head() else "player"
        self.scope.event_amount = self.scope.event_player = True
        return [Trigger(TriggerEvent.DEALS_DAMAGE, subject="self", damage_to=to,
                        at_least=int(n), text=self._sd_head())]

    def tr_player_dealt_damage(self, whose: str, noncombat: object = None) -> list[Trigger]:
        """"Whenever an opponent is dealt [noncombat] damage": "that player" is the player,
        "that many" the damage."""
        self.scope.event_amount = self.scope.event_player = True
        return [Trigger(TriggerEvent.IS_DEALT_DAMAGE, subject="player", whose=whose,
                        noncombat=noncombat is not None, text=self._sd_head())]

    def sdw_opponent(self) -> str:
        return "opponent"

    def sdw_each(self) -> str:
        return "each"

    def sd_noncombat(self) -> str:
        return "noncombat"
