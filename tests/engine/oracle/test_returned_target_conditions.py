""""Return target artifact card from your graveyard to the battlefield. If it's a Vehicle,
it becomes an artifact creature." (608.2c): a condition about the target as it is now
that it's back, from Oracle text: Tune Up."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

TUNE_UP = card("Tune Up", "Sorcery",
               "Return target artifact card from your graveyard to the battlefield. If it's a "
               "Vehicle, it becomes an artifact creature.", "{3}{W}")
COPTER = card("Smuggler's Copter", "Artifact — Vehicle",
              "Flying\nWhenever Smuggler's Copter attacks or blocks, you may draw a card. If "
              "you do, discard a card.\nCrew 1", "{2}", "3/3")


def _returned(game: Game, name: str) -> int:
    library(game, "Alice", 1, name)
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, "Alice")[-1], "graveyard"))
    (card_id,) = game.state.zone_ids(Zone.GRAVEYARD, "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Tune Up"), (card_id,), pay="free"))
    resolve_all(game)
    return next(o for o in game.permanents("Alice") if game.name_of(o) == name)


def test_608_2c_a_vehicle_returned_becomes_an_artifact_creature() -> None:
    game = table(TUNE_UP, COPTER)
    copter = _returned(game, "Smuggler's Copter")
    assert game.chars(copter).types == {CardType.ARTIFACT, CardType.CREATURE}
    assert game.chars(copter).power == 3


def test_608_2c_another_artifact_stays_what_it_is() -> None:
    game = table(TUNE_UP, COPTER)
    ring = _returned(game, "Sol Ring")
    assert game.chars(ring).types == {CardType.ARTIFACT}
