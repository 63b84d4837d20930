""""... for each creature destroyed this way": what the instruction before did, counted
(608.2c), from Oracle text: Fumigate, Fracturing Gust, Righteous Fury."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

FUMIGATE = card("Fumigate", "Sorcery",
                "Destroy all creatures. You gain 1 life for each creature destroyed this way.",
                "{3}{W}{W}")
GUST = card("Fracturing Gust", "Instant",
            "Destroy all artifacts and enchantments. You gain 2 life for each permanent "
            "destroyed this way.", "{2}{G/W}{G/W}{G/W}")
FURY = card("Righteous Fury", "Sorcery",
            "Destroy all tapped creatures. You gain 2 life for each creature destroyed this "
            "way.", "{4}{W}{W}")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")
RELIC = card("Darksteel Myr", "Artifact Creature — Myr", "Indestructible", "{3}", "0/1")


def test_608_2c_fumigate_counts_every_creature_destroyed() -> None:
    game = table(FUMIGATE, RELIC)
    bears = [enter(game, "Grizzly Bears", p) for p in ("Alice", "Bob", "Bob")]
    myr = enter(game, "Darksteel Myr", "Bob")  # indestructible: not destroyed
    game.perform(A.CastSpell("Alice", hand(game, "Fumigate"), pay="free"))
    resolve_all(game)
    assert all(zone(game, b) == Zone.GRAVEYARD for b in bears)
    assert zone(game, myr) == Zone.BATTLEFIELD
    assert game.player("Alice").life == 23


def test_608_2c_fracturing_gust_counts_permanents() -> None:
    game = table(GUST, ORNITHOPTER)
    enter(game, "Ornithopter", "Bob")
    enter(game, "Ornithopter", "Bob")
    enter(game, "Grizzly Bears", "Bob")  # no artifact: stays, not counted
    game.perform(A.CastSpell("Alice", hand(game, "Fracturing Gust"), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 24


def test_608_2c_only_the_tapped_creatures_count() -> None:
    game = table(FURY)
    tapped = enter(game, "Grizzly Bears", "Bob", tapped=True)
    untapped = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Righteous Fury"), pay="free"))
    resolve_all(game)
    assert zone(game, tapped) == Zone.GRAVEYARD and zone(game, untapped) == Zone.BATTLEFIELD
    assert game.player("Alice").life == 22
