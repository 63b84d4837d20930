"""601.2f: cost increases and reductions a card states, from Oracle text: for spells of
a kind, for spells of the caster's opponents only, and a spell's own reduction."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table, zone

TAX = card("Opponent Tax", "Enchantment",
           "Creature spells your opponents cast cost {2} more to cast.", "{1}{W}")
RECALL = card("Graveyard Recall", "Sorcery",
              "This spell costs {1} less to cast for each creature card in your graveyard.\n"
              "Draw two cards.", "{4}{U}")


def test_601_2f_only_the_opponents_spells_cost_more() -> None:
    game = table(TAX)
    enter(game, "Opponent Tax", "Bob")
    enter(game, "Forest")
    enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    enter(game, "Forest")
    enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears")))
    assert all(game.obj(o).tapped for o in game.permanents("Alice"))


def test_601_2f_a_spell_costs_less_for_each_creature_card_in_your_graveyard() -> None:
    game = table(RECALL)
    for _ in range(4):
        game.perform(A.MoveObject(hand(game, "Grizzly Bears"), "graveyard"))
    enter(game, "Island")
    recall = hand(game, "Graveyard Recall")
    game.perform(A.CastSpell("Alice", recall))
    assert zone(game, recall) == Zone.STACK
