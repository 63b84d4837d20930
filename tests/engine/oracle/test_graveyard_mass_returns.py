"""Every matching card of graveyards returned at once ("Put all creature cards from all
graveyards onto the battlefield under your control", "Each player returns all creature
cards from their graveyard to their hand"), and "return up to one other target
permanent you control" (not the source itself, 115.1)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

REANIMATION = card("Rise of the Dark Realms", "Sorcery", "Put all creature cards from all "
                   "graveyards onto the battlefield under your control.", "{7}{B}{B}")
RETURN = card("Empty the Catacombs", "Sorcery", "Each player returns all creature cards "
              "from their graveyard to their hand.", "{3}{B}")
LUMRA = card("Lumra, Bellow of the Woods", "Legendary Creature — Elemental Bear",
             "Vigilance, reach\nLumra's power and toughness are each equal to the number of "
             "lands you control.\nWhen Lumra enters, mill four cards. Then return all land "
             "cards from your graveyard to the battlefield tapped.", "{4}{G}{G}", "*/*")
PUP = card("Mischievous Pup", "Creature — Dog",
           "Flash\nWhen Mischievous Pup enters the battlefield, return up to one other target "
           "permanent you control to its owner's hand.", "{2}{W}", "3/1")


def _bury(game: Game, player: str, name: str, n: int) -> None:
    library(game, player, n, name)
    for oid in game.state.zone_ids(Zone.LIBRARY, player)[-n:]:
        game.perform(A.MoveObject(oid, "graveyard"))


def _mine(game: Game, player: str = "Alice") -> list[str]:
    return sorted(game.name_of(o) for o in game.battlefield() if game.controller_of(o) == player)


def test_creature_cards_of_every_graveyard_under_your_control() -> None:
    game = table(REANIMATION)
    _bury(game, "Alice", "Grizzly Bears", 1)
    _bury(game, "Bob", "Colossal Dreadmaw", 1)
    _bury(game, "Bob", "Island", 1)
    game.perform(A.CastSpell("Alice", hand(game, "Rise of the Dark Realms"), pay="free"))
    resolve_all(game)
    assert _mine(game) == ["Colossal Dreadmaw", "Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")] == ["Island"]


def test_each_player_returns_their_creature_cards_to_their_hand() -> None:
    game = table(RETURN)
    _bury(game, "Alice", "Grizzly Bears", 2)
    _bury(game, "Bob", "Colossal Dreadmaw", 1)
    _bury(game, "Bob", "Island", 1)
    game.perform(A.CastSpell("Alice", hand(game, "Empty the Catacombs"), pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Bob")] == \
        ["Colossal Dreadmaw"]
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 2


def test_all_lands_milled_return_tapped() -> None:
    game = table(LUMRA)
    enter(game, "Island")  # Lumra is 1/1 as it enters
    library(game, "Alice", 2, "Forest")
    library(game, "Alice", 2, "Grizzly Bears")
    library(game, "Alice", 2, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Lumra, Bellow of the Woods"), pay="free"))
    resolve_all(game)
    forests = [o for o in game.battlefield() if game.name_of(o) == "Forest"]
    assert len(forests) == 2 and all(game.obj(o).tapped for o in forests)
    assert sorted(game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == \
        ["Grizzly Bears", "Grizzly Bears"]


def test_up_to_one_other_target_is_never_the_pup_itself() -> None:
    game = table(PUP)
    enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Mischievous Pup"), pay="free"))
    resolve_all(game)
    assert _mine(game) == ["Mischievous Pup"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == \
        ["Grizzly Bears"]
