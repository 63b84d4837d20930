"""Auras that enchant a player (303.4, 702.5): "Enchant player", "Enchant opponent" and
what their abilities say about "enchanted player" — the player in an instruction, the
controller in a description ("Creatures enchanted player controls get -1/-1"), whose step
("At the beginning of enchanted player's upkeep"), and the player of a trigger event
("Whenever enchanted player is attacked", "Whenever a creature attacks enchanted player",
"Whenever enchanted opponent draws a card"). "Each opponent attacking that player does the
same." repeats the sentences before it for those opponents (rules/enchanted_players.py)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules, Subject
from tabletop.cards.compiler.keywords import enchant
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.phrases import CompileError, Desc, SelfFolding
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.attacking_opponents import EachAttackingOpponentDoes
from tabletop.engine.definitions.enchanted_players import ENCHANTED_PLAYER
from tabletop.engine.definitions.instructions import PlayerRef
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent


@dataclass(frozen=True)
class AttackersDoTheSame(SelfFolding):
    """"Each opponent attacking that player does the same.": the instructions before it,
    again for each such opponent."""

    def fold(self, before: list[Any]) -> list[Any]:
        if not before:
            raise CompileError("'does the same' after no instruction")
        return [*before, EachAttackingOpponentDoes(tuple(before))]


@v_args(inline=True)
class EnchantedPlayerRules(ClauseRules):
    def kw_enchant_player(self) -> Ability:
        """702.5a, 303.4a: the Aura spell targets a player (an opponent) and enchants them."""
        words = self.text.strip().lower().split()
        return enchant("opponent" if words[1:2] == ["opponent"] else "player")

    def pl_enchanted(self) -> PlayerRef:
        return PlayerRef(ENCHANTED_PLAYER)

    def post_enchanted_player(self) -> Patch:
        return patch(controller=ENCHANTED_PLAYER)

    def st_enchanted_upkeep(self) -> tuple[str, str]:
        """"At the beginning of enchanted player's upkeep": "that player" is that player."""
        return ("upkeep", ENCHANTED_PLAYER)

    def tr_enchanted_attacked(self) -> list[Trigger]:
        """508.1: one or more creatures are declared attacking the enchanted player."""
        return [Trigger(TriggerEvent.ENCHANTED_PLAYER_ATTACKED, subject="any",
                        whose=ENCHANTED_PLAYER, text=self._trigger_text())]

    def tr_player_attacks_enchanted(self) -> list[Trigger]:
        """The same event; "that attacking player" is the player who attacks."""
        self.scope.event_player = True
        return [Trigger(TriggerEvent.ENCHANTED_PLAYER_ATTACKED, subject="any",
                        whose=ENCHANTED_PLAYER, text=self._trigger_text())]

    def pl_attacking_player(self) -> PlayerRef:
        if not self._trigger_text().lower().startswith("whenever a player attacks"):
            raise CompileError("'that attacking player' without a player attacking")
        return PlayerRef("trigger_player")

    def tr_attacks_enchanted(self, subject: Subject) -> list[Trigger]:
        """508.1: "Whenever a creature attacks enchanted player": "it" is the attacker."""
        who, flt = subject
        if who == "self":
            raise CompileError("an Aura that enchants a player doesn't attack")
        return [Trigger(TriggerEvent.ATTACKS_YOU, subject=who, filter=flt,
                        whose=ENCHANTED_PLAYER, text=self._trigger_text())]

    def tr_enchanted_draws(self) -> list[Trigger]:
        """121.1: "Whenever enchanted opponent draws a card" ("that player": them)."""
        self.scope.event_player = True
        return [Trigger(TriggerEvent.DRAWS, subject="any", whose=ENCHANTED_PLAYER,
                        text=self._trigger_text())]

    def tr_enchanted_casts(self, desc: Desc) -> list[Trigger]:
        """601.2i: "Whenever enchanted player casts an instant or sorcery spell"."""
        if desc.kind != "spell":
            raise CompileError("'whenever enchanted player casts' names a spell")
        self.scope.event_player = True
        return [Trigger(TriggerEvent.CAST, subject="any", filter=replace(desc.filter, zone=None),
                        whose=ENCHANTED_PLAYER, text=self._trigger_text())]

    def sentence_attackers_do_same(self) -> list[Any]:
        if not self._trigger_text().lower().startswith("whenever enchanted player is attacked"):
            raise CompileError("'each opponent attacking that player' without an attack")
        return [AttackersDoTheSame()]
