"""The cards an instruction milled or revealed, named after it (701.13 mill, 701.16
reveal): "You may put an artifact card from among the cards milled this way into your
hand. If you don't, ...", "Put that card onto the battlefield tapped and the rest on the
bottom of your library", "defending player mills half their library, rounded up"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SCRAPSMITH = card("Tomakul Scrapsmith", "Creature — Human Artificer",
                  "When Tomakul Scrapsmith enters, mill three cards. You may put an artifact "
                  "card from among the cards milled this way into your hand. If you don't, put "
                  "a +1/+1 counter on Tomakul Scrapsmith.", "{2}{R}", "2/1")
REGALIA = card("The Regalia", "Legendary Artifact — Vehicle",
               "Haste\nWhenever The Regalia attacks, reveal cards from the top of your library "
               "until you reveal a land card. Put that card onto the battlefield tapped and the "
               "rest on the bottom of your library in a random order.\nCrew 1", "{4}", "4/4")


def _scrapsmith(game: Game) -> int:
    game.perform(A.CastSpell("Alice", hand(game, "Tomakul Scrapsmith"), pay="free"))
    resolve_all(game)
    return next(o for o in game.battlefield() if game.name_of(o) == "Tomakul Scrapsmith")


def test_701_13_an_artifact_milled_this_way_goes_to_hand() -> None:
    game = table(SCRAPSMITH)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Ornithopter")
    library(game, "Alice", 2, "Island")
    smith = _scrapsmith(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == \
        ["Ornithopter"]
    assert game.obj(smith).counters == {}


def test_608_2c_no_artifact_milled_then_the_counter() -> None:
    game = table(SCRAPSMITH)
    library(game, "Alice", 5, "Island")
    smith = _scrapsmith(game)
    assert game.state.zone_ids(Zone.HAND, "Alice") == []
    assert game.obj(smith).counters == {"+1/+1": 1}


def test_an_artifact_in_the_graveyard_before_is_not_milled_this_way() -> None:
    game = table(SCRAPSMITH)
    library(game, "Alice", 1, "Ornithopter")
    game.perform(A.MoveObject(game.state.zone_ids(Zone.LIBRARY, "Alice")[-1], "graveyard"))
    library(game, "Alice", 3, "Island")
    smith = _scrapsmith(game)
    assert game.state.zone_ids(Zone.HAND, "Alice") == []
    assert game.obj(smith).counters == {"+1/+1": 1}


def test_701_16_the_land_revealed_enters_tapped_the_rest_go_to_the_bottom() -> None:
    game = table(REGALIA)
    library(game, "Alice", 3, "Forest")
    library(game, "Alice", 2, "Grizzly Bears")
    regalia = enter(game, "The Regalia")
    enter(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("beginning_of_combat"))
    game.perform(A.ActivateAbility("Alice", regalia, "Crew", pay="free"))  # 702.122 crew 1
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (regalia,), "Bob"))
    resolve_all(game)
    forests = [o for o in game.battlefield() if game.name_of(o) == "Forest"]
    assert len(forests) == 1 and game.obj(forests[0]).tapped
    library_ids = game.state.zone_ids(Zone.LIBRARY, "Alice")
    assert [game.name_of(o) for o in library_ids[:2]] == ["Grizzly Bears"] * 2
