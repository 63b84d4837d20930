"""303.4: "Destroy target Aura attached to a creature": only an Aura on a creature is a
legal target (an Aura on a land is not)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

HARPIST = card("Devout Harpist", "Creature — Human",
               "{T}: Destroy target Aura attached to a creature.", "{W}", "1/1")
PACIFISM = card("Pacifism", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature can't attack or block.", "{1}{W}")
BARBED = card("Barbed Field", "Enchantment — Aura",
              "Enchant land\nEnchanted land has \"{T}: This land deals 1 damage to any "
              "target.\"", "{2}{R}{R}")


def test_303_4_the_aura_on_a_creature_is_destroyed() -> None:
    game = table(HARPIST, PACIFISM)
    bears = enter(game, "Grizzly Bears")
    pacifism = enter(game, "Pacifism", "Bob", attached_to=bears)
    harpist = enter(game, "Devout Harpist")
    game.perform(A.ActivateAbility("Alice", harpist, 1, (pacifism,), pay="free"))
    resolve_all(game)
    assert zone(game, pacifism) == Zone.GRAVEYARD


def test_115_1_an_aura_on_a_land_is_no_legal_target() -> None:
    game = table(HARPIST, BARBED)
    forest = enter(game, "Forest", "Bob")
    field = enter(game, "Barbed Field", "Bob", attached_to=forest)
    harpist = enter(game, "Devout Harpist")
    with pytest.raises(IllegalAction):
        game.perform(A.ActivateAbility("Alice", harpist, 1, (field,), pay="free"))
