"""118.9: the Traps' alternative costs, allowed by what one opponent did or had happen this
turn (the turn's event record), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.keyword_actions import draw_cards
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

WHIPLASH = card("Whiplash Trap", "Instant — Trap",
                "If an opponent had two or more creatures enter under their control this "
                "turn, you may pay {U} rather than pay this spell's mana cost.\nReturn two "
                "target creatures to their owners' hands.", "{3}{U}{U}")
RUNEFLARE = card("Runeflare Trap", "Instant — Trap",
                 "If an opponent drew three or more cards this turn, you may pay {R} rather "
                 "than pay this spell's mana cost.\nRuneflare Trap deals damage to target "
                 "player equal to the number of cards in that player's hand.", "{4}{R}{R}")


def test_118_9_whiplash_trap_costs_u_after_two_creatures_entered_for_an_opponent() -> None:
    game = table(WHIPLASH)
    enter(game, "Island")
    trap = hand(game, "Whiplash Trap")
    mine = enter(game, "Grizzly Bears")  # entering under Alice's control doesn't count
    first = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="opponent had 2 or more creature"):
        game.perform(A.CastSpell("Alice", trap, targets=(first, mine),
                                 choices=(("alternative", True),)))
    second = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", trap, targets=(first, second),
                             choices=(("alternative", True),)))
    resolve_all(game)
    assert zone(game, first) == Zone.HAND and zone(game, second) == Zone.HAND
    assert zone(game, mine) == Zone.BATTLEFIELD


def test_118_9_runeflare_trap_costs_r_after_an_opponent_drew_three_cards() -> None:
    game = table(RUNEFLARE)
    library(game, "Bob", 10)
    enter(game, "Mountain")
    trap = hand(game, "Runeflare Trap")
    draw_cards(game, "Bob", 2)
    with pytest.raises(A.IllegalAction, match="opponent drew 3 or more cards"):
        game.perform(A.CastSpell("Alice", trap, targets=("Bob",),
                                 choices=(("alternative", True),)))
    draw_cards(game, "Bob", 1)
    game.perform(A.CastSpell("Alice", trap, targets=("Bob",),
                             choices=(("alternative", True),)))
    resolve_all(game)
    assert game.player("Bob").life == 17  # three cards in Bob's hand
