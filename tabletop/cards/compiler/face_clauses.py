"""Clauses of cards with several faces that become one permanent or open door by door:
meld (712.4a, 701.42) and Rooms (709.5).

- "if you both own and control ~ and a creature named Bruna, the Fading Light, exile them,
  then meld them into ~": the partner's name is a card name the grammar can't read, so it
  is marked (`mark_meld_partner`) and taken from the clause as printed;
- "When you unlock this door", "Whenever you fully unlock a Room" (triggers);
- "unlock a locked door of a Room you control" (an instruction).
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.face_instructions import Meld, OwnAndControlPair, UnlockADoor
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType

PARTNER_MARK = "‹›"
# 712.4a: "... and a creature named <partner>, exile them, then meld them into <back>."
_MELD = re.compile(r"\bnamed (?P<name>[^.]+?), exile them, then meld them into "
                   r"(?P<into>[^.]+?)\.", re.IGNORECASE)

_KIND = re.compile(r"\ban? (creature|land|artifact) named ", re.IGNORECASE)


def mark_meld_partner(source: str) -> str:
    """The names of the meld partner and of the melded permanent replaced by a mark the
    grammar reads (MELD_PARTNER)."""
    return _MELD.sub(f"named {PARTNER_MARK}, exile them, then meld them into "
                     f"{PARTNER_MARK}.", source)


@v_args(inline=True)
class FaceClauseRules(ClauseRules):
    """Meld abilities and the doors of Rooms."""

    def _meld_names(self) -> tuple[str, str]:
        found = _MELD.search(self.text)
        if found is None:
            raise CompileError("a meld clause without the partner's name")
        return found.group("name").strip(), found.group("into").strip()

    def _partner_kind(self, desc: Desc) -> CardType | None:
        types = desc.filter.types
        return next(iter(types)) if len(types) == 1 else None

    def cond_own_and_control_pair(self, _self: Any, desc: Desc, _mark: Any) -> Condition:
        """712.4a: "if you both own and control ~ and a creature named X"."""
        return OwnAndControlPair(self._meld_names()[0], self._partner_kind(desc))

    def i_meld(self, _into: Any) -> list[Instruction]:
        """701.42a: "exile them, then meld them into ~" (them: this and the permanent the
        clause names, of the type it names)."""
        partner, into = self._meld_names()
        kind = _KIND.search(self.text)
        return [Meld(partner, CardType.from_word(kind.group(1)) if kind else None, into)]

    def i_unlock_door(self) -> list[Instruction]:
        return [UnlockADoor()]  # 709.5

    def tr_unlock_this_door(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.DOOR_UNLOCKED, subject="self",
                        text=self._trigger_text())]

    def tr_either(self, first: list[Trigger], second: list[Trigger]) -> list[Trigger]:
        """"Whenever an enchantment you control enters and whenever you fully unlock a
        Room, ...": the ability triggers on either event (one trigger each)."""
        return first + second

    def tr_fully_unlock_room(self) -> list[Trigger]:
        return [Trigger(TriggerEvent.ROOM_FULLY_UNLOCKED, subject="any", whose="your",
                        text=self._trigger_text())]
