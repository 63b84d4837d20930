"""Identical permanents shown as one stack with a count, as digital Magic clients do.

A stack is a view: the engine's objects keep their identities, and the scene only
decides to draw many equal cards as one card with a badge ("×24"). Two permanents
are identical when everything their card views show is equal — controller, name,
the characteristics after all layers (P/T, abilities, colours, types), counters,
tapped state, marks — and neither has anything attached to it or is targeted or in
a block. The views come from the engine's layer result (`view_model`), so nothing
here reads a rule: any difference in a view splits a stack at once, and views that
become equal again merge.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Hashable, Iterable
from dataclasses import dataclass
from operator import attrgetter

from tabletop.engine.model.enums import Zone

from .card_view import CardView
from .view_model import Placed

# every field of a card view but the object's id and Qt's selection mark (a selected
# member is drawn on top of its stack instead of leaving it)
_SHOWN = attrgetter(*(f.name for f in dataclasses.fields(CardView)
                      if f.name not in ("oid", "selected")))


@dataclass(frozen=True, slots=True)
class CardStack:
    """Permanents drawn as one: `members` in zone order (bottom first)."""

    key: Hashable
    members: tuple[int, ...]

    @property
    def count(self) -> int:
        return len(self.members)

    def __contains__(self, oid: object) -> bool:
        return oid in self.members


class StackKeys:
    """Numbers for what card views show: equal views get the same number, made once per
    view object (the view model hands out the same view object while nothing about a
    card changed), so grouping a thousand cards hashes small keys only."""

    def __init__(self) -> None:
        self._numbers: dict[tuple[object, ...], int] = {}
        self._views: dict[int, tuple[CardView, int]] = {}
        self._used: dict[int, tuple[CardView, int]] = {}
        self._next = 0

    def shown(self, view: CardView) -> int:
        kept = self._views.get(id(view))
        if kept is None or kept[0] is not view:
            fields = _SHOWN(view)
            number = self._numbers.get(fields)
            if number is None:
                self._next += 1
                number = self._numbers[fields] = self._next
            kept = (view, number)
        self._used[id(view)] = kept
        return kept[1]

    def done(self) -> None:
        """Forget the views not asked for since the last call (and their numbers)."""
        self._views, self._used = self._used, {}
        if len(self._numbers) > 4 * len(self._views) + 64:
            alive = {number for _view, number in self._views.values()}
            self._numbers = {f: n for f, n in self._numbers.items() if n in alive}


def stack_key(placed: Placed, solo: Collection[int] = (),
              keys: StackKeys | None = None) -> Hashable | None:
    """What a permanent must share with others to stack with them; None: it stands alone
    (not a permanent, face down, an attachment or a host, or in `solo`: targeted by a
    spell or ability, or in a block)."""
    view = placed.view
    if placed.zone != Zone.BATTLEFIELD or placed.hidden or view.face_down or \
            placed.attached_to is not None or view.attached_count or placed.oid in solo:
        return None
    shown = keys.shown(view) if keys is not None else _SHOWN(view)
    return placed.player, placed.land, shown


def group(cards: Iterable[Placed], solo: Collection[int] = (),
          keys: StackKeys | None = None) -> list[CardStack]:
    """The cards of one row as stacks, in the order of their first member; a card that
    stands alone is a stack of one."""
    stacks: dict[Hashable, list[int]] = {}
    for placed in cards:
        key = stack_key(placed, solo, keys)
        stacks.setdefault(("solo", placed.oid) if key is None else key, []).append(placed.oid)
    return [CardStack(key, tuple(members)) for key, members in stacks.items()]
