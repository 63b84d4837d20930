"""Instructions that follow up on what an earlier instruction of the same ability did or
could not do: "Sacrifice a creature. If you can't, ..." (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, Ref
from tabletop.engine.definitions.player_values import OfPlayer


@dataclass(frozen=True, slots=True)
class IfChoseFewer(Instruction):
    """"If you can't, draw a card" after "return a land card from your graveyard" or
    "sacrifice a creature": `then` is followed when the ability's last choice of objects
    (ChooseObjects) found fewer than `count`, i.e. the instruction couldn't be done."""

    count: int
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        inner = "; ".join(i.describe() for i in self.then)
        return f"if you couldn't: {inner}"


@dataclass(frozen=True, slots=True)
class IfChoseAny(Instruction):
    """"Tap any number of untapped artifacts you control. When you do, ..." (603.12, read
    as the same ability): `then` is followed when the last choice chose at least one."""

    then: tuple[Instruction, ...]

    def describe(self) -> str:
        inner = "; ".join(i.describe() for i in self.then)
        return f"if you chose any: {inner}"


@dataclass(frozen=True, slots=True)
class CountDifference(OfPlayer):
    """"the difference" of "If they control fewer lands than you, create a number of ...
    equal to the difference": `inner` for you minus `inner` for the player `who` names
    (none when that isn't positive); the resolving ability knows who that is."""

    def evaluate(self, ctx: EvalContext) -> int:
        return 0

    def for_player(self, ctx: EvalContext, player: str) -> int:
        return self.inner.evaluate(ctx) - self.inner.evaluate(replace(ctx, controller=player))

    def describe(self) -> str:
        return f"how many more {self.inner.describe()} than {self.who.describe()}"


@dataclass(frozen=True, slots=True)
class ChooseAnyObject(Instruction):
    """"Choose a creature or planeswalker" (not a target, 115.10): the controller chooses
    one permanent matching `filter`, anyone's (the answer `choose`); "up to one": maybe
    none. The instructions after it act on it or spare it (ChosenRef)."""

    filter: ObjectFilter
    optional: bool = False

    def describe(self) -> str:
        return f"choose {'up to one' if self.optional else 'a'} {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class DestroyAllButChosen(Instruction):
    """"..., then destroy all other creatures and planeswalkers": every permanent matching
    `filter` but the one just chosen, at the same time (701.8)."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"destroy all other {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class EitherOr(Instruction):
    """"[do this] or [do that]" (608.2d): the controller chooses which as it resolves (the
    answer `either`: 0 the first, 1 the second; unanswered, the first)."""

    first: tuple[Instruction, ...]
    second: tuple[Instruction, ...]

    def describe(self) -> str:
        first = "; ".join(i.describe() for i in self.first)
        second = "; ".join(i.describe() for i in self.second)
        return f"either {first}, or {second}"


@dataclass(frozen=True, slots=True)
class DestroyByChosenNumber(Instruction):
    """"Choose a number between 0 and 10. Destroy all creatures with power greater than or
    equal to the chosen number." (608.2d: the number is chosen as it resolves, the answer
    `number`): every permanent matching `filter` whose `stat` compares (`op`) with it."""

    filter: ObjectFilter
    stat: str
    op: str
    low: int
    high: int

    def describe(self) -> str:
        return f"choose a number from {self.low} to {self.high}; destroy all " \
               f"{self.filter.describe()} with {self.stat.replace('_', ' ')} {self.op} it"


@dataclass(frozen=True, slots=True)
class DestroyThen(Instruction):
    """"Destroy ... If a creature you controlled was destroyed this way, ...": destroys
    what `what` names, then follows `then` when one of them matching `filter` that you
    controlled was destroyed (701.8)."""

    what: Ref
    filter: ObjectFilter
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        inner = "; ".join(i.describe() for i in self.then)
        return f"destroy {self.what.describe()}; if a {self.filter.describe()} you " \
               f"controlled was destroyed this way: {inner}"


@dataclass(frozen=True, slots=True)
class CreateTokenCopiesOfEach(Instruction):
    """"For each other nonland permanent you control, create a token that's a copy of that
    permanent." (707.2): one token copy of each permanent `filter` matches now."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"create a token copy of each {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class CastCopyOf(Instruction):
    """"Copy it, then you may cast the copy without paying its mana cost." (707.12): a copy
    of the card `what` names is made where the card is and cast now (608.2g; the answer
    `may`); a copy not cast ceases to exist (704.5d)."""

    what: Ref

    def describe(self) -> str:
        return f"you may cast a copy of {self.what.describe()} without paying its mana cost"


@dataclass(frozen=True, slots=True)
class TokenCopyOfSpellTarget(Instruction):
    """"Whenever you cast a spell that targets only a single artifact or creature you
    control, create a token that's a copy of that artifact or creature" (707.2): a token
    copy of the target of the spell that triggered the ability."""

    not_legendary: bool = False  # 707.9b

    def describe(self) -> str:
        return "create a token copy of that spell's target"
