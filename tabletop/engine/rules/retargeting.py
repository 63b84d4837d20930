"""Handlers of definitions/retargeting.py: new targets for a spell or ability (115.7)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.definitions.instructions import TargetSpec
from tabletop.engine.definitions.retargeting import ChangeTheTarget
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.objects import StackInfo
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.stack_objects import program
from tabletop.engine.rules.targets import assign_specs, target_reason


def _legal(res: Resolution, spec: TargetSpec, info: StackInfo, target: Any) -> bool:
    return target_reason(res.game, spec, target, source=info.source_oid,
                         controller=info.controller) is None


def _candidates(res: Resolution, spec: TargetSpec) -> list[Any]:
    """What may be targeted now, in a fixed order: permanents, spells, players, and cards
    in graveyards for a spec of cards there."""
    game = res.game
    pool: list[Any] = [*game.battlefield(), *game.stack(), *game.players()]
    if spec.zone == "graveyard":
        pool += [o for p in game.players() for o in game.state.zone_ids(Zone.GRAVEYARD, p)]
    return pool


@handles(ChangeTheTarget)
def h_change_the_target(res: Resolution, i: ChangeTheTarget) -> None:
    """115.7a: a spell with a single target gets a new legal one (the answer's, else the
    first legal one); 115.7d: "change the targets": each target the answer names anew,
    if that is legal."""
    game = res.game
    wanted = res.info.choices.get("new_targets")
    asked = list(wanted) if isinstance(wanted, list | tuple) else \
        ([] if wanted is None else [wanted])
    for oid in res.objects(i.what):
        info = game.obj(oid).stack_info
        if info is None or not info.targets or oid == res.stack_oid:
            continue
        _, specs = program(game, oid, info)
        if not specs:
            continue
        flat = assign_specs(specs, len(info.targets))
        if not i.any_targets:
            if len(info.targets) != 1:
                continue
            spec = flat[0]
            legal = [t for t in _candidates(res, spec)
                     if t != info.targets[0] and t != oid and _legal(res, spec, info, t)]
            new = next((a for a in asked if a in legal), legal[0] if legal else None)
            if new is None:
                game.emit("no_effect", f"{game.name_of(oid)} has no other legal target "
                          "(115.7a)", (oid,))
                continue
            targets: tuple[Any, ...] = (new,)
        else:
            targets = tuple(
                asked[n] if n < len(asked) and asked[n] != oid
                and _legal(res, flat[n], info, asked[n]) else old
                for n, old in enumerate(info.targets))
        info.targets = targets
        names = ", ".join(t if isinstance(t, str) else game.name_of(t) for t in targets)
        game.emit("retarget", f"{game.name_of(oid)} now targets {names} (115.7)",
                  (oid, *[t for t in targets if isinstance(t, int)]))
