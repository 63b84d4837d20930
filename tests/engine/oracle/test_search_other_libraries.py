"""701.23 searching another player's library or each player's own: "Search target player's
library for a card and exile it. Then that player shuffles their library.", "Each player
searches their library for a basic land card, puts it onto the battlefield, then shuffles
their library." (under its owner's control)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

EXTRACT = card("Extract", "Sorcery", "Search target player's library for a card and exile "
               "it. Then that player shuffles their library.", "{U}")
FIELD = card("Field of Ruin", "Land",
             "{T}: Add {C}.\n{2}, {T}, Sacrifice Field of Ruin: Destroy target nonbasic land "
             "an opponent controls. Each player searches their library for a basic land card, "
             "puts it onto the battlefield, then shuffles.")


def test_701_23_a_card_of_the_target_player_s_library_is_exiled() -> None:
    game = table(EXTRACT)
    library(game, "Bob", 3, "Island")
    library(game, "Bob", 1, "Colossal Dreadmaw")
    dreadmaw = game.state.zone_ids(Zone.LIBRARY, "Bob")[-1]
    game.perform(A.CastSpell("Alice", hand(game, "Extract"), ("Bob",), pay="free",
                             choices=(("search", dreadmaw),)))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE)] == ["Colossal Dreadmaw"]
    assert len(game.state.zone_ids(Zone.LIBRARY, "Bob")) == 3


def test_701_23_each_player_puts_a_basic_land_of_their_own_onto_the_battlefield() -> None:
    game = table(FIELD)
    library(game, "Alice", 2, "Plains")
    library(game, "Bob", 2, "Forest")
    field = enter(game, "Field of Ruin")
    wastes = enter(game, "Field of Ruin", "Bob")
    game.perform(A.ActivateAbility("Alice", field, 2, (wastes,), pay="free"))
    resolve_all(game)
    lands = {(game.name_of(o), game.controller_of(o)) for o in game.battlefield()}
    assert lands == {("Plains", "Alice"), ("Forest", "Bob")}
