"""More keywords with costs, from Oracle text: unearth (702.84), evoke (702.74), dash
(702.109), jump-start (702.133), typecycling (702.29e), outlast (702.107), afflict
(702.130), annihilator (702.86)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

UNEARTHER = card("Test Unearther", "Creature — Zombie", "Unearth {B}", "{1}{B}", "2/2")
EVOKER = card("Test Evoker", "Creature — Elemental",
              "When Test Evoker enters, draw a card.\nEvoke {U}", "{3}{U}", "3/3")
DASHER = card("Test Dasher", "Creature — Human Warrior", "Dash {R}", "{2}{R}", "2/2")
JUMPER = card("Test Jumper", "Sorcery", "Draw two cards.\nJump-start", "{1}{U}")
CYCLER = card("Test Cycler", "Creature — Zombie", "Swampcycling {2}", "{5}{B}", "5/5")
ANNIHILATOR = card("Test Annihilator", "Creature — Eldrazi", "Annihilator 1", "{4}", "4/4")


def _next_end_step(game: Game) -> None:
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)


def test_702_84a_unearth_returns_with_haste_then_exiles_it() -> None:
    game = table(UNEARTHER)
    library(game, "Alice")
    library(game, "Bob")
    dead = hand(game, "Test Unearther")
    game.perform(A.MoveObject(dead, "graveyard"))
    game.perform(A.ActivateAbility("Alice", game.state.newest(dead), 1, pay="free"))
    resolve_all(game)
    back = game.state.newest(dead)
    assert zone(game, dead) == Zone.BATTLEFIELD and game.chars(back).has_keyword("Haste")
    _next_end_step(game)
    assert zone(game, dead) == Zone.EXILE


def test_702_74a_evoke_sacrifices_it_after_its_enters_trigger() -> None:
    game = table(EVOKER)
    library(game, "Alice")
    enter(game, "Island")
    evoker = hand(game, "Test Evoker")
    game.perform(A.CastSpell("Alice", evoker, choices=(("evoke", True),)))
    resolve_all(game)
    assert zone(game, evoker) == Zone.GRAVEYARD
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1


def test_702_109a_dash_has_haste_and_returns_to_hand() -> None:
    game = table(DASHER)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Mountain")
    dasher = hand(game, "Test Dasher")
    game.perform(A.CastSpell("Alice", dasher, choices=(("dash", True),)))
    resolve_all(game)
    assert game.chars(game.state.newest(dasher)).has_keyword("Haste")
    _next_end_step(game)
    assert zone(game, dasher) == Zone.HAND


def test_702_133a_jump_start_from_the_graveyard_discarding_a_card() -> None:
    game = table(JUMPER)
    library(game, "Alice", 10)
    jumper = hand(game, "Test Jumper")
    game.perform(A.MoveObject(jumper, "graveyard"))
    hand(game, "Forest")
    game.perform(A.CastSpell("Alice", game.state.newest(jumper), pay="free"))
    resolve_all(game)
    assert zone(game, jumper) == Zone.EXILE
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2  # the Forest went, two drawn


def test_702_29e_swampcycling_finds_a_swamp() -> None:
    game = table(CYCLER)
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 1, "Swamp")
    library(game, "Alice", 3, "Island")
    cycler = hand(game, "Test Cycler")
    game.perform(A.ActivateAbility("Alice", cycler, 1, pay="free"))
    resolve_all(game)
    assert zone(game, cycler) == Zone.GRAVEYARD
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == ["Swamp"]


def test_702_86a_annihilator_makes_the_defender_sacrifice() -> None:
    game = table(ANNIHILATOR)
    library(game, "Alice")
    library(game, "Bob")
    eldrazi = enter(game, "Test Annihilator")
    game.obj(eldrazi).controlled_since_turn_start = True
    land = enter(game, "Forest", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (eldrazi,), "Bob"))
    resolve_all(game)
    assert zone(game, land) == Zone.GRAVEYARD
