"""106.1, 601.2h: the colours and the amount of the mana spent to cast a spell that asks
("if {U} was spent to cast ~", "the amount of mana spent to cast it";
definitions/colors_paid.py), noted as it is paid for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.colors_paid import COLORS_PAID, MANA_PAID, SPENT_TO_CAST

if TYPE_CHECKING:
    from tabletop.engine.game import Game

_ORDER = "WUBRG"


def note_colors_paid(game: Game, stack_oid: int, plan: Any) -> None:
    """Only a spell whose own text asks about the mana spent keeps the note (the choices of
    other spells, and the hashes of their recordings, stay as they were)."""
    info = game.obj(stack_oid).stack_info
    if info is None or not any(SPENT_TO_CAST in a.text for a in game.chars(stack_oid).abilities):
        return
    kinds: set[str] = set()
    amount = 0
    if plan is not None:
        kinds = {k for k, n in plan.from_pool.items() if n > 0}
        amount = sum(n for n in plan.from_pool.values() if n > 0)
        for _, paid in plan.activations:
            kinds.update(paid)
            amount += len(paid)
    info.choices[COLORS_PAID] = "".join(c for c in _ORDER if c in kinds)
    info.choices[MANA_PAID] = amount
