"""Hands played revealed (701.20b: a revealed card is shown to all players), from Oracle
text; the table shows such a hand face up whoever the window is showing."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.engine.rules.revealed_hands import hand_revealed
from tabletop.ui.view_model import ViewOptions, table_state
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enchantment, enter, hand, table

REVELATION = card("Revelation", "World Enchantment",
                  "Players play with their hands revealed.", "{G}")
TELEPATHY = card("Telepathy", "Enchantment",
                 "Your opponents play with their hands revealed.", "{U}")
# Enduring Renewal's first clause (its draw replacement is not read yet)
RENEWAL = enchantment("Enduring Renewal", *compile_text("Play with your hand revealed.",
                                                        "Enduring Renewal").abilities,
                      cost="{2}{W}{W}")


def test_701_20b_players_play_with_their_hands_revealed() -> None:
    game = table(REVELATION)
    mine, theirs = hand(game, "Forest"), hand(game, "Island", "Bob")
    alice_only = ViewOptions(revealed_hands=frozenset({"Alice"}))
    assert table_state(game, game.result, alice_only).cards[theirs].hidden
    enter(game, "Revelation", "Bob")
    assert hand_revealed(game, "Alice") and hand_revealed(game, "Bob")
    bob_only = table_state(game, game.result, ViewOptions(revealed_hands=frozenset({"Bob"})))
    assert not bob_only.cards[mine].hidden
    assert not table_state(game, game.result, alice_only).cards[theirs].hidden


def test_701_20b_only_the_opponents_hands() -> None:
    game = table(TELEPATHY)
    mine, theirs = hand(game, "Forest"), hand(game, "Island", "Bob")
    enter(game, "Telepathy")
    assert hand_revealed(game, "Bob") and not hand_revealed(game, "Alice")
    state = table_state(game, game.result, ViewOptions(revealed_hands=frozenset()))
    assert not state.cards[theirs].hidden and state.cards[mine].hidden


def test_701_20b_play_with_your_hand_revealed() -> None:
    game = table(RENEWAL)
    enter(game, "Enduring Renewal", "Bob")
    assert hand_revealed(game, "Bob") and not hand_revealed(game, "Alice")
