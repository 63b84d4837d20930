"""Entwine (702.42): paying the entwine cost as well, all modes of the spell are chosen."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

RAIN_OF_RUST = card("Rain of Rust", "Instant",
                    "Choose one —\n• Destroy target artifact.\n• Destroy target land.\n"
                    "Entwine {3}{R}", "{3}{R}{R}")


def test_702_42a_entwined_both_modes_happen() -> None:
    game = table(RAIN_OF_RUST)
    relic = enter(game, "Sol Ring", "Bob")
    land = enter(game, "Island", "Bob")
    for _ in range(9):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Rain of Rust"), (relic, land),
                             choices=(("entwine", True),)))
    resolve_all(game)
    assert zone(game, relic) == Zone.GRAVEYARD and zone(game, land) == Zone.GRAVEYARD
    assert all(game.obj(o).tapped for o in game.permanents("Alice"))  # 9 mana: 5 + 4


def test_702_42a_entwine_needs_its_additional_cost() -> None:
    game = table(RAIN_OF_RUST)
    relic = enter(game, "Sol Ring", "Bob")
    land = enter(game, "Island", "Bob")
    for _ in range(5):
        enter(game, "Mountain")
    rain = hand(game, "Rain of Rust")
    [way] = [o for o in options_for_object(game, "Alice", rain)
             if ("entwine", True) in o.action.choices]
    assert not way.legal and len(way.targets) == 2
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", rain, (relic, land), choices=(("entwine", True),)))
