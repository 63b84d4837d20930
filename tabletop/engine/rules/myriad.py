"""702.116a myriad (definitions/myriad.py): token copies attacking the other opponents,
put onto the battlefield attacking (508.4: never declared as attackers)."""

from __future__ import annotations

from tabletop.engine.definitions.myriad import MyriadCopies
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules import faces
from tabletop.engine.rules.entering import create_tokens
from tabletop.engine.rules.resolution import Resolution, handles


@handles(MyriadCopies)
def h_myriad(res: Resolution, i: MyriadCopies) -> None:
    """The copiable values of the creature (its last known ones if it has left, 707.2);
    the defending player is the one it attacks (506.2)."""
    game = res.game
    res.created = []
    source = res.info.source_oid
    if source is None or not res.info.choices.get("may", True):
        return
    obj = game.state.objects.get(source)
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        known = game.state.lki.get(source)
        obj = known.obj if known is not None else None
    if obj is None:
        return
    defender = obj.attacking
    card = faces.copied_card(obj)
    combat = game.state.combat
    for opponent in game.opponents(res.controller):
        if opponent == defender:
            continue
        for token in create_tokens(game, card, res.controller, 1, created_by=source,
                                   tapped=True):
            res.created.append(token)
            if not combat.declared or not game.is_creature(token):
                continue
            game.obj(token).attacking = opponent
            combat.attackers.append(token)
            combat.attacks[token] = opponent
            combat.controllers[token] = res.controller
            game.state_changed("attacking")
            game.emit("attacking", f"{game.name_of(token)} is attacking {opponent} "
                      "(702.116a)", (token,), player=res.controller, value=opponent)
