"""Costs as data (118, 602.2b): mana, tapping, sacrifice, life, discard, counters; and
the arithmetic of cost increases and reductions (601.2f)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.model.mana import ManaCost, ManaSymbol

if TYPE_CHECKING:
    from tabletop.engine.definitions.cost_steps import CostStep
    from tabletop.engine.definitions.filters import ObjectFilter


REMOVE_X = -2  # remove_counters, tap_count: the number is X (107.3)


@dataclass(frozen=True, slots=True)
class Cost:
    """Everything a cost can ask for; an empty Cost costs nothing."""

    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False  # {T} (602.5a: creatures need to have been controlled since the turn began)
    untap: bool = False  # {Q}
    sacrifice_self: bool = False
    sacrifice: ObjectFilter | None = None  # "Sacrifice an artifact or creature"
    sacrifice_count: int = 0
    discard: int = 0
    discard_random: bool = False
    discard_filter: ObjectFilter | None = None  # "Discard a creature card" (cards in hand)
    pay_life: int = 0
    # ("level", 1); n = -1 means all, n = REMOVE_X as many as the chosen X ("Remove any
    # number of storage counters")
    remove_counters: tuple[tuple[str, int], ...] = ()
    exile_from_graveyard: int = 0
    exile_filter: ObjectFilter | None = None
    loyalty: int | None = None  # 606: +1, 0, -3
    # 702.122a crew N: "Tap any number of untapped creatures you control with total power
    # N or greater" (the creatures are the answer `tap`)
    crew_power: int = 0
    tap_filter: ObjectFilter | None = None  # "Tap an untapped creature you control"
    tap_count: int = 0
    return_filter: ObjectFilter | None = None  # "Return a land you control to its owner's hand"
    energy: int = 0  # 107.14: "Pay {E}{E}"
    discard_self: bool = False  # "Discard this card" (bloodrush, channel: from the hand)
    exile_self: bool = False  # "Exile ~:"
    sacrifice_attached: bool = False  # "Sacrifice enchanted creature:" (the Aura's host)
    # 702.184a station: "Tap another untapped creature you control" (the answer `tap`)
    station: bool = False
    steps: tuple[CostStep, ...] = ()  # more parts (definitions/cost_steps.py)

    def describe(self) -> str:
        parts: list[str] = []
        if self.loyalty is not None:
            parts.append(f"[{self.loyalty:+d}]" if self.loyalty else "[0]")
        if not self.mana.is_empty():
            parts.append(self.mana.text)
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        if self.sacrifice is not None:
            many = self.sacrifice_count if self.sacrifice_count > 1 else "a"
            parts.append(f"Sacrifice {many} {self.sacrifice.describe()}")
        if self.discard:
            kind = f"{self.discard_filter.describe()} " if self.discard_filter else ""
            parts.append(f"Discard {self.discard} {kind}card{'s' if self.discard > 1 else ''}"
                         + (" at random" if self.discard_random else ""))
        if self.pay_life:
            parts.append(f"Pay {self.pay_life} life")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {'all' if n < 0 else n} {kind} counter(s)")
        if self.exile_from_graveyard:
            parts.append(f"Exile {self.exile_from_graveyard} card(s) from your graveyard")
        if self.crew_power:
            parts.append(f"Tap untapped creatures you control with total power "
                         f"{self.crew_power} or greater")
        if self.tap_filter is not None:
            count = "X" if self.tap_count == REMOVE_X else str(self.tap_count)
            parts.append(f"Tap {count} untapped {self.tap_filter.describe()}")
        if self.return_filter is not None:
            parts.append(f"Return a {self.return_filter.describe()} to its owner's hand")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.discard_self:
            parts.append("Discard this card")
        if self.exile_self:
            parts.append("Exile this")
        if self.sacrifice_attached:
            parts.append("Sacrifice the permanent it is attached to")
        if self.station:
            parts.append("Tap another untapped creature you control")
        parts.extend(step.describe() for step in self.steps)
        return ", ".join(parts) or "no cost"

    def is_tap_only(self) -> bool:
        """{T} and nothing else (the mana abilities automatic payment uses, 605.1a)."""
        return self.tap and self == Cost(tap=True)


def reduce_generic(cost: ManaCost, amount: int, keep: int = 0) -> ManaCost:
    """601.2f: a cost reduction takes generic mana off (never below `keep` mana in all)."""
    if amount <= 0:
        return cost
    total_mana = cost.mana_value
    out: list[ManaSymbol] = []
    for s in cost.symbols:
        if s.kind == "generic" and amount > 0:
            cut = min(s.amount, amount, max(0, total_mana - keep))
            amount -= cut
            total_mana -= cut
            if s.amount - cut:
                out.append(ManaSymbol("generic", amount=s.amount - cut))
        else:
            out.append(s)
    return ManaCost(tuple(out))


def add_generic(cost: ManaCost, amount: int) -> ManaCost:
    """601.2f: a cost increase adds generic mana."""
    if amount <= 0:
        return cost
    return ManaCost((ManaSymbol("generic", amount=amount), *cost.symbols))
