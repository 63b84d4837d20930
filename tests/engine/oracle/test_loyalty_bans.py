"""Loyalty abilities that can't be activated (606.3, 101.2: "can't" beats "may"), from Oracle
text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table

IMMORTAL_SUN = card("The Immortal Sun", "Legendary Artifact",
                    "Players can't activate planeswalkers' loyalty abilities.\nAt the beginning "
                    "of your draw step, draw an additional card.\nSpells you cast cost {1} less "
                    "to cast.\nCreatures you control get +1/+1.", "{6}")
AJANI = card("Ajani Goldmane", "Legendary Planeswalker — Ajani",
             "+1: You gain 2 life.\n−1: Put a +1/+1 counter on each creature you control. "
             "Those creatures gain vigilance until end of turn.\n−6: Create a white Avatar "
             "creature token. It has \"This creature's power and toughness are each equal to "
             "your life total.\"", "{2}{W}{W}")


def test_606_3_players_cant_activate_planeswalkers_loyalty_abilities() -> None:
    game = table(IMMORTAL_SUN, AJANI)
    walker = enter(game, "Ajani Goldmane", "Alice", counters=(("loyalty", 4),))
    sun = enter(game, "The Immortal Sun", "Bob")
    with pytest.raises(A.IllegalAction, match="can't have its abilities activated"):
        game.perform(A.ActivateAbility("Alice", walker, 1))
    game.perform(A.MoveObject(sun, "graveyard"))
    game.perform(A.ActivateAbility("Alice", walker, 1))
    assert game.obj(walker).counters.get("loyalty") == 5
