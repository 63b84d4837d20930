"""From Oracle text: "Creatures can't attack you" (508.1c), "Creatures with flying can't
attack you or planeswalkers you control", and the attack tax "Creatures can't attack you
or a planeswalker you control unless their controller pays {1} for each of those
creatures" (508.1g)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

ARCHON = card("Blazing Archon", "Creature — Archon", "Flying\nCreatures can't attack you.",
              "{6}{W}{W}{W}", "5/6")
CONVERGENCE = card("Sandwurm Convergence", "Enchantment",
                   "Creatures with flying can't attack you or planeswalkers you control.\nAt "
                   "the beginning of your end step, create a 5/5 green Wurm creature token.",
                   "{6}{G}{G}")
BAIRD = card("Baird, Steward of Argive", "Legendary Creature — Human Soldier",
             "Vigilance\nCreatures can't attack you or a planeswalker you control unless their "
             "controller pays {1} for each of those creatures.", "{2}{W}{W}", "2/4")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{U}", "1/1")


def _ready(game: Game, name: str) -> int:
    oid = enter(game, name)
    game.obj(oid).controlled_since_turn_start = True
    return oid


def _to_attack(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))


def test_508_1c_creatures_cant_attack_you() -> None:
    game = table(ARCHON)
    enter(game, "Blazing Archon", "Bob")
    bears = _ready(game, "Grizzly Bears")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="can't attack Bob"):
        game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))


def test_508_1c_only_creatures_with_flying_cant_attack_you() -> None:
    game = table(CONVERGENCE, BIRD)
    enter(game, "Sandwurm Convergence", "Bob")
    bird, bears = _ready(game, "Test Bird"), _ready(game, "Grizzly Bears")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match="can't attack Bob"):
        game.perform(A.DeclareAttackers("Alice", (bird, bears), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert game.obj(bears).attacking == "Bob"


def test_508_1g_attacking_costs_one_for_each_creature() -> None:
    game = table(BAIRD)
    enter(game, "Baird, Steward of Argive", "Bob")
    a, b = _ready(game, "Grizzly Bears"), _ready(game, "Grizzly Bears")
    enter(game, "Plains")
    _to_attack(game)
    with pytest.raises(A.IllegalAction, match=r"costs \{2\}"):
        game.perform(A.DeclareAttackers("Alice", (a, b), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (a,), "Bob"))
    assert game.obj(a).attacking == "Bob"
