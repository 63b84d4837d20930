"""Soulbond (702.95): pairing as the soulbond ability resolves (rules/pairing.py keeps
the pairs)."""

from __future__ import annotations

from tabletop.engine.definitions.soulbond import Pair
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.pairing import set_mark, unpaired_creature
from tabletop.engine.rules.resolution import Resolution, handles


@handles(Pair)
def h_pair(res: Resolution, i: Pair) -> None:
    """702.95c: if either would-be partner is no longer an unpaired creature on the
    battlefield under its controller's control, neither becomes paired."""
    game = res.game
    me = res.source
    if me is None or not unpaired_creature(game, me, res.controller):
        return
    if i.with_entering:
        other = res.trigger_object
        candidates = [other] if other is not None and other != me else []
    else:
        wanted = res.info.choices.get("choose")
        named = list(wanted) if isinstance(wanted, list | tuple) else [wanted]
        others = [o for o in game.objects_in(Zone.BATTLEFIELD)
                  if o != me and unpaired_creature(game, o, res.controller)]
        candidates = [o for o in named if o in others] or others[:1]
    if not candidates or not unpaired_creature(game, candidates[0], res.controller):
        return
    other = candidates[0]
    set_mark(game, me, str(other))
    set_mark(game, other, str(me))
    game.emit("paired", f"{game.name_of(me)} is paired with {game.name_of(other)} (702.95)",
              (me, other), player=res.controller)
