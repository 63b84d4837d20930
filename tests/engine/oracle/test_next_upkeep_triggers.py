"""Delayed triggers at your next upkeep (603.7), from Oracle text: the Pacts' "At the
beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game." — not at an
opponent's upkeep, and only once; paying the cost is a choice (118.3)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SLAUGHTER_PACT = card("Slaughter Pact", "Instant",
                      "Destroy target nonblack creature.\nAt the beginning of your next "
                      "upkeep, pay {2}{B}. If you don't, you lose the game.", "{0}")


def _cast_pact(swamps: int) -> tuple[Game, int]:
    game = table(SLAUGHTER_PACT)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    for _ in range(swamps):
        enter(game, "Swamp")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Slaughter Pact"), (bears,), pay="free"))
    resolve_all(game)
    return game, bears


def _to_upkeep(game: Game) -> None:
    game.perform(A.AdvanceTo("upkeep"))
    resolve_all(game)


def test_603_7_without_the_mana_you_lose_at_your_next_upkeep() -> None:
    game, bears = _cast_pact(0)
    assert zone(game, bears) == Zone.GRAVEYARD
    _to_upkeep(game)  # Bob's upkeep first: not yours
    assert not game.player("Alice").lost
    _to_upkeep(game)
    assert game.player("Alice").lost


def test_603_7_paying_keeps_you_in_the_game_and_it_triggers_once() -> None:
    game, _ = _cast_pact(3)
    _to_upkeep(game)
    _to_upkeep(game)
    assert not game.player("Alice").lost
    assert _tapped_swamps(game) == 3
    _to_upkeep(game)
    _to_upkeep(game)  # Alice's upkeep after: the Swamps untapped, nothing to pay again
    assert game.state.active == "Alice"
    assert _tapped_swamps(game) == 0


def _tapped_swamps(game: Game) -> int:
    return sum(1 for s in game.permanents("Alice")
               if game.name_of(s) == "Swamp" and game.obj(s).tapped)
