"""115.4-like limits on what may be targeted, stated by abilities: "~ can't be the target
of Aura spells", "... of black or red spells your opponents control", "... of black spells
or abilities from black sources", "Cards in graveyards can't be the targets of spells or
abilities" (rules/target_limits.py reads them as targets are chosen)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# params: by ("spells", "abilities" or "both"), filter (the source's characteristics, zone
# None; None: any), opponents (True: only spells and abilities its controller's opponents
# control)
CANT_BE_TARGETED = "cant_be_targeted"
RULE_KINDS[CANT_BE_TARGETED] = \
    "can't be the target of the spells and/or abilities it names"

# "Sliver spells can't be countered", "Instant and sorcery spells you control can't be
# countered" (101.2): the spells it affects (on the stack)
SPELLS_CANT_BE_COUNTERED = "spells_cant_be_countered"
RULE_KINDS[SPELLS_CANT_BE_COUNTERED] = "the spells it affects can't be countered (101.2)"
