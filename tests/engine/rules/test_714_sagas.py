"""Sagas (714): lore counters as a Saga enters (714.3a), chapter abilities (714.2b-c), the
sacrifice after the last chapter once no chapter ability waits (714.4, 704.5s), read ahead
(702.155)."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.instructions import GainLife, PlayerRef
from tabletop.engine.definitions.sagas import chapter_ability, chapter_number, final_chapter
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost
from tests.engine.rules_kit import ENCHANTMENT, enter, resolve_all, table, zone


def _gain(n: int) -> tuple[GainLife, ...]:
    return (GainLife(Const(n), PlayerRef("you")),)


def _saga(*extra: KeywordAbility) -> CardDefinition:
    chapters = (chapter_ability((1,), "I — You gain 1 life.", _gain(1)),
                chapter_ability((2,), "II — You gain 2 life.", _gain(2)),
                chapter_ability((3,), "III — You gain 3 life.", _gain(3)))
    return CardDefinition("Test Saga", ManaCost.parse("{2}"), types=ENCHANTMENT,
                          subtypes=("Saga",), abilities=(*extra, *chapters))


@pytest.mark.parametrize(("symbol", "n"), [("I", 1), ("II", 2), ("III", 3), ("IV", 4),
                                           ("V", 5), ("VI", 6), ("IX", 9)])
def test_chapter_symbols_are_roman_numerals(symbol: str, n: int) -> None:
    assert chapter_number(symbol) == n


def test_a_word_is_no_chapter_symbol() -> None:
    with pytest.raises(ValueError):
        chapter_number("IIII")


def test_the_final_chapter_is_the_greatest_number() -> None:
    assert final_chapter(_saga().abilities) == 3


def test_chapter_one_triggers_as_the_saga_enters_and_the_last_chapter_sacrifices_it() -> None:
    game = table(_saga())
    saga = enter(game, "Test Saga")
    assert game.obj(saga).counters == {"lore": 1}
    resolve_all(game)
    assert game.state.players["Alice"].life == 21
    game.perform(A.AddCounters(saga, "lore", 2))  # two at once: II and III both trigger
    assert zone(game, saga) == Zone.BATTLEFIELD  # 714.4: chapters wait on the stack
    assert len(game.stack()) == 2
    resolve_all(game)
    assert game.state.players["Alice"].life == 26
    assert zone(game, saga) == Zone.GRAVEYARD


def test_read_ahead_starts_at_the_chosen_chapter_and_skips_the_others() -> None:
    game = table(_saga(KeywordAbility("Read ahead", "Read ahead")))
    saga = enter(game, "Test Saga", choices=(("chapter", 2),))
    assert game.obj(saga).counters == {"lore": 2}
    resolve_all(game)
    assert game.state.players["Alice"].life == 22  # only chapter II (702.155c)


def test_a_lore_counter_after_the_draw_step_of_its_controller_only() -> None:
    game = table(_saga())
    game.perform(A.PutInLibrary("Island", "Alice", 3))
    game.perform(A.PutInLibrary("Island", "Bob", 3))
    saga = enter(game, "Test Saga")
    resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("postcombat_main"))
    assert game.obj(saga).counters == {"lore": 1}  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    assert game.obj(saga).counters == {"lore": 2}  # 714.3b
    assert len(game.stack()) == 1
