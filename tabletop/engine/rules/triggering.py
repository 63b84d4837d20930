"""Triggered abilities at work (603).

- 603.2: when a trigger event happens, every ability that looks for it triggers
  (`note_event`); leaves-the-battlefield abilities look back in time (603.10a)
  at the board as it was before the event (`Watcher` lists taken before a move).
- 603.3: the next time a player would receive priority they are put on the
  stack: active player first, then the others in turn order (APNAP, 603.3b), each
  player's in the order they choose (`OrderTriggers`, default: as they triggered);
  a trigger without a legal target is removed (603.3d).
- 603.4: an intervening "if" is checked when the ability triggers and again as
  it resolves (the second check is in resolve.py).
- 603.7: delayed triggered abilities (`state.delayed`) trigger once, the next
  time their event happens.
- 603.8: state triggers trigger whenever their condition is true, once until
  that ability has left the stack.
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.keyword_triggers import KEYWORD_TRIGGERS
from tabletop.engine.definitions.modern import START_YOUR_ENGINES
from tabletop.engine.definitions.trigger_conditions import TRIGGER_PLAYERS, TriggerEvent
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.objects import GameObject, StackInfo
from tabletop.engine.model.pending import DelayedTrigger, PendingTrigger
from tabletop.engine.rules.designations import monarch_triggers
from tabletop.engine.rules.entering_triggers import entering_triggers
from tabletop.engine.rules.event_recording import (
    crime_committed,
    record_event,
    record_left_battlefield,
    record_to_graveyard,
)
from tabletop.engine.rules.miracle import miracle_reveal
from tabletop.engine.rules.targets import target_reason
from tabletop.engine.rules.trigger_events import (
    TRIGGER_EVENTS,
    ZONE_CHANGE,
    Watcher,
    events_for,
    times_triggered,
    whose,
)

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import Characteristics
    from tabletop.engine.model.objects import Player



def battlefield_watchers(game: Game) -> list[Watcher]:
    """The triggered abilities of permanents and emblems now (cached per layer result)."""
    cached = game.derived.watchers
    if cached is not None:
        return cached
    out: list[Watcher] = []
    for zone in (Zone.BATTLEFIELD, Zone.COMMAND):
        for oid in game.state.zone_ids(zone):
            chars = game.chars(oid)
            host = game.state.objects[oid].attached_to
            for ability in chars.abilities:
                if isinstance(ability, TriggeredAbility) and ability.trigger is not None:
                    out.append(Watcher(oid, chars.controller, ability, chars.name, host))
                elif (ability.keyword or "").lower() in KEYWORD_TRIGGERS:
                    keyword = KEYWORD_TRIGGERS[(ability.keyword or "").lower()]
                    out.append(Watcher(oid, chars.controller, keyword, chars.name))
    # a spell's "when you cast this spell" (storm), a card's abilities in exile (madness)
    for zone, where in ((Zone.STACK, "stack"), (Zone.EXILE, "exile")):
        for oid in game.state.zone_ids(zone):
            chars = game.chars(oid)
            for ability in chars.abilities:
                if isinstance(ability, TriggeredAbility) and ability.trigger is not None \
                        and ability.zone == where:
                    out.append(Watcher(oid, chars.controller, ability, chars.name))
    for oid in game.state.zone_ids(Zone.GRAVEYARD):  # 113.6k: abilities working there
        card = game.obj(oid).card
        for ability in card.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger is not None and \
                    ability.zone == "graveyard":
                out.append(Watcher(oid, game.obj(oid).owner, ability, card.name))
    game.derived.watchers = out
    return out


class LookBack:
    """A board that answers for an object that has left the battlefield with its last
    known information (603.10, 608.2h), and for everything else with the game."""

    def __init__(self, game: Game, oid: int) -> None:
        self.game = game
        self.oid = oid
        self.info = game.state.lki.get(oid)

    def obj(self, oid: int) -> GameObject:
        if oid == self.oid and self.info is not None:
            return self.info.obj
        return self.game.obj(oid)

    def chars(self, oid: int) -> Characteristics:
        if oid == self.oid and self.info is not None:
            return self.info.chars
        return self.game.chars(oid)

    def controller_of(self, oid: int) -> str:
        if oid == self.oid and self.info is not None:
            return self.info.controller
        return self.game.controller_of(oid)

    def player(self, name: str) -> Player:
        return self.game.player(name)

    def players(self) -> tuple[str, ...]:
        return self.game.players()

    def opponents(self, name: str) -> tuple[str, ...]:
        return self.game.opponents(name)

    def objects_in(self, zone: Zone, player: str | None = None) -> list[int]:
        return self.game.objects_in(zone, player)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


# --- noticing events (603.2) ---------------------------------------------------------------


def note_event(game: Game, event_kind: str, **data: Any) -> None:
    """603.2: abilities whose trigger event happened trigger now."""
    if event_kind == "step_begins":
        _fire_delayed(game, data)
    record_event(game, event_kind, data)
    monarch_triggers(game, event_kind, data)  # 724.2
    miracle_reveal(game, event_kind, data)  # 702.94a
    events = events_for(event_kind)
    if not events:
        return
    if event_kind == "enters" and not entering_triggers(game, data.get("oid")):
        return  # 603.6a: a torpor effect ("... entering don't cause abilities to trigger")
    watchers = battlefield_watchers(game)
    if not watchers:
        return
    subject = data.get("oid")
    for w in watchers:
        trigger = w.ability.trigger
        if trigger is None or trigger.event not in events:
            continue
        if not TRIGGER_EVENTS[trigger.event].matches(game, w, trigger, subject, data):
            continue
        about = _damage_subject(trigger, data) if event_kind == "damage" else \
            _block_subject(trigger, subject, data) if event_kind == "blocks" else \
            data.get("by") if event_kind == "becomes_target" and (
                trigger.by_opponent or trigger.subject in ("self", "player")) else \
            subject
        for _ in range(times_triggered(trigger, data)):
            _trigger(game, w, about if isinstance(about, int) else None, game, data)


def note_targeted(game: Game, targets: Any, by: int) -> None:
    """115.9: each object and player a spell or ability targets becomes its target (once,
    however often it is chosen); a player's event names the player."""
    for t in dict.fromkeys(targets):
        if isinstance(t, int):
            note_event(game, "becomes_target", oid=t, by=by)
        elif isinstance(t, str):
            note_event(game, "becomes_target", player=t, by=by)


def _block_subject(trigger: Any, blocker: Any, data: dict[str, Any]) -> Any:
    """"that creature" of a block trigger: the other creature when the trigger names it
    ("blocks a creature", "becomes blocked by a creature"), else the creature itself."""
    other = trigger.combatant is not None and not trigger.once
    if trigger.event == TriggerEvent.BECOMES_BLOCKED:
        return blocker if other else data.get("attacker")
    return data.get("attacker") if other else blocker


def _damage_subject(trigger: Any, data: dict[str, Any]) -> Any:
    """"that creature" of a damage trigger: the object dealt damage when the trigger is
    about its source itself ("whenever ~ deals combat damage to a creature, tap that
    creature") or about the object dealt damage; else the source ("whenever a creature
    deals damage to you, destroy it")."""
    if trigger.event == TriggerEvent.IS_DEALT_DAMAGE or trigger.subject in ("self",
                                                                           "attached"):
        return data.get("target")
    return data.get("source")


def note_zone_change(game: Game, old: int, new: int, from_zone: Zone, to_zone: Zone,
                     watchers: list[Watcher] | None) -> None:
    """603.6, 603.10a: zone-change triggers; leaving the battlefield looks back."""
    if from_zone == Zone.BATTLEFIELD:
        board = LookBack(game, old)
        record_left_battlefield(board, old, to_zone)
        change = {"from_zone": from_zone, "to_zone": to_zone}
        events = events_for(ZONE_CHANGE)
        for w in watchers if watchers is not None else battlefield_watchers(game):
            trigger = w.ability.trigger
            if trigger is None or trigger.event not in events or _from_anywhere(trigger):
                continue
            if not TRIGGER_EVENTS[trigger.event].matches(board, w, trigger, old, change):
                continue
            _trigger(game, w, old, board)
    if to_zone == Zone.GRAVEYARD and new in game.state.objects:
        record_to_graveyard(game, new)
        if from_zone != Zone.BATTLEFIELD:
            _card_to_graveyard(game, new, from_zone)
        # "is put into a graveyard from anywhere" works from the graveyard (Serra Avatar);
        # there the card has its printed abilities; so does "... from your library"
        card = game.obj(new).card
        for ability in card.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger is not None and \
                    (_from_anywhere(ability.trigger) or _from_library(ability.trigger,
                                                                      from_zone)):
                _trigger(game, Watcher(new, game.obj(new).owner, ability, card.name), new,
                         game)


def _card_to_graveyard(game: Game, new: int, from_zone: Zone) -> None:
    """603.2: "Whenever a card is put into an opponent's graveyard from anywhere", "... into
    your graveyard from your library": a card put there from another zone than the
    battlefield (those that left the battlefield looked back above); "that card" is it."""
    change = {"from_zone": from_zone, "to_zone": Zone.GRAVEYARD}
    for w in battlefield_watchers(game):
        trigger = w.ability.trigger
        if trigger is None or trigger.event != TriggerEvent.PUT_INTO_GRAVEYARD or \
                trigger.subject == "self" or trigger.from_zone in (None, "battlefield"):
            continue
        if TRIGGER_EVENTS[trigger.event].matches(game, w, trigger, new, change):
            _trigger(game, w, new, game)


def _from_library(trigger: Any, from_zone: Zone) -> bool:
    """"When ~ is put into your graveyard from your library" (Narcomoeba)."""
    return bool(trigger.event == TriggerEvent.PUT_INTO_GRAVEYARD and trigger.subject == "self"
                and trigger.from_zone == "library" and from_zone == Zone.LIBRARY)


def _from_anywhere(trigger: Any) -> bool:
    return bool(trigger.event == TriggerEvent.PUT_INTO_GRAVEYARD and
                trigger.from_zone == "anywhere" and trigger.subject == "self")


def _event_player(data: dict[str, Any] | None) -> str | None:
    """"that player": the player dealt damage, or the player who drew, cast, gained."""
    if not data:
        return None
    for key in ("target", "player", "active"):
        value = data.get(key)
        if isinstance(value, str):
            return value
    return None


def _event_amount(data: dict[str, Any] | None) -> int | None:
    value = data.get("n") if data else None
    return value if isinstance(value, int) else None


def trigger_watcher(game: Game, w: Watcher, subject: int | None, board: Any) -> None:
    """One ability triggers now, outside note_event (a source that has left, 603.10a)."""
    _trigger(game, w, subject, board)


def _trigger(game: Game, w: Watcher, subject: int | None, board: Any,
             data: dict[str, Any] | None = None) -> None:
    ability = w.ability
    if ability.condition is not None:  # 603.4: intervening "if"
        # a source that has left looks back at its last known information (603.10a)
        known = w.source in game.state.objects or w.source in game.state.lki
        ctx = EvalContext(board, w.source if known else None, w.controller, subject)
        try:
            if not ability.condition.holds(ctx):
                return
        except KeyError:
            return
    if ability.trigger is not None and ability.trigger.once_each_turn:
        # "This ability triggers only once each turn." (speed's: once for its player)
        once = (w.controller if ability.keyword == START_YOUR_ENGINES else w.source,
                ability.text)
        if once in game.state.history.triggered_once:
            return
        game.state.history.triggered_once.append(once)
    game.state.pending_triggers.append(PendingTrigger(
        source=w.source, controller=w.controller, ability=ability, source_name=w.name,
        trigger_object=subject, trigger_player=_event_player(data),
        trigger_amount=_event_amount(data)))


# --- delayed triggers (603.7) ----------------------------------------------------------------


def add_delayed(game: Game, entry: DelayedTrigger) -> None:
    """603.7a: a delayed triggered ability is created as a spell or ability resolves."""
    game.state.delayed.append(entry)
    game.emit("delayed", f"{entry.source_name}: {entry.text} (delayed trigger, 603.7)",
              player=entry.controller)


def _fire_delayed(game: Game, data: dict[str, Any]) -> None:
    """603.7c: a delayed triggered ability triggers only once, the next time its event
    happens ("at the beginning of the next end step")."""
    keep: list[DelayedTrigger] = []
    for entry in game.state.delayed:
        if entry.step == data.get("step") and whose(entry.whose, entry.controller,
                                                     str(data.get("active"))):
            ability = TriggeredAbility(text=entry.text or "delayed trigger",
                                       effect=entry.effect, condition=entry.condition)
            game.state.pending_triggers.append(PendingTrigger(
                source=entry.source, controller=entry.controller, ability=ability,
                source_name=entry.source_name or "a delayed trigger",
                trigger_object=entry.trigger_object, targets=entry.targets, delayed=True))
        else:
            keep.append(entry)
    game.state.delayed = keep


# --- state triggers (603.8) ------------------------------------------------------------------


def _state_triggers(game: Game) -> None:
    for w in battlefield_watchers(game):
        trigger = w.ability.trigger
        if trigger is None or trigger.event != TriggerEvent.STATE:
            continue
        if any(t.source == w.source and t.ability is w.ability
               for t in game.state.pending_triggers):
            continue
        if any(_is_from(game, o, w) for o in game.stack()):
            continue  # 603.8: not again until it has left the stack
        _trigger(game, w, None, game)


def _is_from(game: Game, oid: int, w: Watcher) -> bool:
    info = game.obj(oid).stack_info
    return info is not None and info.kind == "triggered" and info.source_oid == w.source \
        and info.text == w.ability.text


# --- putting them on the stack (603.3) ----------------------------------------------------


def put_triggers_on_stack(game: Game) -> bool:
    """603.3b: APNAP order; each player's in the order they choose (default: as listed)."""
    _state_triggers(game)
    pending = game.state.pending_triggers
    if not pending:
        return False
    game.state.pending_triggers = []
    order = list(game.state.turn_order)
    active_index = order.index(game.state.active)
    apnap = order[active_index:] + order[:active_index]
    for player in apnap:
        mine = [t for t in pending if t.controller == player]
        if not mine:
            continue
        wanted = game.state.answers.trigger_order.pop(player, None)
        if wanted is not None:
            ranked = [mine[i] for i in dict.fromkeys(wanted)
                      if isinstance(i, int) and 0 <= i < len(mine)]
            mine = ranked + [t for t in mine if t not in ranked]
        for trig in mine:
            _put_on_stack(game, trig)
    return True


def _chosen_mode(game: Game, trig: PendingTrigger) -> tuple[TriggeredAbility, int]:
    """603.3c: a modal triggered ability's mode is chosen as it is put on the stack: the
    first mode whose targets can be chosen (the preselected answer)."""
    ability = trig.ability
    for n, targets in enumerate(ability.mode_targets or ((),) * len(ability.modes)):
        trial = replace(ability, targets=targets)
        chosen = _default_targets(game, trial, trig)
        if sum(s.count_min for s in targets) <= len(chosen):
            return trial, n + 1
    return replace(ability, targets=ability.mode_targets[0] if ability.mode_targets else ()), 1


def _put_on_stack(game: Game, trig: PendingTrigger) -> None:
    ability = trig.ability
    mode = None
    if ability.modes:
        ability, mode = _chosen_mode(game, trig)
    state = game.state
    source = trig.source
    card = game.obj(source).card if source in state.objects else None
    if card is None:
        known = state.lki.get(source) if isinstance(source, int) else None
        card = CardDefinition(name=known.name if known is not None else trig.source_name)
    ability = _bound_targets(game, ability, trig)
    targets = tuple(trig.targets) or _default_targets(game, ability, trig)
    if ability.targets and sum(s.count_min for s in ability.targets) > len(targets):
        game.emit("trigger_removed", f"{trig.source_name}'s ability has no legal target "
                  "and is removed from the stack (603.3d)", player=trig.controller)
        return
    obj = GameObject(oid=state.new_oid(), card=card, owner=trig.controller,
                     controller=trig.controller, zone=Zone.STACK,
                     timestamp=state.new_timestamp())
    obj.stack_info = StackInfo(
        kind="triggered", source_oid=source, ability_index=None,
        controller=trig.controller, targets=targets,
        choices=_event_choices(trig) | ({"mode": mode} if mode is not None else {}),
        text=ability.text,
        source_name=trig.source_name,
    )
    obj.stack_info.ability = ability
    state.objects[obj.oid] = obj
    state.zones[(Zone.STACK, None)].append(obj.oid)  # no new layer pass: Game.chars
    game.emit("trigger", f"{trig.source_name}'s triggered ability goes on the stack: "
              f"{ability.text}", (obj.oid,), player=trig.controller)
    if crime_committed(game, trig.controller, targets):  # 700.13
        note_event(game, "crime", player=trig.controller)
    note_targeted(game, targets, obj.oid)


def _bound_targets(game: Game, ability: TriggeredAbility, trig: PendingTrigger
                   ) -> TriggeredAbility:
    """"target creature defending player controls", "... that player controls": that
    player is known now, as the ability is put on the stack (603.3d)."""
    specs = list(ability.targets)
    for n, spec in enumerate(specs):
        f = spec.filter
        if f is None or f.controller not in TRIGGER_PLAYERS:
            continue
        player: Any = trig.trigger_player if f.controller == "trigger_player" else \
            game.state.combat.defender
        specs[n] = replace(spec, filter=replace(f, controller=player if isinstance(
            player, str) else "no player"))
    return replace(ability, targets=tuple(specs)) if specs != list(ability.targets) \
        else ability


def _event_choices(trig: PendingTrigger) -> dict[str, Any]:
    """What the trigger event was about, for "that creature", "that player", "that much"."""
    choices: dict[str, Any] = {"trigger_object": trig.trigger_object}
    if trig.trigger_player is not None:
        choices["trigger_player"] = trig.trigger_player
    if trig.trigger_amount is not None:
        choices["trigger_amount"] = trig.trigger_amount
    return choices


def _default_targets(game: Game, ability: TriggeredAbility, trig: PendingTrigger
                     ) -> tuple[Any, ...]:
    """The targets the window would preselect: the first legal ones, opponents' first."""
    chosen: list[Any] = []
    controller = trig.controller
    source = trig.source if trig.source in game.state.objects else None
    battlefield = game.battlefield()
    theirs = [o for o in battlefield if game.controller_of(o) != controller]
    mine = [o for o in battlefield if game.controller_of(o) == controller]
    for spec in ability.targets:
        candidates: list[Any] = [*game.opponents(controller), controller]
        candidates += theirs + mine + list(game.stack())
        if spec.zone not in ("battlefield", "stack"):  # "target creature card from your
            with contextlib.suppress(ValueError):     # graveyard": the cards there
                candidates += game.state.zone_ids(Zone(spec.zone))
        wanted = spec.count_min if spec.count_max > 1 else 1
        players: set[str] = set()  # "for each player, ... target creature that player controls"
        if spec.per_player:
            wanted = len(game.opponents(controller)) + (spec.per_player == "each")
        picked = 0
        for c in candidates:
            if picked >= wanted:
                break
            if c in chosen:
                continue
            if spec.per_player and (not isinstance(c, int) or game.controller_of(c) in players):
                continue
            if target_reason(game, spec, c, source=source, controller=controller) is None:
                chosen.append(c)
                picked += 1
                if spec.per_player and isinstance(c, int):
                    players.add(game.controller_of(c))
    return tuple(chosen)
