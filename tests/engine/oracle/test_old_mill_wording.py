"""Old wording of milling (701.13: "put the top ... of their library into their graveyard"
is milling): Traumatize, compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

TRAUMATIZE = card("Traumatize", "Sorcery",
                  "Target player puts the top half of their library, rounded down, into their "
                  "graveyard.", "{3}{U}{U}")


def test_701_13_traumatize_mills_half_rounded_down() -> None:
    game = table(TRAUMATIZE)
    library(game, "Bob", 7)
    game.perform(A.CastSpell("Alice", hand(game, "Traumatize"), ("Bob",), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 3
    assert len(game.state.zone_ids(Zone.LIBRARY, "Bob")) == 4
