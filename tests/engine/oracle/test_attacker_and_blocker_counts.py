"""How many creatures may attack or block in one combat (508.1c, 509.1b: a declaration
breaking a restriction is illegal; 508.1d: a requirement is obeyed only as far as the
restrictions allow), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

DUELING_GROUNDS = card("Dueling Grounds", "Enchantment",
                       "No more than one creature can attack each combat.\nNo more than one "
                       "creature can block each combat.", "{1}{G}{W}")
CYCLOPS = card("Bloodrock Cyclops", "Creature — Cyclops",
               "Bloodrock Cyclops attacks each combat if able.", "{2}{R}", "3/3")


def _ready(game: Game, name: str, controller: str = "Alice") -> int:
    oid = enter(game, name, controller)
    game.obj(oid).controlled_since_turn_start = True
    return oid


def test_508_1c_no_more_than_one_creature_can_attack_each_combat() -> None:
    game = table(DUELING_GROUNDS)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Dueling Grounds", "Bob")  # binds every player, whoever controls it
    a, b = _ready(game, "Grizzly Bears"), _ready(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="no more than 1 creature"):
        game.perform(A.DeclareAttackers("Alice", (a, b), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (a,), "Bob"))
    assert game.obj(a).attacking and not game.obj(b).attacking


def test_509_1b_no_more_than_one_creature_can_block_each_combat() -> None:
    game = table(DUELING_GROUNDS)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Dueling Grounds")
    attacker = _ready(game, "Grizzly Bears")
    x, y = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    with pytest.raises(A.IllegalAction, match="no more than 1 creature"):
        game.perform(A.DeclareBlockers("Bob", ((x, attacker), (y, attacker))))
    game.perform(A.DeclareBlockers("Bob", ((x, attacker),)))
    assert game.obj(x).blocking == (attacker,)


def test_508_1d_a_requirement_yields_to_the_count() -> None:
    game = table(DUELING_GROUNDS, CYCLOPS)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Dueling Grounds")
    first, second = _ready(game, "Bloodrock Cyclops"), _ready(game, "Bloodrock Cyclops")
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="attacks each combat"):
        game.perform(A.DeclareAttackers("Alice", (), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (second,), "Bob"))
    assert game.obj(second).attacking and not game.obj(first).attacking
