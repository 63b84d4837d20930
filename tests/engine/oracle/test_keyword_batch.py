"""Keywords that stand for longer abilities (702), compiled from one word and played:
extort, battle cry, renown, vanishing, fabricate, affinity, evolve, living weapon; and
player rules: skip your draw step (614.10), can't gain life (119.7), an additional land
(305.2), you have hexproof (702.11d); scry, surveil, investigate, explore (701)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

EXTORTER = card("Test Extorter", "Creature — Human", "Extort", "{1}{B}", "1/1")
RENOWNED = card("Test Renowned", "Creature — Human", "Renown 2", "{1}{W}", "1/1")
VANISHER = card("Test Vanisher", "Creature — Spirit", "Vanishing 2", "{1}{U}", "3/3")
FABRICATOR = card("Test Fabricator", "Artifact Creature — Construct", "Fabricate 2", "{3}",
                  "1/1")
FRAME = card("Test Frame", "Artifact Creature — Golem", "Affinity for artifacts", "{4}",
             "2/2")
EVOLVER = card("Test Evolver", "Creature — Elf", "Evolve", "{G}", "1/1")
GERMINATOR = card("Test Germinator", "Artifact — Equipment",
                  "Living weapon\nEquipped creature gets +2/+2.\nEquip {2}", "{2}")
SKIPPER = card("Test Skipper", "Enchantment", "Skip your draw step.", "{U}")
NO_LIFE = card("Test Sulfuric Vortex", "Enchantment", "Players can't gain life.", "{1}{R}")
EXPLORER = card("Test Explorer", "Creature — Merfolk", "When Test Explorer enters, it "
                "explores.", "{1}{G}", "1/1")
EXPLORATION = card("Test Exploration", "Enchantment",
                   "You may play an additional land on each of your turns.", "{G}")
WARD_OFF = card("Test Leyline", "Enchantment", "You have hexproof.", "{2}{W}")
SEER = card("Test Seer", "Creature — Human", "When Test Seer enters, scry 2.", "{U}", "1/1")


def _prepare(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")


def test_702_101a_extort_drains_for_each_spell() -> None:
    game = table(EXTORTER)
    enter(game, "Test Extorter")
    enter(game, "Swamp")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 16 and game.player("Alice").life == 21


def test_702_112a_renown_once() -> None:
    game = table(RENOWNED)
    _prepare(game)
    hero = enter(game, "Test Renowned")
    game.obj(hero).controlled_since_turn_start = True
    for _ in range(2):
        game.perform(A.AdvanceTo("declare_attackers"))
        game.perform(A.DeclareAttackers("Alice", (hero,), "Bob"))
        game.perform(A.AdvanceTo("declare_blockers"))
        game.perform(A.DeclareBlockers("Bob", ()))
        game.perform(A.AdvanceTo("end_of_combat"))
        resolve_all(game)
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("next_turn"))
        game.obj(hero).tapped = False
    assert game.obj(hero).counters.get("+1/+1") == 2


def test_702_63a_vanishing_sacrifices_when_the_last_counter_goes() -> None:
    game = table(VANISHER)
    _prepare(game)
    spirit = enter(game, "Test Vanisher")
    assert game.obj(spirit).counters == {"time": 2}
    for _ in range(2):
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("next_turn"))
        resolve_all(game)
    assert zone(game, spirit) == Zone.GRAVEYARD


def test_702_123a_fabricate_counters_by_default() -> None:
    game = table(FABRICATOR)
    fab = enter(game, "Test Fabricator")
    resolve_all(game)
    assert game.obj(fab).counters == {"+1/+1": 2}


def test_702_41a_affinity_for_artifacts() -> None:
    game = table(FRAME, FABRICATOR)
    for _ in range(4):
        enter(game, "Test Fabricator")
    resolve_all(game)
    game.perform(A.CastSpell("Alice", hand(game, "Test Frame")))  # costs {0} now
    assert len(game.stack()) == 1


def test_702_100a_evolve() -> None:
    game = table(EVOLVER)
    elf = enter(game, "Test Evolver")
    enter(game, "Grizzly Bears")
    resolve_all(game)
    assert game.obj(elf).counters == {"+1/+1": 1}


def test_702_92a_living_weapon_makes_a_germ_and_attaches() -> None:
    game = table(GERMINATOR)
    equipment = enter(game, "Test Germinator")
    resolve_all(game)
    germ = game.obj(equipment).attached_to
    assert germ is not None and game.chars(germ).power == 2


def test_614_10_skip_your_draw_step() -> None:
    game = table(SKIPPER)
    _prepare(game)
    enter(game, "Test Skipper")
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    assert game.state.zone_ids(Zone.HAND, "Alice") == []


def test_119_7_players_cant_gain_life() -> None:
    game = table(NO_LIFE)
    enter(game, "Test Sulfuric Vortex", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Healing Salve"), ("Alice",), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20


def test_701_44a_explore_a_nonland_gives_a_counter() -> None:
    game = table(EXPLORER)
    library(game, "Alice", 3, "Grizzly Bears")
    explorer = enter(game, "Test Explorer")
    resolve_all(game)
    assert game.obj(explorer).counters == {"+1/+1": 1}
    library(game, "Alice", 1, "Forest")
    again = enter(game, "Test Explorer")
    resolve_all(game)
    assert game.obj(again).counters == {}
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == ["Forest"]


def test_701_22a_scry_puts_the_named_cards_at_the_bottom() -> None:
    game = table(SEER)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Grizzly Bears")
    bears = game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]
    enter(game, "Test Seer")
    top = game.stack()[-1]
    game.obj(top).stack_info.choices["scry"] = [bears]  # type: ignore[union-attr]
    resolve_all(game)
    assert game.state.zone_ids(Zone.LIBRARY, "Alice")[0] == bears


def test_305_2_an_additional_land_each_turn() -> None:
    game = table(EXPLORATION)
    enter(game, "Test Exploration")
    game.perform(A.PlayLand("Alice", hand(game, "Forest")))
    game.perform(A.PlayLand("Alice", hand(game, "Forest")))
    with pytest.raises(A.IllegalAction, match=r"305\.2"):
        game.perform(A.PlayLand("Alice", hand(game, "Forest")))


def test_702_11d_a_player_with_hexproof_cant_be_targeted_by_opponents() -> None:
    game = table(WARD_OFF)
    enter(game, "Test Leyline", "Bob")
    with pytest.raises(A.IllegalAction, match="hexproof"):
        game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
