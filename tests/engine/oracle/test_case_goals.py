"""The conditions Cases are solved by (719.3a), read from Oracle text: each Case becomes
solved at its controller's end step exactly when its condition holds. Cards of Murders at
Karlov Manor (Scryfall; the corpus and the modern sample hold one Case only)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

REMINDER = " (If unsolved, solve at the beginning of your end step.)"
PULSE = card("Case of the Crimson Pulse", "Enchantment — Case",
             "When this Case enters, discard a card, then draw two cards.\nTo solve — You "
             "have no cards in hand." + REMINDER + "\nSolved — At the beginning of "
             "your upkeep, discard your hand, then draw two cards.", "{2}{R}")
PACT = card("Case of the Shattered Pact", "Enchantment — Case",
            "When this Case enters, search your library for a basic land card, reveal it, put "
            "it into your hand, then shuffle.\nTo solve — There are five colors among "
            "permanents you control." + REMINDER + "\nSolved — At the beginning of combat on "
            "your turn, target creature you control gains flying, double strike, and vigilance "
            "until end of turn.", "{2}")


def _solved_at_end_step(game: Game, case: int) -> bool:
    game.perform(A.AdvanceTo("end"))
    triggered = bool(game.stack())
    resolve_all(game)
    return triggered and bool(game.obj(case).chosen.get("solved"))


@pytest.mark.parametrize("in_hand, solved", [(0, True), (1, False), (2, False)])
def test_719_3a_you_have_no_cards_in_hand(in_hand: int, solved: bool) -> None:
    game = table(PULSE)
    library(game, "Alice")
    case = enter(game, "Case of the Crimson Pulse")
    resolve_all(game)  # discard nothing, draw two
    cards = list(game.state.zone_ids(Zone.HAND, "Alice"))
    assert len(cards) == 2
    for oid in cards[in_hand:]:
        game.perform(A.MoveObject(oid, "graveyard"))
    assert _solved_at_end_step(game, case) is solved


# Case of the Trampled Garden's enters ability (distributing counters) is no clause of this
# family: its to-solve line on a Case of its own
GARDEN_GOAL = "To solve — Creatures you control have total power 8 or greater." + REMINDER


@pytest.mark.parametrize("creatures, solved", [(("Craw Wurm", "Grizzly Bears"), True),
                                               (("Craw Wurm",), False)])
def test_719_3a_creatures_you_control_have_total_power_8(creatures: tuple[str, ...],
                                                         solved: bool) -> None:
    garden = card("Case of the Trampled Garden", "Enchantment — Case", GARDEN_GOAL, "{2}{G}")
    game = table(garden)
    library(game, "Alice")
    case = enter(game, "Case of the Trampled Garden")
    for name in creatures:
        enter(game, name)
    assert _solved_at_end_step(game, case) is solved


@pytest.mark.parametrize("colors, solved", [(5, True), (4, False)])
def test_719_3a_five_colors_among_permanents_you_control(colors: int, solved: bool) -> None:
    game = table(PACT)
    library(game, "Alice", 5, "Plains")
    case = enter(game, "Case of the Shattered Pact")
    resolve_all(game)
    for name in ("White Knight", "Wind Drake", "Grizzly Bears", "Gray Ogre",
                 "Black Knight")[:colors]:
        enter(game, name)
    assert _solved_at_end_step(game, case) is solved


def _goal_case(name: str, goal: str, cost: str) -> CardDefinition:
    """A Case's to-solve line on its own (its other abilities belong to other families)."""
    return card(name, "Enchantment — Case", f"To solve — {goal}" + REMINDER, cost)


@pytest.mark.parametrize("gained, solved", [(5, True), (4, False)])
def test_719_3a_youve_gained_5_or_more_life_this_turn(gained: int, solved: bool) -> None:
    game = table(_goal_case("Case of the Uneaten Feast",
                            "You've gained 5 or more life this turn.", "{W}"))
    library(game, "Alice")
    case = enter(game, "Case of the Uneaten Feast")
    angel = enter(game, "Baneslayer Angel")  # lifelink: its damage gains life (702.15b)
    game.perform(A.DealDamageAction("Bob", gained, angel))
    assert game.player("Alice").life == 20 + gained
    assert _solved_at_end_step(game, case) is solved


@pytest.mark.parametrize("attackers, solved", [(3, True), (2, False)])
def test_719_3a_three_or_more_creatures_attacked_this_turn(attackers: int,
                                                           solved: bool) -> None:
    game = table(_goal_case("Case of the Gateway Express",
                            "Three or more creatures attacked this turn.", "{1}{W}"))
    library(game, "Alice")
    library(game, "Bob")
    case = enter(game, "Case of the Gateway Express")
    bears = [enter(game, "Grizzly Bears") for _ in range(attackers)]
    game.perform(A.DeclareAttackers("Alice", tuple(bears), "Bob"))
    assert _solved_at_end_step(game, case) is solved


@pytest.mark.parametrize("spells, solved", [(4, True), (3, False)])
def test_719_3a_youve_cast_four_or_more_instant_and_sorcery_spells(spells: int,
                                                                   solved: bool) -> None:
    game = table(_goal_case("Case of the Ransacked Lab",
                            "You've cast four or more instant and sorcery spells this turn.",
                            "{2}{U}"))
    library(game, "Alice")
    case = enter(game, "Case of the Ransacked Lab")
    for _ in range(spells):
        bolt = hand(game, "Lightning Bolt")
        game.perform(A.CastSpell("Alice", bolt, targets=("Bob",), pay="free"))
        resolve_all(game)
    assert _solved_at_end_step(game, case) is solved
