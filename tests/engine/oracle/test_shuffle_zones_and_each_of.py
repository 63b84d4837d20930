"""701.20 "Each player shuffles their hand and graveyard into their library, then draws
seven cards" (Timetwister), and damage to "each of up to two target creatures"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

TWISTER = card("Timetwister", "Sorcery", "Each player shuffles their hand and graveyard into "
               "their library, then draws seven cards.", "{2}{U}")
ARCHIVE = card("Cranial Archive", "Artifact", "{2}, Exile Cranial Archive: Target player "
               "shuffles their graveyard into their library. Draw a card.", "{2}")
DUAL_SHOT = card("Dual Shot", "Instant",
                 "Dual Shot deals 1 damage to each of up to two target creatures.", "{R}")
ELVES = card("Test Elf", "Creature — Elf", "", "{G}", "1/1")


def _counts(game: Game, player: str) -> tuple[int, int, int]:
    return tuple(len(game.state.zone_ids(z, player))  # type: ignore[return-value]
                 for z in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY))


def test_701_20_hands_and_graveyards_go_into_the_libraries_then_seven_each() -> None:
    game = table(TWISTER)
    library(game, "Alice", 2)
    library(game, "Bob", 10)
    for oid in list(game.state.zone_ids(Zone.LIBRARY, "Bob"))[-3:]:
        game.perform(A.MoveObject(oid, "graveyard"))
    for _ in range(2):
        hand(game, "Grizzly Bears", "Bob")
    for _ in range(6):
        hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Timetwister"), pay="free"))
    resolve_all(game)
    assert _counts(game, "Bob") == (7, 0, 5)  # 7 + 3 + 2 cards: seven drawn
    assert _counts(game, "Alice") == (7, 1, 1)  # 2 + 6 cards; Timetwister itself after


def test_701_20_a_graveyard_shuffled_into_the_library() -> None:
    game = table(ARCHIVE)
    library(game, "Alice", 1)
    library(game, "Bob", 4)
    for oid in list(game.state.zone_ids(Zone.LIBRARY, "Bob"))[-3:]:
        game.perform(A.MoveObject(oid, "graveyard"))
    archive = enter(game, "Cranial Archive")
    game.perform(A.ActivateAbility("Alice", archive, 1, ("Bob",), pay="free"))
    resolve_all(game)
    assert _counts(game, "Bob") == (0, 0, 4)
    assert _counts(game, "Alice") == (1, 0, 0)  # and Alice drew a card


def test_each_of_two_target_creatures_is_dealt_1_damage() -> None:
    game = table(DUAL_SHOT, ELVES)
    elves = [enter(game, "Test Elf", "Bob") for _ in range(3)]
    game.perform(A.CastSpell("Alice", hand(game, "Dual Shot"), tuple(elves[:2]), pay="free"))
    resolve_all(game)
    assert [zone(game, e) for e in elves] == [Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.BATTLEFIELD]
