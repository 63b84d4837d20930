"""Creatures that lose a keyword and can't have or gain it (613.1f: later effects in the
layer can't give it back while the effect applies), from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

ARCHETYPE = card("Archetype of Imagination", "Enchantment Creature — Human Wizard",
                 "Creatures you control have flying.\nCreatures your opponents control lose "
                 "flying and can't have or gain flying.", "{4}{U}{U}", "3/2")
JUMP = card("Jump", "Instant", "Target creature gains flying until end of turn.", "{U}")
BIRD = card("Suntail Hawk", "Creature — Bird", "Flying", "{W}", "1/1")


def test_613_1f_opponents_creatures_lose_flying_and_cant_gain_it() -> None:
    game = table(ARCHETYPE, JUMP, BIRD)
    hawk = enter(game, "Suntail Hawk", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    enter(game, "Archetype of Imagination")
    assert not game.chars(hawk).has_keyword("Flying")
    assert game.chars(mine).has_keyword("Flying")
    enter(game, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Jump"), targets=(bears,)))
    resolve_all(game)
    assert not game.chars(bears).has_keyword("Flying")  # a later effect can't give it
