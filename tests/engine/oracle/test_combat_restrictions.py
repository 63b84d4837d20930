"""Blocking and attacking restrictions stated by abilities (508.1c, 509.1b) and evasion
keywords (fear 702.36, intimidate 702.13, shadow 702.28, horsemanship 702.31, skulk
702.118), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

GHOST = card("Sky Dodger", "Creature — Spirit",
             "Sky Dodger can't be blocked by creatures with flying.", "{1}{U}", "2/2")
LONER = card("Lone Raider", "Creature — Human",
             "Lone Raider can't be blocked by more than one creature.", "{1}{R}", "3/3")
HORDE = card("Horde Beast", "Creature — Beast",
             "Horde Beast can't be blocked except by three or more creatures.", "{3}{G}", "5/5")
SEA = card("Sea Serpent Test", "Creature — Serpent",
           "Sea Serpent Test can't attack unless defending player controls an Island.",
           "{5}{U}", "5/5")
FEAR = card("Fear Test", "Creature — Zombie", "Fear", "{1}{B}", "2/2")
SKULK = card("Skulk Test", "Creature — Spirit", "Skulk", "{U}", "1/1")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{U}", "1/1")


def _attacking(game: Game, name: str) -> int:
    library(game, "Alice")
    library(game, "Bob")
    attacker = enter(game, name)
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    return attacker


def test_509_1b_cant_be_blocked_by_creatures_with_flying() -> None:
    game = table(GHOST, BIRD)
    bird = enter(game, "Test Bird", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    dodger = _attacking(game, "Sky Dodger")
    with pytest.raises(A.IllegalAction, match="creatures with flying"):
        game.perform(A.DeclareBlockers("Bob", ((bird, dodger),)))
    game.perform(A.DeclareBlockers("Bob", ((bears, dodger),)))


def test_509_1b_not_by_more_than_one_creature() -> None:
    game = table(LONER)
    a, b = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    raider = _attacking(game, "Lone Raider")
    with pytest.raises(A.IllegalAction, match="more than 1"):
        game.perform(A.DeclareBlockers("Bob", ((a, raider), (b, raider))))
    game.perform(A.DeclareBlockers("Bob", ((a, raider),)))


def test_509_1b_only_by_three_or_more() -> None:
    game = table(HORDE)
    a, b = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    beast = _attacking(game, "Horde Beast")
    with pytest.raises(A.IllegalAction, match=r"three|3 or more"):
        game.perform(A.DeclareBlockers("Bob", ((a, beast), (b, beast))))


def test_508_1c_cant_attack_unless_defending_player_controls_an_island() -> None:
    game = table(SEA)
    library(game, "Alice")
    library(game, "Bob")
    serpent = enter(game, "Sea Serpent Test")
    game.obj(serpent).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="Island"):
        game.perform(A.DeclareAttackers("Alice", (serpent,), "Bob"))
    enter(game, "Island", "Bob")
    game.perform(A.DeclareAttackers("Alice", (serpent,), "Bob"))


def test_702_36b_fear_and_702_118b_skulk() -> None:
    game = table(FEAR, SKULK)
    bears = enter(game, "Grizzly Bears", "Bob")
    zombie = _attacking(game, "Fear Test")
    with pytest.raises(A.IllegalAction, match="fear"):
        game.perform(A.DeclareBlockers("Bob", ((bears, zombie),)))
    game2 = table(SKULK)
    bears2 = enter(game2, "Grizzly Bears", "Bob")
    skulker = _attacking(game2, "Skulk Test")
    with pytest.raises(A.IllegalAction, match="skulk"):
        game2.perform(A.DeclareBlockers("Bob", ((bears2, skulker),)))
