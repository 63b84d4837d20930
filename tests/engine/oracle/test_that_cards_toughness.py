""""When Rotfeaster Maggot enters, exile target creature card from a graveyard. You gain life
equal to that card's toughness", from Oracle text: the toughness of the card exiled (608.2h:
as it is in exile)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

MAGGOT = card("Rotfeaster Maggot", "Creature — Insect",
              "When Rotfeaster Maggot enters, exile target creature card from a graveyard. You "
              "gain life equal to that card's toughness.", "{4}{B}", "3/5")


def test_gains_the_exiled_cards_toughness() -> None:
    game = table(MAGGOT)
    wurm = enter(game, "Craw Wurm", "Bob")  # 6/4
    game.perform(A.DestroyObject(wurm))
    assert zone(game, wurm) == Zone.GRAVEYARD
    enter(game, "Rotfeaster Maggot")
    resolve_all(game)
    assert zone(game, wurm) == Zone.EXILE
    assert game.player("Alice").life == 24
