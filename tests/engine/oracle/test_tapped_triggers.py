"""Triggers on a permanent becoming tapped or untapped (701.26) from Oracle text: for mana,
by attacking, by its controller's untap step (inspired), and an Aura's host ("whenever
enchanted land becomes tapped"). Entering tapped is no tapping."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

CITY = card("City of Brass", "Land",
            "Whenever City of Brass becomes tapped, it deals 1 damage to you.\n{T}: Add one "
            "mana of any color.")
SERVANT = card("Servant of Tymaret", "Creature — Zombie",
               "Inspired — Whenever Servant of Tymaret becomes untapped, each opponent loses 1 "
               "life. You gain life equal to the life lost this way.\n{2}{B}: Regenerate "
               "Servant of Tymaret.", "{2}{B}", "1/3")
SHACKLE = card("Spirit Shackle", "Enchantment — Aura",
               "Enchant creature\nWhenever enchanted creature becomes tapped, put a -0/-2 "
               "counter on it.", "{B}{B}")
INFESTATION = card("Uncontrolled Infestation", "Enchantment — Aura",
                   "Enchant nonbasic land\nWhen enchanted land becomes tapped, destroy it.",
                   "{1}{R}")
LIFETAP = card("Lifetap", "Enchantment",
               "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.",
               "{U}{U}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_tapping_a_land_for_mana_triggers_it() -> None:
    game = _game(CITY)
    city = enter(game, "City of Brass")
    enter(game, "City of Brass", tapped=True)  # entering tapped: no trigger
    resolve_all(game)
    assert game.player("Alice").life == 20
    game.perform(A.ActivateAbility("Alice", city, 1, pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 19


def test_inspired_triggers_in_the_untap_step() -> None:
    game = _game(SERVANT)
    servant = enter(game, "Servant of Tymaret", tapped=True)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's untap step: not Alice's permanents
    resolve_all(game)
    assert game.player("Bob").life == 20
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    assert not game.obj(servant).tapped
    assert (game.player("Bob").life, game.player("Alice").life) == (19, 21)


def test_an_aura_sees_its_creature_tapped_by_attacking() -> None:
    game = _game(SHACKLE)
    bears = enter(game, "Grizzly Bears")
    enter(game, "Spirit Shackle", attached_to=bears)
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    resolve_all(game)
    assert game.obj(bears).counters.get("-0/-2") == 1


def test_enchanted_land_and_an_opponents_forest_become_tapped() -> None:
    game = _game(INFESTATION, LIFETAP, CITY)
    enter(game, "Lifetap")
    forest = enter(game, "Forest", "Bob")
    city = enter(game, "City of Brass", "Bob")
    enter(game, "Uncontrolled Infestation", attached_to=city)
    game.perform(A.SetTapped(forest))
    resolve_all(game)
    assert game.player("Alice").life == 21
    game.perform(A.SetTapped(city))
    resolve_all(game)
    assert zone(game, city) == Zone.GRAVEYARD
