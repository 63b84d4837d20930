""""loses all creature types" (205.3d: the creature keeps its card types, only its creature
types go) and "Investigate three times" (701.36a), from Oracle text: Nameless Inversion,
Amoeboid Changeling, Confirm Suspicions."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

INVERSION = card("Nameless Inversion", "Tribal Instant — Shapeshifter",
                 "Changeling\nTarget creature gets +3/-3 and loses all creature types until "
                 "end of turn.", "{1}{B}")
AMOEBOID = card("Amoeboid Changeling", "Creature — Shapeshifter",
                "Changeling\n{T}: Target creature gains all creature types until end of turn.\n"
                "{T}: Target creature loses all creature types until end of turn.", "{1}{U}",
                "1/1")
CONFIRM = card("Confirm Suspicions", "Instant",
               "Counter target spell.\nInvestigate three times.", "{3}{U}{U}")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


def test_205_3d_nameless_inversion_strips_the_creature_types_only() -> None:
    game = table(INVERSION)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    assert "Dinosaur" in game.chars(dreadmaw).subtypes
    game.perform(A.CastSpell("Alice", hand(game, "Nameless Inversion"), (dreadmaw,),
                             pay="free"))
    resolve_all(game)
    chars = game.chars(dreadmaw)
    assert not chars.subtypes
    assert chars.types == {CardType.CREATURE}
    assert (chars.power, chars.toughness) == (9, 3)


def test_205_3d_amoeboid_changeling_takes_a_changelings_types_away() -> None:
    game = table(AMOEBOID)
    amoeboid = enter(game, "Amoeboid Changeling")
    other = enter(game, "Amoeboid Changeling", "Bob")
    assert "Elf" in game.chars(other).subtypes  # changeling: every creature type
    game.perform(A.ActivateAbility("Alice", amoeboid, 2, (other,), pay="free"))
    resolve_all(game)
    assert not game.chars(other).subtypes


def test_701_36a_confirm_suspicions_investigates_three_times() -> None:
    game = table(CONFIRM, BOLT)
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    spell = game.stack()[-1]
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Confirm Suspicions"), (spell,), pay="free"))
    resolve_all(game)
    clues = [o for o in game.permanents("Alice") if game.chars(o).name == "Clue"]
    assert len(clues) == 3
    assert game.player("Alice").life == 20
