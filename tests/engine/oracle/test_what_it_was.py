"""Riders on what a destroyed permanent was, as it last existed (608.2h): "If that land
was nonbasic, Molten Rain deals 2 damage to the land's controller", "If that creature was
blue or black, create ...", "If that creature was a Human", from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

MOLTEN_RAIN = card("Molten Rain", "Sorcery",
                   "Destroy target land. If that land was nonbasic, Molten Rain deals 2 "
                   "damage to the land's controller.", "{1}{R}{R}")
FEAST = card("Gloomwidow's Feast", "Instant",
             "Destroy target creature with flying. If that creature was blue or black, "
             "create a 1/2 green Spider creature token with reach.", "{3}{G}")
CARESS = card("Death's Caress", "Sorcery",
              "Destroy target creature. If that creature was a Human, you gain life equal "
              "to its toughness.", "{3}{B}{B}")
THERMOKARST = card("Thermokarst", "Sorcery",
                   "Destroy target land. If that land was a snow land, you gain 1 life.",
                   "{1}{G}{G}")
SNOW_FOREST = card("Snow-Covered Forest", "Basic Snow Land — Forest", "({T}: Add {G}.)")


def _cast(game: Game, name: str, target: int) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), (target,), pay="free"))
    resolve_all(game)


def test_608_2h_a_nonbasic_land_deals_damage_to_its_controller() -> None:
    game = table(MOLTEN_RAIN)
    factory = enter(game, "Mishra's Factory", "Bob")
    _cast(game, "Molten Rain", factory)
    assert zone(game, factory) == Zone.GRAVEYARD
    assert game.player("Bob").life == 18


def test_608_2h_a_basic_land_does_not() -> None:
    game = table(MOLTEN_RAIN)
    island = enter(game, "Island", "Bob")
    _cast(game, "Molten Rain", island)
    assert zone(game, island) == Zone.GRAVEYARD
    assert game.player("Bob").life == 20


def test_105_2_that_creature_was_blue_or_black() -> None:
    game = table(FEAST)
    drake = enter(game, "Wind Drake", "Bob")  # a blue flyer
    _cast(game, "Gloomwidow's Feast", drake)
    spiders = [o for o in game.battlefield() if "Spider" in game.chars(o).subtypes]
    assert zone(game, drake) == Zone.GRAVEYARD and len(spiders) == 1
    assert game.controller_of(spiders[0]) == "Alice"


def test_608_2h_that_creature_was_a_human_its_toughness() -> None:
    game = table(CARESS)
    vanguard = enter(game, "Elite Vanguard", "Bob")  # a 2/1 Human Soldier
    bears = enter(game, "Grizzly Bears", "Bob")
    _cast(game, "Death's Caress", bears)
    assert game.player("Alice").life == 20
    _cast(game, "Death's Caress", vanguard)
    assert game.player("Alice").life == 21


def test_205_4a_that_land_was_a_snow_land() -> None:
    game = table(THERMOKARST, SNOW_FOREST)
    snow = enter(game, "Snow-Covered Forest", "Bob")
    _cast(game, "Thermokarst", snow)
    assert game.player("Alice").life == 21
