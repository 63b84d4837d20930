"""Damage shields of one turn with a source of your choice and redirection (615.7, 614.9,
609.7a): "Prevent all damage a red source of your choice would deal this turn", "The
next 1 damage that would be dealt to ~ this turn is dealt to any target instead", "The
next time a source of your choice would deal damage to you this turn, that damage is
dealt to target creature you control instead"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, PlayerRef, Ref

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board

# the `choices` key of "a source of your choice" (609.7a): an object id or a card name
SOURCE_CHOICE = "source"


@dataclass(frozen=True, slots=True)
class DamageShield(Instruction):
    """A shield for this turn: damage to `to` (None: to anything) from a source of your
    choice (`chosen_source`, of the kind `source_filter` says) or from `by` is prevented,
    or, with `redirect`, dealt to that object or player instead (614.9). `amount`: the
    next N damage (None: all of it); `next_time`: only the next damage event (615.7)."""

    to: Ref | PlayerRef | None
    amount: Expr | None = None
    next_time: bool = False
    chosen_source: bool = False
    source_filter: ObjectFilter | None = None
    by: Ref | None = None
    redirect: Ref | PlayerRef | None = None
    to_source_controller: bool = False  # "is dealt to that source's controller instead"
    combat_only: bool = False
    matcher: DamageMatch | None = None
    # "by sources of the color of your choice" (the answer `color`, 105.1)
    by_chosen_color: bool = False

    def describe(self) -> str:
        what = "the next time" if self.next_time else (
            "all" if self.amount is None else f"the next {self.amount.describe()}")
        source = " from a source of your choice" if self.chosen_source else (
            "" if self.by is None else f" from {self.by.describe()}")
        to = "" if self.to is None else f" to {self.to.describe()}"
        then = "prevent it" if self.redirect is None and not self.to_source_controller \
            else "deal it to its source's controller instead" if self.to_source_controller \
            else f"deal it to {self.redirect.describe() if self.redirect else ''} instead"
        match = "" if self.matcher is None else self.matcher.describe()
        if self.by_chosen_color:
            match += " by sources of the color chosen"
        return f"{what} damage{source}{to}{match} this turn: {then}"


@dataclass(frozen=True, slots=True)
class DamageMatch:
    """Which damage a shield of a resolved spell covers, matched as the damage is dealt
    (615.1: "Prevent all combat damage that would be dealt this turn by creatures with
    power 4 or less", "... to players", "... to you and permanents you control"). `by`: the
    source (a permanent, or a spell for "sources"); `to` / `to_players` ("players",
    "you"): the recipient, either of them."""

    by: ObjectFilter | None = None
    to: ObjectFilter | None = None
    to_players: str | None = None

    def applies(self, board: Board, source: int | None, target: object,
                controller: str) -> bool:
        if self.by is not None and not (source is not None and _is(board, self.by, source,
                                                                  controller)):
            return False
        if self.to is None and self.to_players is None:
            return True
        if isinstance(target, str):
            return self.to_players == "players" or (self.to_players == "you" and
                                                    target == controller)
        return isinstance(target, int) and self.to is not None and \
            _is(board, self.to, target, controller)

    def describe(self) -> str:
        by = "" if self.by is None else f" by {self.by.describe()}"
        to = [t for t in (self.to_players, self.to.describe() if self.to else None) if t]
        return by + (f" to {' and '.join(to)}" if to else "")


def _is(board: Board, f: ObjectFilter, oid: int, controller: str) -> bool:
    """A filter on an object still there (a source that left is no longer matched)."""
    try:
        return f.matches(board, oid, None, controller)
    except KeyError:
        return False
