"""702.60a ripple (definitions/ripple.py): reveal the top N cards, cast those with the
spell's name without paying their mana cost, the rest to the bottom of the library."""

from __future__ import annotations

from tabletop.engine.definitions.ripple import Ripple
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.casting_while_resolving import cast_while_resolving
from tabletop.engine.rules.resolution import Resolution, handles


@handles(Ripple)
def h_ripple(res: Resolution, i: Ripple) -> None:
    """The spell's name as it was cast (its last known information, 603.10)."""
    game, player = res.game, res.controller
    source = res.info.source_oid
    known = game.known_chars(source) if source is not None else None
    if known is None or not res.info.choices.get("may", True):
        return
    revealed = list(reversed(game.state.zone_ids(Zone.LIBRARY, player)[-i.n:]))  # top first
    if not revealed:
        return
    game.emit("reveal", f"{player} reveals the top {len(revealed)} card(s) of their library "
              "(ripple, 702.60a)", tuple(revealed), player=player)
    rest: list[int] = []
    for oid in revealed:
        cast = None
        if game.chars(oid).name == known.name:
            cast, why = cast_while_resolving(game, player, oid, None)
            if cast is None:
                game.emit("not_cast", f"{game.name_of(oid)} isn't cast: {why}", (oid,),
                          player=player)
        if cast is None:
            rest.append(oid)
    cards = game.state.zones[(Zone.LIBRARY, player)]
    for oid in rest:  # within the library, as scry does (701.22a)
        if oid in cards:
            cards.remove(oid)
            cards.insert(0, oid)
