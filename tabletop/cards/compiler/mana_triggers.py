"""Triggered mana abilities (605.1b): "Whenever enchanted land is tapped for mana, its
controller adds {G}", "Whenever a player taps a land for mana, that player adds one mana of
any type that land produced" (engine: rules/mana_triggers.py resolves them at once)."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules, Subject
from tabletop.cards.compiler.phrases import TRIGGER_OBJECT, CompileError, Desc
from tabletop.engine.definitions.instructions import Instruction, PlayerRef
from tabletop.engine.definitions.mana_triggers import AddProducedMana, PlayerAddsMana
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent

# who adds the mana of a triggered mana ability besides "you": the player who tapped the
# permanent ("that player") and its controller ("its controller"), the same player
_TAPPING_PLAYER = (PlayerRef("trigger_player"), PlayerRef("controller"),
                   PlayerRef("trigger_controller"))


def _mana_head(text: str) -> bool:
    return "for mana" in text.split(",")[0].lower()


@v_args(inline=True)
class ManaTriggerRules(ClauseRules):
    def tr_tapped_for_mana(self, subject: Subject) -> list[Trigger]:
        """"Whenever enchanted land is tapped for mana", "whenever a Forest is tapped for
        mana": by any player; "its controller" is the player who tapped it."""
        who, flt = subject
        if who == "self":
            raise CompileError("'when ~ is tapped for mana' is read as a mana ability")
        self.scope.event_player = True
        return [Trigger(TriggerEvent.TAPPED_FOR_MANA, subject=who, filter=flt,
                        whose="each", text=self._trigger_text())]

    def tr_taps_for_mana(self, desc: Desc) -> list[Trigger]:
        """"Whenever a player / an opponent / you tap(s) a [land] for mana"."""
        if desc.kind != "object":
            raise CompileError("tapping for mana names a permanent")
        head = self._trigger_text()
        low = head.lower()
        whose = "opponent" if "an opponent" in low else "your" if "you tap" in low else "each"
        self.scope.trigger_subject = self.scope.antecedent = TRIGGER_OBJECT
        self.scope.event_player = True
        return [Trigger(TriggerEvent.TAPPED_FOR_MANA, subject="any", filter=desc.filter,
                        whose=whose, text=head)]

    def mp_produced(self) -> AddProducedMana:
        if not _mana_head(self.text):
            raise CompileError("'any type that land produced' without a land tapped for mana")
        return AddProducedMana()

    def tapping_player_adds(self, who: PlayerRef, mana: Instruction) -> list[Instruction]:
        """The mana of a triggered mana ability: the ability's controller's ("add {B}"), or
        the tapping player's ("its controller adds {G}"); None of anyone else."""
        if not _mana_head(self.text):
            raise CompileError("mana added to another player's pool")
        if who == PlayerRef("you") and "you tap" in self.text.lower():
            return [mana]
        if who not in _TAPPING_PLAYER:
            raise CompileError("mana added to a player who didn't tap the permanent")
        return [PlayerAddsMana(PlayerRef("trigger_player"), mana)]
