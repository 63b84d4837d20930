"""104.3, 104.2: effects on losing and winning (grammar: game_outcomes.lark): "You can't
lose the game and your opponents can't win the game", "You don't lose the game for having
0 or less life"."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.game_outcomes import CANT_LOSE, CANT_WIN, ZERO_LIFE


@v_args(inline=True)
class GameOutcomeRules(ClauseRules):
    def ru_game_outcomes(self, *changes: RuleChange) -> EffectSpec:
        return EffectSpec(changes, Affects.PLAYERS)

    def op_cant_lose(self, who: str) -> RuleChange:
        return RuleChange(CANT_LOSE, (("who", who),), on_players=True)

    def op_cant_win(self, who: str) -> RuleChange:
        return RuleChange(CANT_WIN, (("who", who),), on_players=True)

    def op_no_zero_life_loss(self, who: str) -> RuleChange:
        return RuleChange(CANT_LOSE, (("who", who), ("only", ZERO_LIFE)), on_players=True)

    def ow_you(self) -> str:
        return "you"

    def ow_opponents(self) -> str:
        return "opponents"

    def ow_all(self) -> str:
        return "all"
