""""You can't cast more than one spell each turn" (101.2; grammar: spell_limits.lark): a
cast prohibition that holds once the player has cast a spell this turn; "Players can cast
spells only during their own turns": one that holds in other players' turns."""

from __future__ import annotations

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.cast_prohibitions import CANT_CAST
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange


@v_args(inline=True)
class SpellLimitRules(ClauseRules):
    def ru_one_spell_each_turn(self, who: str) -> EffectSpec:
        change = RuleChange(CANT_CAST, (("who", who), ("filter", None), ("condition", None),
                                        ("after_one", True)), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def ru_spells_only_own_turn(self, who: str) -> EffectSpec:
        change = RuleChange(CANT_CAST, (("who", who), ("filter", None), ("condition", None),
                                        ("others_turns", True)), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)
