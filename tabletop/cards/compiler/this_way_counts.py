"""What the instruction before did, counted (608.2c; grammar/this_way_counts.lark): "You
lose 2 life for each creature that died this way", "You create a 2/2 black Zombie
creature token for each creature sacrificed this way", and the same count leading its
sentence: "For each creature card exiled this way, create a 2/2 black Zombie creature
token." The count is a marker (MovedThisWay) until the sentences are joined; then the
instruction that moved the objects is wrapped in a CountDestroyed that counts them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.counted_moves import (
    CountDestroyed,
    DestroyedThisWay,
    EachMovedControllerDoes,
    RepeatFor,
)
from tabletop.engine.definitions.each_player_own import ACTING
from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    Destroy,
    Exile,
    Instruction,
    PlayerRef,
    ReturnToHand,
    Sacrifice,
)
from tabletop.engine.definitions.nested import KEEP, nested_values, rewrite, substitute

# the instructions whose moved objects "this way" counts
_COUNTED = (Destroy, Exile, Sacrifice, ReturnToHand)


@dataclass(frozen=True, slots=True)
class MovedThisWay(Expr):
    """"for each creature destroyed this way" while compiling: folded into a
    CountDestroyed of the instruction before (`fold_moved_this_way`), never run."""

    filter: ObjectFilter

    def evaluate(self, ctx: EvalContext) -> int:
        raise KeyError("'this way' not folded into the instruction it counts")

    def describe(self) -> str:
        return "the number moved this way"


@dataclass(frozen=True, slots=True)
class ByEachController(Instruction):
    """"For each creature destroyed this way, its controller creates ...": `steps` by the
    controller of each one moved (ACTING); folded like MovedThisWay, never run."""

    filter: ObjectFilter
    steps: tuple[Instruction, ...]

    def describe(self) -> str:
        return "for each one moved this way, its controller: ..."


def counts_moved(item: object) -> bool:
    if isinstance(item, ByEachController):
        return True
    return isinstance(item, Instruction) and \
        any(isinstance(v, MovedThisWay) for v in nested_values(item))


def fold_moved_this_way(before: list[Any], item: Instruction) -> list[Any]:
    """`item` counting what the instruction just before it moved (608.2c)."""
    if isinstance(item, ByEachController):
        flt_item: tuple[ObjectFilter, Instruction] = \
            (item.filter, EachMovedControllerDoes(item.steps))
        return _fold(before, *flt_item)
    filters = {v.filter for v in nested_values(item) if isinstance(v, MovedThisWay)}
    if len(filters) != 1:
        raise CompileError("'this way' counting two kinds of objects")
    (flt,) = filters
    return _fold(before, flt, substitute(item, MovedThisWay, DestroyedThisWay()))


def _fold(before: list[Any], flt: ObjectFilter, then: Instruction) -> list[Any]:
    last = before[-1] if before else None
    if isinstance(last, CountDestroyed) and last.filter == flt:  # a second count of it
        return [*before[:-1], CountDestroyed(last.inner, flt, (*last.then, then))]
    if not isinstance(last, _COUNTED):
        raise CompileError("'this way' after no destroying, exiling or sacrificing")
    return [*before[:-1], CountDestroyed(last, flt, (then,))]


def _by_acting(value: Any) -> Any:
    """`value` with "its controller" (PlayerRef "controller") the player doing it
    (ACTING)."""
    return rewrite(value, lambda v: (ACTING if v.who == "controller" else v)
                   if isinstance(v, PlayerRef) else KEEP)


@v_args(inline=True)
class ThisWayCountRules(ClauseRules):
    def fe_moved_this_way(self, desc: Desc) -> Expr:
        if desc.player is not None or desc.kind not in ("object", "card"):
            raise CompileError("'this way' of a player's objects")
        return MovedThisWay(desc.filter)

    def sentence_leading_for_each(self, desc: Desc, instrs: list[Any]) -> list[Any]:
        """"For each creature card exiled this way, create a 2/2 black Zombie creature
        token.": the instructions once for each (608.2c). "its controller" would be each
        one's own: not read here."""
        rules: Any = self  # the transformer has every family's rules
        steps: tuple[Instruction, ...] = rules._wrapped(instrs)
        if any(isinstance(v, PlayerRef) and v.who == "owner" for v in nested_values(steps)):
            raise CompileError("'for each ..., its owner' (each one's own)")
        if any(isinstance(v, PlayerRef) and v.who == "controller"
               for v in nested_values(steps)):  # each one's own controller
            self.fe_moved_this_way(desc)  # the same checks
            own = tuple(_by_acting(s) for s in steps)
            return [ByEachController(desc.filter, own)]
        return [RepeatFor(self.fe_moved_this_way(desc), steps)]
