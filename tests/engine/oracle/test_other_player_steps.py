"""503-513: "At the beginning of each other player's draw step" triggers in every other
player's draw step, not in yours ("that player": the active player)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

WELL = card("Well of Ideas", "Enchantment",
            "When Well of Ideas enters, draw two cards.\nAt the beginning of each other "
            "player's draw step, that player draws an additional card.\nAt the beginning of "
            "your draw step, draw two additional cards.", "{5}{U}")


def test_each_other_player_s_draw_step() -> None:
    game = table(WELL, step=Step.PRECOMBAT_MAIN)
    library(game, "Alice", 20)
    library(game, "Bob", 20)
    enter(game, "Well of Ideas")
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 2  # the draw and one more
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 5  # 2 + the draw + 2 more
