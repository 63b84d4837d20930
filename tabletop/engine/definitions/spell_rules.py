"""Rules a spell states about itself while it is on the stack (e.g. "This spell can't be
countered.", 101.2): `RuleChange` kinds, read from the spell's own static abilities."""

from __future__ import annotations

import dataclasses

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import RuleChange
from tabletop.engine.definitions.replacement_specs import RULE_KINDS
from tabletop.engine.model.characteristics import Characteristics

CANT_BE_COUNTERED = "cant_be_countered"
RULE_KINDS[CANT_BE_COUNTERED] = "this spell can't be countered (701.6a, 101.2)"
ADDITIONAL_COST = "additional_cost"  # params: cost (a Cost)
# 601.2f: "This spell costs {1} less to cast [for each ...] [if ...]": params amount (an
# Expr of generic mana), condition (a Condition or None)
SELF_COST_REDUCTION = "self_cost_reduction"
CAST_ONLY_IF = "cast_only_if"  # params: condition; "Cast this spell only during combat"
RULE_KINDS[CAST_ONLY_IF] = "601.3: this spell may be cast only while `condition` holds"
RULE_KINDS[SELF_COST_REDUCTION] = "601.2f: this spell costs `amount` generic mana less"
RULE_KINDS[ADDITIONAL_COST] = "601.2b: casting this spell costs its mana cost and `cost`"


def stated_rules(chars: Characteristics, kind: str) -> list[RuleChange]:
    """The rules changes of `kind` an object's own static abilities hold."""
    return [mod for ability in chars.abilities if isinstance(ability, StaticAbility)
            for spec in ability.effects for mod in spec.mods
            if isinstance(mod, RuleChange) and mod.kind == kind]


def additional_cost(chars: Characteristics) -> Cost | None:
    """601.2b, 118.8: the additional costs a spell states ("As an additional cost to cast
    this spell, sacrifice a creature"), joined; None when it has none."""
    costs = [c for mod in stated_rules(chars, ADDITIONAL_COST)
             if isinstance(c := mod.param("cost"), Cost)]
    if not costs:
        return None
    fields = {f.name: getattr(costs[0], f.name) for f in dataclasses.fields(Cost)}
    for extra in costs[1:]:
        for f in dataclasses.fields(Cost):
            value = getattr(extra, f.name)
            if value and not fields[f.name]:
                fields[f.name] = value
    return Cost(**fields)


def states_rule(chars: Characteristics, kind: str) -> bool:
    """Whether an object's own static abilities hold a rules change of `kind`."""
    return any(isinstance(mod, RuleChange) and mod.kind == kind
               for ability in chars.abilities if isinstance(ability, StaticAbility)
               for spec in ability.effects for mod in spec.mods)
