"""The most common color among all permanents (105.1), from Oracle text: Mirage's Djinn
("gets -2/-2 as long as blue is the most common color ... or is tied for most common") and
Heroic Defiance ("gets +3/+3 unless it shares a color with the most common color ...")."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

ZANAM = card("Zanam Djinn", "Creature — Djinn",
             "Flying\nZanam Djinn gets -2/-2 as long as blue is the most common color among "
             "all permanents or is tied for most common.", "{5}{U}", "5/6")
DEFIANCE = card("Heroic Defiance", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +3/+3 unless it shares a color with "
                "the most common color among all permanents or a color tied for most common.",
                "{1}{W}")
GOBLIN = card("Test Goblin", "Creature — Goblin", "", "{R}", "1/1")


def test_105_1_blue_most_common_or_tied_shrinks_the_djinn() -> None:
    game = table(ZANAM)
    djinn = enter(game, "Zanam Djinn")  # blue alone: the most common
    assert (game.chars(djinn).power, game.chars(djinn).toughness) == (3, 4)
    enter(game, "Grizzly Bears")  # green ties
    assert game.chars(djinn).power == 3
    enter(game, "Grizzly Bears")  # green is more common now
    assert (game.chars(djinn).power, game.chars(djinn).toughness) == (5, 6)


def test_105_1_unless_it_shares_a_color_with_the_most_common_color() -> None:
    game = table(DEFIANCE, GOBLIN)
    goblin = enter(game, "Test Goblin")
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Bob")
    aura = enter(game, "Heroic Defiance", attached_to=goblin)  # green 2, red 1, white 1
    assert game.chars(goblin).power == 4
    game.perform(A.MoveObject(aura, "graveyard"))
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Heroic Defiance", attached_to=enter(game, "Grizzly Bears"))
    bears = [o for o in game.permanents("Alice") if game.chars(o).name == "Grizzly Bears"]
    assert game.chars(bears[0]).power == 2  # green is the most common: no bonus
