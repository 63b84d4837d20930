"""Counted puts from among the cards looked at or revealed: "You may put any number of ...
cards from among them onto the battlefield", "Put up to two ... cards from among them into
your hand and the rest into your graveyard", "Then put all cards revealed this way that
weren't put onto the battlefield into your graveyard" (701.16 reveal, 401.1 the top cards)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

GENESIS_WAVE = card("Genesis Wave", "Sorcery",
                    "Reveal the top X cards of your library. You may put any number of "
                    "permanent cards with mana value X or less from among them onto the "
                    "battlefield. Then put all cards revealed this way that weren't put onto "
                    "the battlefield into your graveyard.", "{X}{G}{G}{G}")
PIECES = card("Pieces of the Puzzle", "Sorcery",
              "Reveal the top five cards of your library. Put up to two instant and/or sorcery "
              "cards from among them into your hand and the rest into your graveyard.",
              "{2}{U}")
DRUIDIC_VOW = card("Kamahl's Druidic Vow", "Legendary Sorcery",
                   "Look at the top X cards of your library. You may put any number of land "
                   "and/or legendary permanent cards with mana value X or less from among them "
                   "onto the battlefield. Put the rest into your graveyard.", "{X}{G}{G}")
AETHERMAGE = card("Aethermage's Touch", "Instant",
                  "Reveal the top four cards of your library. You may put a creature card from "
                  "among them onto the battlefield. It gains \"At the beginning of your end "
                  "step, return this creature to its owner's hand.\" Then put the rest of the "
                  "cards revealed this way on the bottom of your library in any order.",
                  "{2}{W}{U}")
REVIVING_VAPORS = card("Reviving Vapors", "Instant",
                       "Reveal the top three cards of your library and put one of them into "
                       "your hand. You gain life equal to that card's mana value. Put all "
                       "other cards revealed this way into your graveyard.", "{2}{W}{U}")


def _names(game: Game, zone: Zone, player: str = "Alice") -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, player))


def _battlefield(game: Game) -> list[str]:
    return sorted(game.name_of(o) for o in game.battlefield())


def _cast(game: Game, name: str, *choices: tuple[str, Any]) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), choices=choices, pay="free"))
    resolve_all(game)


def _top(game: Game, name: str) -> list[int]:
    return [o for o in game.state.zone_ids(Zone.LIBRARY, "Alice") if game.name_of(o) == name]


def test_genesis_wave_puts_the_permanents_of_x_or_less_and_mills_the_rest() -> None:
    game = table(GENESIS_WAVE)
    library(game, "Alice", 2, "Island")  # under the four revealed: stays
    library(game, "Alice", 1, "Lightning Bolt")
    library(game, "Alice", 1, "Colossal Dreadmaw")  # mana value 6 > X
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 1, "Forest")
    _cast(game, "Genesis Wave", ("x", 4))
    assert _battlefield(game) == ["Forest", "Grizzly Bears"]
    assert _names(game, Zone.GRAVEYARD) == ["Colossal Dreadmaw", "Genesis Wave",
                                            "Lightning Bolt"]
    assert _names(game, Zone.LIBRARY) == ["Island", "Island"]


def test_genesis_wave_declined_mills_every_revealed_card() -> None:
    game = table(GENESIS_WAVE)
    library(game, "Alice", 2, "Grizzly Bears")
    _cast(game, "Genesis Wave", ("x", 2), ("may", False))
    assert _battlefield(game) == []
    assert _names(game, Zone.GRAVEYARD) == ["Genesis Wave", "Grizzly Bears", "Grizzly Bears"]


def test_up_to_two_picks_only_the_chosen_spells_and_the_rest_go_to_the_graveyard() -> None:
    game = table(PIECES)
    library(game, "Alice", 1, "Giant Growth")
    library(game, "Alice", 1, "Forest")
    library(game, "Alice", 1, "Counterspell")
    library(game, "Alice", 2, "Lightning Bolt")
    bolt = _top(game, "Lightning Bolt")[0]
    counterspell = _top(game, "Counterspell")[0]
    _cast(game, "Pieces of the Puzzle", ("choose", [bolt, counterspell]))
    assert _names(game, Zone.HAND) == ["Counterspell", "Lightning Bolt"]
    assert _names(game, Zone.GRAVEYARD) == ["Forest", "Giant Growth", "Lightning Bolt",
                                            "Pieces of the Puzzle"]


def test_up_to_two_may_be_none() -> None:
    game = table(PIECES)
    library(game, "Alice", 5, "Lightning Bolt")
    _cast(game, "Pieces of the Puzzle", ("may", False))
    assert _names(game, Zone.HAND) == []
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 6


def test_land_and_or_legendary_permanent_means_either_kind() -> None:
    game = table(DRUIDIC_VOW)
    library(game, "Alice", 1, "Grizzly Bears")  # neither a land nor legendary
    library(game, "Alice", 1, "Trostani, Selesnya's Voice")
    library(game, "Alice", 1, "Forest")
    _cast(game, "Kamahl's Druidic Vow", ("x", 4))
    assert _battlefield(game) == ["Forest", "Trostani, Selesnya's Voice"]
    assert _names(game, Zone.GRAVEYARD) == ["Grizzly Bears", "Kamahl's Druidic Vow"]


def test_it_is_the_creature_put_onto_the_battlefield_and_the_rest_go_to_the_bottom() -> None:
    game = table(AETHERMAGE)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 3, "Forest")
    library(game, "Alice", 1, "Grizzly Bears")
    _cast(game, "Aethermage's Touch")
    (bears,) = game.battlefield()
    assert game.name_of(bears) == "Grizzly Bears"
    assert any("beginning of your end step" in a.text for a in game.chars(bears).abilities)
    library_ids = game.state.zone_ids(Zone.LIBRARY, "Alice")
    assert [game.name_of(o) for o in library_ids[-2:]] == ["Island", "Island"]
    assert [game.name_of(o) for o in library_ids[:3]] == ["Forest"] * 3


def test_that_card_is_the_one_put_into_the_hand() -> None:
    game = table(REVIVING_VAPORS)
    library(game, "Alice", 1, "Colossal Dreadmaw")
    library(game, "Alice", 1, "Forest")
    library(game, "Alice", 1, "Grizzly Bears")
    bears = _top(game, "Grizzly Bears")[0]
    _cast(game, "Reviving Vapors", ("choose", [bears]))
    assert _names(game, Zone.HAND) == ["Grizzly Bears"]
    assert game.player("Alice").life == 22  # the Bears' mana value, not the three cards'
    assert _names(game, Zone.GRAVEYARD) == ["Colossal Dreadmaw", "Forest", "Reviving Vapors"]
