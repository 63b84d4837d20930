""""Reveal any number of white cards in your hand": the cards chosen are revealed and
counted afterwards (701.16), from Oracle text: Scent of Jasmine, Scent of Cinder, Brine
Seer."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

JASMINE = card("Scent of Jasmine", "Instant",
               "Reveal any number of white cards in your hand. You gain 2 life for each card "
               "revealed this way.", "{W}")
CINDER = card("Scent of Cinder", "Sorcery",
              "Reveal any number of red cards in your hand. Scent of Cinder deals X damage to "
              "any target, where X is the number of cards revealed this way.", "{1}{R}")
BRINE = card("Brine Seer", "Creature — Human Wizard",
             "{2}{U}, {T}: Reveal any number of blue cards in your hand. Counter target spell "
             "unless its controller pays {1} for each card revealed this way.", "{3}{U}", "1/1")
LIONS = card("Savannah Lions", "Creature — Cat", "", "{W}", "2/1")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
WIND = card("Wind Drake", "Creature — Drake", "Flying", "{2}{U}", "2/2")


def test_701_16_every_white_card_revealed_gains_two_life() -> None:
    game = table(JASMINE, LIONS)
    hand(game, "Savannah Lions")
    hand(game, "Savannah Lions")
    hand(game, "Grizzly Bears")  # green: not revealed
    game.perform(A.CastSpell("Alice", hand(game, "Scent of Jasmine"), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 24


def test_701_16_the_player_may_reveal_fewer() -> None:
    game = table(JASMINE, LIONS)
    one = hand(game, "Savannah Lions")
    hand(game, "Savannah Lions")
    game.perform(A.CastSpell("Alice", hand(game, "Scent of Jasmine"), (),
                             (("choose", [one]),), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 22


def test_701_16_x_is_the_number_of_red_cards_revealed() -> None:
    game = table(CINDER, BOLT)
    for _ in range(3):
        hand(game, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", hand(game, "Scent of Cinder"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 17


def test_118_12_brine_seer_counters_unless_the_revealed_count_is_paid() -> None:
    game = table(BRINE, BOLT, WIND)
    seer = enter(game, "Brine Seer", sick=False)
    hand(game, "Wind Drake")
    hand(game, "Wind Drake")
    bolt = hand(game, "Lightning Bolt", "Bob")
    enter(game, "Mountain", "Bob")  # one mana: not the two asked
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.ActivateAbility("Alice", seer, 1, (game.stack()[-1],), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20
