"""Awaken (702.113): "Awaken N—[cost]": an alternative cost (the answer `cost` =
"awaken"); a spell cast for it also puts N +1/+1 counters on target land you control, and
that land becomes a 0/0 Elemental creature with haste that's still a land (702.113a)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import KeywordAbility

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import Instruction, TargetSpec

AWAKEN = "awaken"


@dataclass(frozen=True, slots=True)
class AwakenAbility(KeywordAbility):
    """`parameter` is the awaken cost; `targets` and `effect` what awakening adds."""

    targets: tuple[TargetSpec, ...] = ()
    effect: tuple[Instruction, ...] = ()


def awakened(choices: dict[str, Any]) -> bool:
    return str(choices.get("cost", "")).lower() == AWAKEN


def awaken_ability(abilities: tuple[object, ...]) -> AwakenAbility | None:
    return next((a for a in abilities if isinstance(a, AwakenAbility)), None)
