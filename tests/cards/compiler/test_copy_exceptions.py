"""707.9b: copies with the exception "it isn't legendary", read from Oracle text."""

from __future__ import annotations

from tabletop.engine.definitions.instructions import CopySpell, CreateTokenCopy, SelfRef
from tests.cards.compiler.compiling import one, spell


def test_jace_cunning_castaway_makes_token_copies_that_are_not_legendary() -> None:
    ability = one("−5: Create two tokens that are copies of Jace, Cunning Castaway, except "
                  "they're not legendary.", "Jace, Cunning Castaway")
    (copy,) = ability.effect  # type: ignore[attr-defined]
    assert isinstance(copy, CreateTokenCopy) and copy.not_legendary
    assert copy.of == SelfRef()


def test_double_major_copies_the_spell_as_not_legendary() -> None:
    (copy,) = spell("Copy target creature spell you control, except it isn't legendary if the "
                    "spell is legendary.").effect
    assert isinstance(copy, CopySpell) and copy.not_legendary
