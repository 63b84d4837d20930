"""702.8a: a card's own permission to be cast as though it had flash, with a rider that
applies only when the permission is used (a sorcery couldn't have been cast then): "...
if you pay {2} more to cast it" (601.2f), and "... the controller of the permanent it
becomes sacrifices it at the beginning of the next cleanup step" (603.7a, 514.3a)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ARMOR_OF_THORNS = card(
    "Armor of Thorns", "Enchantment — Aura",
    "You may cast Armor of Thorns as though it had flash. If you cast it any time a sorcery "
    "couldn't have been cast, the controller of the permanent it becomes sacrifices it at "
    "the beginning of the next cleanup step.\nEnchant nonblack creature\nEnchanted creature "
    "gets +2/+2.", "{1}{G}")
ROUT = card("Rout", "Sorcery",
            "You may cast Rout as though it had flash if you pay {2} more to cast it.\n"
            "Destroy all creatures. They can't be regenerated.", "{3}{W}{W}")


def _armor(step: Step) -> tuple[Game, int, int]:
    game = table(ARMOR_OF_THORNS, step=step)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Forest")
    enter(game, "Forest")
    bears = enter(game, "Grizzly Bears")
    armor = hand(game, "Armor of Thorns")
    game.perform(A.CastSpell("Alice", armor, (bears,)))
    resolve_all(game)
    assert game.chars(bears).power == 4
    return game, armor, bears


def test_702_8a_cast_in_the_upkeep_it_is_sacrificed_at_the_next_cleanup() -> None:
    game, armor, bears = _armor(Step.UPKEEP)
    game.perform(A.AdvanceTo("end"))
    assert zone(game, armor) == Zone.BATTLEFIELD  # still there in the end step
    game.perform(A.AdvanceTo("next_turn"))
    assert zone(game, armor) == Zone.GRAVEYARD
    assert game.chars(bears).power == 2


def test_702_8a_cast_as_a_sorcery_it_stays() -> None:
    game, armor, _ = _armor(Step.PRECOMBAT_MAIN)
    game.perform(A.AdvanceTo("next_turn"))
    assert zone(game, armor) == Zone.BATTLEFIELD


def _rout(step: Step, plains: int) -> tuple[Game, int, int]:
    game = table(ROUT, step=step)
    for _ in range(plains):
        enter(game, "Plains")
    bears = enter(game, "Grizzly Bears", "Bob")
    return game, hand(game, "Rout"), bears


def test_601_2f_rout_as_though_it_had_flash_costs_two_more() -> None:
    game, rout, bears = _rout(Step.UPKEEP, 5)
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", rout))
    game, rout, bears = _rout(Step.UPKEEP, 7)
    game.perform(A.CastSpell("Alice", rout))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD


def test_601_2f_rout_at_sorcery_time_costs_its_mana_cost() -> None:
    game, rout, bears = _rout(Step.PRECOMBAT_MAIN, 5)
    game.perform(A.CastSpell("Alice", rout))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
