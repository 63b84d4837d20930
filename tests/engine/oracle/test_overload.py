"""Overload (702.96): an alternative cost (702.96a); cast overloaded, the spell has no
targets (702.96c) and its text has "each" instead of "target" (702.96b)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

ELECTRICKERY = card("Electrickery", "Instant",
                    "Electrickery deals 1 damage to target creature you don't control.\n"
                    "Overload {1}{R}", "{R}")
DOWNSIZE = card("Downsize", "Instant",
                "Target creature you don't control gets -4/-0 until end of turn.\n"
                "Overload {2}{U}", "{U}")
ELVES = "Llanowar Elves"


def test_702_96b_overloaded_it_deals_damage_to_each_creature_you_dont_control() -> None:
    game = table(ELECTRICKERY)
    theirs = [enter(game, ELVES, "Bob"), enter(game, ELVES, "Bob")]
    mine = enter(game, ELVES)
    for _ in range(2):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Electrickery"),
                             choices=(("overload", True),)))
    resolve_all(game)
    assert all(zone(game, o) == Zone.GRAVEYARD for o in theirs)
    assert zone(game, mine) == Zone.BATTLEFIELD


def test_702_96a_the_overload_cost_is_paid_instead() -> None:
    game = table(ELECTRICKERY)
    enter(game, ELVES, "Bob")
    enter(game, "Mountain")  # {R}: enough for the spell, not for {1}{R}
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Electrickery"),
                                 choices=(("overload", True),)))


def test_702_96c_not_overloaded_it_targets_one_creature() -> None:
    game = table(DOWNSIZE)
    first, second = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Downsize"), (first,)))
    resolve_all(game)
    assert game.chars(first).power == -2 and game.chars(second).power == 2


def test_702_96b_overloaded_each_creature_gets_the_effect() -> None:
    game = table(DOWNSIZE)
    first, second = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    for _ in range(3):
        enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Downsize"), choices=(("overload", True),)))
    resolve_all(game)
    assert game.chars(first).power == -2 and game.chars(second).power == -2
    assert game.chars(mine).power == 2


def test_702_96a_the_window_offers_the_overload_cost() -> None:
    game = table(ELECTRICKERY)
    enter(game, ELVES, "Bob")
    for _ in range(2):
        enter(game, "Mountain")
    options = options_for_object(game, "Alice", hand(game, "Electrickery"))
    overloaded = [o for o in options if isinstance(o.action, A.CastSpell)
                  and ("overload", True) in o.action.choices]
    assert len(overloaded) == 1 and overloaded[0].legal and not overloaded[0].targets
