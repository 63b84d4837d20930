"""700.2: modal triggered abilities (the mode is chosen as it is put on the stack, 603.3c:
the first mode with legal targets) and modal activated abilities (the answer `mode`)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

SHAPER = card("Test Shaper", "Creature — Elf Druid",
              "When Test Shaper enters, choose one —\n• Destroy target artifact.\n"
              "• Destroy target enchantment.", "{2}{G}", "2/2")
PINGER = card("Test Pinger", "Artifact",
              "{T}: Choose one —\n• Test Pinger deals 1 damage to any target.\n"
              "• You gain 1 life.", "{2}")
GLOW = card("Test Glow", "Enchantment", "", "{1}")


def test_603_3c_the_first_mode_with_legal_targets() -> None:
    game = table(SHAPER, GLOW)
    glow = enter(game, "Test Glow", "Bob")
    enter(game, "Test Shaper")
    resolve_all(game)
    assert zone(game, glow) == Zone.GRAVEYARD


def test_700_2_an_activated_ability_s_mode_is_the_answer() -> None:
    game = table(PINGER)
    pinger = enter(game, "Test Pinger")
    game.perform(A.ActivateAbility("Alice", pinger, 1, choices=(("mode", 2),)))
    resolve_all(game)
    assert game.player("Alice").life == 21
    game.obj(pinger).tapped = False
    game.perform(A.ActivateAbility("Alice", pinger, 1, ("Bob",), choices=(("mode", 1),)))
    resolve_all(game)
    assert game.player("Bob").life == 19
