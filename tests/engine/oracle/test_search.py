"""701.23: searching a library; what was found is "it", "that card", "them" in the
instructions after it (put into a hand, onto the battlefield tapped, on top)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

RAMP = card("Rampant Search", "Sorcery",
            "Search your library for up to two basic land cards, put them onto the "
            "battlefield tapped, then shuffle.", "{2}{G}")
TUTOR = card("Dark Tutor", "Instant",
             "Search your library for a card, then shuffle and put that card on top of it. "
             "You lose 2 life.", "{B}")


def test_701_23_up_to_two_lands_onto_the_battlefield_tapped() -> None:
    game = table(RAMP)
    library(game, "Alice", 3, "Forest")
    library(game, "Alice", 3, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Rampant Search"), pay="free"))
    resolve_all(game)
    lands = [o for o in game.battlefield() if game.controller_of(o) == "Alice"]
    assert len(lands) == 2 and all(game.obj(o).tapped for o in lands)
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 4


def test_701_23_the_card_found_goes_on_top_after_the_shuffle() -> None:
    game = table(TUTOR)
    library(game, "Alice", 5, "Island")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 5, "Island")
    bears = next(o for o in game.state.zone_ids(Zone.LIBRARY, "Alice")
                 if game.name_of(o) == "Grizzly Bears")
    tutor = hand(game, "Dark Tutor")
    game.perform(A.CastSpell("Alice", tutor, choices=(("search", bears),), pay="free"))
    resolve_all(game)
    top = game.state.zone_ids(Zone.LIBRARY, "Alice")[-1]
    assert game.name_of(top) == "Grizzly Bears"
    assert game.player("Alice").life == 18
