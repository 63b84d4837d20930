"""Resolving instructions that create layer effects: copies (707, layer 1), text changes
(612, layer 3), gained abilities (layer 6) and effects on named objects (611.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.continuous.layers import LayerPass
from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.abilities import Ability, ActivatedAbility
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    BecomeCopy,
    ChangeText,
    Duration,
    EffectSpec,
    fix_spec,
)
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _follow(game: Game, oids: list[int]) -> list[int]:
    """Objects that moved since they were chosen (400.7) are followed to their card
    when an instruction says "that card" (Dimir Doppelganger exiles, then copies)."""
    return [game.state.newest(o) for o in oids if game.state.newest(o) in game.state.objects]


def _targets_or_followed(res: Resolution, ref: I.Ref) -> list[int]:
    found = res.objects(ref)
    if found or not isinstance(ref, I.TargetRef):
        return found
    targets = res.info.targets
    target = targets[ref.index] if ref.index < len(targets) else None
    return _follow(res.game, [target]) if isinstance(target, int) else []


@handles(I.BecomeCopyOf)
def h_become_copy(res: Resolution, i: I.BecomeCopyOf) -> None:
    """707.2: copy the copiable values as they are now; "except it has this ability"."""
    game = res.game
    originals = _targets_or_followed(res, i.of)
    copiers = res.objects(i.what)
    if not originals or not copiers:
        return
    original = originals[0]
    copiable = LayerPass(game.state, record=False)
    copiable.run()
    values = copiable.copiable(original).copy()
    extra: tuple[Ability, ...] = i.extra_abilities  # 707.9a: "except he has hexproof"
    if i.keep_this_ability:
        ability = res.info.ability
        if isinstance(ability, ActivatedAbility):
            extra = (*extra, ability)
    duration = i.duration or Duration.INDEFINITE
    spec = EffectSpec((BecomeCopy(original, extra_abilities=extra,
                                  source_name=game.name_of(original)),),
                      Affects.FIXED, text=f"becomes a copy of {game.name_of(original)}")
    game.add_effect(spec, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=frozenset(copiers), duration=duration,
                    extra={"copiable": values, "copy_of": original})


@handles(I.GainAbilitiesOf)
def h_gain_abilities(res: Resolution, i: I.GainAbilitiesOf) -> None:
    """Quicksilver Elemental: the abilities it has now are granted (fixed, 611.2c)."""
    game = res.game
    donors = res.objects(i.of)
    receivers = res.objects(i.what)
    if not donors or not receivers:
        return
    chars = game.chars(donors[0])
    gained = tuple(a for a in chars.abilities if i.kind != "activated"
                   or (isinstance(a, ActivatedAbility) and not a.loyalty))
    if not gained:
        return
    spec = EffectSpec((AddAbilities(gained),), Affects.FIXED,
                      text=f"gains the {i.kind} abilities of {chars.name}")
    game.add_effect(spec, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=frozenset(receivers),
                    duration=i.duration or Duration.END_OF_TURN)


@handles(I.ChangeTextOf)
def h_change_text(res: Resolution, i: I.ChangeTextOf) -> None:
    """612: replace one colour word or basic land type with another, indefinitely; the
    words are the choices `old` and `new` (the window asks; a scenario answers)."""
    game = res.game
    old = str(res.info.choices.get("old", "")).strip()
    new = str(res.info.choices.get("new", "")).strip()
    if not old or not new:
        game.emit("no_choice", f"{res.info.source_name}: no words chosen to change")
        return
    for oid in res.objects(i.what):
        spec = EffectSpec((ChangeText(old, new),), Affects.FIXED, text=f"text: {old} → {new}")
        game.add_effect(spec, source=res.source if res.source in game.state.objects else None,
                        controller=res.controller, locked=frozenset({oid}),
                        duration=Duration.INDEFINITE)


@handles(I.CreateEffectOn)
def h_effect_on(res: Resolution, i: I.CreateEffectOn) -> None:
    """611.2c: the set is the objects `on` names now."""
    game = res.game
    locked = frozenset(res.objects(i.on))
    if not locked:
        return
    fixed = fix_spec(i.spec, res.ctx(next(iter(locked)) if len(locked) == 1 else None))

    fixed = replace(fixed, affects=Affects.FIXED)
    game.add_effect(fixed, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=locked, duration=i.duration,
                    x=res.info.x)
