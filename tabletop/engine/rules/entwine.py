"""Entwine (702.42): "You may choose all modes of this spell instead of just the number
specified. If you do, you pay an additional [cost]" (the answer `entwine`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.game import Game

ENTWINE = "entwine"


def mode_count(game: Game, oid: int) -> int:
    spell = next((a for a in game.chars(oid).abilities if isinstance(a, SpellAbility)), None)
    return len(spell.modes) if spell is not None else 0


def all_modes(game: Game, oid: int, choices: dict[str, Any]) -> dict[str, Any]:
    """702.42a: an entwined spell has all its modes chosen; other answers are refused."""
    if not choices.get(ENTWINE):
        return choices
    if keyword_parameter(game, oid, "Entwine") is None:
        raise IllegalAction(f"{game.name_of(oid)} has no entwine (702.42)")
    every = list(range(1, mode_count(game, oid) + 1))
    mode = choices.get("mode")
    picked = list(mode) if isinstance(mode, list | tuple) else [] if mode is None else [mode]
    if picked and sorted(int(m) for m in picked) != every:
        raise IllegalAction("an entwined spell has all its modes chosen (702.42a)")
    return {**choices, "mode": every}


def entwine_cost(game: Game, oid: int, choices: dict[str, Any]) -> ManaCost:
    """702.42a: the additional cost of an entwined spell (nothing when not entwined)."""
    text = keyword_parameter(game, oid, "Entwine") if choices.get(ENTWINE) else None
    return ManaCost.parse(text) if text else ManaCost()
