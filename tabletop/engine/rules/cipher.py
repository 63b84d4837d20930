"""Cipher (702.99; definitions/cipher.py): as a spell with cipher resolves, after its
other effects, its controller may exile it encoded on a creature they control (702.99a,
the answer `encode`: that creature, none to keep it; unanswered, the first); the encoded
card lets that creature's controller cast a copy of it whenever the creature deals combat
damage to a player (702.99c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.cipher import CIPHER, ENCODED_ON, CastEncodedCopy
from tabletop.engine.definitions.instructions import SelfRef
from tabletop.engine.definitions.one_shot_riders import CastCopyOf
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles, run

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo


def encode_as_resolves(game: Game, oid: int, info: StackInfo) -> None:
    """702.99a: a resolving spell with cipher (a copy has no card to exile: 702.99d)."""
    if info.kind != "spell" or oid not in game.state.objects or info.choices.get("copy") or \
            game.obj(oid).zone != Zone.STACK or game.obj(oid).is_token or \
            not game.chars(oid).has_keyword(CIPHER):
        return
    player = info.controller
    mine = [o for o in game.permanents(player) if game.is_creature(o)]
    answer = info.choices.get("encode")
    wanted = answer if isinstance(answer, list | tuple) else mine
    chosen = [o for o in wanted if o in mine][:1]
    if not chosen:
        return
    exiled = game.move(oid, Zone.EXILE, reason="cipher (702.99a)")
    game.obj(exiled).choose(ENCODED_ON, str(chosen[0]))
    game.emit("encode", f"{game.name_of(exiled)} is encoded on {game.name_of(chosen[0])} "
              "(702.99a)", (exiled, chosen[0]), player=player)


@handles(CastEncodedCopy)
def h_cast_encoded_copy(res: Resolution, _: CastEncodedCopy) -> None:
    """702.99c: the creature's controller (as it dealt the damage) casts the copy."""
    game = res.game
    creature = res.trigger_object
    if creature is None:
        return
    known = game.state.lki.get(creature)
    caster = game.controller_of(creature) if creature in game.state.objects else \
        known.controller if known is not None else None
    if caster is None:
        return
    controller = res.controller
    try:
        res.controller = caster
        run(res, (CastCopyOf(SelfRef()),))
    finally:
        res.controller = controller
