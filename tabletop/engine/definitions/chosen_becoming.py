""""Target creature becomes the creature type / the color or colors of your choice until end
of turn", "target land becomes the basic land type of your choice": the answer is chosen as
the spell or ability is put on the stack (the engine's choices, as for "the color of your
choice") and written into the effect as it begins (611.2d)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import ChangeColors, ChangeTypes, Modification
from tabletop.engine.model.enums import Color, Layer

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.characteristics import Characteristics

CREATURE_TYPE = "creature_type"
LAND_TYPE = "land_type"
COLORS = "color_set"

# the answer when none is given: the ones "as ~ enters, choose" takes (rules/entering.py),
# which the window preselects too
DEFAULT_ANSWERS = {CREATURE_TYPE: "Human", LAND_TYPE: "Island", COLORS: "white"}

# 105.1: "the color or colors of your choice" is any non-empty set of the five colours
COLOR_SETS: tuple[str, ...] = tuple(
    " ".join(c.name.lower() for c in combo)
    for size in range(1, len(Color) + 1)
    for combo in combinations(tuple(Color), size))


@dataclass(frozen=True, slots=True)
class BecomeChosen(Modification):
    """The object becomes what was chosen (`choice`: creature_type, land_type, colors);
    `answer` is empty until the choice is written in (unanswered: DEFAULT_ANSWERS)."""

    choice: str
    answer: str = ""

    def concrete(self) -> Modification | None:
        if not self.answer:
            return None
        if self.choice == CREATURE_TYPE:  # 205.1b: that creature type instead of the others
            return ChangeTypes(add_subtypes=(self.answer,), lose_other_creature_types=True)
        if self.choice == LAND_TYPE:  # 305.7: the new basic land type replaces the old
            return ChangeTypes(set_land_types=(self.answer,))
        return ChangeColors(set_colors=frozenset(Color.from_word(w) for w in self.answer.split()))

    def layer(self, cda: bool) -> Layer:
        return Layer.COLOR if self.choice == COLORS else Layer.TYPE

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        mod = self.concrete()
        if mod is not None:
            mod.apply(values, ctx)

    @property
    def writes(self) -> frozenset[str]:
        mod = self.concrete()
        if mod is not None:
            return mod.writes
        return ChangeColors().writes if self.choice == COLORS else ChangeTypes().writes

    def with_answers(self, choices: dict[str, object]) -> Modification:
        answer = choices.get(self.choice, DEFAULT_ANSWERS[self.choice])
        if isinstance(answer, (list, tuple, frozenset, set)):
            answer = " ".join(str(a) for a in answer)
        if not isinstance(answer, str) or not answer.strip() or self.answer:
            return self
        text = answer.strip()
        if self.choice == COLORS:
            text = " ".join(w.lower() for w in text.replace(",", " ").split())
            try:
                for word in text.split():
                    Color.from_word(word)
            except ValueError:
                return self
        return BecomeChosen(self.choice, text)

    def describe(self) -> str:
        if self.answer:
            return f"is {self.answer}"
        return "is the " + {CREATURE_TYPE: "creature type", LAND_TYPE: "basic land type",
                            COLORS: "color or colors"}[self.choice] + " chosen"
