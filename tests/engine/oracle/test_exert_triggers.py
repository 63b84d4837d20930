"""Exert (701.43) on its own: "You may exert ~ as it attacks." lets the creature be exerted
as attackers are declared (701.43a: it won't untap during its controller's next untap
step), and "Whenever you exert a creature" abilities trigger on each exert."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

TRUEHEART_TWINS = card("Trueheart Twins", "Creature — Jackal Warrior",
                       "You may exert Trueheart Twins as it attacks.\nWhenever you exert a "
                       "creature, creatures you control get +1/+0 until end of turn.",
                       "{4}{R}", "4/4")


def _attack(exert: bool) -> tuple[Game, int, int]:
    game = table(TRUEHEART_TWINS, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    twins = enter(game, "Trueheart Twins", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    game.perform(A.DeclareAttackers("Alice", (twins,), exert=(twins,) if exert else ()))
    resolve_all(game)
    return game, twins, bears


def test_701_43a_exerting_triggers_whenever_you_exert_and_it_stays_tapped() -> None:
    game, twins, bears = _attack(exert=True)
    assert game.chars(twins).power == 5
    assert game.chars(bears).power == 3
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    assert game.obj(twins).tapped


def test_701_43a_not_exerted_nothing_triggers() -> None:
    game, twins, bears = _attack(exert=False)
    assert game.chars(twins).power == 4
    assert game.chars(bears).power == 2


def test_701_43a_a_creature_without_the_ability_is_not_exerted() -> None:
    game = table(TRUEHEART_TWINS, step=Step.DECLARE_ATTACKERS)
    enter(game, "Trueheart Twins", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    with pytest.raises(A.IllegalAction, match="exerted"):
        game.perform(A.DeclareAttackers("Alice", (bears,), exert=(bears,)))
