"""701.12c: exchanging life totals: each player gains or loses the life needed to have the
other's previous total (Mirror Universe with target opponent, Soul Conduit's two target
players)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

MIRROR_UNIVERSE = card("Mirror Universe", "Artifact",
                       "{T}, Sacrifice Mirror Universe: Exchange life totals with target "
                       "opponent. Activate this ability only during your upkeep.", "{6}")
SOUL_CONDUIT = card("Soul Conduit", "Artifact",
                    "{6}, {T}: Two target players exchange life totals.", "{6}")


def test_701_12c_mirror_universe_exchanges_with_the_opponent() -> None:
    game = table(MIRROR_UNIVERSE, step=Step.UPKEEP)
    mirror = enter(game, "Mirror Universe")
    game.player("Alice").life = 3
    game.player("Bob").life = 18
    game.perform(A.ActivateAbility("Alice", mirror, 1, ("Bob",)))
    resolve_all(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (18, 3)
    assert zone(game, mirror) == Zone.GRAVEYARD


def test_602_5b_mirror_universe_only_during_your_upkeep() -> None:
    game = table(MIRROR_UNIVERSE)
    mirror = enter(game, "Mirror Universe")
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", mirror, 1, ("Bob",)))


def test_701_12c_soul_conduit_exchanges_two_target_players() -> None:
    game = table(SOUL_CONDUIT)
    conduit = enter(game, "Soul Conduit")
    for _ in range(6):
        enter(game, "Wastes")
    game.player("Bob").life = 7
    game.perform(A.ActivateAbility("Alice", conduit, 1, ("Alice", "Bob")))
    resolve_all(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (7, 20)
