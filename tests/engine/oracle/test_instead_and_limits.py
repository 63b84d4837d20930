"""A spell's own "instead" (614.15: "If [condition], [do this] instead"), "Activate this
ability no more than twice each turn" (602.5b), "enters tapped with two charge counters"
(614.1c), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

INSIGHT = card("Metal Insight", "Sorcery",
               "Draw a card. If you control three or more artifacts, draw two cards instead.",
               "{1}{U}")
PUMP = card("Twice Pumper", "Creature — Shade",
            "{B}: Twice Pumper gets +1/+0 until end of turn. Activate this ability no more "
            "than twice each turn.", "{1}{B}", "1/1")
BATTERY = card("Charge Battery", "Artifact",
               "Charge Battery enters tapped with two charge counters on it.", "{2}")
GOLEM = card("Test Golem", "Artifact Creature — Golem", "", "{1}", "1/1")


def _hand_size(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_614_15_the_instead_replaces_the_instruction_before_it() -> None:
    game = table(INSIGHT, GOLEM)
    library(game, "Alice", 10)
    game.perform(A.CastSpell("Alice", hand(game, "Metal Insight"), pay="free"))
    resolve_all(game)
    assert _hand_size(game) == 1
    for _ in range(3):
        enter(game, "Test Golem")
    game.perform(A.CastSpell("Alice", hand(game, "Metal Insight"), pay="free"))
    resolve_all(game)
    assert _hand_size(game) == 3


def test_602_5b_no_more_than_twice_each_turn() -> None:
    game = table(PUMP)
    shade = enter(game, "Twice Pumper")
    for _ in range(2):
        game.perform(A.ActivateAbility("Alice", shade, 1, pay="free"))
        resolve_all(game)
    with pytest.raises(A.IllegalAction, match=r"twice|2 times"):
        game.perform(A.ActivateAbility("Alice", shade, 1, pay="free"))
    assert game.chars(shade).power == 3


def test_614_1c_enters_tapped_with_counters() -> None:
    game = table(BATTERY)
    battery = enter(game, "Charge Battery")
    assert game.obj(battery).tapped and game.obj(battery).counters == {"charge": 2}
