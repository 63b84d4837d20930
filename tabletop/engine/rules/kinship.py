"""Kinship (definitions/kinship.py): the top card is looked at, revealed if it shares a
creature type with the source and its controller wants to (answer `reveal_kin`), and then
the rest follows with "that card" being the revealed card."""

from __future__ import annotations

from tabletop.engine.definitions.kinship import KINSHIP_REVEAL, RevealKin
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.subtypes import CREATURE_TYPES
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(RevealKin)
def h_reveal_kin(res: Resolution, i: RevealKin) -> None:
    game = res.game
    library = game.state.zone_ids(Zone.LIBRARY, res.controller)
    board = res.board
    if not library or res.source is None:
        return
    top = library[-1]
    game.emit("look", f"{res.controller} looks at the top card of their library",
              player=res.controller)
    mine = board.chars(res.source).subtypes
    kin = set(game.chars(top).subtypes) & set(mine) & CREATURE_TYPES
    if not kin or res.info.choices.get(KINSHIP_REVEAL, True) is False:
        return
    game.emit("reveal", f"{res.controller} reveals {game.name_of(top)}: it shares a "
              f"creature type ({', '.join(sorted(kin))})", (top,), player=res.controller)
    res.revealed = [top]
    run(res, i.then)
