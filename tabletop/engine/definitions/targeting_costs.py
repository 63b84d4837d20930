"""601.2f: the words of a cost change for spells that target something ("Spells your
opponents cast that target ~ cost {2} more to cast"), as params of SPELL_COST_INCREASE and
SPELL_COST_REDUCTION (rules/targeting_costs.py)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

TARGETS = "targets"  # an ObjectFilter said from the effect's source, or SOURCE for ~
TARGETS_YOU = "targets_you"  # "that target you or ...": the effect's controller
SOURCE = "source"

# "Abilities your opponents activate that target a Merfolk you control cost {2} more to
# activate": params amount, caster ("you", "opponent"), TARGETS / TARGETS_YOU (602.2b)
ACTIVATION_COST_INCREASE = "activation_cost_increase"
RULE_KINDS[ACTIVATION_COST_INCREASE] = \
    "activated abilities of the players it names cost {amount} more (602.2b, 601.2f)"
