"""106.1: "if {U} was spent to cast ~" (Ogre Savant), "unless {U} was spent to cast it"
(Patagia Viper), "If {G} was spent to cast Seed Spark, ..."; the amounts "the amount of mana
spent to cast it" (Marath) and "the amount of life you've gained this turn" (grammar:
colors_paid.lark)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError
from tabletop.engine.definitions.colors_paid import ColorWasSpent, ManaSpent
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.life_gained_values import LifeGainedThisTurn
from tabletop.engine.model.mana import ManaCost


@v_args(inline=True)
class ColorsPaidRules(ClauseRules):
    def cond_color_spent(self, tok: Token, *_: Any) -> Condition:
        cost = ManaCost.parse(str(tok))
        symbols = cost.symbols
        if len(symbols) != 1 or symbols[0].kind != "color" or len(symbols[0].colors) != 1:
            raise CompileError("spent to cast: one coloured mana symbol")
        return ColorWasSpent(symbols[0].colors[0].value)

    def ex_mana_spent(self, *_: Any) -> Expr:
        return ManaSpent()

    def ex_life_gained_this_turn(self) -> Expr:
        return LifeGainedThisTurn()
