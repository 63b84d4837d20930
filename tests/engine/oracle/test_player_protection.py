"""702.16: a player's protection from each of their opponents, from Oracle text (Absolute
Virtue): their spells and abilities can't target the player (702.16b), damage from
sources they control is prevented (702.16e); the player's own spells still can."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

VIRTUE = card(
    "Absolute Virtue", "Legendary Creature — Avatar Warrior",
    "This spell can't be countered.\nFlying\nYou have protection from each of your "
    "opponents. (You can't be dealt damage, enchanted, or targeted by anything controlled "
    "by your opponents.)", "{6}{W}{U}", "8/8")
BLAST = card("Test Blast", "Instant", "Test Blast deals 2 damage to each player.", "{R}")


def test_702_16b_opponents_cant_target_you() -> None:
    game = table(VIRTUE)
    enter(game, "Absolute Virtue")
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="protection from each of their opponents"):
        game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    game.perform(A.CastSpell("Bob", bolt, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 17


def test_702_16e_damage_from_opponents_sources_is_prevented() -> None:
    game = table(VIRTUE, BLAST)
    enter(game, "Absolute Virtue")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Test Blast", "Bob"), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20 and game.player("Bob").life == 18
    game.perform(A.CastSpell("Alice", hand(game, "Test Blast"), pay="free"))
    resolve_all(game)  # her own source is not an opponent's
    assert game.player("Alice").life == 18 and game.player("Bob").life == 16
