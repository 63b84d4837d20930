"""603.7: "Its controller sacrifices it at the beginning of the next end step" (a delayed
triggered ability made as the ability resolves; 701.21 sacrifice)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

SWORD = card("Celestial Sword", "Artifact",
             "{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its "
             "controller sacrifices it at the beginning of the next end step.", "{6}")


def test_603_7_the_pumped_creature_is_sacrificed_at_the_end_step() -> None:
    game = table(SWORD)
    sword = enter(game, "Celestial Sword")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", sword, 1, (bears,), pay="free"))
    resolve_all(game)
    assert game.chars(bears).power == 5 and zone(game, bears) == Zone.BATTLEFIELD
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert game.state.step == Step.END
    assert zone(game, bears) == Zone.GRAVEYARD
