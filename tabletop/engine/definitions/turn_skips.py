"""614.10: "You skip your next turn": an effect on its controller, used up by the next turn
that player would take (rules/turn_skips.py)."""

from __future__ import annotations

from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.replacement_specs import RULE_KINDS

SKIP_NEXT_TURN = "skip_next_turn"
RULE_KINDS[SKIP_NEXT_TURN] = "its controller skips their next turn (614.10)"

# one effect skips one turn: "skip your next two turns" creates two
SKIP_TURN_SPEC = EffectSpec((RuleChange(SKIP_NEXT_TURN, on_players=True),), Affects.PLAYERS,
                            text="skip your next turn")
