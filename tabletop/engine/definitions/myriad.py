"""702.116 myriad: "Whenever this creature attacks, for each opponent other than defending
player, you may create a token that's a copy of this creature that's tapped and attacking
that player or a planeswalker they control. Exile the tokens at end of combat." Each
token is made unless the answer `may` says no, and attacks that player (the engine's
default over their planeswalkers); the exile is a delayed trigger (603.7)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.instructions import Instruction


@dataclass(frozen=True, slots=True)
class MyriadCopies(Instruction):
    def describe(self) -> str:
        return ("for each opponent other than defending player, create a token copy of "
                "this creature tapped and attacking that player")
