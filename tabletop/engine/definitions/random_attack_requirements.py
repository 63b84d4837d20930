""""Choose an opponent at random. ~ attacks that player this combat if able." (Raving Dead):
an attack requirement bound to one player (508.1d), kept for this combat only; the handler
is rules/random_attack_requirements.py, the check is part of declaring attackers."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction, Ref, SelfRef
from tabletop.engine.definitions.replacement_specs import RULE_KINDS

# on the creature: it attacks the player named by the param PLAYER this combat if able
ATTACKS_PLAYER_THIS_COMBAT = "attacks_player_this_combat"
PLAYER = "player"
RULE_KINDS[ATTACKS_PLAYER_THIS_COMBAT] = "it attacks that player this combat if able (508.1d)"
THIS = SelfRef()


@dataclass(frozen=True, slots=True)
class AttackRandomOpponent(Instruction):
    """An opponent of the controller is chosen at random; `attacker` attacks that player
    this combat if able (508.1d)."""

    attacker: Ref = THIS

    def describe(self) -> str:
        return "choose an opponent at random; this attacks that player this combat if able"
