"""702.8a: whether a player may cast a card now as though it had flash, by a permanent's
permission ("You may cast artifact spells as though they had flash") or the card's own
("As long as you control a green or blue permanent, you may cast ~ as though it had
flash")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.flash_permissions import (
    CAST_AS_THOUGH_FLASH,
    SELF_AS_THOUGH_FLASH,
)
from tabletop.engine.definitions.spell_rules import stated_rules

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_cast_as_flash(game: Game, player: str, oid: int) -> bool:
    for change in stated_rules(game.chars(oid), SELF_AS_THOUGH_FLASH):
        condition = change.param("condition")
        if not isinstance(condition, Condition) or condition.holds(
                EvalContext(game, oid, player)):
            return True
    return any(oid in effect.affected and (effect.controller == player or
                                           effect.change.param("who") == "any")
               for effect in game.rule_effects(CAST_AS_THOUGH_FLASH))
