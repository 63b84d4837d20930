"""601.3: a card whose own text lets its owner cast it from the graveyard or from exile
("You may cast ~ from your graveyard as long as you control a Zombie"), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

GRAVECRAWLER = card("Gravecrawler", "Creature — Zombie",
                    "Gravecrawler can't block.\nYou may cast Gravecrawler from your graveyard "
                    "as long as you control a Zombie.", "{B}", "2/1")
SCOURGE = card("Eternal Scourge", "Creature — Eldrazi Horror",
               "You may cast Eternal Scourge from exile.\nWhen Eternal Scourge becomes the "
               "target of a spell or ability an opponent controls, exile Eternal Scourge.",
               "{3}", "3/3")
SQUEE = card("Squee, the Immortal", "Legendary Creature — Goblin",
             "You may cast Squee, the Immortal from your graveyard or from exile.",
             "{1}{R}{R}", "2/1")
ZOMBIE = card("Test Zombie", "Creature — Zombie", "", "{B}", "1/1")


def _put(game: Game, name: str, where: str) -> int:
    oid = hand(game, name)
    game.perform(A.MoveObject(oid, where))
    return game.state.newest(oid)


def _cast_offered(game: Game, oid: int, player: str = "Alice") -> bool:
    return any(isinstance(o.action, A.CastSpell) and o.action.card == oid and o.legal
               for o in legal_actions(game, player))


def test_601_3_gravecrawler_from_the_graveyard_only_with_a_zombie() -> None:
    game = table(GRAVECRAWLER, ZOMBIE)
    enter(game, "Swamp")
    crawler = _put(game, "Gravecrawler", "graveyard")
    assert not _cast_offered(game, crawler)
    with pytest.raises(A.IllegalAction):  # no Zombie yet
        game.perform(A.CastSpell("Alice", crawler))
    enter(game, "Test Zombie")
    assert _cast_offered(game, crawler)
    game.perform(A.CastSpell("Alice", crawler))
    resolve_all(game)
    assert zone(game, crawler) == Zone.BATTLEFIELD


def test_601_3_eternal_scourge_from_exile_but_not_from_the_graveyard() -> None:
    game = table(SCOURGE)
    for _ in range(3):
        enter(game, "Island")
    buried = _put(game, "Eternal Scourge", "graveyard")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", buried))
    exiled = _put(game, "Eternal Scourge", "exile")
    assert _cast_offered(game, exiled)
    game.perform(A.CastSpell("Alice", exiled))
    resolve_all(game)
    assert zone(game, exiled) == Zone.BATTLEFIELD
    assert zone(game, buried) == Zone.GRAVEYARD


def test_601_3_squee_from_the_graveyard_and_from_exile_by_its_owner_only() -> None:
    game = table(SQUEE)
    for _ in range(6):
        enter(game, "Mountain")
    squee = _put(game, "Squee, the Immortal", "graveyard")
    game.perform(A.CastSpell("Alice", squee))
    resolve_all(game)
    assert zone(game, squee) == Zone.BATTLEFIELD
    game.perform(A.MoveObject(game.state.newest(squee), "exile"))
    exiled = game.state.newest(squee)
    assert not any(isinstance(o.action, A.CastSpell) and o.action.card == exiled
                   for o in legal_actions(game, "Bob"))  # Bob doesn't own it
    assert _cast_offered(game, exiled)
    game.perform(A.CastSpell("Alice", exiled))
    resolve_all(game)
    assert zone(game, exiled) == Zone.BATTLEFIELD
