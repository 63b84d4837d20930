"""107.3: an activated ability whose text defines X ("X is the number of cards in an
opponent's hand", "X is the mana value of that card"): X is that value as it is activated,
whatever the player answers, and {X} costs that much."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

TABLE = card("Bargaining Table", "Artifact",
             "{X}, {T}: Draw a card. X is the number of cards in an opponent's hand.", "{5}")
FOUNDRY = card("Soul Foundry", "Artifact",
               "Imprint — When Soul Foundry enters, you may exile a creature card from your "
               "hand.\n{X}, {T}: Create a token that's a copy of the exiled card. X is the mana "
               "value of that card.", "{4}")


def _untapped_lands(game: Game) -> int:
    return sum(1 for o in game.permanents("Alice")
               if game.name_of(o) == "Island" and not game.obj(o).tapped)


def test_107_3_x_is_the_cards_in_the_opponents_hand() -> None:
    game = table(TABLE)
    library(game, "Alice")
    for _ in range(4):
        enter(game, "Island")
    bargaining = enter(game, "Bargaining Table")
    for _ in range(3):
        hand(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", bargaining, 1, choices=(("x", 0),)))
    assert _untapped_lands(game) == 1  # {X} was 3, not the 0 answered
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1


def test_118_3_x_too_high_to_pay() -> None:
    game = table(TABLE)
    enter(game, "Island")
    bargaining = enter(game, "Bargaining Table")
    for _ in range(3):
        hand(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", bargaining, 1))


def test_107_3_the_foundry_costs_the_imprinted_cards_mana_value() -> None:
    game = table(FOUNDRY)
    for _ in range(3):
        enter(game, "Island")
    hand(game, "Grizzly Bears")
    foundry = enter(game, "Soul Foundry")
    resolve_all(game)  # imprint: the Bears are exiled
    game.perform(A.ActivateAbility("Alice", foundry, 1))
    assert _untapped_lands(game) == 1  # {X} = 2, the Bears' mana value
    resolve_all(game)
    assert [game.name_of(o) for o in game.permanents("Alice")].count("Grizzly Bears") == 1
