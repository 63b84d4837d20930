"""Compiling the banded blocks of Cases (719), station cards (702.184, 721) and prototype
cards (702.160) to engine abilities; the blocks are read by banded_blocks.py.

A Case's condition is read by the grammar's `condition` rule, as the intervening "if" of
"At the beginning of your end step, if [condition]" (719.3a), so every condition the
grammar knows elsewhere works on a Case too.
"""

from __future__ import annotations

from typing import Any, Protocol

from lark.exceptions import VisitError

from tabletop.cards.compiler.banded_blocks import (
    BandedBlock,
    CaseGoal,
    CaseSolved,
    PrototypeLine,
    StationKeyword,
    StationSymbol,
)
from tabletop.cards.compiler.clause_rules import QuotedCompiler
from tabletop.cards.compiler.parser import parse
from tabletop.cards.compiler.phrases import CompileError
from tabletop.cards.compiler.scope import Scope
from tabletop.cards.compiler.text import Clause, close_quotes, mark_self, mark_self_by_type
from tabletop.cards.compiler.transformer import OracleTransformer
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.cases import solved_band, to_solve_ability
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.prototypes import prototype_ability
from tabletop.engine.definitions.stations import station_ability, station_band
from tabletop.engine.model.mana import ManaCost, ManaError

_END_STEP_IF = "At the beginning of your end step, if "


class BandCompiler(Protocol):
    """What the text compiler offers a band: its name, what it could not read, the
    reminder texts, and the abilities printed in a band."""

    name: str
    unknown: list[str]
    reminders: list[str]

    def scope(self) -> Scope: ...

    def quoted_compiler(self) -> QuotedCompiler: ...

    def granted(self, lines: tuple[Clause, ...]) -> tuple[Ability, ...]: ...


def compile_banded(compiler: BandCompiler, block: BandedBlock) -> list[Ability]:
    """The abilities of one block (unread clauses go to `compiler.unknown`)."""
    if isinstance(block, CaseGoal):
        return [_to_solve(compiler, block.goal)]
    if isinstance(block, CaseSolved):
        return [solved_band(compiler.granted((block.ability,)))]
    if isinstance(block, StationKeyword):
        compiler.reminders.extend(block.reminders)
        return [station_ability()]
    if isinstance(block, StationSymbol):
        return [station_band(block.threshold, compiler.granted(block.lines), block.last)]
    compiler.reminders.extend(block.reminders)
    return _prototype(compiler, block)


def _to_solve(compiler: BandCompiler, goal: Clause) -> Ability:
    """719.3a: "To solve — [condition]"; its reminder text is shown, never compiled."""
    compiler.reminders.extend(goal.reminders)
    text = goal.text.rstrip(".")
    condition = _condition(compiler, text[:1].lower() + text[1:])
    if condition is None:
        compiler.unknown.append(f"To solve — {goal.text}")
        return Ability(text=f"To solve — {goal.text}")
    return to_solve_ability(condition, goal.text)


def _condition(compiler: BandCompiler, text: str) -> Condition | None:
    """The condition as the intervening "if" of an end step trigger (603.4)."""
    source = close_quotes(mark_self_by_type(mark_self(_END_STEP_IF + text, compiler.name)))
    tree = parse(source, "start_trigger_head")
    if tree is None:
        return None
    try:
        made: Any = OracleTransformer(compiler.scope(), source, source,
                                 compiler.quoted_compiler()).transform(tree)
    except (VisitError, CompileError):
        return None
    _, condition = made  # start_trigger_head: (triggers, condition)
    return condition if isinstance(condition, Condition) else None


def _prototype(compiler: BandCompiler, line: PrototypeLine) -> list[Ability]:
    """702.160a: "Prototype [mana cost] — [P]/[T]"."""
    try:
        cost = ManaCost.parse(line.cost)
    except ManaError:
        compiler.unknown.append(f"Prototype {line.cost} — {line.power}/{line.toughness}")
        return [Ability(text=f"Prototype {line.cost} — {line.power}/{line.toughness}")]
    return [prototype_ability(cost, line.power, line.toughness)]
