"""107.3: a spell that says "Spend only black mana on X" is paid with X black mana in place
of each {X} of its total cost (definitions/x_mana_colors.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.spell_rules import stated_rules
from tabletop.engine.definitions.x_mana_colors import X_MANA_COLOR
from tabletop.engine.model.enums import Color
from tabletop.engine.model.mana import ManaCost, ManaSymbol

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import Characteristics


def x_paid_in_color(chars: Characteristics, total: ManaCost, x: int) -> ManaCost:
    """The cost to pay: each {X} becomes X mana symbols of the colour the spell names."""
    colors = [c for mod in stated_rules(chars, X_MANA_COLOR)
              if isinstance(c := mod.param("color"), Color)]
    if not colors or not total.has_x:
        return total
    symbols: list[ManaSymbol] = []
    for symbol in total.symbols:
        if symbol.kind == "x":
            symbols += [ManaSymbol("color", (colors[0],))] * x
        else:
            symbols.append(symbol)
    return ManaCost(tuple(symbols))
