"""Adding mana with a restriction on its use (106.6, definitions/restricted_mana.py): the
mana the inner instruction adds is kept apart in the pool (Player.restricted_mana)."""

from __future__ import annotations

from tabletop.engine.definitions.restricted_mana import AddRestrictedMana
from tabletop.engine.rules.resolution import Resolution, handles, run


@handles(AddRestrictedMana)
def h_add_restricted_mana(res: Resolution, i: AddRestrictedMana) -> None:
    """106.6: the mana is added as the inner instruction says, then marked with what it may
    be spent on; it empties from the pool as all mana does (106.4)."""
    player = res.game.player(res.controller)
    before = dict(player.mana_pool)
    run(res, (i.mana,))
    for kind, n in list(player.mana_pool.items()):
        added = n - before.get(kind, 0)
        if added <= 0:
            continue
        if n - added:
            player.mana_pool[kind] = n - added
        else:
            del player.mana_pool[kind]
        key = (kind, i.restriction)
        player.restricted_mana[key] = player.restricted_mana.get(key, 0) + added
        res.game.emit("mana", f"{res.controller} adds {added} {{{kind}}}: "
                      f"{i.restriction.text} (106.6)", player=res.controller)
