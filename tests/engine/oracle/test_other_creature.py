""""The other creature" of a trigger about two creatures (603.2), from Oracle text: the
creature dealt damage by the enchanted creature (Venomous Fangs, Charisma), the creature
blocking it or blocked by it (Mammoth Harness)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

FANGS = card("Venomous Fangs", "Enchantment — Aura",
             "Enchant creature\nWhenever enchanted creature deals damage to a creature, destroy "
             "the other creature.", "{2}{G}")
HARNESS = card("Mammoth Harness", "Enchantment — Aura",
               "Enchant creature\nEnchanted creature loses flying.\nWhenever enchanted creature "
               "blocks or becomes blocked by a creature, the other creature gains first strike "
               "until end of turn.", "{3}{G}")
CHARISMA = card("Charisma", "Enchantment — Aura",
                "Enchant creature\nWhenever enchanted creature deals damage to a creature, gain "
                "control of the other creature for as long as Charisma remains on the "
                "battlefield.", "{U}{U}{U}")
WALL = card("Wall of Stone", "Creature — Wall", "Defender", "{1}{R}{R}", "0/8")


def _blocked(aura: str, blocker: str) -> tuple[Game, int, int]:
    game = table(FANGS, HARNESS, CHARISMA, WALL)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.EnterBattlefield(aura, "Alice", attached_to=bears))
    other = enter(game, blocker, "Bob")
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((other, bears),)))
    resolve_all(game)
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    return game, bears, other


def test_603_2_fangs_destroy_the_creature_dealt_damage() -> None:
    game, bears, wall = _blocked("Venomous Fangs", "Wall of Stone")
    assert zone(game, wall) == Zone.GRAVEYARD
    assert zone(game, bears) == Zone.BATTLEFIELD


def test_603_2_harness_gives_the_blocker_first_strike() -> None:
    game, bears, blocker = _blocked("Mammoth Harness", "Grizzly Bears")
    assert (zone(game, bears), zone(game, blocker)) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)


def test_603_2_charisma_takes_the_creature_dealt_damage() -> None:
    game, _, wall = _blocked("Charisma", "Wall of Stone")
    assert game.controller_of(wall) == "Alice"
