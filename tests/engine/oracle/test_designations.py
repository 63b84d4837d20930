"""Player designations: ascend and the city's blessing (702.131), the monarch (724)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

DUSK_CHARGER = card("Dusk Charger", "Creature — Horse",
                    "Ascend (If you control ten or more permanents, you get the city's "
                    "blessing for the rest of the game.)\nDusk Charger gets +2/+2 as long as "
                    "you have the city's blessing.", "{3}{B}", "3/3")
PRIDE_OF_CONQUERORS = card("Pride of Conquerors", "Instant",
                           "Ascend (If you control ten or more permanents, you get the city's "
                           "blessing for the rest of the game.)\nCreatures you control get "
                           "+1/+1 until end of turn. If you have the city's blessing, those "
                           "creatures get +2/+2 until end of turn instead.", "{1}{W}")
THRONE_WARDEN = card("Throne Warden", "Creature — Human Soldier",
                     "At the beginning of your end step, if you're the monarch, put a +1/+1 "
                     "counter on Throne Warden.", "{1}{W}", "2/2")
SKYLINE_DESPOT = card("Skyline Despot", "Creature — Dragon",
                      "Flying\nWhen Skyline Despot enters, you become the monarch.\nAt the "
                      "beginning of your upkeep, if you're the monarch, create a 5/5 red "
                      "Dragon creature token with flying.", "{5}{R}{R}", "5/5")
THRONE_OF_THE_HIGH_CITY = card("Throne of the High City", "Land",
                               "{T}: Add {C}.\n{4}, {T}, Sacrifice Throne of the High City: "
                               "You become the monarch.")


def _lands(game: Game, n: int, controller: str = "Alice") -> list[int]:
    return [enter(game, "Plains", controller) for _ in range(n)]


def test_702_131b_ten_permanents_and_ascend_give_the_blessing_for_good() -> None:
    game = table(DUSK_CHARGER)
    library(game, "Alice")
    library(game, "Bob")
    charger = enter(game, "Dusk Charger")
    lands = _lands(game, 8)
    assert game.chars(charger).power == 3  # nine permanents
    lands.append(enter(game, "Plains"))
    assert game.chars(charger).power == 5  # ten: the blessing at once
    game.perform(A.PassPriority("Alice"))
    assert game.state.blessed == ("Alice",)
    for land in lands[:5]:
        game.perform(A.DestroyObject(land))
    assert game.chars(charger).power == 5  # 702.131c: for the rest of the game


def test_702_131b_ten_permanents_without_ascend_give_nothing() -> None:
    game = table(DUSK_CHARGER)
    library(game, "Alice")
    _lands(game, 10)
    game.perform(A.PassPriority("Alice"))
    assert game.state.blessed == ()
    charger = enter(game, "Dusk Charger", controller="Bob")
    assert game.chars(charger).power == 3  # Bob controls one permanent


def test_702_131a_an_instant_with_ascend_blesses_as_it_resolves() -> None:
    game = table(PRIDE_OF_CONQUERORS)
    library(game, "Alice")
    library(game, "Bob")
    bear = enter(game, "Grizzly Bears")
    _lands(game, 9)
    pride = hand(game, "Pride of Conquerors")
    game.perform(A.CastSpell("Alice", pride))
    resolve_all(game)
    assert game.state.blessed == ("Alice",)
    assert game.chars(bear).power == 4  # +2/+2 instead of +1/+1


def test_702_131a_fewer_than_ten_permanents_no_blessing() -> None:
    game = table(PRIDE_OF_CONQUERORS)
    library(game, "Alice")
    library(game, "Bob")
    bear = enter(game, "Grizzly Bears")
    _lands(game, 8)
    pride = hand(game, "Pride of Conquerors")
    game.perform(A.CastSpell("Alice", pride))
    resolve_all(game)
    assert game.state.blessed == ()
    assert game.chars(bear).power == 3


def test_724_the_monarch_draws_at_their_end_step_and_is_read_by_conditions() -> None:
    game = table(SKYLINE_DESPOT, THRONE_WARDEN)
    library(game, "Alice")
    library(game, "Bob")
    warden = enter(game, "Throne Warden")
    enter(game, "Skyline Despot")
    resolve_all(game)
    assert game.state.monarch == "Alice"
    cards_in_hand = len(game.objects_in(Zone.HAND, "Alice"))
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert len(game.objects_in(Zone.HAND, "Alice")) == cards_in_hand + 1  # 724.2: the monarch draws
    assert game.obj(warden).counters.get("+1/+1") == 1  # "if you're the monarch"


def test_724_2_combat_damage_to_the_monarch_takes_the_crown() -> None:
    game = table(THRONE_OF_THE_HIGH_CITY, step=Step.PRECOMBAT_MAIN)
    library(game, "Alice")
    library(game, "Bob")
    throne = enter(game, "Throne of the High City")
    _lands(game, 4)
    game.perform(A.ActivateAbility("Alice", throne, 2))
    resolve_all(game)
    assert game.state.monarch == "Alice"
    game.perform(A.AdvanceTo("next_turn"))
    bear = enter(game, "Grizzly Bears", controller="Bob", sick=False)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Bob", (bear,)))
    game.perform(A.AdvanceTo("end"))
    assert game.state.monarch == "Bob"


CUSTODI_LICH = card("Custodi Lich", "Creature — Zombie Cleric",
                    "When Custodi Lich enters, you become the monarch.\nWhenever you become "
                    "the monarch, target player sacrifices a creature.", "{3}{B}{B}", "4/2")


def test_724_whenever_you_become_the_monarch_triggers() -> None:
    game = table(CUSTODI_LICH)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", controller="Bob")
    enter(game, "Custodi Lich")
    resolve_all(game)  # enters: the monarch; then Bob sacrifices his creature
    assert game.state.monarch == "Alice"
    assert game.state.newest(bears) != bears


def test_724_already_the_monarch_does_not_become_it_again() -> None:
    game = table(CUSTODI_LICH, THRONE_OF_THE_HIGH_CITY)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Custodi Lich")
    resolve_all(game)
    bears = enter(game, "Grizzly Bears", controller="Bob")
    throne = enter(game, "Throne of the High City")
    _lands(game, 4)
    game.perform(A.ActivateAbility("Alice", throne, 2))
    resolve_all(game)
    assert game.state.newest(bears) == bears  # no new trigger: she already was
