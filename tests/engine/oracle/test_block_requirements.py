"""Blocking requirements from Oracle text (509.1c): "All creatures able to block ~ do so",
"~ must be blocked if able", a spell's "All creatures able to block target creature this
turn do so". The declaration must obey as many requirements as it can."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import attack_to_blockers, enter, hand, resolve_all, table

BREAKER = card("Breaker of Armies", "Creature — Eldrazi",
               "All creatures able to block Breaker of Armies do so.", "{8}", "10/8")
PROTECTOR = card("Gaea's Protector", "Creature — Elemental Warrior",
                 "Gaea's Protector must be blocked if able.", "{3}{G}", "4/2")
SCENT = card("Alluring Scent", "Sorcery",
             "All creatures able to block target creature this turn do so.", "{1}{G}{G}")
MARBLE_PRIEST = card("Marble Priest", "Artifact Creature — Cleric",
                     "All Walls able to block Marble Priest do so.\nPrevent all combat damage "
                     "that would be dealt to Marble Priest by Walls.", "{5}", "3/3")
WALL = card("Test Wall", "Creature — Wall", "Defender", "{1}", "0/4")


def test_509_1c_all_creatures_able_to_block_it_do_so() -> None:
    game = table(BREAKER)
    breaker = enter(game, "Breaker of Armies")
    bears = enter(game, "Grizzly Bears")
    a, b = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    attack_to_blockers(game, breaker, bears)
    with pytest.raises(A.IllegalAction, match="must"):
        game.perform(A.DeclareBlockers("Bob", ()))
    with pytest.raises(A.IllegalAction, match="must"):  # blocking the bears instead
        game.perform(A.DeclareBlockers("Bob", ((a, breaker), (b, bears))))
    game.perform(A.DeclareBlockers("Bob", ((a, breaker), (b, breaker))))
    assert game.state.combat.blocks == {breaker: [a, b]}


def test_509_1c_must_be_blocked_if_able_needs_only_one_blocker() -> None:
    game = table(PROTECTOR)
    protector = enter(game, "Gaea's Protector")
    a, _b = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    attack_to_blockers(game, protector)
    with pytest.raises(A.IllegalAction, match="must be blocked"):
        game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.DeclareBlockers("Bob", ((a, protector),)))
    assert game.state.combat.blocks == {protector: [a]}


def test_509_1c_a_tapped_creature_is_not_able_to_block() -> None:
    game = table(PROTECTOR)
    protector = enter(game, "Gaea's Protector")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.SetTapped(bears, True))
    attack_to_blockers(game, protector)
    game.perform(A.DeclareBlockers("Bob", ()))
    assert game.state.combat.blocks == {}


def test_509_1c_only_walls_must_block_marble_priest() -> None:
    game = table(MARBLE_PRIEST, WALL)
    priest = enter(game, "Marble Priest")
    wall = enter(game, "Test Wall", "Bob")
    enter(game, "Grizzly Bears", "Bob")
    attack_to_blockers(game, priest)
    with pytest.raises(A.IllegalAction, match="Test Wall"):
        game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.DeclareBlockers("Bob", ((wall, priest),)))  # the bears may stay back


def test_509_1c_a_sorcery_makes_all_able_creatures_block_its_target() -> None:
    game = table(SCENT)
    bears = enter(game, "Grizzly Bears")
    blocker = enter(game, "Grizzly Bears", "Bob")
    for _ in range(3):
        enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Alluring Scent"), targets=(bears,)))
    resolve_all(game)
    attack_to_blockers(game, bears)
    with pytest.raises(A.IllegalAction, match="must"):
        game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.DeclareBlockers("Bob", ((blocker, bears),)))
