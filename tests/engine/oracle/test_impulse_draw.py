"""Impulse draw: "Exile the top card of your library. Until the end of your next turn, you
may play that card." The exiled card may be cast (paying its cost) or played as the land
for the turn (305.1) by that player only, until the permission ends (514.2)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

CRESCENDO = card("Blazing Crescendo", "Instant",
                 "Target creature gets +3/+1 until end of turn.\nExile the top card of your "
                 "library. Until the end of your next turn, you may play that card.", "{1}{R}")
CARAVAN = card("Aerial Caravan", "Creature — Human Soldier",
               "Flying\n{1}{U}{U}: Exile the top card of your library. Until end of turn, you "
               "may play that card.", "{4}{U}{U}", "4/3")


def _exiled(game: Game, name: str) -> int:
    return next(o for o in game.state.zone_ids(Zone.EXILE) if game.name_of(o) == name)


def _crescendo(game: Game, top: str) -> int:
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    library(game, "Alice", 1, top)
    bears = next(e.objects[0] for e in game.perform(A.EnterBattlefield("Grizzly Bears",
                                                                       "Alice")))
    game.perform(A.CastSpell("Alice", hand(game, "Blazing Crescendo"), (bears,), pay="free"))
    resolve_all(game)
    return _exiled(game, top)


def test_the_exiled_land_is_played_as_the_land_for_the_turn() -> None:
    game = table(CRESCENDO)
    forest = _crescendo(game, "Forest")
    game.perform(A.PlayLand("Alice", forest))
    assert any(game.name_of(o) == "Forest" for o in game.battlefield())


def test_the_exiled_spell_is_cast_on_the_next_turn_but_not_by_the_opponent() -> None:
    game = table(CRESCENDO)
    bolt = _crescendo(game, "Lightning Bolt")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    with pytest.raises(IllegalAction):
        game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's next turn: still allowed
    game.perform(A.CastSpell("Alice", bolt, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 17


def test_514_2_the_permission_ends_with_the_end_of_the_next_turn() -> None:
    game = table(CRESCENDO)
    bolt = _crescendo(game, "Lightning Bolt")
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn after Alice's next turn
    game.perform(A.AdvanceTo("next_turn"))
    with pytest.raises(IllegalAction):
        game.perform(A.CastSpell("Alice", bolt, ("Bob",), pay="free"))


def test_until_end_of_turn_only_this_turn() -> None:
    game = table(CARAVAN)
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    library(game, "Alice", 1, "Forest")
    caravan = next(e.objects[0] for e in game.perform(A.EnterBattlefield("Aerial Caravan",
                                                                         "Alice")))
    game.perform(A.ActivateAbility("Alice", caravan, 1, pay="free"))
    resolve_all(game)
    forest = _exiled(game, "Forest")
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    with pytest.raises(IllegalAction):
        game.perform(A.PlayLand("Alice", forest))
