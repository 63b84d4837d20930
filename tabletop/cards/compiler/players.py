"""Players: "you", "target player", "target opponent", "each opponent", "its controller",
"its owner", "defending player". A player target is numbered among the targets (115.1)."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.values import ANY_NUMBER
from tabletop.engine.definitions.instructions import PlayerRef, TargetSpec, TriggerObjectRef


@v_args(inline=True)
class PlayerRules(ClauseRules):
    """Player phrases; PlayerRef counts player targets among the player targets."""

    def pl_you(self) -> PlayerRef:
        return PlayerRef("you")

    def _player_target(self, kind: str, text: str, count_max: int = 1) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind=kind, text=text,
                                                 count_min=0 if count_max > 1 else 1,
                                                 count_max=count_max))
        who = "each_target" if count_max > 1 else "target"
        return PlayerRef(who, self.scope.player_index(index))

    def pl_target(self) -> PlayerRef:
        return self._player_target("player", "target player")

    def pl_target_opponent(self) -> PlayerRef:
        return self._player_target("opponent", "target opponent")

    def pl_any_number(self) -> PlayerRef:
        return self._player_target("player", "any number of target players", ANY_NUMBER)

    def pl_each_opponent(self) -> PlayerRef:
        self.scope.each_subject = True  # "they control": each one's own (each_player_own)
        return PlayerRef("each_opponent")

    def pl_each(self) -> PlayerRef:
        self.scope.each_subject = True
        return PlayerRef("each")

    def pl_controller(self) -> PlayerRef:
        return self.scope.that_player()

    def pl_its_controller(self) -> PlayerRef:
        """"its controller": of an object, never the player a trigger event was about
        ("Whenever a Sliver deals combat damage to a player, its controller ...")."""
        who = self.scope.that_player()
        trigger = self.scope.trigger_subject
        if who == PlayerRef("trigger_player") and trigger is not None and \
                isinstance(trigger.ref, TriggerObjectRef):
            return PlayerRef("trigger_controller")
        return who

    def pl_owner(self) -> PlayerRef:
        return PlayerRef("owner", self.scope.last_object_target())

    def pl_defending(self) -> PlayerRef:
        return PlayerRef("defending")

    def pl_trigger_controller(self, *_: Token) -> PlayerRef:
        return PlayerRef("trigger_controller")
