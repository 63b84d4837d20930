""""When Tempest Caller enters, tap all creatures target opponent controls", from Oracle text:
the opponent is the target (115.1); every creature that player controls becomes tapped, none
of yours."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import TriggeredAbility
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

CALLER = card("Tempest Caller", "Creature — Merfolk Wizard",
              "When Tempest Caller enters, tap all creatures target opponent controls.",
              "{2}{U}{U}", "2/3")


def test_the_target_opponents_creatures_all_become_tapped() -> None:
    game = table(CALLER)
    theirs = [enter(game, "Grizzly Bears", "Bob") for _ in range(2)]
    mine = enter(game, "Grizzly Bears")
    caller = enter(game, "Tempest Caller")
    resolve_all(game)
    assert all(game.obj(o).tapped for o in theirs)
    assert not game.obj(mine).tapped and not game.obj(caller).tapped


def test_the_opponent_is_a_target() -> None:
    (ability,) = CALLER.abilities
    assert isinstance(ability, TriggeredAbility)
    assert [(s.kind, s.count_min) for s in ability.targets] == [("opponent", 1)]
