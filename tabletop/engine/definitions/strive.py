"""Costs added per choice beyond the first (601.2f: the total cost counts what was chosen
in 601.2b-c): strive (207.2c), "This spell costs [mana] more to cast for each target beyond
the first"; escalate (702.120a), "For each mode you choose beyond the first as you cast
this spell, you pay an additional [cost]"."""

from __future__ import annotations

from typing import Any

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.replacement_specs import RULE_KINDS
from tabletop.engine.definitions.spell_rules import stated_rules
from tabletop.engine.model.characteristics import Characteristics
from tabletop.engine.model.mana import ManaCost

COST_PER_EXTRA_TARGET = "cost_per_extra_target"  # params: mana (ManaCost text)
RULE_KINDS[COST_PER_EXTRA_TARGET] = \
    "601.2f: this spell costs `mana` more to cast for each target beyond the first"


ESCALATE = "Escalate"


def extra_target_cost(chars: Characteristics, targets: tuple[Any, ...],
                      choices: dict[str, Any] | None = None) -> ManaCost:
    """What the spell's strive adds for the targets chosen beyond the first, and its
    escalate for the modes chosen beyond the first."""
    total = ManaCost()
    modes = (choices or {}).get("mode", 1)
    extra_modes = max(0, len(modes) - 1) if isinstance(modes, list | tuple) else 0
    for ability in chars.abilities:
        cost = ability.parameter if isinstance(ability, KeywordAbility) else ""
        if ability.keyword == ESCALATE and cost:
            for _ in range(extra_modes):
                total = total + ManaCost.parse(cost)
    beyond = max(0, sum(1 for t in targets if t is not None) - 1)
    for change in stated_rules(chars, COST_PER_EXTRA_TARGET):
        for _ in range(beyond):
            total = total + ManaCost.parse(str(change.param("mana")))
    return total
