"""Looking at or revealing the top cards of a library and sorting them: "You may reveal a
land card from among them and put it into your hand. Put the rest on the bottom of your
library in a random order." and "Put all land cards revealed this way into your hand and
the rest into your graveyard." (701.16 reveal)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

VINEWALL = card("Floriferous Vinewall", "Creature — Plant Wall",
                "Defender\nWhen Floriferous Vinewall enters, look at the top six cards of your "
                "library. You may reveal a land card from among them and put it into your "
                "hand. Put the rest on the bottom of your library in a random order.",
                "{1}{G}", "0/2")
COMMUNE = card("Commune with Nature", "Sorcery",
               "Look at the top five cards of your library. You may reveal a creature card "
               "from among them and put it into your hand. Put the rest on the bottom of your "
               "library in any order.", "{G}")
MULCH = card("Mulch", "Sorcery", "Reveal the top four cards of your library. Put all land "
             "cards revealed this way into your hand and the rest into your graveyard.",
             "{1}{G}")
DELVE = card("Lair Delve", "Sorcery",
               "Reveal the top two cards of your library. Put all creature and land cards "
               "revealed this way into your hand and the rest on the bottom of your library "
               "in any order.", "{2}{G}")


def _names(game: Game, zone: Zone, player: str = "Alice") -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, player))


def _cast(game: Game, name: str, **kw: Any) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), pay="free", **kw))
    resolve_all(game)


def test_701_16_a_land_revealed_from_among_them_goes_to_hand_the_rest_to_the_bottom() -> None:
    game = table(VINEWALL)
    library(game, "Alice", 4, "Island")  # the bottom four: not looked at
    library(game, "Alice", 1, "Forest")
    library(game, "Alice", 5, "Grizzly Bears")
    _cast(game, "Floriferous Vinewall")
    assert _names(game, Zone.HAND) == ["Forest"]
    library_ids = game.state.zone_ids(Zone.LIBRARY, "Alice")
    # the five Bears went under the Islands: the Islands are on top now
    assert [game.name_of(o) for o in library_ids[-4:]] == ["Island"] * 4
    assert [game.name_of(o) for o in library_ids[:5]] == ["Grizzly Bears"] * 5


def test_declining_to_reveal_puts_all_five_on_the_bottom() -> None:
    game = table(COMMUNE)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 5, "Grizzly Bears")
    _cast(game, "Commune with Nature", choices=(("may", False),))
    assert _names(game, Zone.HAND) == []
    library_ids = game.state.zone_ids(Zone.LIBRARY, "Alice")
    assert [game.name_of(o) for o in library_ids[-2:]] == ["Island", "Island"]


def test_a_creature_card_is_chosen_from_among_them() -> None:
    game = table(COMMUNE)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Colossal Dreadmaw")
    library(game, "Alice", 4, "Forest")
    _cast(game, "Commune with Nature")
    assert _names(game, Zone.HAND) == ["Colossal Dreadmaw"]


def test_all_lands_revealed_this_way_into_the_hand_the_rest_into_the_graveyard() -> None:
    game = table(MULCH)
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 2, "Grizzly Bears")
    library(game, "Alice", 2, "Forest")
    _cast(game, "Mulch")
    assert _names(game, Zone.HAND) == ["Forest", "Forest"]
    assert _names(game, Zone.GRAVEYARD) == ["Grizzly Bears", "Grizzly Bears", "Mulch"]
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 3


def test_creature_and_land_cards_means_either_kind() -> None:
    game = table(DELVE)
    library(game, "Alice", 1, "Lightning Bolt")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 1, "Forest")
    _cast(game, "Lair Delve")
    assert _names(game, Zone.HAND) == ["Forest", "Grizzly Bears"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.LIBRARY, "Alice")] == \
        ["Lightning Bolt"]
