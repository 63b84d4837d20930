"""The parser's word check (a clause with a word no terminal matches is never handed to the
Earley parser) and ability words (207.2c), which label an ability and mean nothing."""

from __future__ import annotations

import pytest

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.parser import could_parse
from tabletop.cards.compiler.text import strip_ability_word

READABLE = [
    "Swampwalk",
    "Enchant nonblack creature",
    "Destroy target non-Wall creature.",
    "At the beginning of your upkeep, put a spore counter on ~.",
    'Enchanted land has "{T}: Add {G}{G}."',
    "Return target creature card from your graveyard to your hand.",
]


@pytest.mark.parametrize("text", READABLE)
def test_the_word_check_passes_what_the_grammar_reads(text: str) -> None:
    assert could_parse(text)
    assert compile_text(text, "Test Card").unknown == ()


def test_a_word_the_grammar_lacks_stops_the_clause_early() -> None:
    assert not could_parse("~ can't be blocked by Zebras of Quuxland.")
    assert compile_text("Quux target creature.", "X", is_spell=True).unknown


def test_an_ability_word_is_dropped_and_the_ability_compiled() -> None:
    assert strip_ability_word("Landfall — Whenever a land enters, draw a card.") == \
        "Whenever a land enters, draw a card."
    assert strip_ability_word("Descend 4 — ~ gets +1/+1.") == "~ gets +1/+1."
    # a keyword with a cost or a modal header is no ability word
    assert strip_ability_word("Equip — Pay 3 life.") == "Equip — Pay 3 life."
    compiled = compile_text("Metalcraft — Whenever ~ attacks, draw a card.", "X")
    assert compiled.unknown == ()
    assert compiled.abilities[0].text.startswith("Metalcraft — ")


def test_a_flavor_word_is_dropped_like_an_ability_word() -> None:
    """207.2d: flavor words ("Stand and Fight — ...") and an ability's name have no rules
    meaning; the ability keeps them in its text."""
    compiled = compile_text("Stand and Fight — Target creature gets +1/+3 until end of "
                            "turn.", "X", is_spell=True)
    assert compiled.unknown == ()
    assert compiled.abilities[0].text.startswith("Stand and Fight — ")
    assert strip_ability_word("Ward — Discard a card.") == "Ward — Discard a card."


def test_an_overlong_clause_is_not_understood_and_reported() -> None:
    """A hostile card file's 200,000-letter "clause" is reported, not parsed (the word
    pre-filter runs in linear time and no clause is read past MAX_CLAUSE_CHARS)."""
    from tabletop.cards.compiler.compile import compile_text
    from tabletop.cards.compiler.parser import MAX_CLAUSE_CHARS

    for text in ("x" * 200_000, "a counter " * 20_000, "Draw a card. " * 1_000):
        assert len(text) > MAX_CLAUSE_CHARS
        result = compile_text(text, "Fuzz Bear")
        assert result.abilities == () or result.unknown, text[:20]
        assert result.unknown
