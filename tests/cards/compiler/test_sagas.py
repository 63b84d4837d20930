"""Sagas (714) as printed: chapter symbols and their abilities, read ahead (702.155)."""

from __future__ import annotations

from tabletop.cards.compiler import compile_text
from tabletop.cards.compiler.text_blocks import Chapter, Line, blocks
from tabletop.engine.definitions.abilities import ChapterAbility, KeywordAbility
from tabletop.engine.definitions.instructions import CreateToken, Destroy
from tabletop.engine.definitions.trigger_conditions import TriggerEvent

KNIGHTS = """(As this Saga enters and after your draw step, add a lore counter. Sacrifice after V.)
I, II, III, IV — Create three 2/2 white Knight creature tokens.
V — Ultimate End — Other creatures you control get +2/+2 until end of turn. Put an \
indestructible counter on each of them.
Indestructible"""


def test_chapter_lines_are_blocks_with_their_numbers() -> None:
    found, reminders = blocks(KNIGHTS)
    assert reminders == ["As this Saga enters and after your draw step, add a lore counter. "
                         "Sacrifice after V."]
    first, last, keyword = found
    assert isinstance(first, Chapter) and first.chapters == (1, 2, 3, 4)
    assert isinstance(last, Chapter) and last.chapters == (5,)
    assert last.clause.text.startswith("Other creatures you control")  # the name is flavour
    assert isinstance(keyword, Line)


def test_a_hyphen_stands_for_the_dash_in_older_text() -> None:
    (chapter,), _ = blocks("I - Destroy target land.")
    assert isinstance(chapter, Chapter) and chapter.chapters == (1,)


def test_a_line_beginning_with_a_capital_i_is_no_chapter() -> None:
    found, _ = blocks("If you control a Saga, draw a card.\nIndestructible")
    assert all(isinstance(b, Line) for b in found)


def test_chapters_compile_to_chapter_triggers() -> None:
    compiled = compile_text(KNIGHTS, "Summon: Knights of Round", is_spell=False)
    assert compiled.unknown == ()
    knights, ultimate, indestructible = compiled.abilities
    assert isinstance(knights, ChapterAbility) and knights.chapters == (1, 2, 3, 4)
    assert knights.trigger is not None and knights.trigger.event == TriggerEvent.CHAPTER
    assert knights.keyword == "Chapter I, II, III, IV"
    assert isinstance(knights.effect[0], CreateToken)
    assert isinstance(ultimate, ChapterAbility) and ultimate.label == "V"
    assert indestructible == KeywordAbility("Indestructible", "Indestructible")


def test_a_chapter_with_a_target_and_read_ahead() -> None:
    compiled = compile_text("Read ahead\nI — Destroy target land.\nII — Draw a card.",
                            "Test Saga", is_spell=False)
    assert compiled.unknown == ()
    read_ahead, destroy, _ = compiled.abilities
    assert read_ahead == KeywordAbility("Read ahead", "Read ahead")
    assert isinstance(destroy, ChapterAbility) and isinstance(destroy.effect[0], Destroy)
    assert len(destroy.targets) == 1


def test_a_chapter_the_compiler_cannot_read_is_reported_with_its_symbol() -> None:
    compiled = compile_text("I — Frobnicate the widget.", "Test Saga", is_spell=False)
    assert compiled.unknown == ("I — Frobnicate the widget.",)
