""""becomes a 2/2 creature with all creature types until end of turn. It's still a land."
(205.3m: every creature type; 205.1b: still a land), from Oracle text: Mutavault."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

MUTAVAULT = card("Mutavault", "Land",
                 "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types "
                 "until end of turn. It's still a land.")
ARCHDRUID = card("Elvish Archdruid", "Creature — Elf Druid",
                 "Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you "
                 "control.", "{1}{G}{G}", "2/2")


def test_205_3m_mutavault_is_a_2_2_of_every_creature_type_and_still_a_land() -> None:
    game = table(MUTAVAULT, ARCHDRUID)
    vault = enter(game, "Mutavault")
    enter(game, "Elvish Archdruid")
    assert CardType.CREATURE not in game.chars(vault).types
    game.perform(A.ActivateAbility("Alice", vault, 2, pay="free"))
    resolve_all(game)
    chars = game.chars(vault)
    assert chars.types == {CardType.CREATURE, CardType.LAND}
    assert {"Goblin", "Elf", "Sliver"} <= set(chars.subtypes)
    assert (chars.power, chars.toughness) == (3, 3)  # an Elf: the Archdruid's +1/+1
