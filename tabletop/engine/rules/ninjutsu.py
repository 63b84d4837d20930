"""Ninjutsu (702.49, definitions/ninjutsu.py): the card goes from its owner's hand onto the
battlefield tapped and attacking whom the returned creature attacked (702.49c); it was
never declared as an attacker, so "whenever ~ attacks" does not trigger (508.4)."""

from __future__ import annotations

from tabletop.engine.definitions.ninjutsu import RETURNED_FROM_ATTACK, EnterAttackingFromHand
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.resolution import Resolution, handles


@handles(EnterAttackingFromHand)
def h_enter_attacking(res: Resolution, i: EnterAttackingFromHand) -> None:
    game = res.game
    card = res.info.source_oid
    returned = res.info.choices.get(RETURNED_FROM_ATTACK)
    defender, target = returned if isinstance(returned, tuple) else (None, None)
    if card is None or card not in game.state.objects:
        return
    obj = game.obj(card)
    if obj.zone != Zone.HAND or obj.owner != res.controller:  # 702.49: still in the hand
        game.emit("no_effect", f"{obj.card.name} is no longer in the hand (702.49)", (card,))
        return
    new = enter_battlefield(game, obj.card, owner=obj.owner, controller=res.controller,
                            from_oid=card, tapped=True)
    combat = game.state.combat
    if new not in game.state.objects or not isinstance(defender, str) or \
            not isinstance(target, str | int) or not combat.declared or \
            not game.is_creature(new):
        return
    game.obj(new).attacking = defender
    combat.attackers.append(new)
    combat.attacks[new] = target
    combat.controllers[new] = res.controller
    game.state_changed("attacking")
    game.emit("attacking", f"{game.name_of(new)} is attacking {defender} (702.49c)", (new,),
              player=res.controller, value=defender)
