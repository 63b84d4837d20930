"""Costs (118, 601.2f-h, 602.2b): mana, tapping, sacrifice, life, discard, counters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.engine.filters import ObjectFilter


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
    pay_life: int = 0
    remove_counters: tuple[tuple[str, int], ...] = ()  # ("level", 1); n = -1 means all
    exile_from_graveyard: int = 0
    exile_filter: ObjectFilter | None = None
    loyalty: int | None = None  # 606: +1, 0, -3

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
            parts.append(f"Sacrifice a {self.sacrifice.describe()}")
        if self.discard:
            parts.append(f"Discard {self.discard} card{'s' if self.discard > 1 else ''}"
                         + (" at random" if self.discard_random else ""))
        if self.pay_life:
            parts.append(f"Pay {self.pay_life} life")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {'all' if n < 0 else n} {kind} counter(s)")
        if self.exile_from_graveyard:
            parts.append(f"Exile {self.exile_from_graveyard} card(s) from your graveyard")
        return ", ".join(parts) or "no cost"

    @property
    def is_free(self) -> bool:
        return self.describe() == "no cost"
