""""Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn." (Veteran
Motorist): a creature crews a Vehicle when it's tapped to pay the cost of the Vehicle's crew
ability (702.122c); "that Vehicle" is the Vehicle crewed. Saddling a Mount is not crewing,
from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

MOTORIST = card("Veteran Motorist", "Creature — Dwarf Pilot",
                "When Veteran Motorist enters, scry 2.\nWhenever Veteran Motorist crews a "
                "Vehicle, that Vehicle gets +1/+1 until end of turn.", "{R}{W}", "3/1")
FREIGHTER = card("Renegade Freighter", "Artifact — Vehicle",
                 "Whenever Renegade Freighter attacks, it gets +1/+1 and gains trample until "
                 "end of turn.\nCrew 2", "{3}", "4/3")
MAMMOTH = card("Autarch Mammoth", "Creature — Elephant Mount",
               "When this creature enters and whenever it attacks while saddled, create a 3/3 "
               "green Elephant creature token.\nSaddle 5 (Tap any number of other creatures "
               "you control with total power 5 or more: This Mount becomes saddled until end "
               "of turn. Saddle only as a sorcery.)", "{4}{G}{G}", "5/5")


def test_702_122c_crewing_pumps_that_vehicle() -> None:
    game = table(MOTORIST, FREIGHTER)
    freighter = enter(game, "Renegade Freighter")
    motorist = enter(game, "Veteran Motorist")
    resolve_all(game)  # scry 2
    game.perform(A.ActivateAbility("Alice", freighter, "Crew", choices=(("tap", [motorist]),)))
    resolve_all(game)
    chars = game.chars(freighter)
    assert (chars.power, chars.toughness) == (5, 4)


def test_702_122c_another_creature_crewing_does_not_trigger() -> None:
    game = table(MOTORIST, FREIGHTER)
    freighter = enter(game, "Renegade Freighter")
    enter(game, "Veteran Motorist")
    resolve_all(game)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", freighter, "Crew", choices=(("tap", [bears]),)))
    resolve_all(game)
    assert game.chars(freighter).power == 4


def test_saddling_a_mount_is_not_crewing() -> None:
    game = table(MOTORIST, MAMMOTH)
    mammoth = enter(game, "Autarch Mammoth")
    resolve_all(game)
    motorist = enter(game, "Veteran Motorist")
    resolve_all(game)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", mammoth, "Saddle",
                                   choices=(("tap", [motorist, bears]),)))
    resolve_all(game)
    assert game.obj(motorist).tapped
    assert game.chars(mammoth).power == 5
