"""The handler of ExileIfDiesThisTurn (definitions/exile_if_dies.py): 614.1a, 700.4."""

from __future__ import annotations

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.exile_if_dies import ONLY_THESE, ExileIfDiesThisTurn
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles


@handles(ExileIfDiesThisTurn)
def h_exile_if_dies(res: Resolution, i: ExileIfDiesThisTurn) -> None:
    """611.2c: the objects are fixed now; until end of turn, if one would die (700.4: be
    put into a graveyard from the battlefield), it is exiled instead (614.1a)."""
    game = res.game
    if i.on is not None:
        objects = set(res.objects(i.on))
    else:
        hit = {t for s, t, _, _ in game.state.history.damage
               if s == res.source and isinstance(t, int)}
        objects = {t for t in hit if t in game.state.objects
                   and game.obj(t).zone == Zone.BATTLEFIELD
                   and (i.damaged is None or i.damaged.matches(game, t, res.source,
                                                                res.controller))}
    if not objects:
        return
    change = RuleChange(R.DIE_EXILE_INSTEAD, ((ONLY_THESE, True),))
    spec = EffectSpec((change,), Affects.FIXED, text=i.describe())
    game.add_effect(spec, source=res.source if res.source in game.state.objects else None,
                    controller=res.controller, locked=frozenset(objects),
                    duration=Duration.END_OF_TURN)
