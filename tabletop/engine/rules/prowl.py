"""702.76a prowl: when a spell may be cast for its prowl cost (definitions/prowl.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.targets import keyword_parameter

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def may_prowl(game: Game, player: str, oid: int) -> bool:
    """A source `player` controlled dealt combat damage to a player this turn while it had
    one of the spell's creature types (702.76a)."""
    types = set(game.chars(oid).subtypes)
    return any(controller == player and types & set(subtypes)
               for controller, subtypes in game.state.history.combat_damage_sources)


def prowl_cost(game: Game, player: str, oid: int) -> ManaCost:
    """The prowl cost paid rather than the mana cost, or why it can't be."""
    name = game.chars(oid).name
    text = keyword_parameter(game, oid, "Prowl")
    if text is None:
        raise IllegalAction(f"{name} has no prowl (702.76)")
    if not may_prowl(game, player, oid):
        raise IllegalAction(f"{name} can be cast for its prowl cost only after a source you "
                            "controlled that shares a creature type with it dealt combat "
                            "damage to a player this turn (702.76a)")
    return ManaCost.parse(text)
