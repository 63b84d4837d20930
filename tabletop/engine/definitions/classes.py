"""Classes as data (716): level abilities "[Cost]: Level N" and the abilities each level
adds; like a leveler's bands (711), but gained one level at a time and with no counters."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import Ability, ActivatedAbility, ClassLevelBand
from tabletop.engine.definitions.conditions import ClassLevelBetween
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import AddAbilities, Affects, Duration, EffectSpec
from tabletop.engine.definitions.instructions import BecomeClassLevel
from tabletop.engine.model.mana import ManaCost

CLASS = "Class"


def class_level_ability(level: int, cost: ManaCost) -> ActivatedAbility:
    """716.2a: "[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate only
    if this Class is level N-1 and only as a sorcery."."""
    return ActivatedAbility(
        text=f"{cost.text}: Level {level}",
        keyword=f"Level {level}",
        cost=Cost(mana=cost),
        effect=(BecomeClassLevel(level),),
        timing="sorcery",
        requires=ClassLevelBetween(level - 1, level - 1),
    )


def class_band(level: int, granted: tuple[Ability, ...], cost: ManaCost) -> ClassLevelBand:
    """716.2d: as long as this Class is level N or greater, it has the level's abilities."""
    spec = EffectSpec(
        mods=(AddAbilities(granted),),
        affects=Affects.SELF,
        condition=ClassLevelBetween(level),
        duration=Duration.WHILE_SOURCE,
        text=f"Level {level}: has " + ", ".join(a.short for a in granted),
    )
    return ClassLevelBand(text=f"Level {level}", keyword=None, effects=(spec,), level=level,
                          granted=granted, cost_text=cost.text)
