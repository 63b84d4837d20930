""""When Shiko enters, exile target nonland card with mana value 3 or less from your
graveyard. Copy it, then you may cast the copy without paying its mana cost." (707.12: a copy
of a card, cast; 608.2g), from Oracle text: Shiko, Paragon of the Way."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

SHIKO = card("Shiko, Paragon of the Way", "Legendary Creature — Spirit Dragon",
             "Flying, vigilance\nWhen Shiko enters, exile target nonland card with mana value 3 "
             "or less from your graveyard. Copy it, then you may cast the copy without paying "
             "its mana cost. (A copy of a permanent spell becomes a token.)", "{2}{U}{R}{W}",
             "4/5")


def _shiko_with_in_graveyard(name: str) -> tuple[Game, int]:
    game = table(SHIKO)
    library(game, "Alice", 1, name)
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, "Alice")[-1], "graveyard"))
    (in_graveyard,) = game.state.zone_ids(Zone.GRAVEYARD, "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Shiko, Paragon of the Way"), pay="free"))
    resolve_all(game)
    return game, in_graveyard


def test_707_12_the_copy_of_an_instant_is_cast_and_the_card_stays_exiled() -> None:
    game, bolt = _shiko_with_in_graveyard("Lightning Bolt")
    assert game.state.players["Bob"].life == 17
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.EXILE)] == ["Lightning Bolt"]
    assert bolt not in game.state.zone_ids(Zone.GRAVEYARD, "Alice")


def test_707_12_a_copy_of_a_creature_card_becomes_a_token() -> None:
    game, _ = _shiko_with_in_graveyard("Grizzly Bears")
    (bears,) = [o for o in game.battlefield() if game.name_of(o) == "Grizzly Bears"]
    assert game.obj(bears).is_token
