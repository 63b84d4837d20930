"""614.12, 614.1c: a choice to pay a cost as a permanent enters, or it enters tapped
("As ~ enters, you may pay 2 life. If you don't, ~ enters tapped.", "As ~ enters, you may
reveal a Faerie card from your hand. If you don't, ~ enters tapped.")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.replacement_specs import ReplacementSpec

# the `choices` key of the answer: True (pay the life) or the id of the card revealed
AS_ENTERS_PAID = "as_enters_paid"


@dataclass(frozen=True, slots=True)
class EntersTappedUnlessPaid(ReplacementSpec):
    """Pay `life` life, or reveal a card of `reveal` from your hand, as it enters; if the
    controller doesn't, it enters tapped."""

    kind: ClassVar[str] = "enters_tapped_unless_paid"
    life: int = 0
    reveal: ObjectFilter | None = None

    def describe(self) -> str:
        cost = f"pay {self.life} life" if self.reveal is None else \
            f"reveal a {self.reveal.describe()} from your hand"
        return f"as it enters, you may {cost}; if you don't, it enters tapped"


@dataclass(frozen=True, slots=True)
class EntersWithCounterIfRevealed(EntersTappedUnlessPaid):
    """"As ~ enters, you may reveal a Dragon card from your hand. If you do or if you
    control a Dragon, ~ enters with a +1/+1 counter on it." (614.12, 614.1c): the card is
    revealed as for EntersTappedUnlessPaid (the same answer); nothing enters tapped."""

    kind: ClassVar[str] = "enters_with_counter_if_revealed"
    counter: str = "+1/+1"
    n: int = 1
    or_condition: Condition | None = None

    def describe(self) -> str:
        reveal = self.reveal.describe() if self.reveal is not None else "card"
        return f"as it enters, you may reveal a {reveal} from your hand; if you do (or " \
               f"{self.or_condition.describe() if self.or_condition else 'not'}), it enters " \
               f"with {self.n} {self.counter} counter(s)"
