"""Targets in an opponent's graveyard (115.1, 404): "Return target card from an opponent's
graveyard to their hand" (its owner's hand); a card of your own graveyard is no legal
target."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

ADVOCATE = card("Forcemage Advocate", "Creature — Centaur Shaman",
                "{T}: Return target card from an opponent's graveyard to their hand. Put a "
                "+1/+1 counter on target creature.", "{1}{G}", "2/1")


def _buried(game: Game, player: str) -> int:
    library(game, player, 1, "Grizzly Bears")
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, player)[-1], "graveyard"))
    return game.state.zone_ids(Zone.GRAVEYARD, player)[-1]


def test_the_card_goes_to_its_owner_s_hand() -> None:
    game = table(ADVOCATE)
    bobs = _buried(game, "Bob")
    advocate = enter(game, "Forcemage Advocate")
    game.perform(A.ActivateAbility("Alice", advocate, 1, (bobs, advocate), pay="free"))
    resolve_all(game)
    assert zone(game, bobs) == Zone.HAND
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Bob")] == \
        ["Grizzly Bears"]
    assert game.obj(advocate).counters == {"+1/+1": 1}


def test_115_1_a_card_in_your_own_graveyard_is_no_legal_target() -> None:
    game = table(ADVOCATE)
    mine = _buried(game, "Alice")
    advocate = enter(game, "Forcemage Advocate")
    with pytest.raises(IllegalAction):
        game.perform(A.ActivateAbility("Alice", advocate, 1, (mine, advocate), pay="free"))
