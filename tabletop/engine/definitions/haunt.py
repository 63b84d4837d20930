"""Haunt (702.55): "When this creature dies, exile it haunting target creature." and the
abilities of a haunting card in exile, "When the creature it haunts dies, ..." (handler:
rules/haunt.py; the trigger subject "haunted", rules/trigger_events.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.definitions.instructions import Instruction, Ref

HAUNT = "Haunt"
# the zone of an instant's or sorcery's haunt trigger: it triggers only as the spell goes
# to its owner's graveyard while it resolves (702.55a; rules/haunt.py puts it there)
RESOLVING = "resolving"
# the mark on a card in exile (`GameObject.chosen`): the id of the creature it haunts
HAUNTING = "haunting"
# Trigger.subject of "the creature it haunts" (702.55c)
HAUNTED = "haunted"


@dataclass(frozen=True, slots=True)
class ExileHaunting(Instruction):
    """702.55a: the card (the haunt ability's source, now in its owner's graveyard) is
    exiled haunting the creature `target` names (702.55b)."""

    target: Ref

    def describe(self) -> str:
        return f"exile it haunting {self.target.describe()}"


def haunts(board: Any, card: int, creature: object) -> bool:
    """Whether the exiled `card` haunts `creature` (702.55b)."""
    try:
        obj = board.obj(card)
    except KeyError:
        return False
    return bool(obj.chosen.get(HAUNTING) == str(creature))
