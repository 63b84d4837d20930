"""510.1c-d: a blocked creature whose controller may have it "assign its combat damage as
though it weren't blocked": the attacking player chooses so by assigning all its damage
to the player or planeswalker it's attacking (the choice `assign`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.unblocked_damage import ASSIGN_AS_UNBLOCKED

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_assign_as_unblocked(game: Game, attacker: int) -> bool:
    return any(attacker in e.affected for e in game.rule_effects(ASSIGN_AS_UNBLOCKED))


def assigned_as_unblocked(game: Game, attacker: int, target: Any, power: int,
                          wanted: dict[Any, int] | None) -> bool:
    """The player assigned all of the blocked creature's damage to what it attacks, and
    a rule lets it do so."""
    return (wanted is not None and target is not None and wanted == {target: power}
            and may_assign_as_unblocked(game, attacker))
