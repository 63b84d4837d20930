"""Rules that forbid casting spells or playing lands, from Oracle text (101.2: "can't"
beats "may"): "You can't cast creature spells", "Your opponents can't cast spells during
your turn", "Players can't play lands", a spell's "Your opponents can't cast spells this
turn"; and cost changes for spells of either of two card types (601.2f)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, newest, resolve_all, table, zone

GRID_MONITOR = card("Grid Monitor", "Artifact Creature — Construct",
                    "You can't cast creature spells.", "{4}", "4/6")
DROMOKA = card("Dragonlord Dromoka", "Legendary Creature — Elder Dragon",
               "This spell can't be countered.\nFlying, lifelink\nYour opponents can't cast "
               "spells during your turn.", "{4}{G}{W}", "5/7")
SILENCE = card("Silence", "Instant", "Your opponents can't cast spells this turn.", "{W}")
DISPUTE = card("Territorial Dispute", "Enchantment",
               "At the beginning of your upkeep, sacrifice Territorial Dispute unless you "
               "sacrifice a land.\nPlayers can't play lands.", "{4}{R}{R}")
GAZE = card("Gaddock Gaze", "Enchantment",
            "Noncreature spells with mana value 4 or greater can't be cast.", "{1}{W}")
SANCTUM = card("Jace's Sanctum", "Enchantment",
               "Instant and sorcery spells you cast cost {1} less to cast.\nWhenever you cast "
               "an instant or sorcery spell, scry 1.", "{3}{U}")
AURA_OF_SILENCE = card("Aura of Silence", "Enchantment",
                       "Artifact and enchantment spells your opponents cast cost {2} more to "
                       "cast.\nSacrifice Aura of Silence: Destroy target artifact or "
                       "enchantment.", "{1}{W}{W}")
ORB = card("Test Orb", "Artifact", "", "{1}")
BIG_SORCERY = card("Big Sorcery", "Sorcery", "Draw a card.", "{4}")


def test_101_2_you_cant_cast_creature_spells() -> None:
    game = table(GRID_MONITOR)
    enter(game, "Grid Monitor")
    enter(game, "Forest")
    enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="can't cast creature"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    bears = hand(game, "Grizzly Bears", "Bob")  # Bob is not bound by it
    assert game.chars(bears).name == "Grizzly Bears"
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=("Bob",)))


def test_101_2_opponents_cant_cast_spells_during_your_turn() -> None:
    game = table(DROMOKA)
    enter(game, "Dragonlord Dromoka")
    enter(game, "Mountain", "Bob")
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))  # Bob has priority in Alice's turn
    with pytest.raises(A.IllegalAction, match="can't cast spells"):
        game.perform(A.CastSpell("Bob", bolt, targets=("Alice",)))


def test_101_2_a_spell_says_opponents_cant_cast_spells_this_turn() -> None:
    game = table(SILENCE)
    enter(game, "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Silence")))
    resolve_all(game)
    enter(game, "Mountain", "Bob")
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="can't cast spells"):
        game.perform(A.CastSpell("Bob", bolt, targets=("Alice",)))


def test_101_2_players_cant_play_lands() -> None:
    game = table(DISPUTE)
    enter(game, "Territorial Dispute", "Bob")
    with pytest.raises(A.IllegalAction, match="can't play lands"):
        game.perform(A.PlayLand("Alice", hand(game, "Forest")))


def test_101_2_noncreature_spells_with_mana_value_4_or_greater_cant_be_cast() -> None:
    game = table(GAZE, BIG_SORCERY)
    enter(game, "Gaddock Gaze", "Bob")
    for _ in range(4):
        enter(game, "Island")
    with pytest.raises(A.IllegalAction, match="can't cast"):
        game.perform(A.CastSpell("Alice", hand(game, "Big Sorcery")))
    enter(game, "Forest")
    bears = hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears))  # a creature spell
    assert zone(game, bears) == Zone.STACK


def test_601_2f_instant_and_sorcery_spells_cost_less() -> None:
    game = table(SANCTUM, BIG_SORCERY)
    enter(game, "Jace's Sanctum")
    for _ in range(3):
        enter(game, "Island")
    sorcery = hand(game, "Big Sorcery")
    game.perform(A.CastSpell("Alice", sorcery))
    assert zone(game, sorcery) == Zone.STACK


def test_601_2f_artifact_and_enchantment_spells_of_opponents_cost_more() -> None:
    game = table(AURA_OF_SILENCE, ORB)
    enter(game, "Aura of Silence", "Bob")
    enter(game, "Island")
    enter(game, "Island")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Test Orb")))
    enter(game, "Island")
    orb = hand(game, "Test Orb")
    game.perform(A.CastSpell("Alice", orb))
    assert zone(game, orb) == Zone.STACK


ROOT_SLIVER = card("Root Sliver", "Creature — Sliver",
                   "This spell can't be countered.\nSliver spells can't be countered.",
                   "{3}{G}", "2/2")
SPHINX = card("Sphinx of the Final Word", "Creature — Sphinx",
              "This spell can't be countered.\nFlying, hexproof\nInstant and sorcery spells "
              "you control can't be countered.", "{5}{U}{U}", "5/5")
CANCEL = card("Test Cancel", "Instant", "Counter target spell.", "{U}")
SLIVER = card("Test Sliver", "Creature — Sliver", "", "{G}", "1/1")


def _countered(game: Game, spell: int, targets: tuple[int | str, ...] = ()) -> None:
    game.perform(A.CastSpell("Alice", spell, targets=targets))
    game.perform(A.PassPriority("Alice"))
    on_stack = newest(game, spell)
    game.perform(A.CastSpell("Bob", hand(game, "Test Cancel", "Bob"), targets=(on_stack,)))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.PassPriority("Alice"))  # the counterspell resolves


def test_101_2_sliver_spells_cant_be_countered() -> None:
    game = table(ROOT_SLIVER, CANCEL, SLIVER)
    enter(game, "Root Sliver")
    enter(game, "Forest")
    enter(game, "Island", "Bob")
    sliver = hand(game, "Test Sliver")
    _countered(game, sliver)
    assert zone(game, sliver) == Zone.STACK  # still there: it can't be countered


def test_101_2_only_the_controllers_instants_and_sorceries() -> None:
    game = table(SPHINX, CANCEL)
    enter(game, "Sphinx of the Final Word")
    enter(game, "Mountain")
    enter(game, "Island", "Bob")
    bolt = hand(game, "Lightning Bolt")
    _countered(game, bolt, ("Bob",))
    assert zone(game, bolt) == Zone.STACK
    game = table(SPHINX, CANCEL)
    enter(game, "Sphinx of the Final Word", "Bob")  # Bob's Sphinx: Alice's bolt is countered
    enter(game, "Mountain")
    enter(game, "Island", "Bob")
    bolt = hand(game, "Lightning Bolt")
    _countered(game, bolt, ("Bob",))
    assert zone(game, bolt) == Zone.GRAVEYARD
