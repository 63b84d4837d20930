"""615.1: "Prevent all combat damage that would be dealt this turn by creatures target
opponent controls." The shield covers the creatures the chosen player controls as the
damage is dealt, not the caster's."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ENCIRCLING_FISSURE = card("Encircling Fissure", "Instant",
                          "Prevent all combat damage that would be dealt this turn by "
                          "creatures target opponent controls.\nAwaken 2—{4}{W}", "{2}{W}")


def test_615_1_the_opponents_blocker_deals_no_damage_and_dies() -> None:
    game = table(ENCIRCLING_FISSURE)
    library(game, "Alice")
    library(game, "Bob")
    for _ in range(3):
        enter(game, "Plains")
    bears = enter(game, "Grizzly Bears", sick=False)
    blocker = enter(game, "Grizzly Bears", "Bob", sick=False)
    fissure = hand(game, "Encircling Fissure")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, bears),)))
    game.perform(A.CastSpell("Alice", fissure, ("Bob",)))
    resolve_all(game)
    game.perform(A.AdvanceTo("end"))
    assert zone(game, blocker) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.BATTLEFIELD
