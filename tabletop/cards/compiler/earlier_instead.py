"""A spell's "instead" printed on a line of its own (614.15): "Create a 2/2 Wolf token." /
"Morbid — Create three Wolf tokens instead if a creature died this turn." The line's
sentence replaces the last instruction of the lines before it; until the spell's lines are
joined it is this marker, accepted only as the first instruction of a spell line that has
instructions before it (compile.py folds it there, anything else is not understood)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.cards.compiler.leftover_trees import holds
from tabletop.cards.compiler.phrases import CompileError, SpellPart
from tabletop.engine.definitions.conditions import Condition, Not
from tabletop.engine.definitions.instructions import Conditional, Instruction


@dataclass(frozen=True, slots=True)
class InsteadOfEarlier(Instruction):
    """The compiler's marker: `then` replaces the instruction before this line's when
    `condition` holds."""

    condition: Condition
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        return f"instead, if {self.condition.describe()}: " + \
            "; ".join(i.describe() for i in self.then)


def holds_earlier_instead(value: Any) -> bool:
    return holds(value, (InsteadOfEarlier,))


def fold_earlier(before: list[Instruction], effect: tuple[Instruction, ...]
                 ) -> list[Instruction]:
    """The spell's instructions with this line's folded in (its marker first)."""
    marker, rest = effect[0], effect[1:]
    if not isinstance(marker, InsteadOfEarlier) or not before or holds_earlier_instead(rest):
        raise CompileError("'instead' after nothing")
    old = before[-1]
    return [*before[:-1], Conditional(marker.condition, marker.then),
            Conditional(Not(marker.condition), (old,)), *rest]


def accepts_earlier(result: Any, before: list[Instruction]) -> bool:
    """Whether a clause's result may keep the marker: a spell line starting with it after
    instructions of earlier lines."""
    if not holds_earlier_instead(result):
        return True
    return isinstance(result, SpellPart) and bool(before) and bool(result.effect) and \
        isinstance(result.effect[0], InsteadOfEarlier) and \
        not holds_earlier_instead((result.effect[0].then, result.effect[1:]))
