"""Simple keywords that stand for a rule of their own: storm (702.40), devoid (702.114),
changeling (702.73), wither (702.80), cascade (702.85), rebound (702.88)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Color, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table
from tests.engine.rules_kit import zone as zone_of

EMPTY_THE_WARRENS = card("Empty the Warrens", "Sorcery",
                         "Create two 1/1 red Goblin creature tokens.\nStorm", "{3}{R}")
BLINDING_DRONE = card("Blinding Drone", "Creature — Eldrazi Drone",
                      "Devoid\n{C}, {T}: Tap target creature.", "{1}{U}", "1/3")
SENTINEL = card("Changeling Sentinel", "Creature — Shapeshifter", "Changeling\nVigilance",
                "{3}{W}", "3/2")
PUNCTURE_BLAST = card("Puncture Blast", "Instant",
                      "Wither\nPuncture Blast deals 3 damage to any target.", "{2}{R}")


def _goblins(game) -> int:
    return sum(1 for o in game.permanents("Alice") if game.chars(o).name == "Goblin")


def test_702_40a_storm_copies_it_for_each_spell_cast_before_it() -> None:
    game = table(EMPTY_THE_WARRENS)
    for land in ("Forest", "Forest", "Mountain", "Mountain", "Mountain", "Mountain"):
        enter(game, land)
    game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    resolve_all(game)
    game.perform(A.CastSpell("Alice", hand(game, "Empty the Warrens")))
    resolve_all(game)
    assert _goblins(game) == 4  # the spell and one copy


def test_702_40a_storm_with_no_spell_before_it_makes_no_copy() -> None:
    game = table(EMPTY_THE_WARRENS)
    for _ in range(4):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Empty the Warrens")))
    resolve_all(game)
    assert _goblins(game) == 2


def test_702_114a_devoid_is_colorless_in_every_zone() -> None:
    game = table(BLINDING_DRONE)
    drone = hand(game, "Blinding Drone")
    assert game.chars(drone).colors == frozenset()
    assert game.chars(enter(game, "Blinding Drone")).colors == frozenset()
    assert game.obj(drone).card.colors == frozenset({Color.BLUE})  # its mana cost's


def test_702_73a_changeling_is_every_creature_type() -> None:
    game = table(SENTINEL)
    subtypes = game.chars(enter(game, "Changeling Sentinel")).subtypes
    assert {"Elf", "Goblin", "Shapeshifter", "Sliver"} <= subtypes


def test_702_80a_wither_deals_damage_to_creatures_as_minus_counters() -> None:
    game = table(PUNCTURE_BLAST)
    wurm = enter(game, "Craw Wurm", "Bob")
    for _ in range(3):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Puncture Blast"), (wurm,)))
    resolve_all(game)
    assert game.obj(wurm).counters.get("-1/-1") == 3 and game.obj(wurm).damage == 0
    assert (game.chars(wurm).power, game.chars(wurm).toughness) == (3, 1)


CAPTURED_SUNLIGHT = card("Captured Sunlight", "Sorcery", "Cascade\nYou gain 4 life.",
                         "{2}{G}{W}")


def test_702_85a_cascade_casts_the_first_cheaper_nonland_card_free() -> None:
    game = table(CAPTURED_SUNLIGHT)
    library(game, "Alice", 2, "Forest")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 2, "Plains")
    for land in ("Forest", "Forest", "Plains", "Plains"):
        enter(game, land)
    game.perform(A.CastSpell("Alice", hand(game, "Captured Sunlight")))
    resolve_all(game)
    assert game.player("Alice").life == 24
    bears = [o for o in game.permanents("Alice") if game.chars(o).name == "Grizzly Bears"]
    assert len(bears) == 1  # cast without paying its mana cost
    library_names = [game.obj(o).card.name for o in game.state.zone_ids(Zone.LIBRARY,
                                                                       "Alice")]
    assert sorted(library_names[:2]) == ["Plains", "Plains"]  # put on the bottom
    assert library_names[2:] == ["Forest", "Forest"]
    assert not game.state.zone_ids(Zone.EXILE)


STAGGERSHOCK = card("Staggershock", "Instant",
                    "Staggershock deals 2 damage to any target.\nRebound", "{2}{R}")


def test_702_88a_rebound_exiles_it_and_casts_it_again_next_upkeep() -> None:
    game = table(STAGGERSHOCK)
    library(game, "Alice")
    library(game, "Bob")
    for _ in range(3):
        enter(game, "Mountain")
    shock = hand(game, "Staggershock")
    game.perform(A.CastSpell("Alice", shock, ("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 18 and zone_of(game, shock) == Zone.EXILE
    game.perform(A.AdvanceTo("next_turn"))  # Bob's
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: cast it again, free
    resolve_all(game)
    assert game.player("Bob").life == 16 and zone_of(game, shock) == Zone.GRAVEYARD
