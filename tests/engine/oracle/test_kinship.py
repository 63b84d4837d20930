"""Kinship: at the beginning of your upkeep, look at the top card of your library; if it
shares a creature type with the source (205.3m), you may reveal it for the bonus."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

MUDBUTTON_CLANGER = card("Mudbutton Clanger", "Creature — Goblin Warrior",
                         "Kinship — At the beginning of your upkeep, you may look at the top "
                         "card of your library. If it shares a creature type with Mudbutton "
                         "Clanger, you may reveal it. If you do, Mudbutton Clanger gets +1/+1 "
                         "until end of turn.", "{R}", "1/1")
WANDERING_GRAYBEARD = card("Wandering Graybeard", "Creature — Giant Wizard",
                           "Kinship — At the beginning of your upkeep, you may look at the top "
                           "card of your library. If it shares a creature type with Wandering "
                           "Graybeard, you may reveal it. If you do, you gain 4 life.",
                           "{3}{W}{W}", "4/4")
RAGING_GOBLIN = card("Raging Goblin", "Creature — Goblin Berserker", "Haste", "{R}", "1/1")


def _upkeep(top: str, *cards: str) -> tuple[Game, list[int]]:
    game = table(MUDBUTTON_CLANGER, WANDERING_GRAYBEARD, RAGING_GOBLIN, step=Step.END)
    library(game, "Alice")
    library(game, "Bob")
    library(game, "Alice", 1, top)
    placed = [enter(game, name) for name in cards]
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: kinship triggers
    resolve_all(game)
    return game, placed


def test_kinship_a_shared_creature_type_gives_the_bonus() -> None:
    game, (clanger,) = _upkeep("Raging Goblin", "Mudbutton Clanger")
    assert game.chars(clanger).power == 2  # a Goblin on top


def test_kinship_no_shared_creature_type_no_bonus() -> None:
    game, (clanger,) = _upkeep("Grizzly Bears", "Mudbutton Clanger")
    assert game.chars(clanger).power == 1  # a Bear shares no type with a Goblin Warrior
    game, _ = _upkeep("Grizzly Bears", "Wandering Graybeard")
    assert game.player("Alice").life == 20


def test_kinship_life_for_a_kin_on_top() -> None:
    game = table(WANDERING_GRAYBEARD, step=Step.END)
    library(game, "Alice")
    library(game, "Bob")
    library(game, "Alice", 1, "Wandering Graybeard")
    enter(game, "Wandering Graybeard")
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    assert game.player("Alice").life == 24
