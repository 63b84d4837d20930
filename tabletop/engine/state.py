"""The game state: objects in zones, players, effects, the turn, one timestamp counter.

Everything here is plain data that can be snapshotted with deepcopy and hashed;
card definitions and abilities are immutable and shared between snapshots.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.enums import Step, Zone
from tabletop.engine.objects import GameObject, Player

if TYPE_CHECKING:
    from tabletop.engine.abilities import Ability
    from tabletop.engine.effects import ContinuousEffect

SHARED_ZONES = (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND)
PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)


@dataclass(slots=True)
class GameState:
    players: dict[str, Player]
    turn_order: tuple[str, ...]
    seed: int = 0
    objects: dict[int, GameObject] = field(default_factory=dict)
    zones: dict[tuple[Zone, str | None], list[int]] = field(default_factory=dict)
    effects: list[ContinuousEffect] = field(default_factory=list)
    next_oid: int = 1
    next_timestamp: int = 1
    next_eid: int = 1
    turn: int = 1
    active: str = ""
    step: Step = Step.PRECOMBAT_MAIN
    priority: str | None = None
    passes: int = 0  # players who passed in succession (117.3d)
    rng: random.Random = field(default_factory=random.Random)
    static_ids: dict[tuple[int, str, int], int] = field(default_factory=dict)
    pending_triggers: list[dict[str, object]] = field(default_factory=list)
    delayed: list[dict[str, object]] = field(default_factory=list)
    extra_turns: list[str] = field(default_factory=list)
    activations: dict[str, int] = field(default_factory=dict)  # once-per-turn bookkeeping
    successors: dict[int, int] = field(default_factory=dict)  # 400.7: old oid -> new oid
    lki: dict[int, dict[str, object]] = field(default_factory=dict)  # 603.10 last known info
    prevention: list[dict[str, object]] = field(default_factory=list)
    game_over: bool = False
    combat: dict[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.active:
            self.active = self.turn_order[0]
        for zone in SHARED_ZONES:
            self.zones.setdefault((zone, None), [])
        for name in self.turn_order:
            for zone in PLAYER_ZONES:
                self.zones.setdefault((zone, name), [])
        self.rng.seed(self.seed)

    # --- zones ------------------------------------------------------------------------
    def zone_key(self, zone: Zone, player: str | None) -> tuple[Zone, str | None]:
        return (zone, None) if zone in SHARED_ZONES else (zone, player)

    def zone_ids(self, zone: Zone, player: str | None = None) -> list[int]:
        """Ids in a zone, bottom first (library top and stack top are last).

        For a shared zone with a player, only the objects that player controls
        (battlefield, stack) or owns (exile, command)."""
        if zone in SHARED_ZONES:
            ids = self.zones[(zone, None)]
            if player is None:
                return ids
            if zone in (Zone.BATTLEFIELD, Zone.STACK):
                return [o for o in ids if self.objects[o].controller == player]
            return [o for o in ids if self.objects[o].owner == player]
        if player is None:
            out: list[int] = []
            for name in self.turn_order:
                out.extend(self.zones[(zone, name)])
            return out
        return self.zones[(zone, player)]

    def new_timestamp(self) -> int:
        """613.7: one counter issues every timestamp."""
        ts = self.next_timestamp
        self.next_timestamp += 1
        return ts

    def new_oid(self) -> int:
        oid = self.next_oid
        self.next_oid += 1
        return oid

    def new_eid(self) -> int:
        eid = self.next_eid
        self.next_eid += 1
        return eid

    def static_effect_id(self, oid: int, ability: Ability, index: int) -> int:
        key = (oid, ability.text, index)
        eid = self.static_ids.get(key)
        if eid is None:
            eid = 1_000_000 + len(self.static_ids)
            self.static_ids[key] = eid
        return eid

    def newest(self, oid: int) -> int:
        """Follow 400.7 successors to the newest object (scenario aliases do this)."""
        seen = 0
        while oid in self.successors and seen < 10_000:
            oid = self.successors[oid]
            seen += 1
        return oid

    # --- hashing --------------------------------------------------------------------------
    def canonical(self) -> dict[str, object]:
        """Plain data of everything that matters to the rules (for the state hash)."""
        objects = {}
        for oid in sorted(self.objects):
            o = self.objects[oid]
            objects[str(oid)] = [
                o.card.name, o.owner, o.controller, o.zone.value, o.timestamp, o.is_token,
                sorted(o.counters.items()), o.tapped, o.attached_to, o.damage,
                o.controlled_since_turn_start, o.face_down, sorted(o.chosen.items()),
                o.attacking, list(o.blocking), o.regeneration_shields,
                None if o.stack_info is None else [
                    o.stack_info.kind, o.stack_info.source_oid, o.stack_info.ability_index,
                    [str(t) for t in o.stack_info.targets], o.stack_info.x,
                    json.dumps(o.stack_info.choices, sort_keys=True, default=str),
                ],
            ]
        return {
            "players": {
                n: [p.life, sorted(p.counters.items()), sorted(p.mana_pool.items()), p.lost,
                    p.won, p.lands_played]
                for n, p in sorted(self.players.items())
            },
            "objects": objects,
            "zones": {f"{z.value}:{p}": ids for (z, p), ids in sorted(
                self.zones.items(), key=lambda kv: (kv[0][0].value, kv[0][1] or ""))},
            "effects": [
                [e.eid, e.spec.describe(), e.source, e.controller, e.timestamp,
                 sorted(e.locked) if e.locked is not None else None, e.x]
                for e in self.effects
            ],
            "turn": [self.turn, self.active, self.step.key, self.priority, self.passes],
            "counters": [self.next_oid, self.next_timestamp, self.next_eid],
            "rng": hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()[:16],
            "prevention": json.dumps(self.prevention, sort_keys=True, default=str),
        }

    def state_hash(self) -> str:
        data = json.dumps(self.canonical(), sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(data.encode()).hexdigest()
