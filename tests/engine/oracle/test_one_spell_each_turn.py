"""Players who can't cast more than one spell each turn (Rule of Law; the corpus's Yawgmoth's
Agenda and Colfenor's Plans share the clause) or cast spells only in their own turns (Dosan
the Falling Leaf): 101.2, "can't" beats "may"; from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

RULE_OF_LAW = card("Rule of Law", "Enchantment",
                   "Each player can't cast more than one spell each turn.", "{2}{W}")


def test_101_2_each_player_cant_cast_more_than_one_spell_each_turn() -> None:
    game = table(RULE_OF_LAW)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Rule of Law", "Bob")
    for _ in range(2):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 17
    with pytest.raises(A.IllegalAction, match="more than one spell each turn"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=("Bob",)))
    enter(game, "Mountain", "Bob")  # Bob has cast nothing this turn
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), targets=("Alice",)))


DOSAN = card("Dosan the Falling Leaf", "Legendary Creature — Human Monk",
             "Players can cast spells only during their own turns.", "{1}{G}{G}", "2/2")


def test_101_2_players_can_cast_spells_only_during_their_own_turns() -> None:
    game = table(DOSAN)
    enter(game, "Dosan the Falling Leaf", "Bob")
    enter(game, "Mountain", "Bob")
    enter(game, "Mountain")
    game.perform(A.PassPriority("Alice"))  # Bob has priority in Alice's turn
    with pytest.raises(A.IllegalAction, match="only during their own turn"):
        game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"),
                                 targets=("Alice",)))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 17
