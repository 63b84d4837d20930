"""One-shot effects (610) about the stack, turns, delayed triggers, emblems and a spell's
own replacement effects: countering (701.6), copying spells (707.10), changing targets,
extra turns (500.7), delayed triggered abilities (603.7), emblems (114), self-replacement
effects (614.15)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.nested import substitute
from tabletop.engine.definitions.spell_rules import CANT_BE_COUNTERED, states_rule
from tabletop.engine.definitions.target_limits import SPELLS_CANT_BE_COUNTERED
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Supertype, Zone
from tabletop.engine.model.objects import GameObject
from tabletop.engine.model.pending import DelayedTrigger
from tabletop.engine.rules.resolution import Resolution, handles, run
from tabletop.engine.rules.stack_objects import counter, program
from tabletop.engine.rules.targets import target_reason
from tabletop.engine.rules.triggering import add_delayed, note_event


@handles(I.CounterSpell)
def h_counter_spell(res: Resolution, i: I.CounterSpell) -> None:
    game = res.game
    targets = [t for t in res.info.targets if isinstance(t, int)] \
        if isinstance(i.what, I.TargetRef) else res.objects(i.what)
    for oid in targets:
        if oid in game.state.objects and game.obj(oid).zone == Zone.STACK:
            if states_rule(game.chars(oid), CANT_BE_COUNTERED) or any(
                    oid in e.affected for e in game.rule_effects(SPELLS_CANT_BE_COUNTERED)):
                # 101.2: "can't" wins over the instruction to counter it
                game.emit("no_effect", f"{game.name_of(oid)} can't be countered")
                continue
            counter(game, oid, exile=i.exile, instead=i.instead,
                    bottom=res.info.choices.get("either") == 1)  # 614.6


@handles(I.CopySpell)
def h_copy_spell(res: Resolution, i: I.CopySpell) -> None:
    """707.10: a copy of a spell is put on the stack; it isn't cast. New targets may be
    chosen (choices `new_targets`: the targets of the copy)."""
    game = res.game
    state = game.state
    for oid in res.objects(i.what) if not isinstance(i.what, I.TargetRef) else [
            t for t in res.info.targets[:1] if isinstance(t, int)]:
        if oid not in state.objects or state.objects[oid].stack_info is None:
            continue
        original = state.objects[oid]
        for _ in range(i.copies):
            info = original.stack_info.clone()  # type: ignore[union-attr]
            info.controller = res.controller
            info.choices["copy"] = True
            new_targets = res.info.choices.get("new_targets")
            if i.new_targets and isinstance(new_targets, list | tuple):
                info.targets = tuple(new_targets)
            card = original.card
            if i.not_legendary:  # 707.9b: "except it isn't legendary"
                card = replace(card, supertypes=card.supertypes - {Supertype.LEGENDARY})
            copy_obj = GameObject(oid=state.new_oid(), card=card, owner=res.controller,
                                  controller=res.controller, zone=Zone.STACK,
                                  timestamp=state.new_timestamp(), is_token=True)
            copy_obj.stack_info = info
            copy_obj.face = original.face  # 707.10: a copy of the half or face cast
            info.source_oid = copy_obj.oid if info.kind == "spell" else info.source_oid
            state.objects[copy_obj.oid] = copy_obj
            state.zones[(Zone.STACK, None)].append(copy_obj.oid)
            game.invalidate()
            game.emit("copy", f"{res.controller} copies {game.name_of(oid)} (707.10)",
                      (copy_obj.oid,), player=res.controller)
            if info.kind == "spell":  # magecraft: "whenever you cast or copy ..."
                note_event(game, "copy_spell", oid=copy_obj.oid, player=res.controller)


@handles(I.ChangeTarget)
def h_change_target(res: Resolution, i: I.ChangeTarget) -> None:
    """Spellskite: change the target of target spell or ability to this, if legal."""
    game = res.game
    new = res.objects(i.to)
    for oid in [t for t in res.info.targets if isinstance(t, int) and t in game.state.objects]:
        info = game.obj(oid).stack_info
        if info is None or not info.targets or not new:
            continue
        _, specs = program(game, oid, info)
        if not specs:
            continue
        if target_reason(game, specs[0], new[0], source=info.source_oid,
                         controller=info.controller) is not None:
            game.emit("no_effect", f"{game.name_of(new[0])} can't be the new target")
            continue
        info.targets = (new[0], *info.targets[1:])
        game.emit("retarget", f"{game.name_of(oid)} now targets {game.name_of(new[0])}",
                  (oid, new[0]))


@handles(I.ExtraTurn)
def h_extra_turn(res: Resolution, i: I.ExtraTurn) -> None:
    """500.7: extra turns are taken after this one, the most recent first."""
    for p in res.players(i.who):
        res.game.state.extra_turns.insert(0, p)
        res.game.emit("extra_turn", f"{p} will take an extra turn after this one (500.7)",
                      player=p)


@handles(I.CreateDelayedTrigger)
def h_delayed(res: Resolution, i: I.CreateDelayedTrigger) -> None:
    """603.7a: a delayed triggered ability, created now, triggers later once."""
    trigger = i.trigger
    # "exile it at the beginning of the next end step": "it" is the token made now
    effect = bind_created(i.effect, I.ObjectsRef(tuple(res.created)))
    add_delayed(res.game, DelayedTrigger(
        step=trigger.step or "end", whose="each" if trigger.whose == "next" else trigger.whose,
        controller=res.controller, source=res.source, source_name=res.info.source_name,
        text=i.describe(), effect=effect, turn=res.game.state.turn, condition=i.condition,
        targets=res.info.targets,
        trigger_object=res.trigger_object if res.trigger_object is not None else
        next((t for t in res.info.targets if isinstance(t, int)), None)))


def bind_created(value: Any, bound: I.ObjectsRef) -> Any:
    """`value` with every CreatedRef replaced by the objects created now."""
    return substitute(value, I.CreatedRef, bound)


@handles(I.CreateEmblem)
def h_emblem(res: Resolution, i: I.CreateEmblem) -> None:
    """114: an emblem in the command zone with the abilities."""
    game = res.game
    for p in res.players(i.who):
        card = CardDefinition(name=f"Emblem ({res.info.source_name})", abilities=i.abilities)
        obj = game.create_object(card, p, Zone.COMMAND)
        game.emit("emblem", f"{p} gets an emblem: "
                  + "; ".join(a.text for a in i.abilities) + " (114)", (obj.oid,), player=p)


@handles(I.SelfReplacement)
def h_self_replacement(res: Resolution, i: I.SelfReplacement) -> None:
    """614.15: the inner instructions with the spell's own replacement in force."""
    game = res.game
    objects = frozenset(t for t in res.info.targets if isinstance(t, int))
    entry = (i.replacement, res.source, res.controller, objects)
    game.self_replacements.append(entry)
    try:
        run(res, i.inner)
    finally:
        game.self_replacements.remove(entry)
