"""The game: one entry point that takes an Action and returns Events.

`Game.perform(action)` checks the action against the rules; an illegal action
raises IllegalAction and leaves the game exactly as it was (730). The
characteristics of every object are computed by the layer system (613) and
cached until the next change.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.engine.continuous.derivation import ObjectDerivation
from tabletop.engine.continuous.incremental import recompute_one
from tabletop.engine.continuous.layers import LayerPass, LayerResult, is_computed, locked_objects
from tabletop.engine.continuous.verdicts import VerdictCache, checking
from tabletop.engine.definitions.abilities import Ability, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.effects import ContinuousEffect, Duration, EffectError, EffectSpec
from tabletop.engine.definitions.keyword_triggers import KEYWORD_TRIGGERS
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import (
    BESTOWED,
    LOCKED_ROOM,
    MELDED,
    CardDefinition,
    Characteristics,
)
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.model.events import Event
from tabletop.engine.model.objects import GameObject, Player
from tabletop.engine.model.state import GameState, LastKnown
from tabletop.engine.model.write_log import take_back, write_clock, writes_noted
from tabletop.engine.rules.action_handlers import dispatch
from tabletop.engine.rules.control import note_control_changes
from tabletop.engine.rules.mana_payment import ManaSource
from tabletop.engine.rules.replacing import modify_counters
from tabletop.engine.rules.sba_scope import Attachments, CleanMark
from tabletop.engine.rules.trigger_events import Watcher
from tabletop.engine.rules.triggering import note_event

CardLookup = Callable[[str], CardDefinition]


@dataclass(slots=True)
class DerivedFacts:
    """Facts read off the current layer result and dropped with it: a cache, never state
    (recomputed from the state whenever asked)."""

    replacements: list[tuple[int, Any]] | None = None  # 614: replacement abilities in play
    watchers: list[Watcher] | None = None  # 603.2: triggered abilities in play
    mana_sources: dict[str, list[ManaSource]] = field(default_factory=dict)  # 605.1a

    def after_change(self, abilities: Iterable[Ability]) -> DerivedFacts:
        """The facts once an object gained or lost `abilities`: triggered abilities (603.2)
        and replacement abilities (614) are looked for again only when some of those
        changed (a creature token or a land entering keeps them); the rest is read anew."""
        if any(isinstance(a, TriggeredAbility) or (a.keyword or "").lower() in KEYWORD_TRIGGERS
               or isinstance(a, StaticAbility) for a in abilities):
            return DerivedFacts()
        return DerivedFacts(replacements=self.replacements, watchers=self.watchers)


class Game:
    """A game in progress: state, the card look-up, and the cached layer result."""

    def __init__(
        self,
        players: Iterable[str] = ("Alice", "Bob"),
        cards: CardLookup | None = None,
        *,
        seed: int = 0,
        life: int = 20,
        active: str | None = None,
        step: Step = Step.PRECOMBAT_MAIN,
    ) -> None:
        names = tuple(players)
        if len(names) < 1 or len(set(names)) != len(names):
            raise ValueError("players must be distinct names")
        self.state = GameState(
            players={n: Player(n, life=life, starting_life=life) for n in names},
            turn_order=names,
            seed=seed,
            active=active or names[0],
            step=step,
        )
        self.state.priority = self.state.active
        self._cards = cards
        self._result: LayerResult | None = None
        self._recorded: LayerResult | None = None
        self.full_passes = 0  # layer passes over the whole state so far
        # the last state-based action check that found nothing (sba_scope.py): a cache
        self.sba_clean: CleanMark | None = None
        self.sba_attachments: Attachments | None = None
        # the last snapshot and the write clock when it was taken (`snapshot`): a cache
        self._snapshot_base: tuple[GameState, int] | None = None
        # full passes, the write clock and its thread when control was last looked at
        self.control_noted: tuple[int, int, int] | None = None
        # 613.8a answers with their witnesses: a cache checked on every use, never state
        self.verdicts = VerdictCache()
        # the debug mode (TABLETOP_ENGINE_CHECK, on in the test suite): see _check_cached_result
        self.checking = checking()
        self._events: list[Event] = []
        # the actions performed on this Game since it was made or last restored, with their
        # events (the session keeps the game's whole history and its branches)
        self.history: list[tuple[A.Action, list[Event]]] = []
        # facts read off the current layer result (watchers...), dropped with it
        self.derived = DerivedFacts()
        # 614.15: self-replacement effects of the instruction resolving now; exists only
        # while that instruction runs (never across actions, so never in a snapshot)
        self.self_replacements: list[tuple[Any, int | None, str, frozenset[int]]] = []
        # the controller of the spell or ability whose instructions are being followed now
        # ("a spell or ability an opponent controls causes you to discard"); like the above,
        # only while they run
        self.resolving_controller: str | None = None
        # rules/printed_keywords.py: whether a card of the game prints a keyword, with the
        # newest object it was read at (a cache, never state)
        self.printed_memo: dict[str, tuple[int, object, bool]] = {}

    # --- cards ------------------------------------------------------------------------
    def card(self, name: str) -> CardDefinition:
        if self._cards is None:
            raise A.IllegalAction(f"no card database to find {name!r}")
        try:
            return self._cards(name)
        except KeyError as exc:
            raise A.IllegalAction(f"unknown card {name!r}") from exc

    # --- characteristics (613) ---------------------------------------------------------
    @property
    def result(self) -> LayerResult:
        """All characteristics now; reused until the next change (613)."""
        if self._result is None:
            self._result = LayerPass(self.state, record=False, verdicts=self.verdicts).run()
            self.full_passes += 1
        return self._result

    @property
    def recorded(self) -> LayerResult:
        """The same pass with its derivation record, computed when someone asks for it."""
        if self._recorded is None:
            self._recorded = LayerPass(self.state, record=True, verdicts=self.verdicts).run()
        return self._recorded

    def forget(self, oid: int) -> None:
        """An object that affected no one's characteristics ceased to exist (an ability
        leaving the stack): it leaves the kept layer result, which stays valid otherwise."""
        for result in (self._result, self._recorded):
            if result is not None:
                result.chars.pop(oid, None)
                result.derivations.pop(oid, None)

    def object_changed(self, oid: int) -> None:
        """Counters on `oid` changed, or it just entered: where that can change only its own
        characteristics, it alone is taken through the layers (incremental.py); else a
        full pass."""
        if self._result is not None:
            patched = recompute_one(self._result, self.state, oid)
            if patched is not None:
                self._result, abilities = patched
                self._recorded = None  # the derivation record is made again when asked
                if abilities:
                    self.derived = self.derived.after_change(abilities)
                return
        self.invalidate()

    def state_changed(self, state: str) -> None:
        """An object state that is no characteristic changed (tapped, attacking, blocking):
        the kept layer result stays valid unless one of its effects reads that state."""
        for result in (self._result, self._recorded):
            if result is not None and state in result.state_reads:
                self.invalidate()
                return

    def invalidate(self) -> None:
        self._result = None
        self.derived = DerivedFacts()
        self._recorded = None

    def chars(self, oid: int) -> Characteristics:
        try:
            return self.result.chars[oid]
        except KeyError:
            return self._chars_of_newcomer(oid)

    def _chars_of_newcomer(self, oid: int) -> Characteristics:
        """An object the layer result has no entry for: an ability on the stack has its
        source's printed characteristics, and so has a card in a hidden zone no effect can
        reach (the pass leaves those out); anything else is new since the result was
        computed and needs a new computation."""
        obj = self.state.objects.get(oid)
        if obj is None:
            raise KeyError(oid)
        info = obj.stack_info
        if info is not None and info.kind != "spell":
            values = obj.card.characteristics(obj.face)
            values.controller = obj.controller
            return values
        result = self.result
        if not is_computed(obj, result.hidden_zones, locked_objects(self.state)):
            return result.printed(obj)
        self.invalidate()
        return self.result.chars[oid]

    def derivation(self, oid: int) -> ObjectDerivation:
        recorded = self.recorded
        if oid not in recorded.derivations and oid in self.state.objects:
            obj = self.state.objects[oid]
            if not is_computed(obj, recorded.hidden_zones, locked_objects(self.state)):
                # a card no effect can reach: its printed values, nothing applied
                values = recorded.printed(obj)
                derivation = ObjectDerivation(oid, values.name, values.copy())
                derivation.final_values = values
                recorded.derivations[oid] = derivation
                return derivation
            self.invalidate()
        return self.recorded.derivations[oid]

    def what_if(self, overrides: dict[int, dict[str, object]]) -> LayerResult:
        """A hypothetical computation: effects moved to other timestamps or switched off."""
        return LayerPass(self.state, overrides=overrides).run()

    # Board protocol, outside the layer pass
    def obj(self, oid: int) -> GameObject:
        return self.state.objects[oid]

    def controller_of(self, oid: int) -> str:
        return self.chars(oid).controller

    def player(self, name: str) -> Player:
        try:
            return self.state.players[name]
        except KeyError:
            raise A.IllegalAction(f"there is no player called {name!r}") from None

    def players(self) -> tuple[str, ...]:
        return self.state.turn_order

    def active_player(self) -> str:
        return self.state.active

    def attacked_this_turn(self, oid: int) -> bool:
        """Berserk's "if it attacked this turn" (508.1: declared as an attacker)."""
        return oid in self.state.attacked_this_turn

    def opponents(self, name: str) -> tuple[str, ...]:
        return tuple(p for p in self.state.turn_order if p != name)

    def objects_in(self, zone: Zone, player: str | None = None) -> list[int]:
        if zone in (Zone.BATTLEFIELD, Zone.STACK) and player is not None:
            return [o for o in self.state.zone_ids(zone) if self.controller_of(o) == player]
        return self.state.zone_ids(zone, player)

    def battlefield(self) -> list[int]:
        return self.state.zone_ids(Zone.BATTLEFIELD)

    def stack(self) -> list[int]:
        """Objects on the stack, bottom first (the top is last)."""
        return self.state.zone_ids(Zone.STACK)

    def state_hash(self) -> str:
        value = self.state.state_hash()
        if self.checking and value != self.state.full_state_hash():
            raise AssertionError("the state hash built from kept parts differs from one "
                                 "computed from scratch (an object changed unseen)")
        return value

    # --- the one entry point -------------------------------------------------------------
    def perform(self, action: A.Action) -> list[Event]:
        """Carry out an action; on IllegalAction the game is restored (730)."""
        saved = self.state.rollback_point()
        whole = copy.deepcopy(self.state) if self.checking else None
        self._events = []
        with writes_noted() as mark:
            try:
                dispatch(self, action)
                note_control_changes(self)
            except (A.IllegalAction, EffectError, RecursionError) as exc:
                take_back(mark)
                self._rolled_back(saved, whole)
                if isinstance(exc, RecursionError):
                    raise A.IllegalAction(f"the action could not be completed: {exc}") from exc
                raise  # an EffectError names the clause the engine cannot apply
        events = self._events
        self._events = []
        # every change of state that characteristics depend on invalidated the layer
        # result as it happened; a result computed since is still valid (no recompute)
        self.history.append((action, events))
        if self.checking:
            self._check_cached_result(action)
        return events

    def _rolled_back(self, saved: GameState, whole: GameState | None = None) -> None:
        """One rollback path: the state as it was, nothing half-done kept (730). In the
        debug mode `whole` is a full copy made before: the state taken back must equal it
        (a write that escaped the undo log would show here)."""
        self.state = saved
        self.self_replacements = []
        self.invalidate()
        self.sba_clean = self.sba_attachments = self.control_noted = None
        self._events = []
        if whole is not None and (whole.objects != saved.objects
                                  or whole.canonical() != saved.canonical()):
            changed = [o for o in whole.objects
                       if whole.objects[o] != saved.objects.get(o)][:10]
            raise AssertionError(f"a refused action was not fully taken back: objects "
                                 f"{changed} differ (a write escaped the undo log)")

    def _check_cached_result(self, action: A.Action) -> None:
        """The debug mode (TABLETOP_ENGINE_CHECK, on in the test suite): the layer result
        kept through the action must equal one computed from scratch now; a difference is
        a change of state that did not invalidate it."""
        kept = self._result
        if kept is None:
            return
        fresh = LayerPass(self.state, record=False).run()
        wrong: list[int] = []
        for oid, obj in self.state.objects.items():
            if obj.stack_info is not None and obj.stack_info.kind != "spell":
                continue  # an ability on the stack: read off its source's card
            if self._effective(fresh, obj) != self._effective(kept, obj):
                wrong.append(oid)
        wrong += [o for o in kept.chars if o not in self.state.objects]
        if wrong or fresh.rules != kept.rules:
            raise AssertionError(f"after {action}: the kept layer result is stale for "
                                 f"objects {wrong[:10]} (a change did not invalidate it)")

    @staticmethod
    def _effective(result: LayerResult, obj: GameObject) -> Characteristics | None:
        """What `chars` answers from `result`: its values, or the printed ones of a card in
        a hidden zone the pass left out."""
        values = result.chars.get(obj.oid)
        if values is None and obj.zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE,
                                           Zone.PHASED_OUT):  # 702.26b: printed values
            values = obj.card.characteristics(obj.face)
            values.controller = obj.controller
        return values

    def preview(self, action: A.Action) -> list[Event] | None:
        """What `action` would do now, without doing it: its events, or None when it would
        be refused. The game is left exactly as it was, by the same path as a refusal (730);
        the window asks this (which triggers would go on the stack together, 603.3b)
        instead of copying the game."""
        saved = self.state.rollback_point()
        whole = copy.deepcopy(self.state) if self.checking else None
        history = len(self.history)
        with writes_noted() as mark:
            try:
                return self.perform(action)
            except (A.IllegalAction, EffectError):
                return None
            finally:
                take_back(mark)
                del self.history[history:]
                self._rolled_back(saved, whole)

    def snapshot(self) -> GameState:
        """A copy of the state to keep (undo, recordings, 730). Snapshots share what did
        not change between them: an object not written since the previous snapshot is that
        snapshot's copy (snapshots are never changed; restoring copies them again)."""
        clock = write_clock()
        snap = self.state.snapshot(self._snapshot_base)
        self._snapshot_base = (snap, clock)
        return snap

    def restore(self, state: GameState) -> None:
        self.state = copy.deepcopy(state)
        self.history = []
        self.invalidate()
        self.sba_clean = self.sba_attachments = self.control_noted = None
        self._snapshot_base = None  # other objects now: nothing to share with

    # --- events --------------------------------------------------------------------------
    def emit(self, event_kind: str, text: str, objects: Iterable[int] = (),
             player: str | None = None, **data: Any) -> Event:
        event = Event(event_kind, text, tuple(objects), player, data)
        self._events.append(event)
        return event

    def name_of(self, oid: int) -> str:
        obj = self.state.objects.get(oid)
        if obj is None:
            known = self.state.lki.get(oid)
            return known.name if known is not None else f"object {oid}"
        try:
            # a face-down card has no name (708.2a), nor a Room with no door unlocked (709.5)
            return self.chars(oid).name or ("a face-down card" if obj.face_down or
                                            obj.face != LOCKED_ROOM else obj.card.name)
        except KeyError:
            return obj.card.name

    # --- creating and moving objects --------------------------------------------------------
    def create_object(self, card: CardDefinition, owner: str, zone: Zone, *,
                      controller: str | None = None, token: bool = False,
                      position: str = "top", keep_result: bool = False) -> GameObject:
        """A new object; `keep_result`: the caller patches the layer result for it
        (object_changed) instead of dropping it."""
        state = self.state
        obj = GameObject(
            oid=state.new_oid(), card=card, owner=owner, controller=controller or owner,
            zone=zone, timestamp=state.new_timestamp(), is_token=token,
        )
        state.objects[obj.oid] = obj
        ids = state.zones[state.zone_key(zone, owner)]
        if position == "bottom":
            ids.insert(0, obj.oid)
        else:
            ids.append(obj.oid)
        if not keep_result:
            self.invalidate()
        return obj

    def move(self, oid: int, to: Zone, *, controller: str | None = None,
             position: str = "top", reason: str = "") -> int:
        """400.7: the object moves and becomes a new object; returns the new id.

        Tokens that leave the battlefield cease to exist (111.8, checked as a
        state-based action, here at once); counters, damage, attachments go.
        """
        state = self.state
        obj = state.objects[oid]
        from_zone = obj.zone
        self._remember(oid)
        state.zones[state.zone_key(from_zone, obj.owner if from_zone not in
                                   (Zone.BATTLEFIELD, Zone.STACK) else None)].remove(oid)
        del state.objects[oid]
        # things attached to it become unattached (704.5m/n check them later)
        for other in state.objects.values():
            if other.attached_to == oid:
                other.attached_to = None
                if other.face == BESTOWED:  # 702.103f: it stops being bestowed
                    other.face = None
        # effects that lasted while it was here end (611.2c: the new object is not affected)
        state.effects = [e for e in state.effects if not (
            e.spec.duration in (Duration.WHILE_ATTACHED, Duration.WHILE_SOURCE_TAPPED,
                                Duration.WHILE_SOURCE_ON_BATTLEFIELD,
                                Duration.WHILE_YOU_CONTROL_SOURCE)
            and e.source == oid)]
        self.invalidate()
        if obj.is_token and from_zone == Zone.BATTLEFIELD:
            self.emit("ceases", f"{obj.card.name} token ceases to exist", (oid,))
            return oid
        if obj.stack_info is not None and obj.stack_info.kind != "spell":
            return oid  # abilities on the stack just cease
        # 712.21: a melded permanent leaving the battlefield is both its cards, front face up
        melded = obj.card.layout == MELDED and from_zone == Zone.BATTLEFIELD
        cards = obj.card.faces if melded else (obj.card,)
        new = GameObject(
            oid=state.new_oid(), card=cards[0], owner=obj.owner,
            controller=controller or obj.owner, zone=to, timestamp=state.new_timestamp(),
            is_token=obj.is_token, previous_oid=oid,
        )
        state.objects[new.oid] = new
        key = state.zone_key(to, new.owner)
        if position == "bottom":
            state.zones[key].insert(0, new.oid)
        else:
            state.zones[key].append(new.oid)
        state.successors[oid] = new.oid
        self.emit(
            "move", f"{obj.card.name} moves from {from_zone.value} to {to.value}"
            + (f" ({reason})" if reason else ""), (oid, new.oid),
            from_zone=from_zone.value, to_zone=to.value, new=new.oid,
        )
        for part in cards[1:]:
            other = self.create_object(part, obj.owner, to, position=position)
            self.emit("move", f"{part.name} goes with it to {to.value} (712.21)",
                      (other.oid,), from_zone=from_zone.value, to_zone=to.value,
                      new=other.oid)
        return new.oid

    def _remember(self, oid: int) -> None:
        """603.10: last known information of an object leaving its zone."""
        obj = self.state.objects[oid]
        try:
            c = self.chars(oid)
        except KeyError:
            c = obj.card.characteristics(obj.face)
        self.state.lki[oid] = LastKnown(c, obj)

    def known_chars(self, oid: int) -> Characteristics | None:
        """Its characteristics now, or as it last existed if it has left (603.10, 609.7)."""
        if oid in self.state.objects:
            return self.chars(oid)
        known = self.state.lki.get(oid)
        return None if known is None else known.chars

    # --- counters (122, 613.7c) ----------------------------------------------------------------
    def put_counters(self, oid: int, kind: str, n: int, *, source: int | None = None) -> None:
        if n <= 0:
            return

        n = modify_counters(self, oid, kind, n)
        if n <= 0:
            return
        obj = self.state.objects[oid]
        # 613.7c: each counter gets a timestamp; all of that kind share the new one
        ts = self.state.new_timestamp()
        obj.with_counter(kind, obj.counters.get(kind, 0) + n, ts)
        self.object_changed(oid)
        plural = "s" if n != 1 else ""
        self.emit("counters", f"{self.name_of(oid)} gets {n} {kind} counter{plural} "
                  f"(timestamp {ts})", (oid,), kind=kind, n=n, timestamp=ts)

        note_event(self, "counter_put", oid=oid, kind=kind, n=n, by=source)

    def remove_counters(self, oid: int, kind: str, n: int | None = None) -> int:
        obj = self.state.objects[oid]
        have = obj.counters.get(kind, 0)
        take = have if n is None else min(have, n)
        if take <= 0:
            return 0
        obj.with_counter(kind, have - take)
        self.object_changed(oid)
        self.emit("counters_removed", f"{self.name_of(oid)} loses {take} {kind} counter"
                  f"{'s' if take != 1 else ''}", (oid,), kind=kind, n=take)
        note_event(self, "counters_removed", oid=oid, kind=kind, n=take)  # suspend 702.62a
        return take

    # --- continuous effects ----------------------------------------------------------------
    def add_effect(self, spec: EffectSpec, *, source: int | None, controller: str,
                   locked: frozenset[int] | None, duration: Duration, x: int = 0,
                   extra: dict[str, object] | None = None) -> ContinuousEffect:
        """611.2: an effect from a resolving spell or ability, with a timestamp now (613.7b)."""
        state = self.state
        effect = ContinuousEffect(
            eid=state.new_eid(), spec=spec, source=source,
            source_name=self.name_of(source) if source is not None else "the table",
            controller=controller, timestamp=state.new_timestamp(), locked=locked, x=x,
        )
        effect.spec = replace(spec, duration=duration)
        if extra:
            effect.extra.update(extra)
        if duration == Duration.YOUR_NEXT_TURN:
            effect.ends_turn = state.turn
        state.effects.append(effect)
        self.invalidate()
        names = ", ".join(self.name_of(o) for o in sorted(locked or ()))
        self.emit("effect_begins", f"{effect.source_name}: {spec.describe()}"
                  + (f" on {names}" if names else "") + f" ({duration.value}, timestamp "
                  f"{effect.timestamp})", tuple(sorted(locked or ())),
                  effect=effect.eid, timestamp=effect.timestamp)
        return effect

    def end_effects(self, predicate: Callable[[ContinuousEffect], bool]) -> None:
        keep: list[ContinuousEffect] = []
        for e in self.state.effects:
            if predicate(e):
                self.emit("effect_ends", f"{e.source_name}: {e.describe()} ends",
                          tuple(sorted(e.locked or ())), effect=e.eid)
            else:
                keep.append(e)
        if len(keep) != len(self.state.effects):
            self.state.effects = keep
            self.invalidate()

    # --- helpers for rules code ----------------------------------------------------------------
    def is_creature(self, oid: int) -> bool:
        return CardType.CREATURE in self.chars(oid).types

    def permanents(self, controller: str | None = None) -> list[int]:
        ids = self.state.zone_ids(Zone.BATTLEFIELD)
        if controller is None:
            return list(ids)
        return [o for o in ids if self.controller_of(o) == controller]

    def require_object(self, oid: int, what: str = "object") -> GameObject:
        obj = self.state.objects.get(oid)
        if obj is None:
            raise A.IllegalAction(f"that {what} is no longer there")
        return obj

    def rule_effects(self, kind: str) -> list[Any]:
        return self.result.rule_effects(kind)

    def rule_effects_for(self, kind: str, player: str, default: str = "all") -> list[Any]:
        """The rule effects of `kind` that name `player`: their `who` (`default` when
        unset) is every player ("all", "each"), "you" (the effect's controller) or
        anything else for the other players (its opponents)."""
        found = []
        for effect in self.result.rule_effects(kind):
            who = effect.change.param("who", default)
            if who in ("all", "each") or (player == effect.controller) == (who == "you"):
                found.append(effect)
        return found

    def rule_effects_on(self, kind: str, oid: int) -> list[Any]:
        """The rule effects of `kind` whose affected objects include `oid`."""
        return [e for e in self.result.rule_effects(kind) if oid in e.affected]
