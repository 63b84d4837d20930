"""509.1h: "target blocked creature" / "target unblocked creature": an attacking creature
once blockers are declared, blocked or not; prevention of the combat damage it would deal
(615.1, Benalish Missionary), removal of it (Smite), and the combat damage of unblocked
creatures dealt to another permanent instead (614.9, Kjeldoran Royal Guard)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

MISSIONARY = card("Benalish Missionary", "Creature — Human Cleric",
                  "{1}{W}, {T}: Prevent all combat damage that would be dealt by target "
                  "blocked creature this turn.", "{W}", "1/1")
SMITE = card("Smite", "Instant", "Destroy target blocked creature.", "{W}")


def _combat() -> tuple[Game, int, int, int]:
    """Alice attacks with a Craw Wurm (blocked by Bob's bears) and Grizzly Bears
    (unblocked); Bob has the Missionary and Smite."""
    game = table(MISSIONARY, SMITE)
    library(game, "Alice")
    library(game, "Bob")
    wurm = enter(game, "Craw Wurm", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    blocker = enter(game, "Grizzly Bears", "Bob", sick=False)
    for _ in range(3):
        enter(game, "Plains", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (wurm, bears), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, wurm),)))
    return game, wurm, bears, blocker


def test_615_1_the_blocked_creature_deals_no_combat_damage() -> None:
    game, wurm, _, blocker = _combat()
    missionary = enter(game, "Benalish Missionary", "Bob", sick=False)
    game.perform(A.PassPriority("Alice"))
    game.perform(A.ActivateAbility("Bob", missionary, 1, (wurm,)))
    resolve_all(game)
    game.perform(A.AdvanceTo("end"))
    assert zone(game, blocker) == Zone.BATTLEFIELD  # the Wurm's 6 damage was prevented
    assert game.player("Bob").life == 18  # the unblocked bears hit


def test_509_1h_an_unblocked_creature_is_not_a_blocked_creature() -> None:
    game, wurm, bears, _ = _combat()
    smite = hand(game, "Smite", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Bob", smite, (bears,)))
    game.perform(A.CastSpell("Bob", smite, (wurm,)))
    resolve_all(game)
    assert zone(game, wurm) == Zone.GRAVEYARD


ROYAL_GUARD = card("Kjeldoran Royal Guard", "Creature — Human Soldier",
                   "{T}: All combat damage that would be dealt to you by unblocked creatures "
                   "this turn is dealt to Kjeldoran Royal Guard instead.", "{3}{W}{W}", "2/5")


def test_614_9_the_unblocked_creatures_damage_goes_to_the_royal_guard() -> None:
    game = table(ROYAL_GUARD)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", sick=False)
    guard = enter(game, "Kjeldoran Royal Guard", "Bob", sick=False)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.ActivateAbility("Bob", guard, 1))
    resolve_all(game)
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20
    assert game.obj(guard).damage == 2
