"""614.1, 701.9: "If a spell or ability an opponent controls causes you to discard ~, put it
onto the battlefield instead of putting it into your graveyard." The card is discarded by
an opponent's spell and enters instead; a discard of its owner's own doing goes to the
graveyard."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

LOXODON_SMITER = card("Loxodon Smiter", "Creature — Elephant Soldier",
                      "This spell can't be countered.\nIf a spell or ability an opponent "
                      "controls causes you to discard Loxodon Smiter, put it onto the "
                      "battlefield instead of putting it into your graveyard.",
                      "{1}{G}{W}", "4/4")
RAVENS_CRIME = card("Raven's Crime", "Sorcery", "Target player discards a card.\nRetrace",
                    "{B}")
TOLARIAN_WINDS = card("Tolarian Winds", "Instant",
                      "Discard all the cards in your hand, then draw that many cards.",
                      "{1}{U}")


def test_614_1_an_opponents_spell_makes_it_enter_instead() -> None:
    game = table(LOXODON_SMITER, RAVENS_CRIME)
    enter(game, "Swamp")
    smiter = hand(game, "Loxodon Smiter", "Bob")
    crime = hand(game, "Raven's Crime")
    game.perform(A.CastSpell("Alice", crime, ("Bob",)))
    resolve_all(game)
    assert zone(game, smiter) == Zone.BATTLEFIELD
    assert game.controller_of(game.state.newest(smiter)) == "Bob"


def test_614_1_its_owners_own_discard_goes_to_the_graveyard() -> None:
    game = table(LOXODON_SMITER, TOLARIAN_WINDS)
    library(game, "Alice")
    enter(game, "Island")
    enter(game, "Island")
    smiter = hand(game, "Loxodon Smiter")
    winds = hand(game, "Tolarian Winds")
    game.perform(A.CastSpell("Alice", winds))
    resolve_all(game)
    assert zone(game, smiter) == Zone.GRAVEYARD
