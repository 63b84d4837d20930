"""Dredge (702.52): instead of drawing, mill N cards and return the card with dredge from
the graveyard to the hand (the answer `dredge`; only with N cards in the library)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table

STINKWEED_IMP = card("Stinkweed Imp", "Creature — Imp",
                     "Flying\nWhenever Stinkweed Imp deals combat damage to a creature, "
                     "destroy that creature.\nDredge 5", "{2}{B}", "1/2")


def _imp_in_graveyard(cards_in_library: int) -> tuple[Game, int]:
    game = table(STINKWEED_IMP)
    library(game, "Alice", cards_in_library)
    library(game, "Bob")
    imp = enter(game, "Stinkweed Imp")
    game.perform(A.DestroyObject(imp))  # dies: into Alice's graveyard
    return game, game.state.newest(imp)


def _zone_of(game: Game, oid: int) -> Zone:
    return game.obj(game.state.newest(oid)).zone


def test_702_52a_dredge_mills_and_returns_instead_of_drawing() -> None:
    game, imp = _imp_in_graveyard(8)
    game.perform(A.DrawCards("Alice", 1))
    assert _zone_of(game, imp) == Zone.HAND
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 3  # 5 milled, none drawn
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 5


def test_702_52b_no_dredge_with_fewer_cards_in_the_library() -> None:
    game, imp = _imp_in_graveyard(4)
    game.perform(A.DrawCards("Alice", 1))
    assert _zone_of(game, imp) == Zone.GRAVEYARD
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 3  # an ordinary draw


def test_702_52a_the_answer_declines_dredging() -> None:
    game, imp = _imp_in_graveyard(8)
    game.perform(A.Choose("Alice", (("dredge", ()),)))
    game.perform(A.DrawCards("Alice", 1))
    assert _zone_of(game, imp) == Zone.GRAVEYARD
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 7
