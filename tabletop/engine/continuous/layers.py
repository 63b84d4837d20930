"""The layer system (613): one loop over one ordered enum of layers.

Start from each object's printed values (613.1), apply every continuous
effect layer by layer and sublayer by sublayer; inside each, characteristic-
defining abilities first (613.3, 613.4a), then timestamp order (613.7),
reordered by dependencies (613.8). The same pass writes the derivation.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from copy import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.continuous.derivation import (
    DerivationStep,
    ObjectDerivation,
    snapshot_for,
)
from tabletop.engine.continuous.state_reads import state_reads
from tabletop.engine.continuous.verdicts import VerdictCache, per_object
from tabletop.engine.definitions.abilities import (
    Ability,
    KeywordAbility,
    StaticAbility,
    intrinsic_mana_ability,
)
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    BecomeCopy,
    ContinuousEffect,
    EffectError,
    EffectSpec,
    RuleChange,
)
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.filters import ABILITIES, ABILITIES_LOST, COUNTERS
from tabletop.engine.definitions.nested import memoised_by_identity
from tabletop.engine.model.enums import OBJECT_LAYERS, Layer, Zone
from tabletop.engine.model.subtypes import BASIC_LAND_MANA

if TYPE_CHECKING:
    from tabletop.engine.model.characteristics import CardDefinition, Characteristics
    from tabletop.engine.model.objects import GameObject, Player
    from tabletop.engine.model.state import GameState

# Counters that change P/T in layer 7c (613.4c, 122.1a)
PT_COUNTERS: dict[str, tuple[int, int]] = {"+1/+1": (1, 1), "-1/-1": (-1, -1),
                                           "+1/+0": (1, 0), "+0/+1": (0, 1),
                                           "-0/-1": (0, -1), "-1/-0": (-1, 0),
                                           "+2/+2": (2, 2), "-2/-2": (-2, -2)}
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch",
                              "hexproof", "indestructible", "lifelink", "menace", "reach",
                              "trample", "vigilance", "haste"})


@dataclass(slots=True)
class RuleEffect:
    """An active effect on players or the rules (613.10, 613.11)."""

    change: RuleChange
    source: int | None
    controller: str
    timestamp: int
    affected: frozenset[int]


@dataclass(slots=True)
class LayerResult:
    """Every object's characteristics after all layers, with the derivation."""

    chars: dict[int, Characteristics]
    derivations: dict[int, ObjectDerivation]
    rules: list[RuleEffect] = field(default_factory=list)
    effects: list[tuple[Layer, ContinuousEffect, frozenset[int], str]] = field(
        default_factory=list
    )
    # 613.8: (layer, dependent effect id, the effect it waited for, "depends" or "loop")
    dependencies: list[tuple[Layer, int, int, str]] = field(default_factory=list)
    # static effects that never applied because their ability was gone when their turn came
    vanished: list[tuple[Layer, ContinuousEffect]] = field(default_factory=list)
    # the hidden zones whose objects the pass computed (the others have their printed
    # values: no effect can apply to them, see LayerPass.computed_objects)
    hidden_zones: frozenset[Zone] = frozenset()
    # object states (tapped, attacking, blocking) some effect's filter reads (state_reads.py)
    state_reads: frozenset[str] = frozenset()
    # where to look in `effects` for one object (incremental.py): the positions of the
    # effects that may apply to other objects, and by source those of effects on their
    # own source alone that read nothing else; found when first asked
    plan: tuple[list[int], dict[int | None, list[int]]] | None = None

    def printed(self, obj: GameObject) -> Characteristics:
        """The characteristics of an object no effect applies to: its printed values."""
        values = self.chars.get(obj.oid)
        if values is None:
            values = obj.card.characteristics(obj.face)
            values.controller = obj.controller
            self.chars[obj.oid] = values
        return values

    def rule_effects(self, kind: str) -> list[RuleEffect]:
        return [r for r in self.rules if r.change.kind == kind]


class LayerPass:
    """One computation of all characteristics; implements the `Board` protocol."""

    def __init__(self, state: GameState, *, record: bool = True,
                 overrides: dict[int, dict[str, object]] | None = None,
                 verdicts: VerdictCache | None = None) -> None:
        self.state = state
        self.record = record
        self.verdicts = verdicts  # 613.8a answers kept between passes (verdicts.py)
        # what-if: effect id -> {"timestamp": n} or {"off": True} (hypothetical order)
        self.overrides = overrides or {}
        self.values: dict[int, Characteristics] = {}
        self.derivations: dict[int, ObjectDerivation] = {}
        self._copiable: dict[int, Characteristics] = {}
        self._copy_guard: set[int] = set()
        self._grant_ts: dict[tuple[int, int], int] = {}
        self._static_cache: dict[tuple[int, int, int], ContinuousEffect] = {}
        self._statics_index: dict[int, tuple[tuple[object, ...], list[tuple[
            StaticAbility, int, frozenset[Layer]]]]] = {}
        self._started: dict[int, frozenset[int]] = {}  # effect key -> locked set (613.6)
        self._cant: dict[int, set[str]] = {}
        self._dependency_log: list[tuple[Layer, int, int, str]] = []
        self._vanished: list[tuple[Layer, ContinuousEffect]] = []
        self._current: ContinuousEffect | None = None
        self._effect_log: list[tuple[Layer, ContinuousEffect, frozenset[int], str]] = []
        self._printed_values: dict[int, Characteristics] = {}
        self.hidden_zones: frozenset[Zone] = frozenset()
        # read off the values as they are now; forgotten whenever a value changes (_touch)
        self._affected_memo: dict[int, frozenset[int]] = {}
        self._facts_memo: dict[int, tuple[object, ...]] = {}
        self._state_reads: set[str] = set()

    def _touch(self) -> None:
        """Values changed: what was read off them is read again."""
        if self._affected_memo:
            self._affected_memo.clear()
        if self._facts_memo:
            self._facts_memo.clear()

    # --- Board protocol ------------------------------------------------------------
    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    def chars(self, oid: int) -> Characteristics:
        values = self.values.get(oid)
        return values if values is not None else self._printed(oid)

    def controller_of(self, oid: int) -> str:
        return self.chars(oid).controller

    def _printed(self, oid: int) -> Characteristics:
        """An object the pass left out (a card in a hidden zone no effect can reach)."""
        values = self._printed_values.get(oid)
        if values is None:
            obj = self.state.objects[oid]
            values = obj.card.characteristics(obj.face)
            values.controller = obj.controller
            self._printed_values[oid] = values
        return values

    def player(self, name: str) -> Player:
        return self.state.players[name]

    def players(self) -> tuple[str, ...]:
        return self.state.turn_order

    def opponents(self, name: str) -> tuple[str, ...]:
        return tuple(p for p in self.state.turn_order if p != name)

    def objects_in(self, zone: Zone, player: str | None = None) -> Iterable[int]:
        return self.state.zone_ids(zone, player)

    def copiable(self, oid: int) -> Characteristics:
        """707.2: the copiable values: printed values as modified by layer 1."""
        current = self._current
        if current is not None and "copiable" in current.extra and current.extra.get(
            "copy_of"
        ) == oid:
            return current.extra["copiable"]  # type: ignore[return-value]
        if oid in self._copiable:
            return self._copiable[oid]
        if oid in self._copy_guard:
            return self.state.objects[oid].card.characteristics(self.state.objects[oid].face)
        self._copy_guard.add(oid)
        obj = self.state.objects[oid]
        values = obj.card.characteristics(obj.face)
        values.controller = obj.controller
        saved = self._current
        for effect in self._copy_effects_on(oid):
            self._current = effect
            for mod in effect.spec.mods:
                if mod.layer(effect.cda) == Layer.COPY:
                    mod.apply(values, effect.ctx(self, oid))
        self._current = saved
        self._copy_guard.discard(oid)
        self._copiable[oid] = values
        return values

    def cant_have(self, oid: int) -> frozenset[str]:
        """Abilities the object can't have (613.1f), from effects applied so far."""
        return frozenset(self._cant.get(oid, ()))

    def forbid_abilities(self, oid: int, keywords: frozenset[str]) -> None:
        self._cant.setdefault(oid, set()).update(keywords)
        self._touch()

    # --- the pass ------------------------------------------------------------------
    def run(self) -> LayerResult:
        for oid, obj in self.computed_objects():
            values = obj.card.characteristics(obj.face)
            values.controller = obj.controller
            self.values[oid] = values
            if self.record:
                self.derivations[oid] = ObjectDerivation(oid, values.name, values.copy())
        self._touch()
        for layer in OBJECT_LAYERS:
            self._run_layer(layer)
        rules = self._rule_effects()
        if self.record:
            for oid, d in self.derivations.items():
                d.final_values = self.values[oid]
        return LayerResult(self.values, self.derivations, rules, self._effect_log,
                           self._dependency_log, self._vanished, self.hidden_zones,
                           frozenset(self._state_reads))

    def computed_objects(self) -> Iterator[tuple[int, GameObject]]:
        """The objects an effect can reach: everything on the battlefield, the stack and
        in the command zone; in a library, hand, graveyard or exile only cards with a
        characteristic-defining ability (604.3), objects a resolved effect locked on, and
        every object of a hidden zone that some effect's filter looks into. The rest keep
        their printed values, read on demand (a 60-card library costs nothing per pass)."""
        state = self.state
        self.hidden_zones = zones = _hidden_zones_in_use(state)
        locked = locked_objects(state)
        for oid, obj in state.objects.items():
            if is_computed(obj, zones, locked):
                yield oid, obj

    def _copy_effects_on(self, oid: int) -> list[ContinuousEffect]:
        found = [
            e for e in self._all_effects(Layer.COPY)
            if e.locked is not None and oid in e.locked
        ]
        found.sort(key=lambda e: (e.timestamp, e.eid))
        return found

    # --- collecting effects ---------------------------------------------------------
    def _all_effects(self, layer: Layer) -> Iterator[ContinuousEffect]:
        """Resolved effects and effects of static abilities that apply in this layer."""
        for effect in self.state.effects:
            if self.overrides:
                override = self.overrides.get(effect.eid)
                if override and override.get("off"):
                    continue
            if layer in _spec_layers(effect.spec, effect.cda):
                yield self._with_override(effect)
        seen: set[int] = set()
        for effect in self._static_effects(layer):
            seen.add(effect.eid)
            yield effect
        # 613.6: an effect that began applying keeps applying in later layers, even if
        # the ability that generates it was removed meanwhile
        for effect in self._static_cache.values():
            if effect.eid in self._started and effect.eid not in seen and any(
                m.layer(effect.cda) == layer for m in effect.spec.mods
            ):
                yield self._with_override(effect)

    def _with_override(self, effect: ContinuousEffect) -> ContinuousEffect:
        override = self.overrides.get(effect.eid)
        if override and "timestamp" in override:
            moved = copy(effect)
            moved.timestamp = override["timestamp"]  # type: ignore[assignment]
            return moved
        return effect

    def _static_effects(self, layer: Layer, only: frozenset[int] | None = None
                        ) -> Iterator[ContinuousEffect]:
        state = self.state
        index_of = self._statics_index
        items = self.values.items() if only is None else (
            (oid, self.values[oid]) for oid in only if oid in self.values)
        for oid, values in items:
            abilities = values.abilities
            if not abilities:
                continue
            cached = index_of.get(oid)
            if cached is None or cached[0] is not abilities:
                cached = (abilities, _static_entries(abilities))
                index_of[oid] = cached
            entries = cached[1]
            if not entries:
                continue
            obj = state.objects[oid]
            on_battlefield = obj.zone == Zone.BATTLEFIELD
            for ability, index, layers in entries:
                if layer not in layers or not (on_battlefield or ability.cda):
                    continue  # 611.3b; CDAs work in every zone (604.3)
                effect = self._static_effect(obj, ability, index)
                if self.overrides:
                    override = self.overrides.get(effect.eid)
                    if override and override.get("off"):
                        continue
                    yield self._with_override(effect)
                else:
                    yield effect

    def _static_effect(
        self, obj: GameObject, ability: StaticAbility, index: int
    ) -> ContinuousEffect:
        key = (obj.oid, id(ability), index)
        effect = self._static_cache.get(key)
        if effect is None:
            # 613.7a: the later of the source's timestamp and the granting effect's; when
            # the object's is later, the granted ability keeps its place after the own ones
            granted = self._grant_ts.get((obj.oid, id(ability)))
            timestamp, sub = obj.timestamp, 0
            if granted is not None and granted > obj.timestamp:
                timestamp = granted
            elif granted is not None:
                sub = granted
            eid = self.state.static_effect_id(obj.oid, ability, index)
            effect = ContinuousEffect(
                eid=eid,
                spec=ability.effects[index],
                source=obj.oid,
                source_name=self.values[obj.oid].name or obj.card.name,
                controller=self.values[obj.oid].controller,
                timestamp=timestamp,
                cda=ability.cda,
                from_static=True,
                ability_key=key,
                sub=sub,
            )
            effect.extra["ability"] = ability
            self._static_cache[key] = effect
        else:
            effect.controller = self.values[obj.oid].controller
        return effect

    def _exists(self, effect: ContinuousEffect) -> bool:
        """A static ability's effect exists while the ability is on its source (613.6
        keeps an effect that already began applying)."""
        if not effect.from_static or effect.eid in self._started:
            return True
        source = effect.source
        if source is None or source not in self.values:
            return False
        ability = effect.extra["ability"]
        return any(a is ability for a in self.values[source].abilities)

    # --- affected objects ------------------------------------------------------------
    def _affected(self, effect: ContinuousEffect) -> frozenset[int]:
        if effect.eid in self._started:
            return self._started[effect.eid]
        found = self._affected_memo.get(effect.eid)
        if found is None:
            found = self._affected_memo[effect.eid] = self._find_affected(effect, self)
        return found

    def _find_affected(self, effect: ContinuousEffect, board: LayerPass) -> frozenset[int]:
        spec = effect.spec
        if effect.locked is not None:
            return frozenset(o for o in effect.locked if o in board.values)
        source = effect.source
        if spec.affects == Affects.SELF:
            return frozenset() if source is None or source not in board.values else frozenset(
                {source}
            )
        if spec.affects == Affects.ATTACHED:
            if source is None:
                return frozenset()
            host = self.state.objects[source].attached_to
            return frozenset() if host is None or host not in board.values else frozenset({host})
        if spec.affects == Affects.MATCHING and spec.filter is not None:
            f = spec.filter
            ids = (
                board.values.keys() if f.zone is None else self.state.zone_ids(f.zone, None)
            )
            objects = self.state.objects
            return frozenset(
                oid for oid in ids
                if oid in board.values and not _stack_ability(objects[oid])
                and f.matches(board, oid, source, _controller(effect, board))
            )
        if spec.affects == Affects.PLAYERS:
            return frozenset()
        raise EffectError(effect.source_name, spec.describe(), f"no objects for {spec.affects}")

    # --- one layer ----------------------------------------------------------------------
    def _run_layer(self, layer: Layer) -> None:
        pending = [e for e in self._all_effects(layer)]
        for e in pending:
            self._state_reads |= state_reads(e.spec)
        if layer == Layer.COPY:
            self._apply_copy_layer(pending)
            return
        counter_steps = layer == Layer.PT_MODIFY
        if not pending and not counter_steps:
            if layer == Layer.ABILITY:  # keyword counters need no effect in the layer
                self._keyword_counters()
            return
        pending.sort(key=_order_key)
        if counter_steps:
            self._apply_counters_and_effects(pending)
            return
        done: set[int] = set()
        interacting = _may_interact(pending, layer)
        check_existence = True
        while pending:
            if check_existence:
                still = [e for e in pending if self._exists(e)]
                if len(still) != len(pending):
                    self._vanished += [(layer, e) for e in pending if e not in still]
                pending = still
                if not pending:
                    break
            if interacting:
                chosen, note = self._next_effect(pending, layer)
            else:  # no effect here reads what another writes: timestamp order (613.7)
                chosen, note = pending[0], ""
            pending.remove(chosen)
            done.add(chosen.eid)
            self._apply(chosen, layer, note)
            writes = _writes(chosen, layer)
            # only an effect that can take abilities away can end another's existence
            check_existence = ABILITIES_LOST in writes
            if layer == Layer.ABILITY and ABILITIES in writes:
                # abilities gained just now may generate effects in this same layer
                known = done | {e.eid for e in pending}
                touched = self._started.get(chosen.eid, frozenset())
                fresh = [e for e in self._static_effects(layer, touched) if e.eid not in known]
                for e in fresh:
                    self._state_reads |= state_reads(e.spec)
                if fresh:
                    pending = sorted(pending + fresh, key=_order_key)
                    interacting = _may_interact(pending, layer)
                    check_existence = True
        if layer == Layer.ABILITY:
            self._keyword_counters()
        if layer == Layer.TYPE:
            self._intrinsic_mana_abilities()

    def _intrinsic_mana_abilities(self) -> None:
        """305.6: an object with a basic land type has that type's "{T}: Add [mana]"."""
        for oid, values in self.values.items():
            basics = [t for t in values.ordered_subtypes if t in BASIC_LAND_MANA]
            if not basics:
                continue
            have = {a.text for a in values.abilities}
            for land_type in basics:
                ability = intrinsic_mana_ability(land_type)
                if ability.text not in have:
                    values.abilities = (*values.abilities, ability)
                    have.add(ability.text)
                    if self.record:
                        self.derivations[oid].add(DerivationStep(
                            Layer.TYPE, f"has {ability.text} ({land_type})", oid,
                            values.name, self.state.objects[oid].timestamp, None,
                            "305.6: intrinsic mana ability of a basic land type",
                            snapshot_for(Layer.TYPE, values), "rule"))
        self._touch()

    def _apply_copy_layer(self, pending: list[ContinuousEffect]) -> None:
        affected_ids: set[int] = set()
        for e in pending:
            affected_ids |= self._find_affected(e, self)
        for oid in sorted(affected_ids):
            values = self.copiable(oid)
            self.values[oid] = values.copy()
            self.values[oid].controller = self.state.objects[oid].controller
            if self.record:
                for e in self._copy_effects_on(oid):
                    self._record(oid, Layer.COPY, e, "707.2: copiable values", "effect")
        self._touch()
        for e in pending:
            self._effect_log.append((Layer.COPY, e, frozenset(self._find_affected(e, self)), ""))

    def _apply_counters_and_effects(self, pending: list[ContinuousEffect]) -> None:
        """7c: effects and counters that modify P/T, in timestamp order (613.7c)."""
        counter_items: list[tuple[int, int, str, int]] = []
        for oid, values in self.values.items():
            obj = self.state.objects[oid]
            if values.power is None or obj.zone != Zone.BATTLEFIELD:
                continue
            for kind, n in obj.counters.items():
                if kind in PT_COUNTERS and n:
                    ts = obj.counter_timestamps.get(kind, obj.timestamp)
                    counter_items.append((ts, oid, kind, n))
        counter_items.sort()
        ci = 0
        for effect in [*pending, None]:
            limit = effect.timestamp if effect is not None else None
            while ci < len(counter_items) and (limit is None or counter_items[ci][0] < limit):
                ts, oid, kind, n = counter_items[ci]
                dp, dt = PT_COUNTERS[kind]
                v = self.values[oid]
                v.power = (v.power or 0) + dp * n
                if v.toughness is not None:
                    v.toughness += dt * n
                if self.record:
                    self.derivations[oid].add(DerivationStep(
                        Layer.PT_MODIFY, f"{n} {kind} counter{'s' if n != 1 else ''}",
                        oid, v.name, ts, None, "613.4c: counters",
                        (v.power, v.toughness), "counters"))
                ci += 1
                self._touch()
            if effect is not None and self._exists(effect):
                self._apply(effect, Layer.PT_MODIFY, "")

    def _keyword_counters(self) -> None:
        """613.1f: keyword counters give their keyword in layer 6 (122.1b)."""
        for oid, values in self.values.items():
            obj = self.state.objects[oid]
            if obj.zone != Zone.BATTLEFIELD or not obj.counters:
                continue
            for kind, n in obj.counters.items():
                if n > 0 and kind.lower() in KEYWORD_COUNTERS:
                    word = kind.capitalize()
                    values.abilities = (*values.abilities, KeywordAbility(word, word))
                    if self.record:
                        self.derivations[oid].add(DerivationStep(
                            Layer.ABILITY, f"{kind} counter", oid, values.name,
                            obj.counter_timestamps.get(kind, obj.timestamp), None,
                            "613.1f: keyword counter", snapshot_for(Layer.ABILITY, values),
                            "counters"))
        self._touch()

    def _apply(self, effect: ContinuousEffect, layer: Layer, note: str) -> None:
        affected = self._affected(effect)
        if effect.eid not in self._started:
            self._started[effect.eid] = affected  # 613.6: the set is kept in later layers
        cda = effect.cda
        mods = [m for m in effect.spec.mods if m.layer(cda) == layer]
        grants = [m for m in mods if isinstance(m, AddAbilities)]
        condition = effect.spec.condition
        self._current = effect
        applied_to: list[int] = []
        record = self.record
        if record:
            descr = self._describe(effect, layer)
            kind = "cda" if cda else "effect"
            if cda and not note:
                note = "604.3: characteristic-defining ability, applied first (613.3)"
            step_head = (layer, descr, effect.source, effect.source_name, effect.timestamp,
                         effect.eid, note)
        ctx = EvalContext(self, effect.source, _controller(effect, self), None, effect.x)
        all_values = self.values
        try:
            for oid in sorted(affected):
                values = all_values.get(oid)
                if values is None:
                    continue
                ctx.affected = oid
                if condition is not None and not condition.holds(ctx):
                    continue
                for mod in mods:
                    mod.apply(values, ctx)
                for grant in grants:
                    for a in grant.abilities:
                        self._grant_ts[(oid, id(a))] = effect.timestamp
                applied_to.append(oid)
                if record:
                    self.derivations[oid].raw.append(
                        (*step_head, snapshot_for(layer, values), kind))
        except EffectError:
            raise
        except (TypeError, ValueError, KeyError, AttributeError, ZeroDivisionError) as exc:
            raise EffectError(effect.source_name, effect.spec.describe(), str(exc)) from exc
        finally:
            self._touch()
        self._current = None
        self._effect_log.append((layer, effect, frozenset(applied_to), note))

    @staticmethod
    def _describe(effect: ContinuousEffect, layer: Layer) -> str:
        if layer == Layer.COPY:
            return effect.spec.describe()
        return " ".join(m.describe() for m in effect.spec.mods if m.layer(effect.cda) == layer)

    def _record(self, oid: int, layer: Layer, effect: ContinuousEffect, note: str,
                kind: str, descr: str | None = None) -> None:
        values = self.values[oid]
        if descr is None:
            descr = self._describe(effect, layer)
        if effect.cda and not note:
            note = "604.3: characteristic-defining ability, applied first (613.3)"
        self.derivations[oid].raw.append((
            layer, descr, effect.source, effect.source_name, effect.timestamp, effect.eid,
            note, snapshot_for(layer, values), kind))

    # --- dependencies (613.8) ---------------------------------------------------------------
    def _next_effect(self, pending: list[ContinuousEffect], layer: Layer
                     ) -> tuple[ContinuousEffect, str]:
        if len(pending) == 1:
            return pending[0], ""
        first = pending[0]
        if layer.uses_cda_first and first.cda:
            return first, ""
        candidates = [e for e in pending if not (layer.uses_cda_first and e.cda)]
        depends = self._dependencies(candidates, layer)
        if not any(depends.values()):
            return candidates[0], ""
        reach = _transitive(depends)
        ready = [
            e for e in candidates
            if all(e.eid in reach[d] for d in reach[e.eid])
        ]
        # ready is never empty: some strongly connected component is a sink
        chosen = min(ready, key=_order_key)
        by_id = {e.eid: e for e in candidates}
        loop = [by_id[d] for d in reach[chosen.eid] if chosen.eid in reach[d] and d != chosen.eid]
        for e in candidates:
            for d in depends[e.eid]:
                edge = (layer, e.eid, d, "loop" if e.eid in reach.get(d, ()) else "depends")
                if edge not in self._dependency_log:
                    self._dependency_log.append(edge)
        if loop:
            return chosen, f"613.8b: dependency loop with {_names(loop)}: timestamp order"
        notes: list[str] = []
        earlier = [e for e in candidates if _order_key(e) < _order_key(chosen)]
        movers = [e for e in earlier if chosen.eid in reach.get(e.eid, set())]
        if movers:
            notes.append(f"613.8a: applied before {_names(movers)}, which depend(s) on it")
        waited_for = [by_id[d] for d in depends[chosen.eid] if d != chosen.eid]
        if waited_for:
            notes.append(f"613.8b: waited for {_names(waited_for)}")
        return chosen, "; ".join(notes)

    def _dependencies(self, effects: list[ContinuousEffect], layer: Layer
                      ) -> dict[int, set[int]]:
        """613.8a: A depends on B if applying B would change A's existence, text, what it
        applies to, or what it does to any of those objects; CDAs only with CDAs.

        Only pairs where B writes something A reads are tried, and an effect that reads
        nothing beyond its own objects (a leveler's band) only by effects touching them."""
        depends: dict[int, set[int]] = {e.eid: set() for e in effects}
        writers: dict[str, list[ContinuousEffect]] = {}
        for b in effects:
            for aspect in _writes(b, layer):
                writers.setdefault(aspect, []).append(b)
        if not writers:
            return depends
        for a in effects:
            reads = _reads(a)
            tried: set[int] = set()
            local: frozenset[int] | None = None
            for aspect in reads:
                for b in writers.get(aspect, ()):
                    if b is a or b.eid in tried or a.cda != b.cda:
                        continue
                    tried.add(b.eid)
                    if _is_local(a):
                        if local is None:
                            local = self._affected(a) | (
                                frozenset() if a.source is None else frozenset({a.source}))
                        if not (self._affected(b) & local):
                            continue
                    if self._depends_on(a, b, layer):
                        depends[a.eid].add(b.eid)
        return depends

    def _depends_on(self, a: ContinuousEffect, b: ContinuousEffect, layer: Layer) -> bool:
        """613.8a for one pair, remembered between passes while its witness holds."""
        cache = self.verdicts
        if cache is None or self.overrides or not (per_object(a) and per_object(b)):
            return self._changes(a, b, layer)
        return cache.verdict(layer, a, b, lambda: self._witness(a, b),
                             lambda: self._changes(a, b, layer))

    def _witness(self, a: ContinuousEffect, b: ContinuousEffect) -> tuple[object, ...]:
        """What a per-object pair's verdict is read from: the objects B affects, with
        their values and game facts here, and both sources' (verdicts.py)."""
        touched = self._affected(b)
        ids = sorted(touched | {o for o in (a.source, b.source) if o is not None})
        return (touched, self._started.get(a.eid), tuple(self._facts(o) for o in ids))

    def _facts(self, oid: int) -> tuple[object, ...]:
        found = self._facts_memo.get(oid)
        if found is None:
            obj = self.state.objects.get(oid)
            values = self.values.get(oid)
            if obj is None or values is None:
                found = (oid, None)
            else:
                found = (oid, _fingerprint(values), values.mana_cost, obj.zone, obj.owner,
                         tuple(sorted(obj.counters.items())), obj.tapped, obj.is_token,
                         obj.attacking, bool(obj.blocking), obj.attached_to, obj.class_level,
                         frozenset(self._cant.get(oid, ())))
            self._facts_memo[oid] = found
        return found

    def _changes(self, a: ContinuousEffect, b: ContinuousEffect, layer: Layer) -> bool:
        before = self._outcome(a, layer, self)
        scratch = _Scratch(self)
        b_affected = self._affected(b)
        b_mods = [m for m in b.spec.mods if m.layer(b.cda) == layer]
        for oid in b_affected:
            if oid not in self.values:
                continue
            values = scratch.writable(oid)
            ctx = EvalContext(scratch, b.source, _controller(b, scratch), oid, b.x)
            if b.spec.condition is not None and not b.spec.condition.holds(ctx):
                continue
            for mod in b_mods:
                mod.apply(values, ctx)
        after = self._outcome(a, layer, scratch)
        return before != after

    def _outcome(self, effect: ContinuousEffect, layer: Layer, board: LayerPass) -> object:
        """613.8a: what decides whether A depends on B: A's existence, the set of objects
        it applies to, and what it does to each of them, all read on `board` (with or
        without B). What A does is A applied to the object's values *without* B: a change
        B makes to the object itself is not a change in what A does (an Aura granting
        flying does the same whether or not another effect removed other abilities)."""
        if effect.from_static and effect.eid not in self._started:
            source = effect.source
            ability = effect.extra["ability"]
            if source is None or not any(a is ability for a in board.values[source].abilities):
                return ("gone",)
        affected = (self._affected(effect) if board is self
                    else self._find_affected(effect, board))
        mods = [m for m in effect.spec.mods if m.layer(effect.cda) == layer]
        results: list[tuple[int, tuple[object, ...] | None]] = []
        for oid in sorted(affected):
            if oid not in board.values:
                continue
            base = self.values.get(oid)
            trial = (base if base is not None else board.values[oid]).copy()
            ctx = EvalContext(board, effect.source, _controller(effect, board), oid, effect.x)
            if effect.spec.condition is not None and not effect.spec.condition.holds(ctx):
                results.append((oid, None))
                continue
            for mod in mods:
                mod.apply(trial, ctx)
            results.append((oid, _fingerprint(trial)))
        return (frozenset(affected), tuple(results))

    # --- players and rules (613.10, 613.11) ----------------------------------------------------
    def _rule_effects(self) -> list[RuleEffect]:
        out: list[RuleEffect] = []
        for layer in (Layer.PLAYER, Layer.RULES):
            effects = [e for e in self._all_effects(layer) if self._exists_final(e)]
            for e in effects:
                self._state_reads |= state_reads(e.spec)
            effects.sort(key=lambda e: (e.timestamp, e.eid))
            for e in effects:
                affected: frozenset[int] = frozenset()
                if e.spec.affects != Affects.PLAYERS:
                    try:
                        affected = self._affected(e)
                    except EffectError:
                        affected = frozenset()
                if e.spec.condition is not None and not e.spec.condition.holds(
                    EvalContext(self, e.source, e.controller, None, e.x)
                ):
                    continue
                for mod in e.spec.mods:
                    if isinstance(mod, RuleChange) and mod.layer(e.cda) == layer:
                        out.append(RuleEffect(mod, e.source, e.controller, e.timestamp, affected))
        return out

    def _exists_final(self, effect: ContinuousEffect) -> bool:
        if not effect.from_static:
            return True
        source = effect.source
        ability = effect.extra["ability"]
        return source is not None and source in self.values and any(
            a is ability for a in self.values[source].abilities
        )


class _Scratch(LayerPass):
    """A copy-on-write view of a pass, to try an effect out (613.8a)."""

    def __init__(self, base: LayerPass) -> None:
        self.__dict__.update({})
        self.state = base.state
        self.values = dict(base.values)
        self._owned: set[int] = set()
        self._started = base._started
        self._current = None
        self.overrides = base.overrides
        self._copiable = base._copiable
        self._cant = {oid: set(names) for oid, names in base._cant.items()}
        self._affected_memo = {}
        self._facts_memo = {}
        self.verdicts = None

    def writable(self, oid: int) -> Characteristics:
        if oid not in self._owned:
            self.values[oid] = self.values[oid].copy()
            self._owned.add(oid)
        return self.values[oid]



_LAYERS_OF: dict[tuple[int, bool], tuple[object, frozenset[Layer]]] = {}


def _spec_layers(spec: object, cda: bool) -> frozenset[Layer]:
    """The layers an effect applies in, memoised per spec (specs are immutable; the memo
    keeps the spec alive so its id can't be reused)."""
    key = (id(spec), cda)
    found = _LAYERS_OF.get(key)
    if found is None or found[0] is not spec:
        if len(_LAYERS_OF) > 50_000:
            _LAYERS_OF.clear()
        found = (spec, frozenset(m.layer(cda) for m in spec.mods))  # type: ignore[attr-defined]
        _LAYERS_OF[key] = found
    return found[1]


def _static_entries(abilities: tuple[object, ...]
                    ) -> list[tuple[StaticAbility, int, frozenset[Layer]]]:
    return [
        (a, i, _spec_layers(spec, a.cda))
        for a in abilities if isinstance(a, StaticAbility)
        for i, spec in enumerate(a.effects)
    ]


def _may_interact(effects: list[ContinuousEffect], layer: Layer) -> bool:
    """Whether any effect reads an aspect another one writes in this layer (613.8a (b))."""
    writer_of: dict[str, set[int]] = {}
    for e in effects:
        for aspect in _writes(e, layer):
            writer_of.setdefault(aspect, set()).add(e.eid)
    if not writer_of:
        return False
    for e in effects:
        for aspect in _reads(e):
            if writer_of.get(aspect, set()) - {e.eid}:
                return True
    return False


def _is_local(effect: ContinuousEffect) -> bool:
    """An effect whose outcome depends only on its own objects: no filter, and nothing read
    but counters and its own existence."""
    spec = effect.spec
    return spec.filter is None and spec.affects in (Affects.SELF, Affects.FIXED,
                                                    Affects.ATTACHED) and not (
        spec.reads - {COUNTERS})


def _controller(effect: ContinuousEffect, board: LayerPass) -> str:
    """Who "you" is for an effect as it applies: a static ability's is its source's
    controller at that moment, after the control changes already applied in layer 2
    (stealing Control Magic moves its creature too); a resolved effect's was fixed when it
    began (611.2)."""
    if effect.from_static and effect.source is not None:
        values = board.values.get(effect.source)
        if values is not None:
            return values.controller
    return effect.controller


_PUBLIC_ZONES = frozenset({Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND})
_HIDDEN_ZONES = frozenset({Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE})


def is_computed(obj: GameObject, hidden_zones: frozenset[Zone],
                locked: frozenset[int]) -> bool:
    """Whether a layer pass computes this object (see LayerPass.computed_objects)."""
    return obj.zone in _PUBLIC_ZONES or obj.zone in hidden_zones or obj.oid in locked or \
        _card_reach(obj.card)[0]


def locked_objects(state: GameState) -> frozenset[int]:
    """The objects resolved effects were locked on as they began (611.2c)."""
    out: set[int] = set()
    for effect in state.effects:
        if effect.locked:
            out.update(effect.locked)
    return frozenset(out)


def _has_cda(abilities: tuple[Ability, ...]) -> bool:
    return any(isinstance(a, StaticAbility) and a.cda for a in abilities)


# per printed card (immutable, so the facts are kept; the memo keeps the card alive so its
# id can't be reused): (has a CDA, the hidden zones its static abilities look into)
_CARD_REACH: dict[int, tuple[CardDefinition, bool, frozenset[Zone]]] = {}


def _card_reach(card: CardDefinition) -> tuple[bool, frozenset[Zone]]:
    found = _CARD_REACH.get(id(card))
    if found is None or found[0] is not card:
        if len(_CARD_REACH) > 50_000:
            _CARD_REACH.clear()
        specs = [spec for a in card.abilities if isinstance(a, StaticAbility)
                 for spec in a.effects]
        found = (card, _has_cda(card.abilities), _zones_looked_into(specs))
        _CARD_REACH[id(card)] = found
    return found[1], found[2]


def _zones_looked_into(specs: list[EffectSpec]) -> frozenset[Zone]:
    """The hidden zones these effects' filters look into (granted abilities included); a
    filter with no zone or a copy effect count as looking everywhere."""
    zones: set[Zone] = set()
    seen: set[int] = set()
    while specs:
        spec = specs.pop()
        if id(spec) in seen:
            continue
        seen.add(id(spec))
        if spec.filter is not None and spec.affects == Affects.MATCHING:
            if spec.filter.zone is None:  # any zone ("noncreature spells cost {1} more")
                return _HIDDEN_ZONES
            if spec.filter.zone in _HIDDEN_ZONES:
                zones.add(spec.filter.zone)
        for mod in spec.mods:
            if isinstance(mod, BecomeCopy):
                return _HIDDEN_ZONES
            if isinstance(mod, AddAbilities):
                specs.extend(s for a in mod.abilities if isinstance(a, StaticAbility)
                             for s in a.effects)
    return frozenset(zones)


def _hidden_zones_in_use(state: GameState) -> frozenset[Zone]:
    """The hidden zones some effect may look into: a resolved effect's filter, or a static
    ability of an object in play."""
    zones = set(_zones_looked_into([e.spec for e in state.effects]))
    for zone in _PUBLIC_ZONES:
        for oid in state.zone_ids(zone):
            zones |= _card_reach(state.objects[oid].card)[1]
    return frozenset(zones)


def _names(effects: list[ContinuousEffect]) -> str:
    """"Godhead of Awe (ts 4)", each source once."""
    seen = dict.fromkeys(f"{e.source_name} (ts {e.timestamp})" for e in effects)
    return ", ".join(seen)


def _order_key(e: ContinuousEffect) -> tuple[bool, int, int, int]:
    """613.3/613.4a: CDAs first; then timestamp order (613.7), granted statics after the
    object's own (613.7a)."""
    return (not e.cda, e.timestamp, e.sub, e.eid)


def _writes(effect: ContinuousEffect, layer: Layer) -> frozenset[str]:
    return _spec_writes(effect.spec).get((effect.cda, layer), _NOTHING)


def _reads(effect: ContinuousEffect) -> frozenset[str]:
    # a static ability's effect exists while its source keeps the ability
    return (_static_reads if effect.from_static else _spec_reads)(effect.spec)


_NOTHING: frozenset[str] = frozenset()


@memoised_by_identity
def _spec_writes(spec: EffectSpec) -> dict[tuple[bool, Layer], frozenset[str]]:
    """What the spec's modifications write, by (characteristic-defining, layer)."""
    out: dict[tuple[bool, Layer], frozenset[str]] = {}
    for cda in (False, True):
        for m in spec.mods:
            key = (cda, m.layer(cda))
            out[key] = out.get(key, _NOTHING) | m.writes
    return out


@memoised_by_identity
def _spec_reads(spec: EffectSpec) -> frozenset[str]:
    return spec.reads - {COUNTERS}


@memoised_by_identity
def _static_reads(spec: EffectSpec) -> frozenset[str]:
    return (spec.reads | {ABILITIES_LOST}) - {COUNTERS}


def _fingerprint(values: Characteristics) -> tuple[object, ...]:
    return (
        values.name,
        values.controller,
        values.types,
        values.subtypes,
        values.supertypes,
        values.colors,
        values.abilities,
        values.power,
        values.toughness,
        values.rules_text,
    )


def _transitive(depends: dict[int, set[int]]) -> dict[int, set[int]]:
    reach: dict[int, set[int]] = {}
    for start in depends:
        seen: set[int] = set()
        stack = list(depends[start])
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            stack.extend(depends.get(node, ()))
        reach[start] = seen
    return reach


def _stack_ability(obj: GameObject) -> bool:
    """113.7a, 405.1: an ability on the stack is not a card, a spell or a permanent; no
    continuous effect's set of affected objects holds it (its characteristics are read
    off its source)."""
    info = obj.stack_info
    return info is not None and info.kind != "spell"
