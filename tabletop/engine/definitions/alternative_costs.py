"""118.9: an alternative cost a spell states: "You may sacrifice a Mountain rather than pay
this spell's mana cost", "If you control a Plains, you may tap an untapped creature you
control rather than pay this spell's mana cost". The caster chooses it with the choice
`alternative`; its mana (if any) replaces the mana cost, its other parts are paid too."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.replacement_specs import RULE_KINDS
from tabletop.engine.definitions.spell_rules import stated_rules

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import Characteristics

ALTERNATIVE_COST = "alternative_cost"  # params: cost (Cost), condition (Condition | None)
RULE_KINDS[ALTERNATIVE_COST] = "it may be cast for its alternative cost (118.9)"
ALTERNATIVE = "alternative"  # the choice: cast it for its alternative cost


def alternative_cost(chars: Characteristics) -> tuple[Cost, Condition | None] | None:
    """The spell's stated alternative cost and the condition it has, or None."""
    for mod in stated_rules(chars, ALTERNATIVE_COST):
        cost = mod.param("cost")
        condition = mod.param("condition")
        if isinstance(cost, Cost):
            return cost, condition if isinstance(condition, Condition) else None
    return None


def joined(first: Cost | None, second: Cost) -> Cost | None:
    """Two costs paid together (601.2f), or None when both ask for the same kind of thing
    (then they can't be told apart in one cost)."""
    if first is None:
        return second
    fields = {}
    for f in dataclasses.fields(Cost):
        a, b = getattr(first, f.name), getattr(second, f.name)
        if a and b and f.name != "mana":
            return None
        fields[f.name] = a or b
    fields["mana"] = first.mana + second.mana
    return Cost(**fields)


# 601.2b: "As an additional cost to cast this spell, discard a card or pay 3 life": the
# caster chooses one (the choice `additional_cost`: 1 or 2; unanswered, the first that can
# be paid)
ADDITIONAL_COST_CHOICE = "additional_cost_choice"  # params: options (tuple of Cost)
RULE_KINDS[ADDITIONAL_COST_CHOICE] = "an additional cost of the caster's choice (601.2b)"
WHICH_ADDITIONAL = "additional_cost"


def additional_cost_options(chars: Characteristics) -> tuple[Cost, ...]:
    """The additional costs a spell offers to choose from, or () when it offers none."""
    for mod in stated_rules(chars, ADDITIONAL_COST_CHOICE):
        options = mod.param("options")
        if isinstance(options, tuple) and all(isinstance(c, Cost) for c in options):
            return options
    return ()
