"""More parts of an activation cost (118, 602.2b) as data: milling or exiling from the top
of the library, returning or exerting the source, putting or removing counters, exiling
cards from the hand, sacrificing or returning several different permanents. Each one is
checked before anything is paid and paid in rules/cost_steps.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.definitions.filters import ObjectFilter

X_COUNT = -1  # a step's `n`: as many as the X chosen as it is activated (107.3, 601.2b)


def count_text(n: int) -> str:
    return "X" if n == X_COUNT else str(n)


@dataclass(frozen=True, slots=True)
class CostStep:
    """One part of a cost; `describe` is how the cost reads back."""

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class MillCost(CostStep):
    """"Put the top card of your library into your graveyard" (701.13: mill n)."""

    n: int = 1

    def describe(self) -> str:
        return f"Mill {self.n}"


@dataclass(frozen=True, slots=True)
class ExileTopCost(CostStep):
    """"Exile the top card of your library"."""

    n: int = 1

    def describe(self) -> str:
        return f"Exile the top {self.n} card(s) of your library"


@dataclass(frozen=True, slots=True)
class ReturnSelfCost(CostStep):
    """"Return ~ to its owner's hand"."""

    def describe(self) -> str:
        return "Return this to its owner's hand"


@dataclass(frozen=True, slots=True)
class ExertSelfCost(CostStep):
    """"Exert ~" (701.43a: it won't untap during its controller's next untap step)."""

    def describe(self) -> str:
        return "Exert this"


@dataclass(frozen=True, slots=True)
class PutCountersCost(CostStep):
    """"Put a -1/-1 counter on ~" (`on` None) or "on a creature you control"."""

    kind: str
    n: int = 1
    on: ObjectFilter | None = None

    def describe(self) -> str:
        where = "this" if self.on is None else f"a {self.on.describe()}"
        return f"Put {self.n} {self.kind} counter(s) on {where}"


@dataclass(frozen=True, slots=True)
class RemoveCountersAmongCost(CostStep):
    """"Remove a +1/+1 counter from a creature you control", "Remove two +1/+1 counters
    from among creatures you control"."""

    kind: str
    n: int
    among: ObjectFilter

    def describe(self) -> str:
        return (f"Remove {count_text(self.n)} {self.kind} counter(s) from among "
                f"{self.among.describe()}")


@dataclass(frozen=True, slots=True)
class ExileFromHandCost(CostStep):
    """"Exile a card from your hand", "Exile a nonland card from your hand"."""

    n: int = 1
    filter: ObjectFilter | None = None

    def describe(self) -> str:
        kind = "" if self.filter is None else f"{self.filter.describe()} "
        return f"Exile {self.n} {kind}card(s) from your hand"


@dataclass(frozen=True, slots=True)
class SacrificeEachCost(CostStep):
    """"Sacrifice a creature and a Swamp": one permanent for each filter, all different."""

    filters: tuple[ObjectFilter, ...]

    def describe(self) -> str:
        return "Sacrifice " + " and ".join(f"a {f.describe()}" for f in self.filters)


@dataclass(frozen=True, slots=True)
class ReturnManyCost(CostStep):
    """"Return two lands you control to their owner's hand"."""

    n: int
    filter: ObjectFilter

    def describe(self) -> str:
        return f"Return {self.n} {self.filter.describe()} to their owner's hand"


@dataclass(frozen=True, slots=True)
class HandToLibraryTopCost(CostStep):
    """"Put a card from your hand on top of your library"."""

    n: int = 1

    def describe(self) -> str:
        return f"Put {self.n} card(s) from your hand on top of your library"


@dataclass(frozen=True, slots=True)
class RevealSelfCost(CostStep):
    """"Reveal ~ from your hand" (702.57a forecast): the card stays in the hand."""

    def describe(self) -> str:
        return "Reveal this card from your hand"


@dataclass(frozen=True, slots=True)
class SacrificeManyCost(CostStep):
    """"Sacrifice X lands" (`n` X_COUNT: the X chosen)."""

    n: int
    filter: ObjectFilter

    def describe(self) -> str:
        return f"Sacrifice {count_text(self.n)} {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class ExileFromGraveyardCost(CostStep):
    """"Exile X cards from your graveyard" (`n` X_COUNT: the X chosen)."""

    n: int
    filter: ObjectFilter | None = None

    def describe(self) -> str:
        kind = "" if self.filter is None else f"{self.filter.describe()} "
        return f"Exile {count_text(self.n)} {kind}card(s) from your graveyard"


@dataclass(frozen=True, slots=True)
class ReturnUnblockedAttackerCost(CostStep):
    """702.49a ninjutsu: "Return an unblocked attacking creature you control to its owner's
    hand" (509.1h: blockers were declared and none blocks it)."""

    def describe(self) -> str:
        return "Return an unblocked attacking creature you control to its owner's hand"


@dataclass(frozen=True, slots=True)
class DiscardHandCost(CostStep):
    """"Discard your hand" (Perplex's "unless its controller discards their hand"); an
    empty hand can be discarded too (118.3: nothing in it is needed)."""

    def describe(self) -> str:
        return "Discard your hand"


@dataclass(frozen=True, slots=True)
class ExileGraveyardCost(CostStep):
    """"Exile all cards from your graveyard" (Grip of Amnesia); payable with an empty
    graveyard."""

    def describe(self) -> str:
        return "Exile all cards from your graveyard"
