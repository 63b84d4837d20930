"""118.9: alternative costs a spell states ("rather than pay this spell's mana cost"),
chosen with the choice `alternative`, from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

DELRAICH = card("Delraich", "Creature — Horror",
                "You may sacrifice three black creatures rather than pay this spell's mana "
                "cost.\nTrample", "{6}{B}", "6/6")
ORDER = card("Admiral's Order", "Instant",
             "Raid — If you attacked with a creature this turn, you may pay {U} rather than "
             "pay this spell's mana cost.\nCounter target spell.", "{1}{U}{U}")
DAZE = card("Daze", "Instant",
            "You may return an Island you control to its owner's hand rather than pay this "
            "spell's mana cost.\nCounter target spell unless its controller pays {1}.",
            "{1}{U}")
SHOCK = card("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}")
ZOMBIE = card("Test Zombie", "Creature — Zombie", "", "{B}", "1/1")


def test_118_9_sacrifice_three_black_creatures_instead_of_seven_mana() -> None:
    game = table(DELRAICH, ZOMBIE)
    zombies = [enter(game, "Test Zombie") for _ in range(3)]
    enter(game, "Grizzly Bears")  # green: not a choice for the cost
    delraich = hand(game, "Delraich")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", delraich))  # no mana for {6}{B}
    game.perform(A.CastSpell("Alice", delraich, choices=(("alternative", True),)))
    assert all(zone(game, z) == Zone.GRAVEYARD for z in zombies)
    resolve_all(game)
    assert zone(game, delraich) == Zone.BATTLEFIELD


def test_118_9_the_raid_alternative_cost_needs_an_attack_this_turn() -> None:
    game = table(ORDER, SHOCK)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    enter(game, "Island")
    enter(game, "Mountain", "Bob")
    enter(game, "Mountain", "Bob")
    order = hand(game, "Admiral's Order")
    first = hand(game, "Test Shock", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", first, targets=("Alice",)))
    game.perform(A.PassPriority("Bob"))
    with pytest.raises(A.IllegalAction, match="attacked"):
        game.perform(A.CastSpell("Alice", order, targets=(game.stack()[-1],),
                                 choices=(("alternative", True),)))
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("postcombat_main"))
    shock = hand(game, "Test Shock", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", shock, targets=("Alice",)))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", order, targets=(game.stack()[-1],),
                             choices=(("alternative", True),)))
    resolve_all(game)
    assert game.player("Alice").life == 18  # the first Shock resolved, the second didn't


def test_118_9_return_an_island_instead_of_paying() -> None:
    game = table(DAZE, SHOCK)
    island = enter(game, "Island")
    shock = hand(game, "Test Shock", "Bob")
    enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", shock, targets=("Alice",)))
    game.perform(A.PassPriority("Bob"))
    daze = hand(game, "Daze")
    game.perform(A.CastSpell("Alice", daze, targets=(game.stack()[-1],),
                             choices=(("alternative", True),)))
    assert zone(game, island) == Zone.HAND
    resolve_all(game)  # Bob has no mana left for {1}: the Shock is countered
    assert game.player("Alice").life == 20


def test_118_9_the_alternative_cost_is_offered_as_a_way_to_cast_it() -> None:
    game = table(DELRAICH, ZOMBIE)
    delraich = hand(game, "Delraich")
    options = {o.label: o.legal for o in legal_actions(game, "Alice") if o.source == delraich}
    assert options == {"Cast Delraich": False,
                       "Cast Delraich (for its alternative cost)": False}
    for _ in range(3):
        enter(game, "Test Zombie")
    options = {o.label: o.legal for o in legal_actions(game, "Alice") if o.source == delraich}
    assert options["Cast Delraich (for its alternative cost)"]


AXE = card("Lightning Axe", "Instant",
           "As an additional cost to cast Lightning Axe, discard a card or pay {5}.\n"
           "Lightning Axe deals 5 damage to target creature.", "{R}")


def test_601_2b_discard_a_card_or_pay_five_the_caster_chooses() -> None:
    game = table(AXE)
    for _ in range(7):
        enter(game, "Mountain")
    first = enter(game, "Grizzly Bears", "Bob")
    second = enter(game, "Grizzly Bears", "Bob")
    axe = hand(game, "Lightning Axe")
    forest = hand(game, "Forest")
    game.perform(A.CastSpell("Alice", axe, targets=(first,)))  # unanswered: the discard
    assert zone(game, forest) == Zone.GRAVEYARD
    resolve_all(game)
    assert zone(game, first) == Zone.GRAVEYARD
    axe = hand(game, "Lightning Axe")
    hand(game, "Forest")
    game.perform(A.CastSpell("Alice", axe, targets=(second,),
                             choices=(("additional_cost", 2),)))  # pay {5} instead
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1
    assert sum(1 for o in game.permanents("Alice") if game.obj(o).tapped) == 7


def test_601_2b_the_other_additional_cost_is_offered_as_a_way_to_cast_it() -> None:
    game = table(AXE)
    enter(game, "Mountain")
    enter(game, "Grizzly Bears", "Bob")
    axe = hand(game, "Lightning Axe")
    hand(game, "Forest")
    options = {o.label: o.legal for o in legal_actions(game, "Alice") if o.source == axe}
    assert options == {"Cast Lightning Axe": True,
                       "Cast Lightning Axe (paying the other additional cost)": False}
