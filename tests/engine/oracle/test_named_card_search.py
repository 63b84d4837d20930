"""201.2: searching for "a card named Festering Newt or Bubbling Cauldron" (another card's
name, 701.23): only a card with one of those names is found."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, library, resolve_all, table

WITCH = card("Bogbrew Witch", "Creature — Human Wizard",
             "{2}, {T}: Search your library for a card named Festering Newt or Bubbling "
             "Cauldron, put it onto the battlefield tapped, Then shuffle.", "{3}{B}", "1/3")
NEWT = creature("Festering Newt", 1, 1, cost="{B}")


def test_201_2_the_card_of_that_name_is_found_and_enters_tapped() -> None:
    game = table(WITCH, NEWT)
    library(game, "Alice", 3, "Grizzly Bears")
    library(game, "Alice", 1, "Festering Newt")
    library(game, "Alice", 3, "Grizzly Bears")
    witch = enter(game, "Bogbrew Witch")
    game.perform(A.ActivateAbility("Alice", witch, 1, pay="free"))
    resolve_all(game)
    (newt,) = [o for o in game.battlefield() if game.name_of(o) == "Festering Newt"]
    assert game.obj(newt).tapped
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 6


def test_201_2_no_card_of_that_name_no_card_found() -> None:
    game = table(WITCH)
    library(game, "Alice", 4, "Grizzly Bears")
    witch = enter(game, "Bogbrew Witch")
    game.perform(A.ActivateAbility("Alice", witch, 1, pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.battlefield()] == ["Bogbrew Witch"]
