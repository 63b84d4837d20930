""""At the beginning of each of your main phases, add {G}{G}." (Frontier Siege, Khans): it
triggers at the beginning of the precombat and of the postcombat main phase of your turn
(505.1), not on an opponent's turn, from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

SIEGE = card("Frontier Siege", "Enchantment",
             "As Frontier Siege enters, choose Khans or Dragons.\n• Khans — At the beginning "
             "of each of your main phases, add {G}{G}.\n• Dragons — Whenever a creature with "
             "flying enters under your control, you may have it fight target creature you "
             "don't control.", "{3}{G}")


def _green(game: Game, player: str = "Alice") -> int:
    return game.player(player).mana_pool.get("G", 0)


def _khans() -> Game:
    game = table(SIEGE)
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Frontier Siege"), choices=(("either", 0),),
                             pay="free"))
    resolve_all(game)
    assert _green(game) == 0  # this main phase had begun already
    return game


def test_505_1_both_main_phases_of_your_turn_add_mana() -> None:
    game = _khans()
    game.perform(A.AdvanceTo("postcombat_main"))
    resolve_all(game)
    assert _green(game) == 2
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn: nothing
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert _green(game, "Bob") == 0 and _green(game) == 0
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert _green(game) == 2


def test_614_12_dragons_chosen_adds_nothing() -> None:
    game = table(SIEGE)
    library(game, "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Frontier Siege"), choices=(("either", 1),),
                             pay="free"))
    resolve_all(game)
    game.perform(A.AdvanceTo("postcombat_main"))
    resolve_all(game)
    assert _green(game) == 0
