"""Static changes to an amount of damage about to be dealt (614.1a, 615; the kinds are in
definitions/damage_changes.py): whether one applies, and the new amount."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.damage_changes import DamageChange
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def damage_change_applies(game: Game, spec: DamageChange, holder: int | None,
                          controller: str, damage_source: int | None,
                          to_player: str | None, to_object: int | None, amount: int,
                          preventable: bool, combat: bool) -> bool:
    """Whether `spec` (of `holder`, controlled by `controller`) changes this damage."""
    if amount < spec.at_least or amount <= 0 or (spec.is_prevention and not preventable):
        return False
    if spec.combat is not None and spec.combat != combat:
        return False
    if spec.by_self and (damage_source is None or damage_source != holder):
        return False
    if spec.while_counter is not None and not (
            holder is not None and holder in game.state.objects
            and game.obj(holder).counters.get(spec.while_counter, 0) > 0):
        return False
    if spec.source_filter is not None or spec.yours:
        if damage_source is None or damage_source not in game.state.objects:
            return False
        if spec.yours and game.controller_of(damage_source) != controller:
            return False
        if spec.source_filter is not None and not spec.source_filter.matches(
                game, damage_source, holder, controller):
            return False
    if to_object is None:
        return spec.to_players or (spec.to_you and to_player == controller)
    if to_object not in game.state.objects:
        return False
    if spec.to_self:
        return to_object == holder
    if spec.to_attached:
        return holder is not None and holder in game.state.objects and \
            game.obj(holder).attached_to == to_object
    return spec.to_filter is not None and spec.to_filter.matches(game, to_object, holder,
                                                                 controller)


def changed_amount(game: Game, spec: DamageChange, holder: int | None, controller: str,
                   amount: int) -> int:
    """The amount of damage after the change (never below 0)."""
    if spec.prevent_all:
        return 0
    if spec.set_to is not None:
        return spec.set_to
    if spec.all_but is not None:
        return min(amount, spec.all_but)
    if spec.prevent is not None:
        return max(0, amount - spec.prevent.evaluate(EvalContext(game, holder, controller)))
    return max(0, amount * spec.times + spec.plus)


def static_recipient(game: Game, spec: DamageChange, holder: int | None,
                  target: int | str) -> int | str | None:
    """Where a static redirection deals the damage instead (614.9): a creature on the
    battlefield or a player; None when there is none (nothing is redirected)."""
    if holder is None or holder not in game.state.objects or spec.redirect is None:
        return None
    me = game.obj(holder)
    if spec.redirect == "self":
        to: int | str | None = holder if me.zone == Zone.BATTLEFIELD else None
    else:
        host = me.attached_to
        if not isinstance(host, int) or host not in game.state.objects:
            return None
        to = host if spec.redirect == "attached" else game.controller_of(host)
    return None if to == target else to


def change_counters(game: Game, spec: DamageChange, holder: int | None, before: int) -> None:
    """The counters the change puts on or removes from the object with it ("prevent that
    damage. Remove a +1/+1 counter from ~", "put that many +1/+1 counters on it
    instead")."""
    if spec.counters is None or holder is None or holder not in game.state.objects:
        return
    kind, n = spec.counters
    if n < 0:
        game.remove_counters(holder, kind, -n)
    else:
        game.put_counters(holder, kind, n or before, source=holder)
