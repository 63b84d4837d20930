"""Attacking despite defender (702.3b) or summoning sickness (302.6): "~ can attack this
turn as though it didn't have defender", "As long as ~ is enchanted, it can attack as
though it didn't have defender", "Enchanted creature can attack as though it had haste",
from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

PHALANX = card("Returned Phalanx", "Creature — Zombie Soldier",
               "Defender\n{1}{U}: Returned Phalanx can attack this turn as though it didn't "
               "have defender.", "{1}{B}", "3/3")
PILLAR = card("Pillar of War", "Artifact Creature — Golem",
              "Defender\nAs long as Pillar of War is enchanted, it can attack as though it "
              "didn't have defender.", "{3}", "3/3")
INSTILL = card("Instill Energy", "Enchantment — Aura",
               "Enchant creature\nEnchanted creature can attack as though it had haste.\n{0}: "
               "Untap enchanted creature. Activate this ability only during your turn and "
               "only once each turn.", "{G}")
AURA = card("Test Aura", "Enchantment — Aura", "Enchant creature", "{W}")


def test_702_3b_the_phalanx_attacks_after_its_ability_resolves() -> None:
    game = table(PHALANX)
    phalanx = enter(game, "Returned Phalanx")
    still = enter(game, "Returned Phalanx")
    enter(game, "Island")
    enter(game, "Island")
    game.perform(A.ActivateAbility("Alice", phalanx, 1))
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="defender"):  # its ability didn't resolve
        game.perform(A.DeclareAttackers("Alice", (still,), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (phalanx,), "Bob"))
    assert phalanx in game.state.combat.attackers


def test_702_3b_the_pillar_attacks_only_while_enchanted() -> None:
    game = table(PILLAR, AURA)
    pillar = enter(game, "Pillar of War")
    game.obj(pillar).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="defender"):
        game.perform(A.DeclareAttackers("Alice", (pillar,), "Bob"))
    enter(game, "Test Aura", attached_to=pillar)
    game.perform(A.DeclareAttackers("Alice", (pillar,), "Bob"))
    assert pillar in game.state.combat.attackers


def test_302_6_the_enchanted_creature_attacks_the_turn_it_came() -> None:
    game = table(INSTILL)
    bears = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears")
    for came_this_turn in (bears, other):  # summoning sick (302.6)
        game.obj(came_this_turn).controlled_since_turn_start = False
    enter(game, "Instill Energy", attached_to=bears)
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction, match="summoning"):
        game.perform(A.DeclareAttackers("Alice", (other,), "Bob"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    assert bears in game.state.combat.attackers
