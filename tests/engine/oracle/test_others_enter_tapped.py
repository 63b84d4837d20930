"""Permanents of a kind that enter tapped because of another permanent's static ability
(614.1c, 614.12), from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, newest, resolve_all, table

SUNWING = card("Kinjalli's Sunwing", "Creature — Dinosaur",
               "Flying\nCreatures your opponents control enter tapped.", "{2}{W}", "2/3")
FROZEN_AETHER = card("Frozen Aether", "Enchantment",
                     "Artifacts, creatures, and lands your opponents control enter tapped.",
                     "{3}{U}")
UPHILL_BATTLE = card("Uphill Battle", "Enchantment",
                     "Creatures played by your opponents enter tapped.", "{2}{R}")


def test_614_1c_creatures_your_opponents_control_enter_tapped() -> None:
    game = table(SUNWING)
    enter(game, "Kinjalli's Sunwing")
    theirs = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    their_land = enter(game, "Forest", "Bob")
    assert game.obj(theirs).tapped
    assert not game.obj(mine).tapped
    assert not game.obj(their_land).tapped


def test_614_1c_artifacts_creatures_and_lands_your_opponents_control_enter_tapped() -> None:
    game = table(FROZEN_AETHER)
    enter(game, "Frozen Aether")
    land = enter(game, "Forest", "Bob")
    ring = enter(game, "Sol Ring", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    assert game.obj(land).tapped and game.obj(ring).tapped and game.obj(bears).tapped
    assert not game.obj(enter(game, "Forest")).tapped


def test_614_1c_creatures_played_by_your_opponents_enter_tapped() -> None:
    game = table(UPHILL_BATTLE)
    library(game, "Alice")
    enter(game, "Uphill Battle", "Bob")
    put = enter(game, "Grizzly Bears")  # put onto the battlefield, not played
    enter(game, "Forest")
    enter(game, "Forest")
    cast = hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", cast))
    resolve_all(game)
    assert game.obj(newest(game, cast)).tapped
    assert not game.obj(put).tapped
