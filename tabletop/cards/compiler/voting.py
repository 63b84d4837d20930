"""Voting (701.38): will of the council and council's dilemma. "Starting with you, each
player votes for A or B." is one Vote; the sentences after it that say which option
"gets more votes [or the vote is tied]" fold into it as its outcomes; "for each A vote"
counts the tally (engine: rules/voting.py)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, SelfFolding
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.definitions.voting import Vote, VoteCount


@dataclass(frozen=True)
class VoteOutcome(SelfFolding):
    """"If grace gets more votes, ...": folded into the vote before it."""

    option: str
    tied: bool
    then: tuple[Instruction, ...]

    def fold(self, before: list[Any]) -> list[Any]:
        vote = next((i for i in reversed(before) if isinstance(i, Vote)), None)
        if vote is None or self.option not in vote.options:
            raise CompileError(f"'{self.option} gets more votes' without that vote")
        at = len(before) - 1 - before[::-1].index(vote)
        outcome = (self.option, self.tied, self.then)
        return [*before[:at], replace(vote, outcomes=(*vote.outcomes, outcome)),
                *before[at + 1:]]


@v_args(inline=True)
class VotingRules(ClauseRules):
    def sentence_vote(self, first: Token, second: Token) -> list[Any]:
        return [Vote((str(first).lower(), str(second).lower()))]

    def _outcome(self, option: Token, instrs: Any, tied: bool) -> list[Any]:
        rules: Any = self  # the transformer has every family's rules
        then: tuple[Instruction, ...] = rules._wrapped(instrs)
        return [VoteOutcome(str(option).lower(), tied, then)]

    def sentence_vote_wins(self, option: Token, instrs: Any) -> list[Any]:
        return self._outcome(option, instrs, False)

    def sentence_vote_wins_or_tied(self, option: Token, instrs: Any) -> list[Any]:
        return self._outcome(option, instrs, True)

    def fe_vote(self, option: Token) -> Expr:
        if "votes for" not in self.source.lower():
            raise CompileError("'for each ... vote' without a vote")
        return VoteCount(str(option).lower())
