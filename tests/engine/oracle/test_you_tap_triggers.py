"""701.26a: "Whenever you tap one or more untapped creatures your opponents control" compiled
from Oracle text: once for all that a spell or ability of yours taps at once."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

SHARAE = card("Sharae of Numbing Depths", "Legendary Creature — Merfolk Wizard",
              "When Sharae of Numbing Depths enters, tap target creature an opponent controls "
              "and put a stun counter on it. (If a permanent with a stun counter would become "
              "untapped, remove one from it instead.)\nWhenever you tap one or more untapped "
              "creatures your opponents control, draw a card. This ability triggers only once "
              "each turn.", "{2}{W}{U}", "2/3")
INVOKER = card("Dawnglare Invoker", "Creature — Kor Wizard",
               "Flying\n{8}: Tap all creatures target player controls.", "{2}{W}", "2/1")


def _hand(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def _sharae_enters(bears_tapped: bool) -> tuple[Game, int]:
    game = table(SHARAE, INVOKER)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears", "Bob", tapped=bears_tapped)
    enter(game, "Sharae of Numbing Depths")
    resolve_all(game)
    return game, bears


def test_701_26a_tapping_an_opponents_creature_draws_a_card() -> None:
    game, bears = _sharae_enters(bears_tapped=False)
    assert game.obj(bears).tapped
    assert _hand(game) == 1


def test_701_26a_a_creature_already_tapped_is_not_tapped_again() -> None:
    game, _ = _sharae_enters(bears_tapped=True)
    assert _hand(game) == 0


def test_603_2_only_once_each_turn_and_once_for_many_creatures() -> None:
    game = table(SHARAE, INVOKER)
    library(game, "Alice")
    for _ in range(3):
        enter(game, "Grizzly Bears", "Bob")
    enter(game, "Sharae of Numbing Depths")
    invoker = enter(game, "Dawnglare Invoker")
    resolve_all(game)  # Sharae's own trigger taps one bear: one card
    assert _hand(game) == 1
    game.perform(A.ActivateAbility("Alice", invoker, 1, ("Bob",), pay="free"))
    resolve_all(game)
    assert all(game.obj(o).tapped for o in game.permanents("Bob"))
    assert _hand(game) == 1  # already triggered this turn


def test_701_26a_tapping_many_at_once_draws_one_card() -> None:
    game = table(SHARAE, INVOKER)
    library(game, "Alice")
    library(game, "Bob")
    for _ in range(3):
        enter(game, "Grizzly Bears", "Bob")
    invoker = enter(game, "Dawnglare Invoker")
    sharae = enter(game, "Sharae of Numbing Depths")
    resolve_all(game)
    game.perform(A.AdvanceTo("end"))
    game.perform(A.AdvanceTo("upkeep"))  # Bob's turn: a new turn, the once-a-turn resets
    game.perform(A.AdvanceTo("precombat_main"))
    before = _hand(game)
    untapped_bears = [o for o in game.permanents("Bob") if not game.obj(o).tapped]
    assert untapped_bears
    game.perform(A.PassPriority("Bob"))
    game.perform(A.ActivateAbility("Alice", invoker, 1, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.obj(sharae).zone == Zone.BATTLEFIELD
    assert _hand(game) == before + 1
