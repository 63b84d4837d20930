"""Changing the target of a spell (115.7), from Oracle text: Swerve, Imp's Mischief, Divert,
Goblin Flectomancer."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
TWIN_BOLT = card("Twin Bolt", "Instant",
                 "Twin Bolt deals 2 damage divided as you choose among one or two targets.",
                 "{1}{R}")
SWERVE = card("Swerve", "Instant", "Change the target of target spell with a single target.",
              "{U}{R}")
MISCHIEF = card("Imp's Mischief", "Instant",
                "Change the target of target spell with a single target. You lose life equal "
                "to that spell's mana value.", "{1}{B}")
DIVERT = card("Divert", "Instant",
              "Change the target of target spell with a single target unless that spell's "
              "controller pays {2}.", "{U}")
FLECTOMANCER = card("Goblin Flectomancer", "Creature — Goblin Wizard",
                    "Sacrifice Goblin Flectomancer: You may change the targets of target "
                    "instant or sorcery spell.", "{U}{R}{R}", "2/2")


def _bolt(game: Game, target: int | str) -> int:
    """Bob casts Lightning Bolt at `target`; it is on the stack, Alice has priority."""
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, (target,), pay="free"))
    game.perform(A.PassPriority("Bob"))
    return game.stack()[-1]


def test_115_7a_swerve_sends_the_bolt_elsewhere() -> None:
    game = table(BOLT, SWERVE)
    bears = enter(game, "Grizzly Bears")
    bolt = _bolt(game, bears)
    game.perform(A.CastSpell("Alice", hand(game, "Swerve"), (bolt,),
                             (("new_targets", ["Bob"]),), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert game.player("Bob").life == 17


def test_115_7a_a_new_target_that_is_not_legal_is_not_taken() -> None:
    game = table(BOLT, SWERVE)
    bears = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears", "Bob")
    bolt = _bolt(game, bears)
    game.perform(A.CastSpell("Alice", hand(game, "Swerve"), (bolt,),
                             (("new_targets", [bolt]),), pay="free"))  # a spell: no
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD  # the first legal other target instead
    assert zone(game, other) == Zone.GRAVEYARD


def test_115_7a_a_spell_with_two_targets_is_no_legal_target() -> None:
    game = table(TWIN_BOLT, SWERVE)
    twin = hand(game, "Twin Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", twin, ("Alice", enter(game, "Grizzly Bears")), pay="free"))
    game.perform(A.PassPriority("Bob"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Swerve"), (game.stack()[-1],),
                                 pay="free"))


def test_115_7a_imps_mischief_costs_life_equal_to_the_mana_value() -> None:
    game = table(BOLT, MISCHIEF)
    bolt = _bolt(game, "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Imp's Mischief"), (bolt,),
                             (("new_targets", ["Bob"]),), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 19
    assert game.player("Bob").life == 17


def test_115_7a_divert_when_the_controller_cannot_pay() -> None:
    game = table(BOLT, DIVERT)
    bolt = _bolt(game, "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Divert"), (bolt,),
                             (("new_targets", ["Bob"]),), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20
    assert game.player("Bob").life == 17


def test_115_7d_flectomancer_changes_the_targets() -> None:
    game = table(BOLT, FLECTOMANCER)
    goblin = enter(game, "Goblin Flectomancer")
    bolt = _bolt(game, "Alice")
    game.perform(A.ActivateAbility("Alice", goblin, 1, (bolt,),
                                   (("new_targets", ["Bob"]), ("may", True)), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20
    assert game.player("Bob").life == 17
