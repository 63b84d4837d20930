"""compile_text: a whole text to abilities, and the clauses it cannot read."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.definitions.instructions import Draw, Manual
from tests.cards.compiler.compiling import FLYING


def test_an_unknown_clause_is_reported_and_the_rest_still_compiles() -> None:
    compiled = compile_text("Flying\nWhenever you cast a spell, venture into the dungeon.",
                            "Test Card")
    assert compiled.abilities[0] == FLYING
    assert compiled.unknown == ("Whenever you cast a spell, venture into the dungeon.",)


def test_an_unknown_line_of_a_spell_is_played_by_hand_in_its_place() -> None:
    compiled = compile_text("Venture into the dungeon.\nDraw a card.", "Test Spell",
                            is_spell=True)
    assert compiled.unknown == ("Venture into the dungeon.",)
    (ability,) = compiled.abilities
    assert isinstance(ability, SpellAbility)
    assert ability.effect == (Manual("Venture into the dungeon."), Draw())


def test_an_override_replaces_the_clause_it_names_whatever_its_case_and_period() -> None:
    compiled = compile_text("Whenever you cast a spell, scry 1.", "Test Card",
                            overrides={"whenever you cast a spell, scry 1": (FLYING,)})
    assert compiled.abilities == (FLYING,) and compiled.unknown == ()
