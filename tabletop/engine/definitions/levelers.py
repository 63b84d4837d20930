"""Leveler cards as data: the level up keyword (702.87) and level symbols (711.2)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import Ability, ActivatedAbility, LevelBand
from tabletop.engine.definitions.conditions import LevelBetween
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    Duration,
    EffectSpec,
    Modification,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.instructions import PutCounters, SelfRef
from tabletop.engine.model.mana import ManaCost


def level_up(cost: ManaCost) -> ActivatedAbility:
    """702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
    Activate only as a sorcery."."""
    return ActivatedAbility(
        text=f"Level up {cost.text}",
        keyword="Level up",
        cost=Cost(mana=cost),
        effect=(PutCounters("level", Const(1), SelfRef()),),
        timing="sorcery",
    )


def level_band(low: int, high: int | None, power: int, toughness: int,
               granted: tuple[Ability, ...]) -> LevelBand:
    """711.2: a level symbol is a static ability: while the level is in range the creature
    has base power and toughness [P/T] (layer 7b) and the band's abilities (layer 6)."""
    label = f"LEVEL {low}+" if high is None else f"LEVEL {low}-{high}"
    mods: tuple[Modification, ...] = (SetPT(Const(power), Const(toughness)),)
    if granted:
        mods = (AddAbilities(granted), *mods)
    spec = EffectSpec(
        mods=mods,
        affects=Affects.SELF,
        condition=LevelBetween(low, high),
        duration=Duration.WHILE_SOURCE,
        text=f"{label}: base P/T {power}/{toughness}"
        + (", has " + ", ".join(a.short for a in granted) if granted else ""),
    )
    return LevelBand(text=label, keyword=label, effects=(spec,), low=low, high=high,
                     power=power, toughness=toughness, granted=granted)
