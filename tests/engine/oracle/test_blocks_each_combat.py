"""Creatures that block each combat if able (509.1c: the declaration must obey as many
requirements as possible), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

GRAND_MELEE = card("Grand Melee", "Enchantment",
                   "All creatures attack each combat if able.\nAll creatures block each combat "
                   "if able.", "{3}{R}")


def test_509_1c_all_creatures_block_each_combat_if_able() -> None:
    game = table(GRAND_MELEE)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Grand Melee")
    attacker = enter(game, "Grizzly Bears")
    game.obj(attacker).controlled_since_turn_start = True
    blocker = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="attacks each combat"):
        game.perform(A.DeclareAttackers("Alice", (), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    with pytest.raises(A.IllegalAction, match="is able to block"):
        game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.DeclareBlockers("Bob", ((blocker, attacker),)))
    assert game.obj(blocker).blocking == (attacker,)
