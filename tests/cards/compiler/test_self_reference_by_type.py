"""201.5: a card names itself by its name or, in today's Oracle wording, by its type
("When this creature enters", "Sacrifice this Case", "this Vehicle"): both read alike."""

from __future__ import annotations

import re

import pytest

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.text import mark_self_by_type
from tests.cards.compiler.compiling import abilities

NAMED = [
    ("When this creature enters, draw a card.", "When Test Card enters, draw a card."),
    ("When this artifact enters, you gain 2 life.", "When Test Card enters, you gain 2 life."),
    ("Sacrifice this Case: Draw a card.", "Sacrifice Test Card: Draw a card."),
    ("This Vehicle gets +1/+1 as long as you control an artifact.",
     "Test Card gets +1/+1 as long as you control an artifact."),
    ("When this Spacecraft enters, draw a card.", "When Test Card enters, draw a card."),
    ("Whenever this Saga or another enchantment enters, draw a card.",
     "Whenever Test Card or another enchantment enters, draw a card."),
]


_TEXT = re.compile(r"text='[^']*'")


def _meaning(text: str) -> str:
    """The compiled abilities without their printed texts."""
    return _TEXT.sub("text=", repr(abilities(text)))


@pytest.mark.parametrize(("by_type", "by_name"), NAMED)
def test_the_type_reads_as_the_name(by_type: str, by_name: str) -> None:
    assert _meaning(by_type) == _meaning(by_name)


def test_this_spell_this_turn_and_this_way_are_not_the_card() -> None:
    text = "This spell costs {1} less. Draw a card this turn. Cards exiled this way."
    assert mark_self_by_type(text) == text


def test_inside_a_quoted_ability_this_creature_is_the_object_that_has_it() -> None:
    text = 'Create a 1/1 token with "When this creature dies, draw a card." This creature dies.'
    assert mark_self_by_type(text) == (
        'Create a 1/1 token with "When this creature dies, draw a card." ~ dies.')


def test_a_word_that_only_begins_like_a_type_is_not_the_card() -> None:
    assert mark_self_by_type("this Casey and this Classic") == "this Casey and this Classic"
    assert compile_text("This creature can't block.", "Test Card").ok
