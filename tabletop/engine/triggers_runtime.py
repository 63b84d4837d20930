"""Triggered abilities at work (603): noticing trigger events, then putting the
triggered abilities on the stack the next time a player would receive priority,
in APNAP order (603.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.abilities import TriggeredAbility
from tabletop.engine.enums import Zone
from tabletop.engine.expressions import EvalContext
from tabletop.engine.objects import GameObject, StackInfo
from tabletop.engine.triggers import Trigger, TriggerEvent

if TYPE_CHECKING:
    from tabletop.engine.characteristics import Characteristics
    from tabletop.engine.game import Game

_EVENT_KINDS: dict[str, tuple[TriggerEvent, ...]] = {
    "enters": (TriggerEvent.ENTERS,),
    "dies": (TriggerEvent.DIES, TriggerEvent.PUT_INTO_GRAVEYARD, TriggerEvent.LEAVES),
    "leaves": (TriggerEvent.LEAVES,),
    "step_begins": (TriggerEvent.BEGINNING_OF_STEP,),
    "attacks": (TriggerEvent.ATTACKS,),
    "attacks_alone": (TriggerEvent.ATTACKS_ALONE,),
    "blocks": (TriggerEvent.BLOCKS,),
    "cast": (TriggerEvent.CAST,),
    "draw": (TriggerEvent.DRAWS,),
    "counter_put": (TriggerEvent.COUNTER_PUT,),
    "damage": (TriggerEvent.DEALS_COMBAT_DAMAGE,),
    "becomes_target": (TriggerEvent.BECOMES_TARGET,),
}


def _subject_matches(game: Game, trigger: Trigger, source: int, subject: int | None,
                     controller: str, chars: Characteristics | None) -> bool:
    if trigger.subject == "self":
        return subject == source
    if subject is None:
        return trigger.subject in ("any", "player")
    if trigger.subject == "other" and subject == source:
        return False
    if trigger.filter is None:
        return True
    f = trigger.filter
    if subject in game.state.objects and game.obj(subject).zone == Zone.BATTLEFIELD:
        return f.matches(game, subject, source, controller)
    if chars is None:
        return False
    # look back in time (603.10a) with the last known characteristics
    if f.types and not f.types <= chars.types:
        return False
    if f.subtypes and not f.subtypes & chars.subtypes:
        return False
    if f.controller == "you" and chars.controller != controller:
        return False
    if f.controller == "opponent" and chars.controller == controller:
        return False
    return not (f.token is not None and game.state.lki.get(subject, {}).get("token") != f.token)


def note_event(game: Game, event_kind: str, **data: Any) -> None:
    """603.2: abilities whose trigger event happened trigger now."""
    kind = event_kind
    events = _EVENT_KINDS.get(kind)
    if not events:
        return
    subject = data.get("oid")
    lki = game.state.lki.get(subject, {}) if isinstance(subject, int) else {}
    lki_chars = lki.get("chars")
    watchers: list[tuple[int, str, Any]] = []
    for oid in game.battlefield():
        for ability in game.chars(oid).abilities:
            if isinstance(ability, TriggeredAbility):
                watchers.append((oid, game.controller_of(oid), ability))
    # leaves-the-battlefield abilities look back in time (603.10a)
    if kind in ("dies", "leaves") and lki_chars is not None and isinstance(subject, int):
        for ability in lki_chars.abilities:  # type: ignore[union-attr]
            if isinstance(ability, TriggeredAbility):
                watchers.append((subject, str(lki.get("controller")), ability))
    for source, controller, ability in watchers:
        trigger = ability.trigger
        if trigger is None or trigger.event not in events:
            continue
        if trigger.event == TriggerEvent.BEGINNING_OF_STEP:
            if trigger.step != data.get("step"):
                continue
            if trigger.whose == "your" and data.get("active") != controller:
                continue
            if trigger.whose == "opponent" and data.get("active") == controller:
                continue
        elif trigger.event == TriggerEvent.DRAWS:
            if trigger.whose == "your" and data.get("player") != controller:
                continue
        elif trigger.event == TriggerEvent.DEALS_COMBAT_DAMAGE:
            if not data.get("combat") or data.get("source") != source:
                continue
        elif not _subject_matches(game, trigger, source, subject, controller, lki_chars):
            continue
        if ability.condition is not None and not ability.condition.holds(
            EvalContext(game, source if source in game.state.objects else None, controller,
                        subject if isinstance(subject, int) else None)
        ):
            continue  # 603.4: intervening "if"
        game.state.pending_triggers.append({
            "source": source, "controller": controller, "ability": ability,
            "trigger_object": subject if isinstance(subject, int) else None,
            "source_name": game.name_of(source),
        })


def put_triggers_on_stack(game: Game) -> bool:
    """603.3b: APNAP order; each player's in the order they choose (default: as listed)."""
    pending = game.state.pending_triggers
    if not pending:
        return False
    game.state.pending_triggers = []
    order = list(game.state.turn_order)
    active_index = order.index(game.state.active)
    apnap = order[active_index:] + order[:active_index]
    for player in apnap:
        mine = [t for t in pending if t["controller"] == player]
        wanted = game.answers.pop(f"order:{player}", None)
        if isinstance(wanted, list | tuple):
            ranked = [mine[i] for i in wanted if 0 <= i < len(mine)]
            mine = ranked + [t for t in mine if t not in ranked]
        for trig in mine:
            _put_on_stack(game, trig)
    return True


def _put_on_stack(game: Game, trig: dict[str, Any]) -> None:
    ability: TriggeredAbility = trig["ability"]
    state = game.state
    source = trig["source"]
    card = game.obj(source).card if source in state.objects else None
    if card is None:
        lki = state.lki.get(source, {})
        chars = lki.get("chars")
        from tabletop.engine.characteristics import CardDefinition

        card = CardDefinition(name=str(getattr(chars, "name", trig["source_name"])))
    targets = _default_targets(game, ability, trig)
    if ability.targets and not targets:
        game.emit("trigger_removed", f"{trig['source_name']}'s ability has no legal target "
                  "and is removed (603.3d)")
        return
    obj = GameObject(oid=state.new_oid(), card=card, owner=trig["controller"],
                     controller=trig["controller"], zone=Zone.STACK,
                     timestamp=state.new_timestamp())
    obj.stack_info = StackInfo(
        kind="triggered", source_oid=source, ability_index=None,
        controller=trig["controller"], targets=targets,
        choices={"trigger_object": trig.get("trigger_object")}, text=ability.text,
        source_name=trig["source_name"],
    )
    obj.stack_info.source_snapshot = {"ability": ability}
    state.objects[obj.oid] = obj
    state.zones[(Zone.STACK, None)].append(obj.oid)
    game.invalidate()
    game.emit("trigger", f"{trig['source_name']}'s triggered ability goes on the stack: "
              f"{ability.text}", (obj.oid,), player=trig["controller"])


def _default_targets(game: Game, ability: TriggeredAbility, trig: dict[str, Any]
                     ) -> tuple[Any, ...]:
    """The target the window would preselect: the first legal one (opponents first)."""
    from tabletop.engine.casting import target_reason

    chosen: list[Any] = []
    controller = trig["controller"]
    for spec in ability.targets:
        candidates: list[Any] = []
        if spec.kind in ("player", "any"):
            candidates += [*list(game.opponents(controller)), controller]
        candidates += [o for o in game.battlefield() if game.controller_of(o) != controller]
        candidates += [o for o in game.battlefield() if game.controller_of(o) == controller]
        for c in candidates:
            if c in chosen:
                continue
            if target_reason(game, spec, c, source=trig["source"], controller=controller) is None:
                chosen.append(c)
                break
    return tuple(chosen)
