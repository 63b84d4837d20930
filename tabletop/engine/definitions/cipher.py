"""Cipher (702.99): the card exiled encoded on a creature (702.99a) and its ability from
exile, "Whenever [the creature it's encoded on] deals combat damage to a player, its
controller may cast a copy of the encoded card without paying its mana cost" (702.99c;
rules/cipher.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.definitions.instructions import Instruction

CIPHER = "Cipher"
# the mark on a card in exile (`GameObject.chosen`): the id of the creature it's encoded on
ENCODED_ON = "encoded_on"
# Trigger.subject of "the creature the card is encoded on" (702.99c)
ENCODED = "encoded"


@dataclass(frozen=True, slots=True)
class CastEncodedCopy(Instruction):
    """702.99c: the controller of the creature the card is encoded on may cast a copy of
    the encoded card without paying its mana cost (the answer `may`)."""

    def describe(self) -> str:
        return "its controller may cast a copy of the encoded card without paying its " \
            "mana cost"


def encoded_on(board: Any, card: int, creature: object) -> bool:
    """Whether the exiled `card` is encoded on `creature` (702.99b)."""
    try:
        obj = board.obj(card)
    except KeyError:
        return False
    return bool(obj.chosen.get(ENCODED_ON) == str(creature))
