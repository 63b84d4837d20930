"""Which band of a banded card applies now, and why: a Case's solved abilities (719.3c), a
station card's "STATION N+" symbols (721.2), a prototype card's prototype line (718.3b).
`tabletop explain` and the window's inspector say it in words; the card's painting lights
the same band."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.cases import SOLVED, SolvedBand, ToSolveAbility
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.prototypes import PrototypeAbility, Prototyped
from tabletop.engine.definitions.stations import CHARGE, StationBand
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game

CASE = "case"
STATION = "station"
PROTOTYPE = "prototype"


@dataclass(frozen=True, slots=True)
class BandStatus:
    """One band: its kind ("case", "station", "prototype"), its label as printed, whether
    it applies now, the count it reads (charge counters) and the count it needs, the rule
    and, for a Case, what solves it."""

    kind: str
    label: str
    in_force: bool
    count: int = 0
    needed: int = 0
    rule: str = ""
    goal: str = ""

    def describe(self) -> str:
        """In English, for `tabletop explain`."""
        state = "applies" if self.in_force else "does not apply"
        if self.kind == STATION:
            how = "at least" if self.in_force else "fewer than"
            return (f"{self.label} {state}: {self.count} charge counter(s), {how} "
                    f"{self.needed} ({self.rule})")
        if self.kind == CASE:
            why = "the Case is solved" if self.in_force else \
                f"not solved yet (to solve: {self.goal}, checked at its controller's end step)"
            return f"{self.label} {state}: {why} ({self.rule})"
        why = "it was cast prototyped" if self.in_force else \
            "it was not cast prototyped: its printed mana cost, colour and P/T"
        return f"{self.label} {state}: {why} ({self.rule})"


def band_status(game: Game, oid: int) -> tuple[BandStatus, ...]:
    """The bands of the object's card and whether each applies (empty for other cards)."""
    obj = game.obj(oid)
    out: list[BandStatus] = []
    goal = next((a.goal for a in obj.card.abilities if isinstance(a, ToSolveAbility)), "")
    charge = obj.counters.get(CHARGE, 0)
    here = obj.zone == Zone.BATTLEFIELD
    for ability in obj.card.abilities:
        if isinstance(ability, StationBand):
            out.append(BandStatus(STATION, ability.label,
                                  here and charge >= ability.threshold, charge,
                                  ability.threshold, "721.2"))
        elif isinstance(ability, SolvedBand):
            out.append(BandStatus(CASE, "Solved", here and bool(obj.chosen.get(SOLVED)),
                                  rule="719.3c", goal=goal))
        elif isinstance(ability, PrototypeAbility):
            applies = Prototyped().holds(EvalContext(game, oid, game.controller_of(oid)))
            out.append(BandStatus(PROTOTYPE, ability.text, applies, rule="718.3b"))
    return tuple(out)
