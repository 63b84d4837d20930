""""Spend only black mana on X." (107.3; grammar: x_mana_colors.lark): a rule of the spell
itself, read as it is cast."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.x_mana_colors import X_MANA_COLOR
from tabletop.engine.model.enums import Color


@v_args(inline=True)
class XManaColorRules(ClauseRules):
    def ru_x_mana_color(self, color: Token) -> EffectSpec:
        change = RuleChange(X_MANA_COLOR, (("color", Color.from_word(str(color))),))
        return EffectSpec((change,), Affects.SELF)
