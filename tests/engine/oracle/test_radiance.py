"""Radiance: "target creature and each other creature that shares a color with it" (the
creatures sharing a color are found as the spell resolves, 105.4, 611.2c)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

WOJEK_SIREN = card("Wojek Siren", "Instant",
                   "Radiance — Target creature and each other creature that shares a color "
                   "with it get +1/+1 until end of turn.", "{W}")
CLEANSING_BEAM = card("Cleansing Beam", "Instant",
                      "Radiance — Cleansing Beam deals 2 damage to target creature and each "
                      "other creature that shares a color with it.", "{4}{R}")
RALLY_THE_RIGHTEOUS = card("Rally the Righteous", "Instant",
                           "Radiance — Untap target creature and each other creature that "
                           "shares a color with it. Those creatures get +2/+0 until end of "
                           "turn.", "{1}{R}{W}")
RAGING_GOBLIN = card("Raging Goblin", "Creature — Goblin Berserker", "Haste", "{R}", "1/1")


def _game() -> Game:
    game = table(WOJEK_SIREN, CLEANSING_BEAM, RALLY_THE_RIGHTEOUS, RAGING_GOBLIN)
    library(game, "Alice")
    library(game, "Bob")
    for land in ("Plains", "Mountain", "Mountain", "Mountain", "Mountain"):
        enter(game, land)
    return game


def test_radiance_every_creature_sharing_a_color_gets_the_bonus() -> None:
    game = _game()
    bears = enter(game, "Grizzly Bears")
    elves = enter(game, "Llanowar Elves", controller="Bob")
    goblin = enter(game, "Raging Goblin")
    siren = hand(game, "Wojek Siren")
    game.perform(A.CastSpell("Alice", siren, (bears,)))
    resolve_all(game)
    assert game.chars(bears).power == 3
    assert game.chars(elves).power == 2  # green too: any controller
    assert game.chars(goblin).power == 1  # red: shares no color


def test_radiance_damage_to_each_creature_sharing_a_color() -> None:
    game = _game()
    bears = enter(game, "Grizzly Bears")
    elves = enter(game, "Llanowar Elves", controller="Bob")
    goblin = enter(game, "Raging Goblin")
    beam = hand(game, "Cleansing Beam")
    game.perform(A.CastSpell("Alice", beam, (elves,)))
    resolve_all(game)
    assert game.obj(goblin).zone.value == "battlefield"
    assert game.state.newest(bears) != bears and game.state.newest(elves) != elves


def test_radiance_those_creatures_are_the_same_group() -> None:
    game = _game()
    bears = enter(game, "Grizzly Bears", tapped=True)
    wurm = enter(game, "Craw Wurm", tapped=True)
    goblin = enter(game, "Raging Goblin", tapped=True)
    rally = hand(game, "Rally the Righteous")
    game.perform(A.CastSpell("Alice", rally, (bears,)))
    resolve_all(game)
    assert not game.obj(wurm).tapped and game.chars(wurm).power == 8
    assert game.chars(bears).power == 4
    assert game.obj(goblin).tapped and game.chars(goblin).power == 1
