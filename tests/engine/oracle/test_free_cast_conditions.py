"""118.9: "If an opponent controls a Swamp and you control a Plains, you may cast ~ without
paying its mana cost" (the Legates): an alternative cost of nothing while the condition
holds, chosen with the choice `alternative`, from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

LEGATE = card("Cho-Arrim Legate", "Creature — Human Soldier",
              "Protection from black\nIf an opponent controls a Swamp and you control a "
              "Plains, you may cast Cho-Arrim Legate without paying its mana cost.",
              "{2}{W}", "1/2")
MASSACRE = card("Massacre", "Sorcery",
                "If an opponent controls a Plains and you control a Swamp, you may cast "
                "Massacre without paying its mana cost.\nAll creatures get -2/-2 until end "
                "of turn.", "{2}{B}{B}")


def test_118_9_the_legate_is_free_while_both_lands_are_there() -> None:
    game = table(LEGATE)
    plains = enter(game, "Plains")
    legate = hand(game, "Cho-Arrim Legate")
    with pytest.raises(A.IllegalAction):  # the opponent controls no Swamp
        game.perform(A.CastSpell("Alice", legate, choices=(("alternative", True),)))
    enter(game, "Swamp", "Bob")
    game.perform(A.CastSpell("Alice", legate, choices=(("alternative", True),)))
    resolve_all(game)
    assert zone(game, legate) == Zone.BATTLEFIELD
    assert not game.obj(plains).tapped  # no mana paid


def test_118_9_massacre_needs_your_own_swamp_too() -> None:
    game = table(MASSACRE)
    enter(game, "Plains", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    massacre = hand(game, "Massacre")
    with pytest.raises(A.IllegalAction):  # you control no Swamp
        game.perform(A.CastSpell("Alice", massacre, choices=(("alternative", True),)))
    enter(game, "Swamp")
    game.perform(A.CastSpell("Alice", massacre, choices=(("alternative", True),)))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
