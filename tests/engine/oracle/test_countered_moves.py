"""614.6: a counterspell that says where the countered card goes instead of its owner's
graveyard: "put it on top of its owner's library" (Memory Lapse), "on the top or bottom"
(Hinder: the answer `either`, 1 the bottom)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, newest, resolve_all, table, zone

MEMORY_LAPSE = card("Memory Lapse", "Instant",
                    "Counter target spell. If that spell is countered this way, put it on top "
                    "of its owner's library instead of into that player's graveyard.",
                    "{1}{U}")
HINDER = card("Hinder", "Instant",
              "Counter target spell. If that spell is countered this way, put that card on "
              "the top or bottom of its owner's library instead of into that player's "
              "graveyard.", "{1}{U}{U}")


def _countered(name: str, answer: int | None = None) -> tuple[Game, int]:
    game = table(MEMORY_LAPSE, HINDER)
    library(game, "Alice", 3)
    for _ in range(2):
        enter(game, "Forest")
    for _ in range(3):
        enter(game, "Island", "Bob")
    bears = hand(game, "Grizzly Bears")
    counterspell = hand(game, name, "Bob")
    game.perform(A.CastSpell("Alice", bears))
    spell = game.stack()[-1]
    game.perform(A.PassPriority("Alice"))
    choices = () if answer is None else (("either", answer),)
    game.perform(A.CastSpell("Bob", counterspell, (spell,), choices))
    resolve_all(game)
    return game, bears


def test_614_6_memory_lapse_puts_it_on_top_of_its_owners_library() -> None:
    game, bears = _countered("Memory Lapse")
    assert zone(game, bears) == Zone.LIBRARY
    assert game.state.zone_ids(Zone.LIBRARY, "Alice")[-1] == newest(game, bears)
    assert not game.state.zone_ids(Zone.GRAVEYARD, "Alice")


def test_614_6_hinder_puts_it_on_the_bottom_when_asked() -> None:
    game, bears = _countered("Hinder", 1)
    assert game.state.zone_ids(Zone.LIBRARY, "Alice")[0] == newest(game, bears)
    game, bears = _countered("Hinder")
    assert game.state.zone_ids(Zone.LIBRARY, "Alice")[-1] == newest(game, bears)
