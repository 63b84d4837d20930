"""702.8a: spells cast as though they had flash, by a permanent's permission ("You may
cast artifact spells as though they had flash") or the card's own ("As long as you
control a green or blue permanent, you may cast ~ as though it had flash"), from Oracle
text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

MYR = card("Shimmer Myr", "Artifact Creature — Myr",
           "Flash\nYou may cast artifact spells as though they had flash.", "{3}", "2/2")
QUICK = card("Quick Sliver", "Creature — Sliver",
             "Flash\nAny player may cast Sliver spells as though they had flash.", "{1}{G}",
             "1/1")
YETI = card("Hungering Yeti", "Creature — Yeti",
            "As long as you control a green or blue permanent, you may cast Hungering Yeti "
            "as though it had flash.", "{4}{R}", "4/4")
RELIC = card("Test Relic", "Artifact", "", "{1}")
SLIVER = card("Test Sliver", "Creature — Sliver", "", "{G}", "1/1")


def test_702_8a_artifact_spells_in_the_upkeep_with_shimmer_myr() -> None:
    game = table(MYR, RELIC, step=Step.UPKEEP)
    enter(game, "Island")
    enter(game, "Island")
    relic = hand(game, "Test Relic")
    bears = hand(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction):  # no permission yet
        game.perform(A.CastSpell("Alice", relic))
    enter(game, "Shimmer Myr")
    with pytest.raises(A.IllegalAction):  # not an artifact
        game.perform(A.CastSpell("Alice", bears))
    game.perform(A.CastSpell("Alice", relic))
    resolve_all(game)
    assert zone(game, relic) == Zone.BATTLEFIELD


def test_702_8a_any_player_may_cast_slivers_with_quick_sliver() -> None:
    game = table(QUICK, SLIVER)
    enter(game, "Quick Sliver")  # Alice's
    enter(game, "Forest", "Bob")
    sliver = hand(game, "Test Sliver", "Bob")
    game.perform(A.PassPriority("Alice"))  # Bob gets priority in Alice's main phase
    game.perform(A.CastSpell("Bob", sliver))
    resolve_all(game)
    assert zone(game, sliver) == Zone.BATTLEFIELD
    assert game.controller_of(game.state.newest(sliver)) == "Bob"


def test_702_8a_the_yeti_has_flash_only_with_a_green_or_blue_permanent() -> None:
    game = table(YETI, step=Step.UPKEEP)
    for _ in range(5):
        enter(game, "Mountain")
    yeti = hand(game, "Hungering Yeti")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", yeti))
    enter(game, "Grizzly Bears")  # green
    game.perform(A.CastSpell("Alice", yeti))
    resolve_all(game)
    assert zone(game, yeti) == Zone.BATTLEFIELD
