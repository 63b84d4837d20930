"""The colours of mana spent to cast a spell (702.44a sunburst), noted on the spell and on
the permanent it becomes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.keyword_parts import COLORS_SPENT, ColorsSpent

if TYPE_CHECKING:
    from tabletop.engine.game import Game

_COLORS = frozenset("WUBRG")


def colors_of(plan: Any) -> int:
    """The number of colours among the mana a payment plan spends (106.1, 702.44a)."""
    if plan is None:
        return 0
    kinds = {k for k, n in plan.from_pool.items() if n > 0}
    for _, paid in plan.activations:
        kinds.update(paid)
    return len(kinds & _COLORS)


def note_colors_spent(game: Game, stack_oid: int, plan: Any) -> None:
    """A spell with sunburst remembers how many colours paid for it (702.44a)."""
    info = game.obj(stack_oid).stack_info
    chars = game.chars(stack_oid)
    if info is not None and (chars.has_keyword("Sunburst") or _counts_colors(chars)):
        info.choices[COLORS_SPENT] = colors_of(plan)


def _counts_colors(chars: Any) -> bool:
    """"enters with a +1/+1 counter on it for each color of mana spent to cast it"."""
    return any(isinstance(getattr(getattr(a, "replacement", None), "n", None), ColorsSpent)
               for a in chars.abilities)
