"""107.3: "Spend only black mana on X." (Consume Spirit): the X of the spell's cost is paid
with mana of one colour only (rules/x_mana_colors.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

X_MANA_COLOR = "x_mana_color"  # params: color (a Color)
RULE_KINDS[X_MANA_COLOR] = "only mana of one colour can be spent on X (107.3)"
