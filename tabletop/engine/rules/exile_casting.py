"""Cards their owner may cast from exile on a later turn: a warped card (702.185a) and a
plotted card (702.170a, cast without paying its mana cost, as a sorcery). Noted on the
exiled card (its `chosen`) with the turn it was exiled in; the note goes with the object
when it leaves exile (400.7)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.modern import PLOTTED, WARPED
from tabletop.engine.definitions.replacement_specs import AnyOfFilter
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject

EXILE_WAYS = (WARPED, PLOTTED)
BARGAIN_FILTER = AnyOfFilter(alternatives=(
    ObjectFilter(any_types=frozenset({CardType.ARTIFACT, CardType.ENCHANTMENT})),
    ObjectFilter(token=True)), extra=("artifact, enchantment, or token",))


def exile_cast_way(game: Game, obj: GameObject, player: str) -> str | None:
    """WARPED or PLOTTED when `player` owns the exiled card and may cast it now (a turn
    later than it was exiled in); else None."""
    if obj.zone != Zone.EXILE or obj.owner != player:
        return None
    for way in EXILE_WAYS:
        turn = obj.chosen.get(way)
        if turn is not None and int(turn) < game.state.turn:
            return way
    return None


def bargain_cost(game: Game, oid: int, extra: Cost | None) -> Cost:
    """702.166a: bargain, an optional additional cost: "sacrifice an artifact, enchantment,
    or token" (with the spell's other additional costs)."""
    if keyword_parameter(game, oid, "Bargain") is None:
        raise IllegalAction(f"{game.name_of(oid)} has no bargain (702.166)")
    if extra is not None and extra.sacrifice is not None:
        raise IllegalAction("one sacrifice as an additional cost at a time")
    return replace(extra or Cost(), sacrifice=BARGAIN_FILTER)


def note_exiled(game: Game, oid: int, way: str) -> None:
    game.obj(oid).choose(way, str(game.state.turn))
