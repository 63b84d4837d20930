"""Static prevention (615.10) for the enchanted creature and from opponents' sources, from
Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

GUARD = card("Test Guard", "Enchantment",
             "If a source an opponent controls would deal damage to you, prevent 1 of that "
             "damage.", "{1}{W}")
HUSH = card("Test Hush", "Enchantment — Aura",
            "Enchant creature\nPrevent all combat damage that would be dealt to and dealt "
            "by enchanted creature.", "{W}")


def test_615_10_prevent_one_from_an_opponents_source_only() -> None:
    game = table(GUARD)
    enter(game, "Test Guard")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), ("Alice",),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 18
    mine = enter(game, "Grizzly Bears")
    game.perform(A.DealDamageAction("Alice", 2, mine))
    assert game.player("Alice").life == 16


def test_615_10_combat_damage_to_and_by_the_enchanted_creature() -> None:
    game = table(HUSH)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Test Hush", attached_to=bears)
    attacker = enter(game, "Grizzly Bears")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((bears, attacker),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.obj(bears).damage == 0  # dealt to it: prevented
    assert game.obj(attacker).damage == 0  # dealt by it: prevented
