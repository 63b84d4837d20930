"""From Oracle text: a rule while a condition holds ("As long as ~ is tapped, creature
spells you cast cost {2} less to cast", 604.2, 601.2f), "cost up to {2} less", and
conditions about attacking creatures for an alternative cost (118.9: "If exactly one
creature is attacking, you may pay {W} rather than pay this spell's mana cost")."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, table, zone

OMENREADER = card("Centaur Omenreader", "Snow Creature — Centaur Shaman",
                  "As long as Centaur Omenreader is tapped, creature spells you cast cost {2} "
                  "less to cast.", "{3}{G}", "3/3")
PLANAR_GATE = card("Planar Gate", "Artifact",
                   "Creature spells you cast cost up to {2} less to cast.", "{6}")
PITFALL = card("Pitfall Trap", "Instant — Trap",
               "If exactly one creature is attacking, you may pay {W} rather than pay this "
               "spell's mana cost.\nDestroy target attacking creature without flying.",
               "{2}{W}")
LETHARGY = card("Lethargy Trap", "Instant — Trap",
                "If three or more creatures are attacking, you may pay {U} rather than pay "
                "this spell's mana cost.\nAttacking creatures get -3/-0 until end of turn.",
                "{3}{U}")
OGRE = card("Test Ogre", "Creature — Ogre", "", "{2}{G}{G}", "4/4")


def test_604_2_creature_spells_cost_less_while_it_is_tapped() -> None:
    game = table(OMENREADER, OGRE)
    reader = enter(game, "Centaur Omenreader")
    enter(game, "Forest")
    enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "Test Ogre")))
    game.perform(A.SetTapped(reader, True))
    ogre = hand(game, "Test Ogre")
    game.perform(A.CastSpell("Alice", ogre))
    assert zone(game, ogre) == Zone.STACK


def test_601_2f_creature_spells_cost_up_to_two_less() -> None:
    game = table(PLANAR_GATE, OGRE)
    enter(game, "Planar Gate")
    enter(game, "Forest")
    enter(game, "Forest")
    ogre = hand(game, "Test Ogre")
    game.perform(A.CastSpell("Alice", ogre))
    assert zone(game, ogre) == Zone.STACK


def _attacked_by(game: Game, n: int) -> list[int]:
    library(game, "Alice")
    library(game, "Bob")
    attackers = [enter(game, "Grizzly Bears") for _ in range(n)]
    for a in attackers:
        game.obj(a).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", tuple(attackers), "Bob"))
    game.perform(A.PassPriority("Alice"))  # Bob gets priority
    return attackers


def test_118_9_alternative_cost_if_exactly_one_creature_is_attacking() -> None:
    game = table(PITFALL)
    enter(game, "Plains", "Bob")
    (bears,) = _attacked_by(game, 1)
    trap = hand(game, "Pitfall Trap", "Bob")
    game.perform(A.CastSpell("Bob", trap, targets=(bears,), choices=(("alternative", True),)))
    assert zone(game, trap) == Zone.STACK


def test_118_9_no_alternative_cost_with_two_attackers() -> None:
    game = table(PITFALL)
    enter(game, "Plains", "Bob")
    bears, _ = _attacked_by(game, 2)
    trap = hand(game, "Pitfall Trap", "Bob")
    with pytest.raises(A.IllegalAction, match="only if"):
        game.perform(A.CastSpell("Bob", trap, targets=(bears,),
                                 choices=(("alternative", True),)))


def test_118_9_alternative_cost_if_three_or_more_creatures_are_attacking() -> None:
    game = table(LETHARGY)
    enter(game, "Island", "Bob")
    _attacked_by(game, 3)
    trap = hand(game, "Lethargy Trap", "Bob")
    game.perform(A.CastSpell("Bob", trap, choices=(("alternative", True),)))
    assert zone(game, trap) == Zone.STACK
