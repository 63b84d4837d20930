"""608.2c: two halves of a sentence, each with its own "if {C} was spent to cast ~"
(106.1): Dawnglow Infusion, Firespout (the Shadowmoor hybrids)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

DAWNGLOW = card("Dawnglow Infusion", "Sorcery",
                "You gain X life if {G} was spent to cast Dawnglow Infusion and X life if {W} "
                "was spent to cast it.", "{X}{G/W}")
FIRESPOUT = card("Firespout", "Sorcery",
                 "Firespout deals 3 damage to each creature without flying if {R} was spent to "
                 "cast Firespout and 3 damage to each creature with flying if {G} was spent to "
                 "cast it.", "{2}{R/G}")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{1}", "1/1")


def test_608_2c_dawnglow_gains_once_for_each_colour_spent() -> None:
    game = table(DAWNGLOW)
    enter(game, "Forest")
    enter(game, "Forest")
    enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Dawnglow Infusion"), choices=(("x", 2),)))
    resolve_all(game)
    assert game.player("Alice").life == 22  # only {G}: X once
    enter(game, "Plains")
    enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Dawnglow Infusion"), choices=(("x", 1),)))
    resolve_all(game)
    assert game.player("Alice").life == 24  # {W} and {G}: X twice


def test_608_2c_firespout_paid_with_red_hits_only_creatures_without_flying() -> None:
    game = table(FIRESPOUT, BIRD)
    bears = enter(game, "Grizzly Bears", "Bob")
    bird = enter(game, "Test Bird", "Bob")
    for land in ("Mountain", "Mountain", "Mountain"):
        enter(game, land)
    game.perform(A.CastSpell("Alice", hand(game, "Firespout")))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, bird) == Zone.BATTLEFIELD
