"""303.4f-g: an Aura put onto the battlefield attached to an object (definitions/
graveyard_auras.py): if it couldn't legally enchant that object, it stays where it is."""

from __future__ import annotations

from tabletop.engine.definitions.graveyard_auras import ReturnAttached
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.targets import aura_target_specs, protection_from


def _could_enchant(res: Resolution, aura: int, host: int) -> bool:
    game = res.game
    specs = aura_target_specs(game, aura)
    flt = specs[0].filter if specs else None
    if flt is not None and not flt.matches(game, host, aura, res.controller):
        return False
    return protection_from(game.chars(host), game.chars(aura)) is None  # 702.16c


@handles(ReturnAttached)
def h_return_attached(res: Resolution, i: ReturnAttached) -> None:
    game = res.game
    hosts = [o for o in res.objects(i.to) if game.obj(o).zone == Zone.BATTLEFIELD]
    for oid in res.objects(i.what):
        obj = game.obj(oid)
        if obj.zone == Zone.BATTLEFIELD or "Aura" not in game.chars(oid).subtypes:
            continue
        if not hosts or not _could_enchant(res, oid, hosts[0]):
            game.emit("no_effect", f"{game.name_of(oid)} can't be attached: it stays in "
                      f"its {obj.zone.value} (303.4g)", (oid,))
            continue
        enter_battlefield(game, obj.card, owner=obj.owner, controller=obj.owner,
                          from_oid=oid, attached_to=hosts[0])
