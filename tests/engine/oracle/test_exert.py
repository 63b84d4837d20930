"""Exert (701.43): "You may exert ~ as it attacks. When you do, ...": chosen as attackers
are declared; the "When you do" ability triggers, and the creature won't untap during its
controller's next untap step."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

KHENRA_SCRAPPER = card("Khenra Scrapper", "Creature — Jackal Warrior",
                       "Menace\nYou may exert Khenra Scrapper as it attacks. When you do, it "
                       "gets +2/+0 until end of turn.", "{2}{R}", "2/3")


def test_701_43a_exerted_it_gets_the_bonus_and_stays_tapped() -> None:
    game = table(KHENRA_SCRAPPER, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    scrapper = enter(game, "Khenra Scrapper", sick=False)
    game.perform(A.DeclareAttackers("Alice", (scrapper,), exert=(scrapper,)))
    resolve_all(game)
    assert game.chars(scrapper).power == 4
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's next untap step: it stays tapped
    assert game.obj(scrapper).tapped
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))  # the one after: it untaps
    assert not game.obj(scrapper).tapped


def test_701_43a_not_exerted_no_bonus_and_it_untaps() -> None:
    game = table(KHENRA_SCRAPPER, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    scrapper = enter(game, "Khenra Scrapper", sick=False)
    game.perform(A.DeclareAttackers("Alice", (scrapper,)))
    resolve_all(game)
    assert game.chars(scrapper).power == 2
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    assert not game.obj(scrapper).tapped


def test_701_43a_only_a_creature_with_such_an_ability_is_exerted() -> None:
    game = table(step=Step.DECLARE_ATTACKERS)
    bear = enter(game, "Grizzly Bears", sick=False)
    with pytest.raises(A.IllegalAction, match="exerted"):
        game.perform(A.DeclareAttackers("Alice", (bear,), exert=(bear,)))
