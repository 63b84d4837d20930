"""Strive: "This spell costs [mana] more to cast for each target beyond the first" (601.2f:
the total cost is found after the targets are chosen)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

CRUEL_FEEDING = card("Cruel Feeding", "Instant",
                     "Strive — This spell costs {2}{B} more to cast for each target beyond "
                     "the first.\nAny number of target creatures each get +1/+0 and gain "
                     "lifelink until end of turn.", "{B}")


def test_strive_each_target_beyond_the_first_adds_the_cost() -> None:
    game = table(CRUEL_FEEDING)
    library(game, "Alice")
    swamps = [enter(game, "Swamp") for _ in range(4)]
    bears = enter(game, "Grizzly Bears")
    elves = enter(game, "Llanowar Elves")
    feeding = hand(game, "Cruel Feeding")
    game.perform(A.CastSpell("Alice", feeding, (bears, elves)))  # {B} + {2}{B}
    assert all(game.obj(s).tapped for s in swamps)
    resolve_all(game)
    assert game.chars(bears).power == 3 and game.chars(elves).power == 2
    assert game.chars(elves).has_keyword("Lifelink")


def test_strive_one_target_costs_the_mana_cost_only() -> None:
    game = table(CRUEL_FEEDING)
    library(game, "Alice")
    swamps = [enter(game, "Swamp") for _ in range(4)]
    bears = enter(game, "Grizzly Bears")
    feeding = hand(game, "Cruel Feeding")
    game.perform(A.CastSpell("Alice", feeding, (bears,)))
    assert sum(game.obj(s).tapped for s in swamps) == 1


def test_strive_three_targets_cost_more_than_four_swamps() -> None:
    game = table(CRUEL_FEEDING)
    library(game, "Alice")
    for _ in range(4):
        enter(game, "Swamp")
    targets = tuple(enter(game, "Grizzly Bears") for _ in range(3))
    feeding = hand(game, "Cruel Feeding")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", feeding, targets))  # {B} + 2 x {2}{B}: 7


BORROWED_GRACE = card("Borrowed Grace", "Instant",
                      "Escalate {1}{W}\nChoose one or both —\n• Creatures you control get "
                      "+2/+0 until end of turn.\n• Creatures you control get +0/+2 until end "
                      "of turn.", "{2}{W}")


def test_702_120a_escalate_each_mode_beyond_the_first_adds_the_cost() -> None:
    game = table(BORROWED_GRACE)
    library(game, "Alice")
    plains = [enter(game, "Plains") for _ in range(5)]
    bears = enter(game, "Grizzly Bears")
    grace = hand(game, "Borrowed Grace")
    game.perform(A.CastSpell("Alice", grace, choices=(("mode", (1, 2)),)))
    assert all(game.obj(p).tapped for p in plains)  # {2}{W} + {1}{W}
    resolve_all(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 4)


def test_702_120a_escalate_one_mode_costs_the_mana_cost() -> None:
    game = table(BORROWED_GRACE)
    library(game, "Alice")
    for _ in range(4):
        enter(game, "Plains")
    grace = hand(game, "Borrowed Grace")
    with pytest.raises(A.IllegalAction):  # both modes: 5 mana, 4 Plains
        game.perform(A.CastSpell("Alice", grace, choices=(("mode", (1, 2)),)))
    game.perform(A.CastSpell("Alice", grace, choices=(("mode", (2,)),)))
    assert game.stack()
