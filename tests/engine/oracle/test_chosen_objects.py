"""Objects a player chooses as an ability resolves, not targets (115.10): "sacrifices a
creature" (701.21), "You choose a ... card from it. That player discards that card."."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

EDICT = card("Test Edict", "Instant", "Target player sacrifices a creature.", "{1}{B}")
DURESS = card("Test Duress", "Sorcery",
              "Target opponent reveals their hand. You choose a noncreature, nonland card "
              "from it. That player discards that card.", "{B}")


def test_701_21_the_targeted_player_sacrifices_one_of_their_creatures() -> None:
    game = table(EDICT)
    bears = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Test Edict"), ("Bob",), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, mine) == Zone.BATTLEFIELD


def test_701_8_you_choose_the_card_the_opponent_discards() -> None:
    game = table(DURESS)
    bolt = hand(game, "Lightning Bolt", "Bob")
    bears = hand(game, "Grizzly Bears", "Bob")
    island = hand(game, "Island", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Test Duress"), ("Bob",), pay="free"))
    resolve_all(game)
    assert zone(game, bolt) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.HAND and zone(game, island) == Zone.HAND
