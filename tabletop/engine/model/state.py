"""The game state: one tree of dataclasses that snapshots copy (730, undo).

Objects in zones, players, continuous effects, the turn, one timestamp counter, this
combat, triggers waiting for the stack, delayed triggers, prevention shields, last known
information and the players' pending answers. Nothing the rules depend on lives outside
this tree, so nothing can escape undo. Card definitions and abilities are immutable and
shared between snapshots.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.model.answers import Answers
from tabletop.engine.model.combat_state import CombatState
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.model.event_history import EventHistory
from tabletop.engine.model.objects import GameObject, Player
from tabletop.engine.model.pending import DelayedTrigger, PendingTrigger, PreventionShield

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability
    from tabletop.engine.definitions.effects import ContinuousEffect
    from tabletop.engine.model.characteristics import Characteristics


@dataclass(frozen=True, slots=True)
class LastKnown:
    """603.10: an object as it last existed in the zone it left (written once)."""

    chars: Characteristics
    obj: GameObject

    @property
    def controller(self) -> str:
        return self.chars.controller or self.obj.controller

    @property
    def owner(self) -> str:
        return self.obj.owner

    @property
    def name(self) -> str:
        return self.chars.name

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
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    delayed: list[DelayedTrigger] = field(default_factory=list)
    extra_turns: list[str] = field(default_factory=list)
    # 500.8: the phases added after this one ("there is an additional combat phase"), then
    # the step the turn goes on with: begun, in order, as each phase ends (additional_phases)
    extra_phases: list[Step] = field(default_factory=list)
    activations: dict[str, int] = field(default_factory=dict)  # once-per-turn bookkeeping
    successors: dict[int, int] = field(default_factory=dict)  # 400.7: old oid -> new oid
    lki: dict[int, LastKnown] = field(default_factory=dict)  # 603.10 last known info
    prevention: list[PreventionShield] = field(default_factory=list)
    game_over: bool = False
    combat: CombatState = field(default_factory=CombatState)
    attacked_this_turn: list[int] = field(default_factory=list)  # 508.1 declared attackers
    normal_turn: str = ""  # 500.7: whose regular turn was last (extra turns don't count)
    another_cleanup: bool = False  # 514.3a: the cleanup step repeats
    answers: Answers = field(default_factory=Answers)
    day_night: str = ""  # 726.1: "day", "night", or neither ("")
    speed: dict[str, int] = field(default_factory=dict)  # 702.179: players who have speed
    blessed: tuple[str, ...] = ()  # 702.131: players who have the city's blessing
    monarch: str = ""  # 724: the player who is the monarch ("" none)
    history: EventHistory = field(default_factory=EventHistory)  # 603.4: this turn's events

    def __post_init__(self) -> None:
        if not self.active:
            self.active = self.turn_order[0]
        for zone in SHARED_ZONES:
            self.zones.setdefault((zone, None), [])
        for name in self.turn_order:
            for zone in PLAYER_ZONES:
                self.zones.setdefault((zone, name), [])
        self.rng.seed(self.seed)

    # --- snapshots (730) ----------------------------------------------------------------
    def __deepcopy__(self, memo: dict[int, object]) -> GameState:
        """A snapshot for undo and recordings: every mutable part copied, the immutable
        parts (card definitions, abilities, effect specs, last known characteristics)
        shared. Much cheaper than a generic deep copy, and exactly as safe."""
        new = self._copy({oid: o.clone() for oid, o in self.objects.items()})
        memo[id(self)] = new
        return new

    def snapshot(self, base: tuple[GameState, int] | None = None) -> GameState:
        """A snapshot sharing with `base` (an earlier snapshot of this state's objects and
        the write clock when it was taken) every object not written since; the rest as
        `__deepcopy__` copies it. Stack objects are always copied (their `StackInfo` may
        change in place)."""
        if base is None:
            return copy.deepcopy(self)
        earlier, clock = base
        objects: dict[int, GameObject] = {}
        for oid, obj in self.objects.items():
            kept = earlier.objects.get(oid)
            objects[oid] = kept if kept is not None and obj.written <= clock and \
                obj.stack_info is None else obj.clone()
        return self._copy(objects)

    def rollback_point(self) -> GameState:
        """The state before an action, for taking a refused one back (730): like a
        snapshot, but the objects are the same ones — the undo log (write_log.py) takes
        back what the action wrote to them — except objects on the stack, whose
        `StackInfo` an action may change in place."""
        objects = dict(self.objects)
        for oid in self.zones[(Zone.STACK, None)]:
            objects[oid] = objects[oid].clone()
        return self._copy(objects)

    def _copy(self, objects: dict[int, GameObject]) -> GameState:
        return _made_of(
            players={n: p.clone() for n, p in self.players.items()},
            turn_order=self.turn_order,
            seed=self.seed,
            rng=_copied(self.rng),
            objects=objects,
            zones={k: list(v) for k, v in self.zones.items()},
            effects=[_copy_effect(e) for e in self.effects],
            next_oid=self.next_oid,
            next_timestamp=self.next_timestamp,
            next_eid=self.next_eid,
            turn=self.turn,
            active=self.active,
            step=self.step,
            priority=self.priority,
            passes=self.passes,
            static_ids=dict(self.static_ids),
            pending_triggers=list(self.pending_triggers),  # frozen entries
            delayed=list(self.delayed),  # frozen entries
            extra_turns=list(self.extra_turns),
            extra_phases=list(self.extra_phases),
            activations=dict(self.activations),
            successors=dict(self.successors),
            lki=dict(self.lki),  # entries are written once and never changed
            prevention=[p.clone() for p in self.prevention],
            game_over=self.game_over,
            combat=self.combat.clone(),
            attacked_this_turn=list(self.attacked_this_turn),
            normal_turn=self.normal_turn,
            another_cleanup=self.another_cleanup,
            answers=self.answers.clone(),
            day_night=self.day_night,
            speed=dict(self.speed),
            blessed=self.blessed,
            monarch=self.monarch,
            history=self.history.clone(),
        )

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
        return {"objects": {str(oid): _object_entry(self.objects[oid])
                            for oid in sorted(self.objects)},
                **self._canonical_rest()}

    def _canonical_rest(self) -> dict[str, object]:
        return {
            "players": {
                n: [p.life, sorted(p.counters.items()), sorted(p.mana_pool.items()), p.lost,
                    p.won, p.lands_played]
                for n, p in sorted(self.players.items())
            },
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
            "prevention": [[p.to, p.amount, p.source, p.source_oid, p.controller,
                            p.timestamp, p.id, p.this_turn] for p in self.prevention],
            "combat": self.combat.canonical(),
            "delayed": [[d.step, d.whose, d.controller, d.source, d.text, d.turn,
                         [str(t) for t in d.targets], d.trigger_object] for d in self.delayed],
            "pending": [[t.source, t.controller, t.ability.text, t.trigger_object,
                         [str(x) for x in t.targets], t.delayed]
                        for t in self.pending_triggers],
            "answers": self.answers.canonical(),
            # what this turn has seen (603.4) follows from the actions taken: not hashed,
            # and a state new since recordings began is hashed only once it is set, so every
            # recording made before keeps its hashes
            **({"day_night": self.day_night} if self.day_night else {}),
            **({"speed": sorted(self.speed.items())} if self.speed else {}),
            **({"blessed": list(self.blessed)} if self.blessed else {}),
            **({"monarch": self.monarch} if self.monarch else {}),
            **({"extra_phases": [p.key for p in self.extra_phases]}
               if self.extra_phases else {}),
            # 106.6: mana with a restriction on its use, hashed only while some is in a pool
            **({"restricted_mana": {
                n: sorted([k, r.text, a] for (k, r), a in p.restricted_mana.items())
                for n, p in sorted(self.players.items()) if p.restricted_mana}}
               if any(p.restricted_mana for p in self.players.values()) else {}),
            "rest": [self.extra_turns, self.normal_turn, sorted(self.activations.items()),
                     self.attacked_this_turn, self.game_over, self.another_cleanup,
                     [[p.drew_from_empty, p.max_hand_size, p.loss_reason, p.landfall,
                       p.mulligans] for _, p in sorted(self.players.items())]],
        }

    def state_hash(self) -> str:
        """SHA-256 of `canonical()` as sorted, compact JSON — the value recordings keep.
        Built from parts: each object's JSON is kept on the object until it changes
        (`GameObject.hashed`), so an action that touches a few objects hashes a big board
        without re-encoding it; the text hashed is exactly the JSON of `canonical()`
        (`full_state_hash` checks that in the debug mode)."""
        rest = self._canonical_rest()
        objects = "{" + ",".join(f'"{key}":{_object_json(self.objects[int(key)])}'
                                 for key in sorted(map(str, self.objects))) + "}"
        parts = [f'"{key}":{objects if key == "objects" else _dumps(rest[key])}'
                 for key in sorted([*rest, "objects"])]
        return hashlib.sha256(("{" + ",".join(parts) + "}").encode()).hexdigest()

    def full_state_hash(self) -> str:
        """The same hash computed from scratch (no kept parts)."""
        return hashlib.sha256(_dumps(self.canonical()).encode()).hexdigest()


def _dumps(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def _object_entry(o: GameObject) -> list[object]:
    return [
        o.card.name, o.owner, o.controller, o.zone.value, o.timestamp, o.is_token,
        sorted(o.counters.items()), o.tapped, o.attached_to, o.damage,
        o.controlled_since_turn_start, o.face_down, sorted(o.chosen.items()),
        o.attacking, list(o.blocking), o.regeneration_shields, o.seen_controller,
        *([] if o.face is None else [["face", o.face]]),  # 712: hashes kept
        *([] if o.attached_player is None else [["player", o.attached_player]]),  # 303.4
        None if o.stack_info is None else [
            o.stack_info.kind, o.stack_info.source_oid, o.stack_info.ability_index,
            [str(t) for t in o.stack_info.targets], o.stack_info.x,
            json.dumps(o.stack_info.choices, sort_keys=True, default=str),
        ],
    ]


def _object_json(o: GameObject) -> str:
    """An object's part of the hash; kept on the object unless it is on the stack (its
    `StackInfo` may change in place)."""
    if o.stack_info is not None:
        return _dumps(_object_entry(o))
    text = o.hashed
    if text is None:
        text = _dumps(_object_entry(o))
        object.__setattr__(o, "hashed", text)  # not a change of the object: not logged
    return text


def _made_of(**fields: object) -> GameState:
    """A state from every one of its fields, without the constructor's seeding and zone
    set-up (a copy has them already); a field left out fails at once when read."""
    new = object.__new__(GameState)
    for name, value in fields.items():
        object.__setattr__(new, name, value)
    return new


def _copied(rng: random.Random) -> random.Random:
    """The generator in the same state, without seeding a new one first."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


def _copy_effect(effect: ContinuousEffect) -> ContinuousEffect:
    """A continuous effect's mutable fields are plain values and its `extra` dict."""
    out = copy.copy(effect)
    out.extra = dict(effect.extra)
    return out
