"""508.1: "Whenever a creature attacks you" triggers for each creature attacking the
ability's controller (not for creatures attacking someone else)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

MIASMA = card("Hissing Miasma", "Enchantment",
              "Whenever a creature attacks you, its controller loses 1 life.", "{1}{B}{B}")
FOLIAGE = card("Barbed Foliage", "Enchantment",
               "Whenever a creature attacks you, it loses flanking until end of turn.\n"
               "Whenever a creature without flying attacks you, Barbed Foliage deals 1 damage "
               "to it.", "{2}{G}{G}")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{1}{W}", "1/1")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _attack(game: Game, player: str, *attackers: int) -> None:
    for oid in attackers:
        game.obj(oid).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    other = "Bob" if player == "Alice" else "Alice"
    game.perform(A.DeclareAttackers(player, attackers, other))
    resolve_all(game)


def test_508_1_each_creature_attacking_you_costs_its_controller_life() -> None:
    game = _game(MIASMA)
    enter(game, "Hissing Miasma", "Bob")
    bears = [enter(game, "Grizzly Bears") for _ in range(2)]
    _attack(game, "Alice", *bears)
    assert game.player("Alice").life == 18


def test_508_1_your_own_attack_doesnt_trigger_it() -> None:
    game = _game(MIASMA)
    enter(game, "Hissing Miasma")
    _attack(game, "Alice", enter(game, "Grizzly Bears"))
    assert game.player("Alice").life == 20


def test_508_1_only_creatures_without_flying_are_dealt_damage() -> None:
    game = _game(FOLIAGE, BIRD)
    enter(game, "Barbed Foliage", "Bob")
    bears = enter(game, "Grizzly Bears")
    bird = enter(game, "Test Bird")
    _attack(game, "Alice", bears, bird)
    assert (game.obj(bears).damage, game.obj(bird).damage) == (1, 0)
