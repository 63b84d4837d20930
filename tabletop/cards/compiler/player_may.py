"""Another player's optional action (603.5, 608.2d): "Whenever a Sliver deals combat
damage to a player, its controller may draw a card" — the player named chooses whether to
(the engine's PlayerMay; "you may" is sentence_may)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.instructions import Instruction, PlayerRef
from tabletop.engine.definitions.punisher_choices import PlayerMay


@v_args(inline=True)
class PlayerMayRules(ClauseRules):
    def sentence_player_may(self, who: PlayerRef, verb: Verb) -> list[Instruction]:
        if verb.subject != "player":
            raise CompileError("an object's verb after 'may'")
        if who == PlayerRef("you"):  # "You may draw a card.": as sentence_may reads it
            rules: Any = self  # the transformer has every family's rules
            mine: list[Instruction] = rules.sentence_may(verb.complete(who), ("plain", ()))
            return mine
        return [PlayerMay(who, tuple(verb.complete(who)))]
