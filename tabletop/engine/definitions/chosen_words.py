"""614.12: "As ~ enters, choose Khans or Dragons." and the abilities printed after a
bullet with each word ("• Khans — [ability]"): the permanent has the abilities of the word
chosen as it entered (the Sieges). The word is kept in GameObject.chosen under
CHOSEN_WORD; the cast carries the answer as choices `either` (0 the first, 1 the second)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import AddAbilities, Affects, Duration, EffectSpec
from tabletop.engine.definitions.replacement_specs import ReplacementSpec
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

CHOSEN_WORD = "chosen_word"  # GameObject.chosen: the word chosen as it entered
EITHER = "either"  # the choices key of the answer (0: the first word, 1: the second)


@dataclass(frozen=True, slots=True)
class EntersChoosingWord(ReplacementSpec):
    """614.12: "As ~ enters, choose Khans or Dragons."."""

    kind: ClassVar[str] = "enters_choosing_word"
    words: tuple[str, ...]

    def describe(self) -> str:
        return f"as it enters, choose {' or '.join(self.words)}"


@dataclass(frozen=True, slots=True)
class WordChosen(Condition):
    """"• Khans — ...": this permanent's word chosen as it entered is `word`."""

    word: str

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        obj = ctx.board.obj(ctx.source)
        return obj.zone == Zone.BATTLEFIELD and obj.chosen.get(CHOSEN_WORD) == self.word

    def describe(self) -> str:
        return f"{self.word} was chosen"


def word_band(word: str, text: str, granted: tuple[Ability, ...]) -> StaticAbility:
    """"• [word] — [ability]": the permanent has the ability while the word is chosen."""
    spec = EffectSpec(mods=(AddAbilities(granted),), affects=Affects.SELF,
                      condition=WordChosen(word), duration=Duration.WHILE_SOURCE,
                      text=f"{word}: has " + ", ".join(a.short for a in granted))
    return StaticAbility(text=text, keyword=word, effects=(spec,))
