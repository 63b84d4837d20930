""""Whenever ~ becomes unattached from a permanent, sacrifice that permanent." (Grafted
Wargear): moved to another creature (701.3c), or leaving the battlefield itself, which the
ability looks back at (603.10a), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

WARGEAR = card("Grafted Wargear", "Artifact — Equipment",
               "Equipped creature gets +3/+2.\nWhenever Grafted Wargear becomes unattached "
               "from a permanent, sacrifice that permanent.\nEquip {0}", "{3}")


def _equipped() -> tuple[Game, int, int]:
    game = table(WARGEAR)
    library(game, "Alice")
    wargear = enter(game, "Grafted Wargear")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", wargear, "Equip", (bears,)))
    resolve_all(game)
    assert game.obj(wargear).attached_to == bears
    assert game.chars(bears).power == 5
    return game, wargear, bears


def test_701_3c_equipping_another_creature_sacrifices_the_first() -> None:
    game, wargear, bears = _equipped()
    elves = enter(game, "Llanowar Elves")
    game.perform(A.ActivateAbility("Alice", wargear, "Equip", (elves,)))
    resolve_all(game)
    assert game.obj(wargear).attached_to == elves
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, elves) == Zone.BATTLEFIELD


def test_603_10a_the_wargear_leaving_sacrifices_its_creature() -> None:
    game, wargear, bears = _equipped()
    game.perform(A.DestroyObject(wargear))
    resolve_all(game)
    assert zone(game, wargear) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.GRAVEYARD


def test_unequipped_wargear_leaving_sacrifices_nothing() -> None:
    game = table(WARGEAR)
    wargear = enter(game, "Grafted Wargear")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.DestroyObject(wargear))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert not game.stack()
