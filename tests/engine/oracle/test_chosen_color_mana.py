""""Add one mana of the chosen color" (106.1): the colour chosen as the permanent entered
(614.12), from Oracle text; the automatic payment taps it for that colour."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, table, zone

SOL_GRAIL = card("Sol Grail", "Artifact",
                 "As Sol Grail enters, choose a color.\n{T}: Add one mana of the chosen color.",
                 "{3}")
QUIRION_ELVES = card("Quirion Elves", "Creature — Elf Druid",
                     "As Quirion Elves enters, choose a color.\n{T}: Add {G}.\n{T}: Add one mana "
                     "of the chosen color.", "{1}{G}", "1/1")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


def test_614_12_sol_grail_adds_the_colour_chosen_as_it_entered() -> None:
    game = table(SOL_GRAIL)
    grail = enter(game, "Sol Grail", choices=(("color", "blue"),))
    assert game.obj(grail).chosen.get("color", "").lower() == "blue"
    game.perform(A.ActivateAbility("Alice", grail, 1))
    assert game.player("Alice").mana_pool == {"U": 1}
    assert game.obj(grail).tapped


def test_106_1_quirion_elves_either_green_or_the_chosen_colour() -> None:
    game = table(QUIRION_ELVES)
    elves = enter(game, "Quirion Elves", choices=(("color", "white"),))
    game.obj(elves).controlled_since_turn_start = True
    game.perform(A.ActivateAbility("Alice", elves, 2))
    assert game.player("Alice").mana_pool == {"W": 1}


def test_605_automatic_payment_taps_the_grail_for_its_colour() -> None:
    game = table(SOL_GRAIL, BOLT)
    grail = enter(game, "Sol Grail", choices=(("color", "red"),))
    bolt = hand(game, "Lightning Bolt")
    game.perform(A.CastSpell("Alice", bolt, ("Bob",)))
    assert game.obj(grail).tapped
    assert zone(game, bolt) == Zone.STACK


def test_no_colour_chosen_no_mana() -> None:
    # a Grail put onto the battlefield with no colour chosen adds nothing (614.12)
    game = table(SOL_GRAIL)
    grail = enter(game, "Sol Grail")
    game.obj(grail).chosen = {}
    game.perform(A.ActivateAbility("Alice", grail, 1))
    assert not game.player("Alice").mana_pool
