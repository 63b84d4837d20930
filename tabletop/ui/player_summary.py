"""A player's table at a glance: creatures, lands, their total power, cards in hand.

Counted from the views the table shows (the characteristics after all layers), so the
line agrees with the cards: a land animated into a creature counts as a creature.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.model.enums import Zone

from .i18n import translate
from .view_model import TableState


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    creatures: int = 0
    lands: int = 0
    power: int = 0  # of the creatures; a negative power adds 0 (it deals no damage, 510.1a)
    hand: int = 0

    def parts(self) -> list[str]:
        """ "Creatures 12", "Lands 30", "Power 48", "Hand 7" in the interface language."""
        return [translate("Summary", "Creatures {n}").replace("{n}", str(self.creatures)),
                translate("Summary", "Lands {n}").replace("{n}", str(self.lands)),
                translate("Summary", "Power {n}").replace("{n}", str(self.power)),
                translate("Summary", "Hand {n}").replace("{n}", str(self.hand))]

    def text(self) -> str:
        return " · ".join(self.parts())


def summaries(state: TableState) -> dict[str, PlayerSummary]:
    """Each player's summary line, by name (one pass over the table)."""
    tally = {view.name: [0, 0, 0] for view in state.players}
    for placed in state.cards.values():
        counts = tally.get(placed.player)
        if counts is None or placed.zone != Zone.BATTLEFIELD:
            continue
        if placed.creature:
            counts[0] += 1
            counts[2] += max(placed.view.power or 0, 0)
        if placed.is_land:
            counts[1] += 1
    return {view.name: PlayerSummary(tally[view.name][0], tally[view.name][1],
                                     tally[view.name][2], view.hand)
            for view in state.players}
