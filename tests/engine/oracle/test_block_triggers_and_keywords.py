"""Block triggers (509.3), the keywords that stand for them (bushido 702.45, flanking
702.25, prowess 702.108) and a delayed "at end of combat" (603.7), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SAMURAI = card("Test Samurai", "Creature — Human Samurai", "Bushido 1", "{1}{W}", "2/2")
KNIGHT = card("Test Flanker", "Creature — Human Knight", "Flanking", "{1}{W}", "2/2")
MONK = card("Test Monk", "Creature — Human Monk", "Prowess", "{1}{R}", "1/1")
THORN = card("Thorn Guard", "Creature — Plant",
             "Whenever Thorn Guard blocks or becomes blocked by a non-Wall creature, destroy "
             "that creature at end of combat.", "{2}{G}", "1/3")


def _attack(game: Game, attacker: int, blocker: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, attacker),)))
    resolve_all(game)


def test_702_45a_bushido_when_it_becomes_blocked() -> None:
    game = table(SAMURAI)
    samurai = enter(game, "Test Samurai")
    bears = enter(game, "Grizzly Bears", "Bob")
    _attack(game, samurai, bears)
    assert game.chars(samurai).power == 3 and game.chars(samurai).toughness == 3


def test_702_25a_flanking_shrinks_the_blocker() -> None:
    game = table(KNIGHT)
    knight = enter(game, "Test Flanker")
    bears = enter(game, "Grizzly Bears", "Bob")
    _attack(game, knight, bears)
    assert game.chars(bears).power == 1 and game.chars(bears).toughness == 1


def test_509_3d_destroy_the_blocked_creature_at_end_of_combat() -> None:
    game = table(THORN)
    bears = enter(game, "Grizzly Bears")
    enter(game, "Thorn Guard", "Bob")
    guard = next(o for o in game.battlefield() if game.name_of(o) == "Thorn Guard")
    _attack(game, bears, guard)
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, guard) == Zone.BATTLEFIELD


def test_702_108a_prowess_when_you_cast_a_noncreature_spell() -> None:
    game = table(MONK)
    monk = enter(game, "Test Monk")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.chars(monk).power == 2
    game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears"), pay="free"))
    resolve_all(game)
    assert game.chars(monk).power == 2


STALKER = card("Test Stalker", "Creature — Horror",
               "Whenever Test Stalker becomes blocked by one or more Bears, it gets +3/+0 "
               "until end of turn.", "{1}{B}", "1/1")


def test_509_3c_blocked_by_one_or_more_triggers_once() -> None:
    game = table(STALKER)
    library(game, "Alice")
    library(game, "Bob")
    stalker = enter(game, "Test Stalker")
    game.obj(stalker).controlled_since_turn_start = True
    a, b = enter(game, "Grizzly Bears", "Bob"), enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (stalker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((a, stalker), (b, stalker))))
    resolve_all(game)
    assert game.chars(stalker).power == 4  # once, not once per blocker
