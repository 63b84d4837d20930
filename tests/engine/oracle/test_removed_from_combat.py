"""Removing creatures from combat by an instruction (506.4), from Oracle text: "you may
untap it and remove it from combat" (Gustcloak), "remove target attacking or blocking
creature from combat"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SKIRMISHER = card("Gustcloak Skirmisher", "Creature — Bird Soldier",
                  "Flying\nWhenever Gustcloak Skirmisher becomes blocked, you may untap it and "
                  "remove it from combat.", "{3}{W}", "2/3")
SAVIOR = card("Gustcloak Savior", "Creature — Bird Soldier",
              "Flying\nWhenever a creature you control becomes blocked, you may untap that "
              "creature and remove it from combat.", "{4}{W}", "3/4")
HOLLOWHENGE = card("Hollowhenge Spirit", "Creature — Spirit",
                   "Flash\nFlying\nWhen Hollowhenge Spirit enters, remove target attacking or "
                   "blocking creature from combat.", "{3}{W}{W}", "2/2")
WALL = card("Test Wall", "Creature — Wall", "Defender\nReach", "{1}{G}", "0/6")


def _attack(game: Game, attacker: int, blocker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, attacker),)))
    resolve_all(game)


def test_506_4_gustcloak_skirmisher_untaps_and_leaves_combat() -> None:
    game = table(SKIRMISHER, WALL)
    bird = enter(game, "Gustcloak Skirmisher")
    wall = enter(game, "Test Wall", "Bob")
    _attack(game, bird, wall)
    assert not game.obj(bird).tapped
    assert game.obj(bird).attacking is None
    assert bird not in game.state.combat.attackers


def test_506_4_gustcloak_savior_saves_another_blocked_creature() -> None:
    game = table(SAVIOR)
    enter(game, "Gustcloak Savior")
    bears = enter(game, "Grizzly Bears")
    blocker = enter(game, "Grizzly Bears", "Bob")
    _attack(game, bears, blocker)
    assert game.obj(bears).attacking is None and not game.obj(bears).tapped
    game.perform(A.AdvanceTo("end_of_combat"))
    # 506.4: out of combat, it deals and is dealt no combat damage
    assert game.obj(bears).damage == 0 and game.obj(blocker).damage == 0


def test_506_4_a_removed_blocker_deals_and_is_dealt_no_combat_damage() -> None:
    game = table(HOLLOWHENGE)
    bears = enter(game, "Grizzly Bears")
    blocker = enter(game, "Grizzly Bears", "Bob")
    _attack(game, bears, blocker)
    game.perform(A.CastSpell("Alice", hand(game, "Hollowhenge Spirit"), (), (), "free"))
    resolve_all(game)  # the Spirit, then its trigger: the first target is Bob's blocker
    game.perform(A.AdvanceTo("end_of_combat"))
    assert not game.obj(blocker).blocking
    assert game.obj(blocker).damage == 0 and game.obj(bears).damage == 0
    assert game.player("Bob").life == 20  # 509.1h: the attacker stays blocked
