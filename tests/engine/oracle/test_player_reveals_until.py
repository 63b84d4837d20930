"""A player reveals cards from the top of their own library until enough cards match, then
puts them into their graveyard (701.16 reveal, 400.3 a card goes to its owner's graveyard)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

DESTROY_THE_EVIDENCE = card("Destroy the Evidence", "Sorcery",
                            "Destroy target land. Its controller reveals cards from the top of "
                            "their library until they reveals a land card, then puts those "
                            "cards into their graveyard.", "{4}{B}")
MIND_FUNERAL = card("Mind Funeral", "Sorcery",
                    "Target opponent reveals cards from the top of their library until four "
                    "land cards are revealed. That player puts all cards revealed this way "
                    "into their graveyard.", "{1}{U}{B}")
ABERRATION = card("Consuming Aberration", "Creature — Horror",
                  "Consuming Aberration's power and toughness are each equal to the number of "
                  "cards in your opponents' graveyards.\nWhenever you cast a spell, each "
                  "opponent reveals cards from the top of their library until they reveals a "
                  "land card, then puts those cards into their graveyard.", "{3}{U}{B}", "*/*")


def _bob(game: Game, zone: Zone) -> list[str]:
    return [game.name_of(o) for o in game.state.zone_ids(zone, "Bob")]


def test_701_16_its_controller_mills_down_to_the_first_land() -> None:
    game = table(DESTROY_THE_EVIDENCE)
    land = enter(game, "Island", "Bob")
    library(game, "Bob", 2, "Grizzly Bears")
    library(game, "Bob", 1, "Forest")
    library(game, "Bob", 2, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", hand(game, "Destroy the Evidence"), (land,),
                             pay="free"))
    resolve_all(game)
    assert sorted(_bob(game, Zone.GRAVEYARD)) == ["Forest", "Island", "Lightning Bolt",
                                                  "Lightning Bolt"]
    assert _bob(game, Zone.LIBRARY) == ["Grizzly Bears", "Grizzly Bears"]


def test_701_16_until_four_lands_are_revealed() -> None:
    game = table(MIND_FUNERAL)
    library(game, "Bob", 3, "Grizzly Bears")  # below the fourth land: stay
    for _ in range(4):
        library(game, "Bob", 1, "Island")
        library(game, "Bob", 1, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", hand(game, "Mind Funeral"), ("Bob",), pay="free"))
    resolve_all(game)
    assert sorted(_bob(game, Zone.GRAVEYARD)) == ["Island"] * 4 + ["Lightning Bolt"] * 4
    assert _bob(game, Zone.LIBRARY) == ["Grizzly Bears"] * 3


def test_701_16_a_library_without_enough_lands_is_all_revealed() -> None:
    game = table(MIND_FUNERAL)
    library(game, "Bob", 2, "Island")
    library(game, "Bob", 3, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", hand(game, "Mind Funeral"), ("Bob",), pay="free"))
    resolve_all(game)
    assert _bob(game, Zone.LIBRARY) == []
    assert len(_bob(game, Zone.GRAVEYARD)) == 5


def test_each_opponent_reveals_when_you_cast_a_spell() -> None:
    game = table(ABERRATION)
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (theirs,), pay="free"))
    resolve_all(game)  # a card in Bob's graveyard: the Aberration is 1/1
    aberration = enter(game, "Consuming Aberration")
    library(game, "Bob", 1, "Grizzly Bears")
    library(game, "Bob", 1, "Forest")
    library(game, "Bob", 1, "Lightning Bolt")
    library(game, "Alice", 1, "Forest")
    library(game, "Alice", 1, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"), (aberration,), pay="free"))
    resolve_all(game)
    assert sorted(_bob(game, Zone.GRAVEYARD)) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert _bob(game, Zone.LIBRARY) == ["Grizzly Bears"]
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 2  # not yours
    assert game.chars(aberration).power == 3 + 3  # three cards, and Giant Growth
