"""Rules a spell states about itself while it is on the stack (e.g. "This spell can't be
countered.", 101.2): `RuleChange` kinds, read from the spell's own static abilities."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import StaticAbility
from tabletop.engine.definitions.effects import RuleChange
from tabletop.engine.definitions.replacement_specs import RULE_KINDS
from tabletop.engine.model.characteristics import Characteristics

CANT_BE_COUNTERED = "cant_be_countered"
RULE_KINDS[CANT_BE_COUNTERED] = "this spell can't be countered (701.6a, 101.2)"


def states_rule(chars: Characteristics, kind: str) -> bool:
    """Whether an object's own static abilities hold a rules change of `kind`."""
    return any(isinstance(mod, RuleChange) and mod.kind == kind
               for ability in chars.abilities if isinstance(ability, StaticAbility)
               for spec in ability.effects for mod in spec.mods)
