"""702.16c, 704.5m: "Enchanted creature has protection from ... This effect doesn't remove
~": the Aura's own protection doesn't make it fall off; another protection does."""

from __future__ import annotations

from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.state_based_actions import check_state_based_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, table, zone

TATTOO = card("Tattoo Ward", "Enchantment — Aura",
              "Enchant creature\nEnchanted creature gets +1/+1 and has protection from "
              "enchantments. This effect doesn't remove Tattoo Ward.\nSacrifice Tattoo Ward: "
              "Destroy target enchantment.", "{2}{W}")


def test_702_16c_the_ward_stays_on_the_creature_it_protects() -> None:
    game = table(TATTOO)
    bears = enter(game, "Grizzly Bears")
    ward = enter(game, "Tattoo Ward", attached_to=bears)
    check_state_based_actions(game)
    assert zone(game, ward) == Zone.BATTLEFIELD
    assert game.chars(bears).power == 3


def test_704_5m_each_of_two_wards_is_removed_by_the_others_protection() -> None:
    game = table(TATTOO)
    bears = enter(game, "Grizzly Bears")
    first = enter(game, "Tattoo Ward", attached_to=bears)
    second = enter(game, "Tattoo Ward", attached_to=bears)
    check_state_based_actions(game)
    assert zone(game, first) == zone(game, second) == Zone.GRAVEYARD

