"""The players' answers, kept in the game state and checked against their question
(616.1 order, 510.1c division, 509.2 damage order, 704.5j keep, 514.1 discards)."""

from __future__ import annotations

import pytest

from tabletop.engine.model.answers import AnswerError, Answers


def test_answers_are_read_into_their_question() -> None:
    answers = Answers()
    answers.give("order", [7, "Bob"])
    answers.give("assign", {"12": 3, "Bob": {"13": 2}})
    answers.give("damage_order", {"5": [7, 8]})
    answers.give("keep", 9)
    answers.give("discard", 4)
    assert answers.order == (7, "Bob") and answers.keep == 9 and answers.discard == (4,)
    assert answers.assign == {"12": 3, "Bob": {"13": 2}}
    assert answers.damage_order == {"5": (7, 8)}


@pytest.mark.parametrize(("key", "value", "reason"), [
    ("colour", "W", "no question"),
    ("assign", {"Bob": "lots"}, "amount"),
    ("assign", {"Bob": -1}, "amount"),
    ("assign", [1, 2], "table"),
    ("order", [True], "object ids"),
    ("keep", [1, 2], "one permanent"),
    ("damage_order", [1], "table"),
])
def test_an_answer_that_does_not_fit_is_refused(key: str, value: object, reason: str) -> None:
    answers = Answers()
    with pytest.raises(AnswerError, match=reason):
        answers.give(key, value)
    assert answers == Answers()


def test_one_actions_answers_are_used_up_the_trigger_order_waits() -> None:
    """603.3b: a player's order for their next triggers waits for those triggers."""
    answers = Answers(trigger_order={"Alice": (1, 0)})
    answers.give("keep", 3)
    answers.use_up()
    assert answers.keep is None and answers.trigger_order == {"Alice": (1, 0)}


def test_a_copy_is_independent() -> None:
    answers = Answers(trigger_order={"Alice": (1, 0)})
    answers.give("assign", {"Bob": 2})
    copy = answers.clone()
    copy.trigger_order["Bob"] = (0,)
    assert copy.assign is not None
    copy.assign["Alice"] = 1
    assert answers.trigger_order == {"Alice": (1, 0)} and answers.assign == {"Bob": 2}
