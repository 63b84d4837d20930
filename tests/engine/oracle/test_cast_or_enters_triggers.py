"""603.2: one triggered ability with two events, "Whenever you cast a red spell or a
Mountain enters under your control" — from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

STAFF = card("Staff of the Flame Magus", "Artifact",
             "Whenever you cast a red spell or a Mountain enters under your control, you gain "
             "1 life.", "{3}")


def test_the_staff_counts_red_spells_and_your_mountains() -> None:
    game = table(STAFF)
    library(game, "Alice")
    enter(game, "Staff of the Flame Magus")
    enter(game, "Mountain")
    resolve_all(game)
    assert game.player("Alice").life == 21
    enter(game, "Mountain", "Bob")  # not under your control
    enter(game, "Island")  # no Mountain
    resolve_all(game)
    assert game.player("Alice").life == 21
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), (), "free"))
    resolve_all(game)  # the trigger resolves first, then the Bolt
    assert (game.player("Alice").life, game.player("Bob").life) == (22, 17)
    game.perform(A.CastSpell("Alice", hand(game, "Giant Growth"),
                             (enter(game, "Grizzly Bears"),), (), "free"))
    resolve_all(game)  # green: no life
    assert game.player("Alice").life == 22
