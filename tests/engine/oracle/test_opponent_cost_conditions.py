"""601.2f: a spell's own cost reduction on a condition about an opponent ("If an opponent
controls seven or more lands, this spell costs {6} less to cast"), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

FURY = card("Avatar of Fury", "Creature — Avatar",
            "If an opponent controls seven or more lands, this spell costs {6} less to "
            "cast.\nFlying\n{R}: Avatar of Fury gets +1/+0 until end of turn.", "{6}{R}{R}",
            "6/6")
WILL = card("Avatar of Will", "Creature — Avatar",
            "If an opponent has no cards in hand, this spell costs {6} less to cast.\nFlying",
            "{6}{U}{U}", "5/6")


def test_601_2f_fury_costs_two_against_seven_lands() -> None:
    game = table(FURY)
    enter(game, "Mountain")
    enter(game, "Mountain")
    fury = hand(game, "Avatar of Fury")
    for _ in range(6):
        enter(game, "Plains", "Bob")
    with pytest.raises(A.IllegalAction):  # six lands: the full {6}{R}{R}
        game.perform(A.CastSpell("Alice", fury))
    enter(game, "Plains", "Bob")
    game.perform(A.CastSpell("Alice", fury))
    resolve_all(game)
    assert zone(game, fury) == Zone.BATTLEFIELD


def test_601_2f_will_costs_two_while_the_opponents_hand_is_empty() -> None:
    game = table(WILL)
    enter(game, "Island")
    enter(game, "Island")
    will = hand(game, "Avatar of Will")
    card_in_hand = hand(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", will))
    game.perform(A.MoveObject(card_in_hand, "graveyard"))
    game.perform(A.CastSpell("Alice", will))
    resolve_all(game)
    assert zone(game, will) == Zone.BATTLEFIELD
