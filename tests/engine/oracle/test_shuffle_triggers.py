""""Whenever an opponent shuffles their library, you may put a +1/+1 counter on ~." (Cosi's
Trickster; 701.20): an opponent's shuffle (Rampant Growth) triggers it, its controller's
own does not, and the "you may" can be declined (603.5), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

TRICKSTER = card("Cosi's Trickster", "Creature — Merfolk Wizard",
                 "Whenever an opponent shuffles their library, you may put a +1/+1 counter on "
                 "Cosi's Trickster.", "{U}", "1/1")
GROWTH = card("Rampant Growth", "Sorcery",
              "Search your library for a basic land card and put that card onto the "
              "battlefield tapped. Then shuffle.", "{1}{G}")


def _game() -> tuple[Game, int]:
    game = table(TRICKSTER, GROWTH)
    library(game, "Alice", 5, "Forest")
    library(game, "Bob", 5, "Forest")
    return game, enter(game, "Cosi's Trickster")


def _growth(game: Game, player: str) -> None:
    """`player` casts Rampant Growth in their main phase and it resolves."""
    if game.state.active != player:
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.CastSpell(player, hand(game, "Rampant Growth", player), (), (), "free"))
    resolve_all(game)


def test_701_20_an_opponents_shuffle_adds_a_counter() -> None:
    game, trickster = _game()
    _growth(game, "Bob")
    assert game.obj(trickster).counters.get("+1/+1") == 1


def test_your_own_shuffle_does_not_trigger() -> None:
    game, trickster = _game()
    _growth(game, "Alice")
    assert game.obj(trickster).counters.get("+1/+1") is None


def test_603_5_the_counter_may_be_declined() -> None:
    game, trickster = _game()
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.CastSpell("Bob", hand(game, "Rampant Growth", "Bob"), (), (), "free"))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.PassPriority("Alice"))  # Rampant Growth resolves; the trigger waits
    info = game.obj(game.stack()[-1]).stack_info
    assert info is not None and info.source_name == "Cosi's Trickster"
    info.choices["may"] = False
    resolve_all(game)
    assert game.obj(trickster).counters.get("+1/+1") is None
