"""Rules that forbid casting spells or playing lands (101.2, 305.1; 613.10 effects on
players): "Your opponents can't cast spells during your turn", "You can't cast creature
spells", "Noncreature spells with mana value 4 or greater can't be cast", "Players can't
play lands". rules/cast_prohibitions.py reads them as a spell is cast or a land played."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: who ("you", "opponents", "each", "attached": the enchanted creature's
# controller), filter (the spells, zone None; None: any spell), condition (None: always)
CANT_CAST = "cant_cast"
CANT_PLAY_LANDS = "cant_play_lands"  # params: who
RULE_KINDS[CANT_CAST] = "the players it names can't cast the spells it names (101.2)"
RULE_KINDS[CANT_PLAY_LANDS] = "the players it names can't play lands (101.2, 305.1)"
