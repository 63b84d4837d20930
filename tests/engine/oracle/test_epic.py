"""Epic (702.50a): as the spell resolves, its controller can't cast spells for the rest of
the game, and at the beginning of each of their upkeeps a copy of the spell without epic
is put on the stack (707.10: copied, not cast)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

ENDLESS_SWARM = card("Endless Swarm", "Sorcery",
                     "Create a 1/1 green Snake creature token for each card in your hand.\n"
                     "Epic", "{5}{G}{G}{G}")


def _snakes(game: Game) -> int:
    return sum(1 for o in game.battlefield() if game.chars(o).name == "Snake")


def test_702_50a_no_more_spells_and_a_copy_each_upkeep() -> None:
    game = table(ENDLESS_SWARM)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    for _ in range(8):
        enter(game, "Forest")
    swarm = hand(game, "Endless Swarm")
    hand(game, "Grizzly Bears")
    hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", swarm))
    resolve_all(game)
    assert _snakes(game) == 2  # two cards in hand
    bears = hand(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="can't cast"):
        game.perform(A.CastSpell("Alice", bears))
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep: nothing
    resolve_all(game)
    assert _snakes(game) == 2
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: a copy (3 cards in hand)
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    assert _snakes(game) == 5
    assert not game.stack()
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # and again the upkeep after
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)
    assert _snakes(game) > 5
