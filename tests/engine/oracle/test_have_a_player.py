"""608.2c: "you may have [player] [do something]" — the named player does it: "you may have
that player lose 1 life", "you may have target opponent sacrifice a creature", from Oracle
text."""

from __future__ import annotations

from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

PRIEST = card("Suture Priest", "Creature — Cleric",
              "Whenever another creature enters under your control, you may gain 1 life.\n"
              "Whenever a creature enters under an opponent's control, you may have that player "
              "lose 1 life.", "{1}{W}", "1/1")
NIGHTSTALKER = card("Predatory Nightstalker", "Creature — Nightstalker",
                    "When Predatory Nightstalker enters, you may have target opponent sacrifice "
                    "a creature.", "{3}{B}{B}", "3/2")


def test_suture_priest_makes_the_opponent_whose_creature_entered_lose_life() -> None:
    game = table(PRIEST)
    enter(game, "Suture Priest")
    enter(game, "Grizzly Bears", "Bob")
    resolve_all(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 19)
    enter(game, "Grizzly Bears")  # Alice's own creature: the other ability
    resolve_all(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (21, 19)


def test_the_nightstalker_has_the_target_opponent_sacrifice_a_creature() -> None:
    game = table(NIGHTSTALKER)
    bears = enter(game, "Grizzly Bears", "Bob")
    stalker = enter(game, "Predatory Nightstalker")
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, stalker) == Zone.BATTLEFIELD
