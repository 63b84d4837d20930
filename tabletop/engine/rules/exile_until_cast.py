"""Handler of ExileUntilCastFree (definitions/exile_until_cast.py)."""

from __future__ import annotations

from tabletop.engine.definitions.exile_until_cast import ExileUntilCastFree
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.casting_while_resolving import cast_while_resolving
from tabletop.engine.rules.keyword_actions import move_object
from tabletop.engine.rules.resolution import Resolution, handles


@handles(ExileUntilCastFree)
def h_exile_until_cast_free(res: Resolution, i: ExileUntilCastFree) -> None:
    """The triggering spell's mana value as it was cast (its last known information once
    it has left the stack, 603.10)."""
    game = res.game
    player = res.controller
    spell = res.trigger_object
    known = game.known_chars(spell) if spell is not None else None
    if i.lesser and known is None:
        return
    exiled: list[int] = []
    hit: int | None = None
    while game.state.zone_ids(Zone.LIBRARY, player):
        top = game.state.zone_ids(Zone.LIBRARY, player)[-1]
        new = move_object(game, top, Zone.EXILE, reason="exiled from the top")
        if new is None:
            break
        exiled.append(new)
        fits = i.filter.matches(game, new, res.source, player)
        if fits and (not i.lesser or (known is not None and
                                      game.chars(new).mana_value < known.mana_value)):
            hit = new
            break
    cast = None
    if hit is not None and res.info.choices.get("may", True):
        cast, why = cast_while_resolving(game, player, hit, None,
                                         wanted=res.info.choices.get("new_targets"))
        if cast is None:
            game.emit("not_cast", f"{game.name_of(hit)} isn't cast: {why}", (hit,),
                      player=player)
    rest = [o for o in exiled if o != hit or cast is None]
    game.state.rng.shuffle(rest)  # a random order
    for oid in rest:
        if oid in game.state.objects and game.obj(oid).zone == Zone.EXILE:
            move_object(game, oid, Zone.LIBRARY, position="bottom", reason="put on the bottom")
