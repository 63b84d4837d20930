"""Keywords with costs, from Oracle text: flashback (702.34), echo (702.31), cumulative
upkeep (702.24)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

FLAME = card("Flashback Flame", "Instant",
             "Flashback Flame deals 2 damage to any target.\nFlashback {1}{R}", "{R}")
ECHO = card("Echo Beast", "Creature — Beast", "Echo {2}{G}", "{2}{G}", "4/4")
AGE = card("Aging Totem", "Artifact", "Cumulative upkeep {1}", "{1}")


def _upkeep(game: Game) -> None:
    """To Alice's next upkeep, its triggers resolved."""
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)


def test_702_34a_flashback_from_the_graveyard_then_exiled() -> None:
    game = table(FLAME)
    flame = hand(game, "Flashback Flame")
    game.perform(A.CastSpell("Alice", flame, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 18
    in_graveyard = game.state.newest(flame)
    assert zone(game, flame) == Zone.GRAVEYARD
    enter(game, "Mountain")
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", in_graveyard, ("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 16
    assert zone(game, flame) == Zone.EXILE


def test_702_31a_echo_is_paid_once_then_never_again() -> None:
    game = table(ECHO)
    library(game, "Alice")
    library(game, "Bob")
    beast = enter(game, "Echo Beast")
    for _ in range(3):
        enter(game, "Forest")
    _upkeep(game)
    assert zone(game, beast) == Zone.BATTLEFIELD
    assert sum(game.obj(o).tapped for o in game.permanents("Alice")) == 3
    _upkeep(game)
    assert not any(game.obj(o).tapped for o in game.permanents("Alice"))


def test_702_31a_an_unpaid_echo_sacrifices_it() -> None:
    game = table(ECHO)
    library(game, "Alice")
    library(game, "Bob")
    beast = enter(game, "Echo Beast")
    _upkeep(game)
    assert zone(game, beast) == Zone.GRAVEYARD


def test_702_24a_cumulative_upkeep_grows_each_turn() -> None:
    game = table(AGE)
    library(game, "Alice")
    library(game, "Bob")
    totem = enter(game, "Aging Totem")
    for _ in range(2):
        enter(game, "Plains")
    _upkeep(game)  # one age counter: {1} paid
    assert game.obj(totem).counters["age"] == 1
    _upkeep(game)  # two: {2} paid
    assert game.obj(totem).counters["age"] == 2
    _upkeep(game)  # three: can't pay {3}
    assert zone(game, totem) == Zone.GRAVEYARD
