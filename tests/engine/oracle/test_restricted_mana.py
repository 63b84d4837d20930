"""106.6: mana with a restriction on how it may be spent, from Oracle text: Cargo Ship's
"{T}: Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an
artifact source.", Boommobile's "add four mana of any one color. Spend this mana only to
activate abilities." and Powerstone tokens ("This mana can't be spent to cast a
nonartifact spell.")."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

CARGO_SHIP = card(
    "Cargo Ship", "Artifact — Vehicle",
    "Flying, vigilance\n{T}: Add {C}. Spend this mana only to cast an artifact spell or "
    "activate an ability of an artifact source.\nCrew 1 (Tap any number of creatures you "
    "control with total power 1 or more: This Vehicle becomes an artifact creature until end "
    "of turn.)", "{1}{U}", "2/3")
BOOMMOBILE = card(
    "Boommobile", "Artifact — Vehicle",
    "When this Vehicle enters, add four mana of any one color. Spend this mana only to "
    "activate abilities.\nExhaust — {X}{2}{R}: This Vehicle deals X damage to any target. "
    "Put a +1/+1 counter on this Vehicle. (Activate each exhaust ability only once.)\n"
    "Crew 2", "{2}{R}{R}", "5/5")
MIND_STONE = card("Mind Stone", "Artifact",
                  "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.", "{2}")
POWERSTONES = card("Test Powerstones", "Sorcery",
                   "Create two tapped Powerstone tokens.", "{2}{U}")


def test_106_6_the_ships_mana_casts_artifacts_only() -> None:
    game = table(CARGO_SHIP, MIND_STONE)
    enter(game, "Cargo Ship")
    enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    stone = hand(game, "Mind Stone")
    game.perform(A.CastSpell("Alice", stone))  # the Forest and the Ship pay {2}
    resolve_all(game)
    assert zone(game, stone) == Zone.BATTLEFIELD
    on_board = game.state.newest(stone)
    assert all(game.obj(o).tapped for o in game.permanents("Alice") if o != on_board)


def test_106_6_restricted_mana_in_the_pool_pays_an_artifacts_ability_only() -> None:
    game = table(CARGO_SHIP, MIND_STONE)
    library(game, "Alice")
    ship = enter(game, "Cargo Ship")
    stone = enter(game, "Mind Stone")
    game.perform(A.ActivateAbility("Alice", ship, 1))  # {T}: Add {C} (restricted)
    alice = game.player("Alice")
    assert not alice.mana_pool and sum(alice.restricted_mana.values()) == 1
    enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears"), pay="pool"))
    game.perform(A.ActivateAbility("Alice", stone, 2, pay="pool"))  # {1}, {T}, Sacrifice
    resolve_all(game)
    assert zone(game, stone) == Zone.GRAVEYARD and not game.player("Alice").restricted_mana


def test_106_6_boommobiles_mana_activates_abilities_and_empties_with_the_pool() -> None:
    game = table(BOOMMOBILE)
    library(game, "Alice")
    library(game, "Bob")
    boom = enter(game, "Boommobile")
    resolve_all(game)  # the enters trigger: four mana of one colour, restricted
    assert sum(game.player("Alice").restricted_mana.values()) == 4
    forest = enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    enter(game, "Mountain")
    game.perform(A.ActivateAbility("Alice", boom, 1, ("Bob",), (("x", 2),)))
    resolve_all(game)  # {2}{2}{R}: the Mountain and the four restricted mana
    assert game.player("Bob").life == 18
    assert not game.player("Alice").restricted_mana
    assert not game.obj(forest).tapped  # the restricted mana paid, not the Forest


def test_106_6_powerstone_mana_casts_no_creature_spell() -> None:
    game = table(POWERSTONES, MIND_STONE)
    game.perform(A.CastSpell("Alice", hand(game, "Test Powerstones"), pay="free"))
    resolve_all(game)
    stones = [o for o in game.permanents("Alice") if game.name_of(o) == "Powerstone"]
    assert len(stones) == 2
    for oid in stones:
        game.obj(oid).tapped = False
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    stone = hand(game, "Mind Stone")
    game.perform(A.CastSpell("Alice", stone))
    resolve_all(game)
    assert zone(game, stone) == Zone.BATTLEFIELD


SPLITTING = card(
    "Splitting the Powerstone", "Sorcery",
    "As an additional cost to cast this spell, sacrifice an artifact.\nCreate two tapped "
    "Powerstone tokens. If the sacrificed artifact was legendary, draw a card. (The tokens "
    "are artifacts with \"{T}: Add {C}. This mana can't be spent to cast a nonartifact "
    "spell.\")", "{2}{U}")
RELIC = card("Test Relic", "Legendary Artifact", "", "{1}")


def test_603_10_the_sacrificed_artifact_was_legendary_draw_a_card() -> None:
    game = table(SPLITTING, MIND_STONE, RELIC)
    library(game, "Alice")
    relic = enter(game, "Test Relic")
    stone = enter(game, "Mind Stone")
    game.perform(A.CastSpell("Alice", hand(game, "Splitting the Powerstone"), pay="free",
                             choices=(("sacrifice", stone),)))
    resolve_all(game)  # Mind Stone is not legendary: no card
    powerstones = [o for o in game.permanents("Alice") if game.name_of(o) == "Powerstone"]
    assert len(powerstones) == 2 and all(game.obj(o).tapped for o in powerstones)
    assert len(game.objects_in(Zone.HAND, "Alice")) == 0
    game.perform(A.CastSpell("Alice", hand(game, "Splitting the Powerstone"), pay="free",
                             choices=(("sacrifice", relic),)))
    resolve_all(game)
    assert len(game.objects_in(Zone.HAND, "Alice")) == 1
    assert zone(game, relic) == Zone.GRAVEYARD


def test_106_6_restricted_mana_is_in_the_state_hash_and_in_stored_states() -> None:
    # the pool's restricted mana is game state: two states that differ only in it hash
    # differently, and a stored state (for screenshots) brings it back
    from tabletop.session.state_store import decode_state, encode_state

    game = table(CARGO_SHIP, MIND_STONE)
    library(game, "Alice")
    ship = enter(game, "Cargo Ship")
    game.perform(A.ActivateAbility("Alice", ship, 1))  # {T}: Add {C} (restricted)
    after = game.state.state_hash()
    emptied = game.state.snapshot()
    emptied.players["Alice"].restricted_mana.clear()
    assert emptied.state_hash() != after
    back = decode_state(encode_state(game.state))
    assert back.players["Alice"].restricted_mana == game.player("Alice").restricted_mana
    assert back.state_hash() == after
