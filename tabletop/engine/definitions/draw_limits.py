"""121, 101.2: "Each player can't draw more than one card each turn" (Spirit of the
Labyrinth), "Each opponent can't draw ..." (Leovold) (rules/draw_limits.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: who ("all", "opponents" or "you")
ONE_DRAW_EACH_TURN = "one_draw_each_turn"
RULE_KINDS[ONE_DRAW_EACH_TURN] = \
    "the players it names can't draw more than one card each turn (121, 101.2)"
