"""606.4, 107.3: a loyalty ability costing "−X": X is chosen as it is activated, that many
loyalty counters are removed, and no more than the planeswalker has (606.6)."""

from __future__ import annotations

import pytest

from tabletop.cards.build import build_definition
from tabletop.cards.records import CardRecord
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.rules_kit import enter, resolve_all, table, zone

CHANDRA = build_definition(CardRecord(
    name="Chandra, Flamecaller", type_line="Legendary Planeswalker — Chandra",
    mana_cost="{4}{R}{R}", loyalty=4,
    oracle="+1: Create two 3/1 red Elemental creature tokens with haste. Exile them at the "
           "beginning of the next end step.\n0: Discard all the cards in your hand, then draw "
           "that many cards plus one.\n−X: Chandra, Flamecaller deals X damage to each "
           "creature."))


def test_606_4_minus_x_removes_x_loyalty_and_deals_x() -> None:
    assert CHANDRA.unknown_clauses == ()
    game = table(CHANDRA)
    chandra = enter(game, "Chandra, Flamecaller")
    bears = enter(game, "Grizzly Bears", "Bob")
    crab = enter(game, "Fortress Crab", "Bob")  # 1/6
    game.perform(A.ActivateAbility("Alice", chandra, 3, choices=(("x", 3),)))
    assert game.obj(chandra).counters.get("loyalty") == 1
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, crab) == Zone.BATTLEFIELD and game.obj(crab).damage == 3


def test_606_6_x_no_greater_than_its_loyalty() -> None:
    game = table(CHANDRA)
    chandra = enter(game, "Chandra, Flamecaller")
    with pytest.raises(A.IllegalAction, match="loyalty"):
        game.perform(A.ActivateAbility("Alice", chandra, 3, choices=(("x", 5),)))
