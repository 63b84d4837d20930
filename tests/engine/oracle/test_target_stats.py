"""A stat of a target in a number (608.2h: read as the spell resolves): "the power of target
creature you control", "target creature's power", compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MAJESTY = card("Soul's Majesty", "Sorcery",
               "Draw cards equal to the power of target creature you control.", "{4}{G}")
GRACE = card("Soul's Grace", "Instant", "You gain life equal to target creature's power.",
             "{1}{W}")


def test_608_2h_souls_majesty_draws_the_targets_power() -> None:
    game = table(MAJESTY)
    library(game, "Alice", 10)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Soul's Majesty"), (bears,), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2


def test_608_2h_souls_grace_gains_life_equal_to_an_opponents_creatures_power() -> None:
    game = table(GRACE)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Soul's Grace"), (bears,), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 22
