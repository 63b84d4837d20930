"""603.6a: "When ~ enters from your graveyard" triggers only when it came from there
(Phyrexian Dragon Engine, whose unearth is printed "Unearth:{3}{R}{R}", 702.84a)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ENGINE = card(
    "Phyrexian Dragon Engine", "Artifact Creature — Phyrexian Dragon",
    "Double strike\nWhen Phyrexian Dragon Engine enters from your graveyard, you may discard "
    "your hand. If you do, draw three cards.\nUnearth:{3}{R}{R}", "{3}", "2/2")


def test_603_6a_unearthed_from_the_graveyard_it_triggers() -> None:
    game = table(ENGINE)
    library(game, "Alice")
    kept = [hand(game, "Island"), hand(game, "Island")]
    dead = hand(game, "Phyrexian Dragon Engine")
    game.perform(A.MoveObject(dead, "graveyard"))
    for _ in range(5):
        enter(game, "Mountain")
    game.perform(A.ActivateAbility("Alice", game.state.newest(dead), "Unearth"))
    resolve_all(game)
    assert zone(game, dead) == Zone.BATTLEFIELD
    assert all(zone(game, card_) == Zone.GRAVEYARD for card_ in kept)
    assert len(game.objects_in(Zone.HAND, "Alice")) == 3


def test_603_6a_entering_from_elsewhere_triggers_nothing() -> None:
    game = table(ENGINE)
    library(game, "Alice")
    island = hand(game, "Island")
    engine = hand(game, "Phyrexian Dragon Engine")
    game.perform(A.CastSpell("Alice", engine, pay="free"))
    resolve_all(game)
    assert zone(game, engine) == Zone.BATTLEFIELD
    assert game.objects_in(Zone.HAND, "Alice") == [island]
