"""Handler of "put it into your graveyard" (definitions/graveyard_puts.py; 400.3: a card
goes to its owner's graveyard; 400.7: it becomes a new object there)."""

from __future__ import annotations

from tabletop.engine.definitions.graveyard_puts import PutIntoGraveyard
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.keyword_actions import move_object
from tabletop.engine.rules.resolution import Resolution, handles


@handles(PutIntoGraveyard)
def h_put_into_graveyard(res: Resolution, i: PutIntoGraveyard) -> None:
    for oid in res.objects(i.what):
        if res.game.obj(oid).zone != Zone.GRAVEYARD:
            move_object(res.game, oid, Zone.GRAVEYARD, reason="put into its owner's graveyard")
