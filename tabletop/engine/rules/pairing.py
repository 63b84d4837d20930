"""Pairs of creatures (702.95, definitions/soulbond.py): marking a pair, and the end of a
pair (702.95e), noted whenever a player would receive priority; until then the pair's own
check (definitions/soulbond.partner) already treats it as broken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.soulbond import PAIRED_WITH, partner
from tabletop.engine.model.enums import CardType, Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def unpaired_creature(game: Game, oid: int, controller: str) -> bool:
    """A creature on the battlefield under `controller`'s control that is not paired."""
    if oid not in game.state.objects or game.obj(oid).zone != Zone.BATTLEFIELD:
        return False
    return CardType.CREATURE in game.chars(oid).types and \
        game.controller_of(oid) == controller and partner(game, oid) is None


def set_mark(game: Game, oid: int, value: str | None) -> None:
    obj = game.obj(oid)
    marks = {k: v for k, v in obj.chosen.items() if k != PAIRED_WITH}
    if value is not None:
        marks[PAIRED_WITH] = value
    obj.chosen = marks
    game.invalidate()


def end_broken_pairs(game: Game) -> None:
    """702.95e: a creature whose pair no longer holds becomes unpaired (for good: the
    pair doesn't come back if the conditions do)."""
    for oid in game.objects_in(Zone.BATTLEFIELD):
        obj = game.obj(oid)
        if PAIRED_WITH in obj.chosen and partner(game, oid) is None:
            set_mark(game, oid, None)
            game.emit("unpaired", f"{game.name_of(oid)} becomes unpaired (702.95e)", (oid,))
