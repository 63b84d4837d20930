""""An instant or sorcery card with the same name as a card in your graveyard" (201.2): a
filter of objects whose name is among the names of the cards in a graveyard."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.definitions.filters import TEXT, ObjectFilter
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board


@dataclass(frozen=True, slots=True)
class SameNameAsInGraveyard(ObjectFilter):
    """Matches what `base` matches when a card in the graveyard of the player asking has
    the same name (201.2). Its own ObjectFilter fields are not used."""

    base: ObjectFilter = field(default_factory=ObjectFilter)

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        if not self.base.matches(board, oid, source, controller):
            return False
        name = board.chars(oid).name
        return any(board.chars(o).name == name and o != oid
                   for o in board.objects_in(Zone.GRAVEYARD, controller))

    @property
    def reads(self) -> frozenset[str]:
        return self.base.reads | {TEXT}

    def describe(self) -> str:
        return f"{self.base.describe()} with the same name as a card in your graveyard"


@dataclass(frozen=True, slots=True)
class TargetsOnlyOne(ObjectFilter):
    """"a spell that targets only a single artifact or creature you control": a spell whose
    one target (chosen once, 115.1) matches `target`. Its own ObjectFilter fields are not
    used."""

    target: ObjectFilter = field(default_factory=ObjectFilter)

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        info = board.obj(oid).stack_info
        if info is None:
            return False
        chosen = set(info.targets)
        if len(chosen) != 1:
            return False
        (only,) = chosen
        try:
            return isinstance(only, int) and self.target.matches(board, only, source, controller)
        except KeyError:  # the target is gone
            return False

    @property
    def reads(self) -> frozenset[str]:
        return self.target.reads

    def describe(self) -> str:
        return f"spell that targets only a single {self.target.describe()}"
