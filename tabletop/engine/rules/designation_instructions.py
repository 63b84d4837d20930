"""Handlers of the designation instructions (definitions/designations.py)."""

from __future__ import annotations

from tabletop.engine.definitions.designations import BecomeMonarch
from tabletop.engine.rules.designations import become_monarch
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.triggering import note_event


@handles(BecomeMonarch)
def h_become_monarch(res: Resolution, i: BecomeMonarch) -> None:
    """724.1: the player becomes the monarch."""
    for player in res.players(i.player):
        if become_monarch(res.game, player):
            note_event(res.game, "becomes_monarch", player=player)
