"""This combat's declarations and damage steps (506-511), part of the game state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# What an attacker attacks (508.1b): a player's name, or a planeswalker's or battle's id.
AttackTarget = str | int


@dataclass(slots=True)
class CombatState:
    """Reset as each combat begins and at end of combat (511.3)."""

    declared: bool = False  # 508.1: attackers were declared (maybe none)
    attackers: list[int] = field(default_factory=list)
    defender: str | None = None  # the defending player (the first, with several)
    attacks: dict[int, AttackTarget] = field(default_factory=dict)  # 508.1b
    controllers: dict[int, str] = field(default_factory=dict)  # 506.4: control as declared
    # 509.1: attacker → its blockers in damage assignment order (509.2); None until
    # blockers are declared
    blocks: dict[int, list[int]] | None = None
    blocked: list[int] = field(default_factory=list)  # 509.1h: it stays blocked
    assign: dict[Any, Any] | None = None  # 510.1c: a division answered with the blocks
    first_strike_done: bool = False  # 510.4
    dealt_first: list[int] = field(default_factory=list)  # 510.4: dealt first-strike damage
    bands: list[list[int]] = field(default_factory=list)  # 702.22c: attacking bands

    def clone(self) -> CombatState:
        return CombatState(
            self.declared, list(self.attackers), self.defender, dict(self.attacks),
            dict(self.controllers),
            None if self.blocks is None else {k: list(v) for k, v in self.blocks.items()},
            list(self.blocked), None if self.assign is None else dict(self.assign),
            self.first_strike_done, list(self.dealt_first), [list(b) for b in self.bands])

    def canonical(self) -> list[object]:
        bands: list[object] = [self.bands] if self.bands else []  # hashed only when set
        return [self.declared, self.attackers, self.defender, sorted(
            (k, str(v)) for k, v in self.attacks.items()), sorted(self.controllers.items()),
            None if self.blocks is None else sorted(self.blocks.items()), self.blocked,
            None if self.assign is None else repr(sorted(self.assign.items(), key=repr)),
            self.first_strike_done, self.dealt_first, *bands]
