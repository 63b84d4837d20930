"""Station cards as data: the station keyword (702.184) and station symbols (721).

702.184a: "Station" means "Tap another untapped creature you control: Put a number of
charge counters on this permanent equal to the tapped creature's power. Activate only as
a sorcery." The creature tapped is the answer `tap` (without one: the strongest). 721.2:
"STATION N+" is a static ability: as long as the permanent has N or more charge counters
it has the abilities printed beside the symbol; the band with the P/T box (the last one,
721.2b) also makes it an artifact creature with the printed power and toughness.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import Ability, ActivatedAbility, StaticAbility
from tabletop.engine.definitions.conditions import CountersOnAtLeast
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    Duration,
    EffectSpec,
    Modification,
)
from tabletop.engine.definitions.filters import TYPES
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.model.enums import CardType, Layer

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.characteristics import Characteristics

CHARGE = "charge"
STATION = "Station"
# StackInfo.choices keys the station cost writes: the creature tapped and its power then
STATION_TAPPED = "station_tapped"
STATION_POWER = "station_power"


@dataclass(frozen=True, slots=True)
class PutStationCounters(Instruction):
    """702.184a: "Put a number of charge counters on this permanent equal to the tapped
    creature's power" (its power now if it is still on the battlefield, else as it was
    tapped)."""

    def describe(self) -> str:
        return "put charge counters on this equal to the tapped creature's power"


def station_ability() -> ActivatedAbility:
    """702.184a: the station keyword ability."""
    return ActivatedAbility(text=STATION, keyword=STATION, cost=Cost(station=True),
                            effect=(PutStationCounters(),), timing="sorcery")


@dataclass(frozen=True, slots=True)
class BecomeStationCreature(Modification):
    """721.2b: the P/T box of the last station symbol: "it's an artifact creature" (layer
    4) at the threshold; its power and toughness are the printed ones (721.2b)."""

    def layer(self, cda: bool) -> Layer:
        return Layer.TYPE

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        if values.power is not None and values.toughness is not None:
            values.types = values.types | {CardType.ARTIFACT, CardType.CREATURE}

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({TYPES})

    def describe(self) -> str:
        return "is an artifact creature"


@dataclass(frozen=True, slots=True)
class StationBand(StaticAbility):
    """721.2: "STATION N+" and the abilities beside it; `pt_box` for the last band."""

    threshold: int = 0
    granted: tuple[Ability, ...] = ()
    pt_box: bool = False

    @property
    def label(self) -> str:
        return f"STATION {self.threshold}+"


def station_band(threshold: int, granted: tuple[Ability, ...], pt_box: bool) -> StationBand:
    """721.2a/b: as long as it has N or more charge counters it has the band's abilities
    (and, with the P/T box, is an artifact creature)."""
    mods: tuple[Modification, ...] = ()
    if pt_box:
        mods += (BecomeStationCreature(),)
    if granted:
        mods += (AddAbilities(granted),)
    label = f"STATION {threshold}+"
    words = (["is an artifact creature"] if pt_box else []) + (
        ["has " + ", ".join(a.short for a in granted)] if granted else [])
    spec = EffectSpec(mods=mods, affects=Affects.SELF,
                      condition=CountersOnAtLeast(CHARGE, threshold),
                      duration=Duration.WHILE_SOURCE, text=f"{label}: " + ", ".join(words))
    return StationBand(text=label, keyword=label, effects=(spec,) if mods else (),
                       threshold=threshold, granted=granted, pt_box=pt_box)


def station_paid(paid: dict[str, object]) -> dict[str, object]:
    """What a paid station cost leaves with the ability on the stack (702.184a)."""
    return {k: paid[k] for k in (STATION_TAPPED, STATION_POWER) if k in paid}
