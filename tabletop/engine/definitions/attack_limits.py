"""Rules about one attacker or Aura: 508.1c "Enchanted creature can't attack you or a
planeswalker you control" (the player protected is the controller of the effect), and
702.16c "This effect doesn't remove ~"."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import RULE_KINDS

CANT_ATTACK_YOU = "cant_attack_you"
RULE_KINDS[CANT_ATTACK_YOU] = \
    "can't attack its controller or a planeswalker its controller controls (508.1c)"

# "Enchanted creature has protection from black. This effect doesn't remove Black Ward."
# (702.16c): the protection this permanent grants does not put it into the graveyard
PROTECTION_SPARES_SOURCE = "protection_spares_source"
RULE_KINDS[PROTECTION_SPARES_SOURCE] = \
    "the protection it grants doesn't make it fall off (702.16c, 704.5m)"
