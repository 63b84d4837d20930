"""Champion (702.72): as it enters, it is sacrificed unless its controller exiles another
permanent of the kind it names; when it leaves, the exiled card returns under its owner's
control."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

CHANGELING_HERO = card("Changeling Hero", "Creature — Shapeshifter",
                       "Changeling\nChampion a creature\nLifelink", "{4}{W}", "4/4")


def test_702_72a_champion_exiles_a_creature_and_returns_it() -> None:
    game = table(CHANGELING_HERO)
    bear = enter(game, "Grizzly Bears")
    hero = enter(game, "Changeling Hero")
    resolve_all(game)
    assert zone(game, bear) == Zone.EXILE and zone(game, hero) == Zone.BATTLEFIELD
    game.perform(A.DestroyObject(hero))
    resolve_all(game)
    assert zone(game, bear) == Zone.BATTLEFIELD


def test_702_72a_without_another_creature_it_is_sacrificed() -> None:
    game = table(CHANGELING_HERO)
    hero = enter(game, "Changeling Hero")
    resolve_all(game)
    assert zone(game, hero) == Zone.GRAVEYARD
