"""Counting what was chosen: "Tap any number of untapped creatures you control. You gain 4
life for each creature tapped this way." and "... gets +1/+1 until end of turn for each
creature tapped this way" (611.2d: the number is fixed as the effect begins)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

MARSHALING = card("Marshaling the Troops", "Sorcery", "Tap any number of untapped creatures "
                  "you control. You gain 4 life for each creature tapped this way.", "{1}{G}")
LEDEV = card("Ledev Champion", "Creature — Elf Knight",
             "Whenever Ledev Champion attacks, you may tap any number of untapped creatures "
             "you control. Ledev Champion gets +1/+1 until end of turn for each creature "
             "tapped this way.\n{3}{G}{W}: Create a 1/1 white Soldier creature token with "
             "lifelink.", "{1}{G}{W}", "2/2")


def test_4_life_for_each_creature_tapped_this_way() -> None:
    game = table(MARSHALING)
    bears = [enter(game, "Grizzly Bears") for _ in range(3)]
    enter(game, "Grizzly Bears", tapped=True)  # already tapped: can't be tapped again
    game.perform(A.CastSpell("Alice", hand(game, "Marshaling the Troops"), pay="free",
                             choices=(("choose", bears[:2]),)))
    resolve_all(game)
    assert game.player("Alice").life == 28
    assert [game.obj(b).tapped for b in bears] == [True, True, False]


def test_611_2d_the_champion_gets_plus_one_for_each_tapped() -> None:
    game = table(LEDEV)
    champion = enter(game, "Ledev Champion")
    for _ in range(3):
        enter(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (champion,), "Bob"))
    resolve_all(game)
    assert game.chars(champion).power == 5 and game.chars(champion).toughness == 5
