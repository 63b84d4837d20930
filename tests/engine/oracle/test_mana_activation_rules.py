"""602.5b, 602.5d on mana abilities (605.3a: they still resolve at once): Mana Bloom's "Activate
this ability only once each turn", Grinning Ignus's "Activate this ability only any time you
could cast a sorcery"."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table, zone

BLOOM = card("Mana Bloom", "Enchantment",
             "Mana Bloom enters with X charge counters on it.\nRemove a charge counter from Mana "
             "Bloom: Add one mana of any color. Activate this ability only once each turn.\nAt "
             "the beginning of your upkeep, if Mana Bloom has no charge counters on it, return "
             "it to its owner's hand.", "{X}{G}")
IGNUS = card("Grinning Ignus", "Creature — Elemental",
             "{R}, Return Grinning Ignus to its owner's hand: Add {C}{C}{R}. Activate this "
             "ability only any time you could cast a sorcery.", "{2}{R}", "2/2")


def test_602_5b_a_mana_ability_only_once_each_turn() -> None:
    game = table(BLOOM)
    bloom = enter(game, "Mana Bloom")
    game.put_counters(bloom, "charge", 3)
    game.perform(A.ActivateAbility("Alice", bloom, 1, choices=(("color", "green"),)))
    assert game.player("Alice").mana_pool == {"G": 1}
    with pytest.raises(A.IllegalAction, match="once"):
        game.perform(A.ActivateAbility("Alice", bloom, 1, choices=(("color", "green"),)))
    assert game.obj(bloom).counters.get("charge") == 2


def test_602_5d_a_mana_ability_only_as_a_sorcery() -> None:
    game = table(IGNUS, step=Step.UPKEEP)
    enter(game, "Mountain")
    ignus = enter(game, "Grinning Ignus")
    with pytest.raises(A.IllegalAction, match="sorcery"):
        game.perform(A.ActivateAbility("Alice", ignus, 1))
    game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.ActivateAbility("Alice", ignus, 1))
    assert zone(game, ignus) == Zone.HAND
    assert game.player("Alice").mana_pool == {"C": 2, "R": 1}
