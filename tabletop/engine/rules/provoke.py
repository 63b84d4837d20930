"""Provoke (702.39, definitions/provoke.py): the provoked creature untaps, and this turn it
must block the attacker if able (a blocking requirement, 509.1c)."""

from __future__ import annotations

from tabletop.engine.definitions.block_requirements import ALL_MUST_BLOCK
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.provoke import PROVOKED_BY, Provoke
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.tapping import set_tapped


@handles(Provoke)
def h_provoke(res: Resolution, i: Provoke) -> None:
    game = res.game
    provoked = res.objects(i.provoked)
    attackers = res.objects(i.attacker)
    if not provoked:
        return
    set_tapped(game, provoked[0], False)
    if not attackers:
        return
    spec = EffectSpec((RuleChange(ALL_MUST_BLOCK, ((PROVOKED_BY, provoked[0]),)),),
                      Affects.FIXED, text=f"{game.name_of(provoked[0])} blocks it if able")
    game.add_effect(spec, source=attackers[0], controller=res.controller,
                    locked=frozenset(attackers[:1]), duration=Duration.END_OF_TURN)
