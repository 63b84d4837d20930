"""Phasing (702.26): a phased-out permanent is treated as though it doesn't exist
(702.26b) but is the same object when it phases in, with its counters (702.26d); what is
attached to it phases out and in with it (702.26g-h); as its controller's untap step
begins, a permanent with phasing phases out and one phased out phases in (502.1,
702.26a)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

CROCODILE = card("Sandbar Crocodile", "Creature — Crocodile", "Phasing", "{4}{U}", "6/5")
HONOR_GUARD = card("Teferi's Honor Guard", "Creature — Human Knight",
                   "Flanking\n{U}{U}: Teferi's Honor Guard phases out.", "{2}{W}", "2/2")
RIPPLE = card("Reality Ripple", "Instant", "Target artifact, creature, or land phases out.",
              "{1}{U}")
RANCOR = card("Test Aura", "Enchantment — Aura",
              "Enchant creature\nEnchanted creature gets +2/+0.", "{G}")


def _turns(game: Game, n: int) -> None:
    for _ in range(n):
        game.perform(A.AdvanceTo("next_turn"))
        resolve_all(game)


def test_702_26a_phasing_out_and_in_at_its_controllers_untap_steps() -> None:
    game = table(CROCODILE)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    croc = enter(game, "Sandbar Crocodile")
    game.obj(croc).with_counter("+1/+1", 1)
    _turns(game, 1)  # Bob's untap step: Alice's Crocodile stays
    assert croc in game.battlefield()
    _turns(game, 1)  # Alice's untap step: it phases out (502.1)
    assert croc not in game.battlefield() and croc not in game.permanents("Alice")
    assert game.obj(croc).zone == Zone.PHASED_OUT
    _turns(game, 2)  # Alice's next untap step: the same object phases in (702.26d)
    assert croc in game.battlefield()
    assert game.obj(croc).counters.get("+1/+1") == 1
    assert game.chars(croc).power == 7


def test_702_26b_activated_phases_out_and_it_cant_be_targeted() -> None:
    game = table(HONOR_GUARD, RIPPLE)
    guard = enter(game, "Teferi's Honor Guard")
    for _ in range(2):
        enter(game, "Island")
    game.perform(A.ActivateAbility("Alice", guard, 1))
    resolve_all(game)
    assert guard not in game.battlefield()
    for _ in range(2):
        enter(game, "Island")
    with pytest.raises(A.IllegalAction):  # 702.26b: treated as though it doesn't exist
        game.perform(A.CastSpell("Alice", hand(game, "Reality Ripple"), (guard,)))


def test_702_26g_an_aura_phases_out_and_in_with_its_creature() -> None:
    game = table(RIPPLE, RANCOR)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    bears = enter(game, "Grizzly Bears", "Bob")
    aura = enter(game, "Test Aura", "Bob", attached_to=bears)
    for _ in range(2):
        enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Reality Ripple"), (bears,)))
    resolve_all(game)
    assert bears not in game.battlefield() and aura not in game.battlefield()
    assert game.obj(aura).zone == Zone.PHASED_OUT  # not put into a graveyard (704.5m)
    _turns(game, 1)  # Bob's untap step: both phase in, still attached (702.26h)
    assert bears in game.battlefield() and aura in game.battlefield()
    assert game.obj(aura).attached_to == bears and game.chars(bears).power == 4


IMP = card("Teferi's Imp", "Creature — Imp",
           "Flying\nPhasing\nWhenever Teferi's Imp phases out, discard a card.\nWhenever "
           "Teferi's Imp phases in, draw a card.", "{2}{U}", "1/1")


def test_702_26_whenever_it_phases_out_and_whenever_it_phases_in() -> None:
    game = table(IMP)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    enter(game, "Teferi's Imp")
    for _ in range(3):
        hand(game, "Island")
    _turns(game, 2)  # Alice's untap step: it phases out and she discards
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 1
    before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    _turns(game, 2)  # her draw step; at her next untap step it phases in: a draw
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == before + 2


FIGHTER = card("Dream Fighter", "Creature — Human Soldier",
               "Whenever Dream Fighter blocks or becomes blocked by a creature, Dream Fighter "
               "and that creature phase out.", "{2}{U}", "1/1")


def test_702_26b_both_phase_out_and_leave_combat() -> None:
    game = table(FIGHTER)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    fighter = enter(game, "Dream Fighter", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((fighter, bears),)))
    resolve_all(game)
    assert game.obj(bears).zone == Zone.PHASED_OUT
    assert game.obj(fighter).zone == Zone.PHASED_OUT
    assert game.obj(bears).attacking is None  # 506.4: removed from combat
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20
