"""Cases as data (719): "To solve — [condition]" and "Solved — [ability]".

719.3a: a to-solve ability is a triggered ability: "At the beginning of your end step, if
[condition] and this Case is not solved, this Case becomes solved." 719.3c: a solved ability
functions only while the Case is solved (a static one applies, an activated one can be
activated, a triggered one triggers). Solved is a designation (719.3b), no ability and no
copiable value; a Case that leaves the battlefield becomes a new object, not solved.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import Ability, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import AddAbilities, Affects, Duration, EffectSpec
from tabletop.engine.definitions.instructions import Instruction, Ref
from tabletop.engine.definitions.state_conditions import AllOf
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

CASE = "Case"
SOLVED = "solved"  # GameObject.chosen key of the designation (719.3b)
TO_SOLVE = "To solve"


@dataclass(frozen=True, slots=True)
class CaseSolved(Condition):
    """702.169b: "as long as this Case is solved" (`solved` False: "is not solved")."""

    solved: bool = True

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        obj = ctx.board.obj(ctx.source)
        if obj.zone != Zone.BATTLEFIELD:
            return False
        return bool(obj.chosen.get(SOLVED)) == self.solved

    def describe(self) -> str:
        return "this Case is solved" if self.solved else "this Case is not solved"


@dataclass(frozen=True, slots=True)
class BecomeSolved(Instruction):
    """719.3a: "this Case becomes solved"."""

    def describe(self) -> str:
        return "this Case becomes solved"


@dataclass(frozen=True, slots=True)
class ToSolveAbility(TriggeredAbility):
    """719.3a: the to-solve ability; `goal` is the condition as printed."""

    goal: str = ""


@dataclass(frozen=True, slots=True)
class SolvedBand(StaticAbility):
    """719.3c: the abilities printed after "Solved —": the Case has them while solved."""

    granted: tuple[Ability, ...] = ()


def to_solve_ability(condition: Condition, goal: str) -> ToSolveAbility:
    """719.3a: "To solve — [condition]"."""
    trigger = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="your",
                      text="At the beginning of your end step")
    return ToSolveAbility(text=f"{TO_SOLVE} — {goal}", keyword=TO_SOLVE, trigger=trigger,
                          # 603.4: "if [condition] and this Case is not solved"
                          condition=AllOf((CaseSolved(False), condition)),
                          effect=(BecomeSolved(),),
                          goal=goal)


def solved_band(granted: tuple[Ability, ...]) -> SolvedBand:
    """719.3c: "Solved — [ability]": the Case has it as long as it is solved."""
    spec = EffectSpec(
        mods=(AddAbilities(granted),),
        affects=Affects.SELF,
        condition=CaseSolved(),
        duration=Duration.WHILE_SOURCE,
        text="Solved: has " + ", ".join(a.short for a in granted),
    )
    text = "Solved — " + " ".join(a.text for a in granted)
    return SolvedBand(text=text, keyword="Solved", effects=(spec,), granted=granted)


@dataclass(frozen=True, slots=True)
class SourcesDealtDamage(Condition):
    """"[N] or more sources you controlled dealt damage this turn" (Case of the Burning
    Masks): the distinct sources of this turn's damage events (120) whose controller, as
    they dealt it or as they last existed, is the ability's controller."""

    at_least: int

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        history = getattr(state, "history", None)
        known = getattr(ctx.board, "known_chars", None)
        if history is None or known is None:
            return False
        sources: set[int] = set()
        for source, _, _, _ in history.damage:
            if source is None or source in sources:
                continue
            chars = known(source)
            if chars is not None and chars.controller == ctx.controller:
                sources.add(source)
        return len(sources) >= self.at_least

    def describe(self) -> str:
        return f"{self.at_least} or more sources you controlled dealt damage this turn"


@dataclass(frozen=True, slots=True)
class ChooseOneOf(Instruction):
    """"Exile the top three cards of your library. Choose one of them." (Case of the
    Burning Masks, solved): the controller chooses one of the cards `what` names that is
    still where it went (the answer `choose`, else the first); "that card" afterwards is
    the one chosen (ChosenRef)."""

    what: Ref

    def describe(self) -> str:
        return f"choose one of {self.what.describe()}"
