"""Targets an ability forbids: "~ can't be the target of Aura spells", "... of abilities
your opponents control", "Cards in graveyards can't be the targets of spells or abilities"
(definitions/target_limits.py). targets.py asks this for each target chosen."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.target_limits import CANT_BE_TARGETED
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _is_spell(game: Game, source: int) -> bool:
    """A spell being cast or on the stack (601.2c: targets are chosen as the card moves
    there); a permanent, or an ability on the stack, is the source of an ability."""
    obj = game.state.objects.get(source)
    if obj is None or obj.zone == Zone.BATTLEFIELD:
        return False
    return obj.stack_info is None or obj.stack_info.kind == "spell"


def untargetable_reason(game: Game, target: int, source: int | None, controller: str
                        ) -> str | None:
    """Why an ability's limit forbids `source` (a spell, or the source of an ability) to
    target `target`, or None."""
    for effect in game.rule_effects(CANT_BE_TARGETED):
        if target not in effect.affected:
            continue
        spell = source is not None and _is_spell(game, source)
        by = effect.change.param("by", "both")
        if (by == "spells" and not spell) or (by == "abilities" and spell):
            continue
        if effect.change.param("opponents") and controller == effect.controller:
            continue
        flt = effect.change.param("filter")
        if flt is not None:
            if source is None or source not in game.state.objects:
                continue
            if not replace(flt, zone=None).matches(game, source, effect.source,
                                                   effect.controller):
                continue
        what = {"spells": "spells", "abilities": "abilities"}.get(str(by),
                                                                 "spells or abilities")
        kind = "" if flt is None else f" ({flt.describe()})"
        return f"{game.name_of(target)} can't be the target of {what}{kind}"
    return None
