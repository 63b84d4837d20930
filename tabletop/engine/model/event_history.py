"""The events of this turn (and the spells of last turn) that rules text reads: triggered
abilities and their intervening "if" clauses (603.4: "if a creature died this turn", "if
no spells were cast last turn", "whenever a creature dealt damage by ~ this turn dies"),
"your second spell each turn", celebration, crimes (700.13) and abilities that trigger
only once each turn. Kept in the game state (undo and snapshots copy it); `new_turn`
starts the next turn's record."""

from __future__ import annotations

from dataclasses import dataclass, field

Target = int | str  # an object's id or a player's name


@dataclass(slots=True)
class EventHistory:
    # (caster, the spell's card types as their rule words) in the order they were cast
    spells_cast: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    spells_last_turn: dict[str, int] = field(default_factory=dict)  # per caster, the turn before
    # (the creature's battlefield id, its controller) of each creature that died (700.4)
    died: list[tuple[int, str]] = field(default_factory=list)
    # controllers of the permanents that left the battlefield (revolt)
    left: list[str] = field(default_factory=list)
    life_gained: dict[str, int] = field(default_factory=dict)
    life_lost: dict[str, int] = field(default_factory=dict)
    # (source, what was dealt damage, amount, combat) of each damage event (120)
    damage: list[tuple[int | None, Target, int, bool]] = field(default_factory=list)
    # (id, controller, card types) of each permanent that entered the battlefield
    entered: list[tuple[int, str, tuple[str, ...]]] = field(default_factory=list)
    blocked: list[int] = field(default_factory=list)  # creatures declared as blockers
    discarded: dict[str, int] = field(default_factory=dict)  # cards each player discarded
    # (source, ability text) of the abilities that "trigger only once each turn" and did
    triggered_once: list[tuple[int | str, str]] = field(default_factory=list)
    crimes: list[str] = field(default_factory=list)  # players who committed a crime (700.13)
    # (owner, card types, subtypes) of each card put into a graveyard from anywhere
    to_graveyard: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = field(
        default_factory=list)
    # (source, ability text) of each activated or triggered ability that resolved (608.2)
    resolved: list[tuple[int, str]] = field(default_factory=list)
    drawn: dict[str, int] = field(default_factory=dict)  # cards each player drew (702.94a)
    # 702.76a prowl: (controller, subtypes) of each source as it dealt combat damage to a player
    combat_damage_sources: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    # 702.69a gravestorm: the controller of each permanent put into a graveyard from the
    # battlefield
    died_permanents: list[str] = field(default_factory=list)

    def clone(self) -> EventHistory:
        return EventHistory(list(self.spells_cast), dict(self.spells_last_turn),
                            list(self.died), list(self.left), dict(self.life_gained),
                            dict(self.life_lost), list(self.damage), list(self.entered),
                            list(self.blocked), dict(self.discarded),
                            list(self.triggered_once), list(self.crimes),
                            list(self.to_graveyard), list(self.resolved),
                            dict(self.drawn), list(self.combat_damage_sources),
                            list(self.died_permanents))

    def new_turn(self) -> EventHistory:
        """The record of the next turn: only how many spells each player cast carries over."""
        counts: dict[str, int] = {}
        for caster, _ in self.spells_cast:
            counts[caster] = counts.get(caster, 0) + 1
        return EventHistory(spells_last_turn=counts)

    def spells_by(self, player: str) -> list[tuple[str, ...]]:
        """The card types of each spell `player` cast this turn, in order."""
        return [types for caster, types in self.spells_cast if caster == player]

    def has_entered(self, oid: int) -> bool:
        return any(entered == oid for entered, _, _ in self.entered)

    def damaged_by(self, source: int, target: Target) -> bool:
        return any(s == source and t == target for s, t, _, _ in self.damage)

    def damage_to(self, target: Target) -> int:
        return sum(n for _, t, n, _ in self.damage if t == target)
