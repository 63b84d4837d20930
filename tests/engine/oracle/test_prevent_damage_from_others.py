"""Damage to you from sources you don't control is prevented (615.1, a static prevention
effect), from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

ENERGY_FIELD = card("Energy Field", "Enchantment",
                    "Prevent all damage that would be dealt to you by sources you don't "
                    "control.\nWhen a card is put into your graveyard from anywhere, sacrifice "
                    "Energy Field.", "{1}{U}")


def test_615_damage_from_sources_you_dont_control_is_prevented() -> None:
    game = table(ENERGY_FIELD)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Energy Field")
    enter(game, "Mountain", "Bob")
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, targets=("Alice",)))
    resolve_all(game)
    assert game.player("Alice").life == 20
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), targets=("Alice",)))
    resolve_all(game)
    assert game.player("Alice").life == 17  # her own source is not prevented
