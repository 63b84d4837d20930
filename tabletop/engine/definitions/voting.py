"""Voting (701.38): "Starting with you, each player votes for grace or condemnation. If
grace gets more votes, ... If condemnation gets more votes or the vote is tied, ..." (will
of the council) and "Put a +1/+1 counter on ~ for each strength vote" (council's
dilemma). Handlers: rules/voting.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class Vote(Instruction):
    """701.38a: starting with the controller and going in turn order, each player votes
    for one of `options` (the answer `vote`: a table of player to option; unanswered, the
    first option). `outcomes`: (option, tied too, instructions) — "If grace gets more
    votes, ...", "... or the vote is tied, ..." — followed as the tally decides."""

    options: tuple[str, ...]
    outcomes: tuple[tuple[str, bool, tuple[Instruction, ...]], ...] = ()

    def describe(self) -> str:
        return "each player votes for " + " or ".join(self.options)


@dataclass(frozen=True, slots=True)
class VoteCount(Expr):
    """"for each strength vote": how many votes `option` got in this resolution's vote
    (written in by Resolution.bind once the players voted; before, none)."""

    option: str

    def evaluate(self, ctx: EvalContext) -> int:
        return 0

    def describe(self) -> str:
        return f"the number of {self.option} votes"

