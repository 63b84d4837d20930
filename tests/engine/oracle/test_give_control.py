"""613.1b (layer 2): another player gains control ("Target opponent gains control of Jinxed
Idol", "When Akroan Horse enters, an opponent gains control of it"), for good."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

IDOL = card("Jinxed Idol", "Artifact",
            "At the beginning of your upkeep, Jinxed Idol deals 2 damage to you.\nSacrifice a "
            "creature: Target opponent gains control of Jinxed Idol.", "{2}")
HORSE = card("Akroan Horse", "Artifact Creature — Horse",
             "Defender\nWhen Akroan Horse enters, an opponent gains control of it.\nAt the "
             "beginning of your upkeep, each opponent creates a 1/1 white Soldier creature "
             "token.", "{4}", "0/4")
OFFERING = card("Harmless Offering", "Sorcery",
                "Target opponent gains control of target permanent you control.", "{2}{R}")


def test_613_1b_the_idol_goes_to_the_opponent_and_hurts_them_in_their_upkeep() -> None:
    game = table(IDOL)
    library(game, "Alice", 3)
    library(game, "Bob", 3)
    idol = enter(game, "Jinxed Idol")
    enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", idol, 1, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.controller_of(idol) == "Bob"
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep: his Idol hurts him
    resolve_all(game)
    assert game.player("Bob").life == 18 and game.player("Alice").life == 20


def test_the_horse_is_the_opponent_s_as_it_enters() -> None:
    game = table(HORSE)
    game.perform(A.CastSpell("Alice", hand(game, "Akroan Horse"), pay="free"))
    resolve_all(game)
    (horse,) = [o for o in game.battlefield() if game.name_of(o) == "Akroan Horse"]
    assert game.controller_of(horse) == "Bob"


def test_a_permanent_you_control_is_given_away() -> None:
    game = table(OFFERING)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Harmless Offering"), ("Bob", bears),
                             pay="free"))
    resolve_all(game)
    assert game.controller_of(bears) == "Bob"
