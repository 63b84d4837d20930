"""The top cards of another player's library looked at or revealed and sorted (401.1, 701.16):
"Look at the top five cards of target opponent's library. Put one of those cards into that
player's graveyard and the rest on top of their library in any order." and its family."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

CRUEL_FATE = card("Cruel Fate", "Sorcery",
                  "Look at the top five cards of target opponent's library. Put one of those "
                  "cards into that player's graveyard and the rest on top of their library in "
                  "any order.", "{4}{U}")
SEALED_FATE = card("Sealed Fate", "Sorcery",
                   "Look at the top X cards of target opponent's library. Exile one of those "
                   "cards and put the rest back on top of that player's library in any order.",
                   "{X}{U}{B}")
RANSACK = card("Ransack", "Sorcery",
               "Look at the top five cards of target player's library. Put any number of them "
               "on the bottom of that library in any order and the rest on top of the library "
               "in any order.", "{3}{U}")
MACHINATIONS = card("Dimir Machinations", "Sorcery",
                    "Look at the top three cards of target player's library. Exile any number "
                    "of those cards, then put the rest back in any order.\n"
                    "Transmute {1}{B}{B}", "{2}{B}")
BAMBOOZLE = card("Bamboozle", "Sorcery",
                 "Target player reveals the top four cards of their library. You choose two of "
                 "those cards and put them into their graveyard. Put the rest on top of their "
                 "library in any order.", "{2}{U}")
WINDREADER = card("Aven Windreader", "Creature — Bird Soldier Wizard",
                  "Flying\n{1}{U}: Target player reveals the top card of their library.",
                  "{3}{U}{U}", "3/3")


def _cast(game: Game, name: str, *choices: tuple[str, Any]) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), ("Bob",), choices=choices,
                             pay="free"))
    resolve_all(game)


def _bob(game: Game, zone: Zone) -> list[str]:
    return [game.name_of(o) for o in game.state.zone_ids(zone, "Bob")]


def _bobs_top(game: Game, name: str) -> list[int]:
    return [o for o in game.state.zone_ids(Zone.LIBRARY, "Bob") if game.name_of(o) == name]


def _bobs_library() -> Any:
    def build(game: Game) -> None:
        library(game, "Bob", 2, "Island")  # below the cards looked at
        library(game, "Bob", 1, "Colossal Dreadmaw")
        library(game, "Bob", 2, "Forest")
        library(game, "Bob", 2, "Grizzly Bears")
    return build


def test_401_1_the_chosen_card_goes_to_the_opponents_graveyard_the_rest_stay_on_top() -> None:
    game = table(CRUEL_FATE)
    _bobs_library()(game)
    dreadmaw = _bobs_top(game, "Colossal Dreadmaw")[0]
    _cast(game, "Cruel Fate", ("choose", [dreadmaw]))
    assert _bob(game, Zone.GRAVEYARD) == ["Colossal Dreadmaw"]
    assert _bob(game, Zone.LIBRARY)[:2] == ["Island", "Island"]  # the bottom unchanged
    assert sorted(_bob(game, Zone.LIBRARY)[2:]) == ["Forest", "Forest", "Grizzly Bears",
                                                    "Grizzly Bears"]


def test_one_of_the_top_x_is_exiled() -> None:
    game = table(SEALED_FATE)
    _bobs_library()(game)
    bears = _bobs_top(game, "Grizzly Bears")[0]
    _cast(game, "Sealed Fate", ("x", 2), ("choose", [bears]))
    assert _bob(game, Zone.EXILE) == ["Grizzly Bears"]
    assert _bob(game, Zone.LIBRARY)[-1] == "Grizzly Bears"
    assert len(_bob(game, Zone.LIBRARY)) == 6


def test_any_number_go_to_the_bottom_of_that_library() -> None:
    game = table(RANSACK)
    _bobs_library()(game)
    bears = _bobs_top(game, "Grizzly Bears")
    _cast(game, "Ransack", ("choose", bears))
    assert _bob(game, Zone.LIBRARY)[:2] == ["Grizzly Bears", "Grizzly Bears"]
    assert _bob(game, Zone.LIBRARY)[-1] == "Forest"


def test_any_number_may_be_none() -> None:
    game = table(MACHINATIONS)
    _bobs_library()(game)
    _cast(game, "Dimir Machinations", ("may", False))
    assert _bob(game, Zone.EXILE) == []
    assert len(_bob(game, Zone.LIBRARY)) == 7


def test_the_chosen_cards_of_the_three_are_exiled_the_rest_stay() -> None:
    game = table(MACHINATIONS)
    _bobs_library()(game)
    bears = _bobs_top(game, "Grizzly Bears")
    _cast(game, "Dimir Machinations", ("choose", bears))
    assert _bob(game, Zone.EXILE) == ["Grizzly Bears", "Grizzly Bears"]
    assert _bob(game, Zone.LIBRARY)[-1] == "Forest"


def test_701_16_you_choose_two_of_the_revealed_cards_for_their_graveyard() -> None:
    game = table(BAMBOOZLE)
    _bobs_library()(game)
    forests = _bobs_top(game, "Forest")
    _cast(game, "Bamboozle", ("choose", forests))
    assert _bob(game, Zone.GRAVEYARD) == ["Forest", "Forest"]
    assert _bob(game, Zone.LIBRARY)[-2:] == ["Grizzly Bears", "Grizzly Bears"]


def test_701_16_the_target_players_top_card_is_revealed() -> None:
    game = table(WINDREADER)
    library(game, "Bob", 1, "Forest")
    library(game, "Bob", 1, "Grizzly Bears")
    events = game.perform(A.EnterBattlefield("Aven Windreader", "Alice"))
    reader = next(e.objects[0] for e in events if e.kind == "enters")
    game.perform(A.ActivateAbility("Alice", reader, 1, ("Bob",), pay="free"))
    events = resolve_all(game)
    (shown,) = [e for e in events if e.kind == "reveal"]
    assert [game.name_of(o) for o in shown.objects] == ["Grizzly Bears"]
