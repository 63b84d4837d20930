"""A mana ability that adds other mana when a condition holds (605.1a): "{T}: Add {C}. If you
control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."; and 305.2's "if you
played a land this turn"."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.abilities import Ability, ActivatedAbility
from tabletop.engine.definitions.conditions import Condition, Not
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.instructions import AddMana, Conditional, Instruction
from tabletop.engine.definitions.land_play_conditions import YouPlayedALand
from tabletop.engine.definitions.mana_counts import AddManaCount


@v_args(inline=True)
class ManaInsteadRules(ClauseRules):
    def start_mana_instead(self, cost: Cost, produced: Instruction, condition: Condition,
                           instead: Instruction) -> list[Ability]:
        """The mana is added as the ability resolves (605.3a): the condition is checked
        then, and only one of the two is added."""
        choices: tuple[str, ...] = ("color",) if any(
            isinstance(p, AddMana | AddManaCount) and p.any_of for p in (produced, instead)) \
            else ()
        effect = (Conditional(condition, (instead,)), Conditional(Not(condition), (produced,)))
        return [ActivatedAbility(text=self.text, cost=cost, effect=effect, is_mana=True,
                                 choices=choices, zone=self.scope.functions_in)]

    def cond_played_a_land(self, *_: Any) -> Condition:
        return YouPlayedALand()
