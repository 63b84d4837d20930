"""Station (702.184a) and station symbols (721.2) read from Oracle text: Wedgelight Rammer
(modern sample)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

RAMMER = card("Wedgelight Rammer", "Artifact — Spacecraft",
              "When this Spacecraft enters, create a 2/2 colorless Robot artifact creature "
              "token.\nStation (Tap another creature you control: Put charge counters equal "
              "to its power on this Spacecraft. Station only as a sorcery. It's an artifact "
              "creature at 9+.)\nSTATION 9+\nFlying, first strike", "{3}{W}", "3/4")


def test_702_184a_station_puts_charge_counters_equal_to_the_tapped_creatures_power() -> None:
    game = table(RAMMER)
    ram = enter(game, "Wedgelight Rammer")
    resolve_all(game)  # the Robot token
    wurm = enter(game, "Craw Wurm", sick=True)  # 6/4, summoning sick: it may still pay
    game.perform(A.ActivateAbility("Alice", ram, "Station", choices=(("tap", wurm),)))
    assert game.obj(wurm).tapped
    resolve_all(game)
    assert game.obj(ram).counters.get("charge") == 6
    assert CardType.CREATURE not in game.chars(ram).types  # 6 < 9 (721.2b)
    assert not game.chars(ram).has_keyword("Flying")


def test_721_2b_at_the_threshold_it_is_an_artifact_creature_with_the_bands_abilities() -> None:
    game = table(RAMMER)
    ram = enter(game, "Wedgelight Rammer")
    resolve_all(game)
    game.perform(A.AddCounters(ram, "charge", 9))
    chars = game.chars(ram)
    assert chars.types == frozenset({CardType.ARTIFACT, CardType.CREATURE})
    assert (chars.power, chars.toughness) == (3, 4)  # the printed P/T box (721.2b)
    assert chars.has_keyword("Flying") and chars.has_keyword("First strike")
    game.perform(A.AddCounters(ram, "charge", -1))  # 8: below again
    assert CardType.CREATURE not in game.chars(ram).types


def test_702_184a_station_only_as_a_sorcery_and_with_another_creature() -> None:
    game = table(RAMMER, step=Step.BEGINNING_OF_COMBAT)
    ram = enter(game, "Wedgelight Rammer")
    resolve_all(game)
    robot = next(o for o in game.permanents("Alice") if game.obj(o).is_token)
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", ram, "Station", choices=(("tap", robot),)))
    assert not game.obj(robot).tapped
