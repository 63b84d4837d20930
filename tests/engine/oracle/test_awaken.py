"""Awaken (702.113): cast for its awaken cost, the spell also puts N +1/+1 counters on
target land you control, which becomes a 0/0 Elemental creature with haste."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

RUSH_OF_ICE = card("Rush of Ice", "Sorcery",
                   "Tap target creature. It doesn't untap during its controller's next untap "
                   "step.\nAwaken 3—{4}{U}", "{U}")


def test_702_113a_awakened_the_land_becomes_a_3_3_elemental_with_haste() -> None:
    game = table(RUSH_OF_ICE)
    bear = enter(game, "Grizzly Bears", "Bob")
    islands = [enter(game, "Island") for _ in range(5)]
    game.perform(A.CastSpell("Alice", hand(game, "Rush of Ice"), (bear, islands[0]),
                             choices=(("cost", "awaken"),)))
    resolve_all(game)
    assert game.obj(bear).tapped
    land = game.chars(islands[0])
    assert {CardType.LAND, CardType.CREATURE} <= land.types and "Elemental" in land.subtypes
    assert (land.power, land.toughness) == (3, 3) and land.has_keyword("Haste")


def test_702_113a_cast_for_its_mana_cost_no_land_awakens() -> None:
    game = table(RUSH_OF_ICE)
    bear = enter(game, "Grizzly Bears", "Bob")
    island = enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Rush of Ice"), (bear,)))
    resolve_all(game)
    assert not game.is_creature(island)
