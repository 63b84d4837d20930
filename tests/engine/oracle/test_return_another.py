""""When Ambush Krotiq enters, return another creature you control to its owner's hand",
from Oracle text: one of the controller's own creatures other than itself, chosen as the
ability resolves (not a target, 115.1); none to choose, nothing returns (609.3)."""

from __future__ import annotations

from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

KROTIQ = card("Ambush Krotiq", "Creature — Insect",
              "Trample\nWhen Ambush Krotiq enters, return another creature you control to its "
              "owner's hand.", "{5}{G}", "5/5")


def test_another_creature_of_yours_returns_not_the_krotiq_nor_an_opponents() -> None:
    game = table(KROTIQ)
    bears = enter(game, "Grizzly Bears")
    theirs = enter(game, "Grizzly Bears", "Bob")
    krotiq = enter(game, "Ambush Krotiq")
    resolve_all(game)
    assert zone(game, bears) == Zone.HAND
    assert zone(game, krotiq) == Zone.BATTLEFIELD
    assert zone(game, theirs) == Zone.BATTLEFIELD


def test_no_other_creature_the_krotiq_stays() -> None:
    game = table(KROTIQ)
    theirs = enter(game, "Grizzly Bears", "Bob")
    krotiq = enter(game, "Ambush Krotiq")
    resolve_all(game)
    assert zone(game, krotiq) == Zone.BATTLEFIELD
    assert zone(game, theirs) == Zone.BATTLEFIELD
