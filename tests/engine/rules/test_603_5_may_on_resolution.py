"""603.5 (608.2d): the "you may" of a triggered ability, or of a spell's own optional
instruction, is a question the pass that makes the object resolve asks (117.4) and
carries as its answer `may`: declining really declines (the "if you do" part too), undo
and redo restore it, and a recording replays it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tabletop.session.session import GameSession, Setup
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, table

SCHOLAR = card("Hesitant Scholar", "Creature — Human Wizard",
               "When Hesitant Scholar enters, you may pay {1}. If you do, draw a card.",
               "{1}{U}", "1/1")
INSIGHT = card("Tentative Insight", "Sorcery",
               "You may draw two cards. If you don't, you gain 3 life.", "{U}")
WARD_BEAR = card("Ward Bear", "Creature — Bear", "Ward {2}", "{1}{G}", "2/2")
EYE_TEXT = ("you may search your library for a basic land card, reveal it, put it into "
            "your hand, then shuffle.")


def _game() -> Game:
    game = table(SCHOLAR, INSIGHT)
    library(game, "Alice", 5, "Forest")
    library(game, "Bob")
    return game


def _hand(game: Game, player: str = "Alice") -> int:
    return len(game.state.zone_ids(Zone.HAND, player))


def test_603_5_the_pass_that_resolves_a_trigger_asks_its_may() -> None:
    game = _game()
    enter(game, "Pilgrim's Eye")  # "When Pilgrim's Eye enters, you may search ..."
    trigger = game.stack()[-1]
    assert questions_for(game, A.PassPriority("Alice")) == []  # Bob may still respond
    game.perform(A.PassPriority("Alice"))
    (asked,) = questions_for(game, A.PassPriority("Bob"))
    assert (asked.key, asked.values, asked.default, asked.subject, asked.player) == (
        "may", (True, False), 0, trigger, "Alice")
    assert asked.rule.startswith("603.5") and asked.texts == (EYE_TEXT, "")


@pytest.mark.parametrize(("answer", "in_hand"), [(False, 0), (True, 1)])
def test_603_5_the_answer_decides_what_the_trigger_does(answer: bool, in_hand: int) -> None:
    game = _game()
    enter(game, "Pilgrim's Eye")
    game.perform(A.PassPriority("Alice"))
    events = game.perform(A.PassPriority("Bob", (("may", answer),)))
    assert game.stack() == []
    said = [e for e in events if e.kind in ("may_taken", "may_declined")]
    assert [(e.kind, e.player) for e in said] == [
        ("may_taken" if answer else "may_declined", "Alice")]
    assert _hand(game) == in_hand
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 5 - in_hand


def test_603_5_declining_skips_the_if_you_do_part_and_its_cost() -> None:
    game = _game()
    enter(game, "Island")
    enter(game, "Hesitant Scholar")
    game.perform(A.PassPriority("Alice"))
    (asked,) = questions_for(game, A.PassPriority("Bob"))
    assert asked.texts[0] == "you may pay {1}. If you do, draw a card."
    game.perform(A.PassPriority("Bob", (("may", False),)))
    assert _hand(game) == 0
    assert not any(game.obj(o).tapped for o in game.battlefield())  # nothing was paid


def test_608_2d_a_spells_own_may_is_asked_as_it_resolves_with_its_otherwise() -> None:
    game = _game()
    insight = hand(game, "Tentative Insight")
    game.perform(A.CastSpell("Alice", insight, pay="free"))
    assert questions_for(game, A.CastSpell("Alice", hand(game, "Tentative Insight"))) == []
    game.perform(A.PassPriority("Alice"))
    (asked,) = questions_for(game, A.PassPriority("Bob"))
    assert asked.texts == ("You may draw two cards. If you don't, you gain 3 life.", "")
    game.perform(A.PassPriority("Bob", (("may", False),)))
    assert _hand(game) == 1  # only the second Insight, put in hand to ask about
    assert game.player("Alice").life == 23


def test_702_21a_ward_is_answered_by_the_player_who_would_pay() -> None:
    """"Counter it unless that player pays {2}": the spell's controller chooses."""
    game = table(WARD_BEAR)
    library(game, "Alice")
    library(game, "Bob")
    bear = enter(game, "Ward Bear", controller="Bob")
    for _ in range(3):
        enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Shock"), (bear,)))
    game.perform(A.PassPriority("Alice"))
    (asked,) = questions_for(game, A.PassPriority("Bob"))
    assert (asked.player, asked.texts) == ("Alice", ("you may: pay {2}", "counter that object"))
    game.perform(A.PassPriority("Bob", (("may", False),)))
    assert [game.name_of(o) for o in game.stack()] == []  # Shock is countered
    assert game.obj(bear).damage == 0


def test_603_5_a_may_answered_as_it_was_cast_is_not_asked_again() -> None:
    game = _game()
    insight = hand(game, "Tentative Insight")
    game.perform(A.CastSpell("Alice", insight, (), (("may", False),), "free"))
    game.perform(A.PassPriority("Alice"))
    assert questions_for(game, A.PassPriority("Bob")) == []
    with pytest.raises(A.IllegalAction, match="asks no"):
        game.perform(A.PassPriority("Bob", (("may", True),)))


def test_603_5_a_pass_without_a_may_to_answer_asks_nothing() -> None:
    game = _game()
    enter(game, "Grizzly Bears")
    assert game.stack() == []
    assert questions_for(game, A.PassPriority("Alice")) == []


def test_730_an_answer_to_a_pass_that_resolves_nothing_is_refused() -> None:
    game = _game()
    enter(game, "Pilgrim's Eye")
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match="resolves nothing"):  # Bob may respond
        game.perform(A.PassPriority("Alice", (("may", False),)))
    assert game.state_hash() == before and game.state.priority == "Alice"


def test_730_a_pass_answers_no_other_question() -> None:
    game = _game()
    enter(game, "Pilgrim's Eye")
    game.perform(A.PassPriority("Alice"))
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match="answers only 'may'"):
        game.perform(A.PassPriority("Bob", (("x", 2),)))
    assert game.state_hash() == before and len(game.stack()) == 1


def test_603_5_a_declined_trigger_survives_undo_redo_and_replay(tmp_path: Path) -> None:
    cards: Any = table(SCHOLAR, INSIGHT)._cards
    path = tmp_path / "may.jsonl"
    session = GameSession(Setup(seed=3), cards, record=path)
    session.perform(A.PutInLibrary("Forest", "Alice", 5))
    session.perform(A.EnterBattlefield("Pilgrim's Eye", "Alice"))
    session.perform(A.PassPriority("Alice"))
    session.perform(A.PassPriority("Bob", (("may", False),)))
    declined = session.game.state_hash()
    assert _hand(session.game) == 0 and session.game.stack() == []
    session.undo()
    assert len(session.game.stack()) == 1  # the trigger waits again, unanswered
    assert "may" not in (session.game.obj(session.game.stack()[-1]).stack_info
                         .choices)  # type: ignore[union-attr]
    session.redo()
    assert session.game.state_hash() == declined and _hand(session.game) == 0
    session.close()
    again = GameSession.from_recording(path, cards, verify=True)
    assert again.game.state_hash() == declined
    assert _hand(again.game) == 0
    assert again.history[-1].action == A.PassPriority("Bob", (("may", False),))


def _liege_upkeep() -> Game:
    """Alice's upkeep with Creakwood Liege's "you may create a ... Worm" on the stack."""
    game = _game()
    library(game, "Alice", 5)
    library(game, "Bob", 5)
    enter(game, "Creakwood Liege")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep
    game.perform(A.AdvanceTo("next_turn"))  # Alice's: the Liege triggers
    assert len(game.stack()) == 1
    return game


def test_603_5_the_windows_advance_stops_where_a_pass_would_ask() -> None:
    game = _liege_upkeep()
    game.perform(A.AdvanceTo("draw", stop_at_may=True))
    assert (game.state.step.key, game.state.priority, len(game.stack())) == (
        "upkeep", "Bob", 1)
    (asked,) = questions_for(game, A.PassPriority("Bob"))
    assert asked.texts[0].startswith("you may create a 1/1 black and green Worm")
    game.perform(A.PassPriority("Bob", (("may", False),)))
    game.perform(A.AdvanceTo("draw", stop_at_may=True))
    assert game.state.step.key == "draw"
    assert "Worm" not in {game.name_of(o) for o in game.battlefield()}


def test_an_advance_without_the_stop_passes_on_with_the_default_answer() -> None:
    game = _liege_upkeep()
    game.perform(A.AdvanceTo("draw"))  # the scenario format's `advance`: yes, unasked
    assert game.state.step.key == "draw"
    assert "Worm" in {game.name_of(o) for o in game.battlefield()}
