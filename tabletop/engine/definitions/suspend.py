"""Suspend (702.62): "Suspend N—[cost]"; the card is exiled from its owner's hand with N
time counters (a special action, 116.2f), loses one each upkeep, and is cast without
paying its mana cost when the last is removed; a creature spell cast this way has haste
until its controller loses control of it (`SUSPEND_HASTE`, a note on the permanent)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.abilities import KeywordAbility

SUSPEND_HASTE = "suspend_haste"  # GameObject.chosen: cast by suspend, haste while controlled


@dataclass(frozen=True, slots=True)
class SuspendAbility(KeywordAbility):
    """`parameter` is the suspend cost; `time` the number of time counters."""

    time: int = 0
