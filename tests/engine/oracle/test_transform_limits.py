"""701.27: "Non-Human Werewolves you control can't transform" (Immerwolf), from Oracle
text; its other ability is a lord for Wolves and Werewolves (205.3: at least one of the
subtypes named)."""

from __future__ import annotations

from typing import Any

from tabletop.cards.build import build_definition
from tabletop.cards.importers import mtgjson_faces_table, record_from_checked_table
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

IMMERWOLF = card("Immerwolf", "Creature — Wolf",
                 "Intimidate\nEach other creature you control that's a Wolf or a Werewolf gets "
                 "+1/+1.\nNon-Human Werewolves you control can't transform.", "{1}{R}{G}",
                 "2/2")


def _werewolf() -> CardDefinition:
    """Breakneck Rider // Neck Breaker as the corpus prints its two faces (MTGJSON)."""
    faces: list[dict[str, Any]] = [
        {"name": "Breakneck Rider // Neck Breaker", "faceName": "Breakneck Rider", "side": "a",
         "manaCost": "{1}{R}{R}", "type": "Creature — Human Scout Werewolf",
         "layout": "transform", "power": "3", "toughness": "3",
         "text": "At the beginning of each upkeep, if no spells were cast last turn, "
                 "transform Breakneck Rider."},
        {"name": "Breakneck Rider // Neck Breaker", "faceName": "Neck Breaker", "side": "b",
         "manaCost": "", "type": "Creature — Werewolf", "layout": "transform",
         "power": "4", "toughness": "3", "colorIndicator": ["R"],
         "text": "Attacking creatures you control get +1/+0 and have trample.\nAt the "
                 "beginning of each upkeep, if a player cast two or more spells last turn, "
                 "transform Neck Breaker."},
    ]
    definition = build_definition(record_from_checked_table(mtgjson_faces_table(faces)))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


def test_701_27_a_non_human_werewolf_stays_transformed_under_immerwolf() -> None:
    werewolf = _werewolf()
    game = table(werewolf, IMMERWOLF)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    rider = enter(game, werewolf.name)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("next_turn"))  # no spells last turn: it transforms
    resolve_all(game)
    assert game.chars(rider).name == "Neck Breaker"
    immerwolf = enter(game, "Immerwolf")
    assert game.chars(rider).power == 5  # a Werewolf: +1/+1 from Immerwolf
    assert game.chars(bears).power == 2 and game.chars(immerwolf).power == 2
    game.perform(A.AdvanceTo("precombat_main"))
    for _ in range(2):  # Bob's turn: he casts two spells
        game.perform(A.CastSpell("Bob", hand(game, "Grizzly Bears", "Bob"), pay="free"))
        resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))  # two spells last turn: it would transform back
    resolve_all(game)
    assert game.chars(rider).name == "Neck Breaker"  # non-Human: it can't transform
