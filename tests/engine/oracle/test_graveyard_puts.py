""""Otherwise, put it into your graveyard" (400.3: a card goes to its owner's graveyard;
608.2c: the instruction after "If it's ..."), compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

CALL_OF_THE_WILD = card(
    "Call of the Wild", "Enchantment",
    "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto the "
    "battlefield. Otherwise, put it into your graveyard.", "{2}{G}{G}")


def _reveal_top(top: str) -> tuple[list[str], list[str]]:
    """Alice activates Call of the Wild over `top`: (her battlefield, her graveyard)."""
    game = table(CALL_OF_THE_WILD)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, top)
    source = enter(game, "Call of the Wild")
    game.perform(A.ActivateAbility("Alice", source, 1, pay="free"))
    resolve_all(game)
    names = [game.name_of(o) for o in game.state.zone_ids(Zone.BATTLEFIELD, "Alice")]
    dead = [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")]
    return names, dead


def test_608_2c_a_revealed_creature_card_enters() -> None:
    names, dead = _reveal_top("Grizzly Bears")
    assert "Grizzly Bears" in names
    assert dead == []


def test_400_3_otherwise_the_revealed_card_goes_to_the_graveyard() -> None:
    names, dead = _reveal_top("Forest")
    assert "Forest" not in names
    assert dead == ["Forest"]
