"""Handler of ExileUntilCastFree (definitions/exile_until_cast.py)."""

from __future__ import annotations

from collections.abc import Callable

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

    def fits(new: int) -> bool:
        return i.filter.matches(game, new, res.source, player) and (
            not i.lesser or (known is not None
                             and game.chars(new).mana_value < known.mana_value))

    exiled, hit = exile_until(res, fits, "exiled from the top")
    cast_hit_bottom_rest(res, exiled, hit, "put on the bottom")


def exile_until(res: Resolution, fits: Callable[[int], bool], reason: str
                ) -> tuple[list[int], int | None]:
    """The controller exiles cards from the top of their library until one fits (or the
    library is empty): the cards exiled, and the one that fits."""
    game, player = res.game, res.controller
    exiled: list[int] = []
    while game.state.zone_ids(Zone.LIBRARY, player):
        top = game.state.zone_ids(Zone.LIBRARY, player)[-1]
        new = move_object(game, top, Zone.EXILE, reason=reason)
        if new is None:
            break
        exiled.append(new)
        if fits(new):
            return exiled, new
    return exiled, None


def cast_hit_bottom_rest(res: Resolution, exiled: list[int], hit: int | None,
                         reason: str) -> None:
    """The controller may cast the card found without paying its mana cost (the `may`
    answer); the other exiled cards, and the found one if it wasn't cast, go to the
    bottom of the library in a random order (702.85a and the cards that copy it)."""
    game, player = res.game, res.controller
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
            move_object(game, oid, Zone.LIBRARY, position="bottom", reason=reason)
