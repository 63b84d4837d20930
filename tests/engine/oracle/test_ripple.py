"""Ripple (702.60a): casting the spell reveals the top N cards of the library; the cards
with the same name are cast without paying their mana cost, the rest go to the bottom."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

SURGING_FLAME = card("Surging Flame", "Instant",
                     "Ripple 4\nSurging Flame deals 2 damage to any target.", "{1}{R}")


def test_702_60a_ripple_casts_the_revealed_copies_and_bottoms_the_rest() -> None:
    game = table(SURGING_FLAME)
    enter(game, "Mountain")
    enter(game, "Mountain")
    game.perform(A.PutInLibrary("Forest", "Alice", 3))
    game.perform(A.PutInLibrary("Surging Flame", "Alice", 1))  # fifth from the top
    for name in ("Island", "Surging Flame", "Island", "Surging Flame"):  # the top four
        game.perform(A.PutInLibrary(name, "Alice", 1))
    flame = hand(game, "Surging Flame")
    game.perform(A.CastSpell("Alice", flame, ("Bob",)))
    resolve_all(game)
    # the two revealed Flames are cast; cast, they ripple too and find the fifth one
    assert game.player("Bob").life == 12
    names = [game.name_of(o) for o in game.state.zone_ids(Zone.LIBRARY, "Alice")]
    assert sorted(names) == ["Forest"] * 3 + ["Island"] * 2  # the rest: on the bottom


def test_702_60a_cards_of_other_names_go_to_the_bottom_in_the_order_revealed() -> None:
    game = table(SURGING_FLAME)
    enter(game, "Mountain")
    enter(game, "Mountain")
    for name in ("Plains", "Island", "Forest", "Swamp", "Mountain"):  # Mountain on top
        game.perform(A.PutInLibrary(name, "Alice", 1))
    game.perform(A.CastSpell("Alice", hand(game, "Surging Flame"), ("Bob",)))
    resolve_all(game)
    assert game.player("Bob").life == 18
    names = [game.name_of(o) for o in game.state.zone_ids(Zone.LIBRARY, "Alice")]
    # "in any order": the engine's default puts them under one another as revealed
    assert names == ["Island", "Forest", "Swamp", "Mountain", "Plains"]  # bottom first
