"""701.13 mill in an older wording, from Oracle text: "that source's controller puts that
many cards from the top of their library into their graveyard" (Belltower Sphinx: the
controller of what dealt it damage mills as many cards as the damage)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SPHINX = card("Belltower Sphinx", "Creature — Sphinx",
              "Flying\nWhenever a source deals damage to Belltower Sphinx, that source's "
              "controller puts that many cards from the top of their library into their "
              "graveyard.", "{4}{U}", "2/5")


def test_701_13_the_damage_dealers_controller_mills_that_many() -> None:
    game = table(SPHINX)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    sphinx = enter(game, "Belltower Sphinx")
    game.state.priority = "Bob"
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), (sphinx,),
                             pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.LIBRARY, "Bob")) == 7
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 10
