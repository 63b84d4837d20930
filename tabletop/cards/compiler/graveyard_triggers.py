"""Triggers on cards put into graveyards (603.2, 603.6c, 700.4): "Whenever a card is put into
an opponent's graveyard from anywhere", "Whenever a land card is put into your graveyard
from your library", "Whenever another card is put into your graveyard from anywhere",
"Whenever a nontoken permanent is put into a player's graveyard from the battlefield",
"Whenever a permanent you control is put into a graveyard". The graveyard is the card's
owner's (404.2): "that player" is that owner, "that card" the card."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, CompileError, Desc
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

Card = tuple[str, Desc]  # "any" or "other", and what kind of card


@v_args(inline=True)
class GraveyardTriggerRules(ClauseRules):
    def _gy_trigger(self, card: Card, owner: str | None, from_zone: str) -> list[Trigger]:
        who, desc = card
        if desc.kind not in ("card", "object", "token") or desc.player is not None:
            raise CompileError("a graveyard trigger names a card or a permanent")
        flt: ObjectFilter = replace(desc.filter, zone=None, other=False, owner=owner)
        if desc.kind == "card":  # 108.2: a token is no card
            flt = replace(flt, token=False)
        if from_zone != "battlefield" and flt.controller is not None:
            raise CompileError("only a permanent has a controller")
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.to_graveyard = True
        self.scope.event_owner = True
        return [Trigger(TriggerEvent.PUT_INTO_GRAVEYARD, subject=who, filter=flt,
                        from_zone=from_zone, text=self._trigger_text())]

    def tr_put_into_graveyard(self, card: Card, owner: str | None, from_zone: str
                              ) -> list[Trigger]:
        return self._gy_trigger(card, owner, from_zone)

    def tr_put_into_your_graveyard(self, card: Card, from_zone: str) -> list[Trigger]:
        return self._gy_trigger(card, "you", from_zone)

    def tr_permanent_into_graveyard(self, desc: Desc) -> list[Trigger]:
        """A permanent put into a graveyard came from the battlefield."""
        if desc.kind != "object":
            raise CompileError("'is put into a graveyard' of a card names where from")
        return self._gy_trigger(("any", desc), None, "battlefield")

    def gyc_one(self, desc: Desc) -> Card:
        return ("other" if desc.filter.other else "any"), desc

    def gyc_other(self, desc: Desc) -> Card:
        return "other", desc

    def gyo_opponent(self) -> str:
        return "opponent"

    def gyo_any(self) -> None:
        return None

    def gyf_battlefield(self) -> str:
        return "battlefield"

    def gyf_anywhere(self) -> str:
        return "anywhere"

    def gyf_library(self) -> str:
        return "library"
