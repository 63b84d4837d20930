"""The choices an action carries are checked against the kind of question each key
answers; a wrong one refuses the whole action and changes nothing (730)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.choices import ChoiceError, check_choices
from tests.engine.rules_kit import enter, hand, table


@pytest.mark.parametrize(("choices", "reason"), [
    ((("colour", "W"),), "no question"),
    ((("color", "purple"),), r"not a colour .* \(105\)"),
    ((("x", -1),), r"107\.3"),
    ((("x", "²"),), "not a number"),
    ((("mode", 0),), r"700\.2"),
    ((("may", "yes"),), "true or false"),
    ((("kicked", -2),), r"702\.33"),
    ((("distribute", {"12": "lots"}),), r"601\.2d"),
    ((("phyrexian", "blood"),), r"107\.4f"),
])
def test_a_choice_of_the_wrong_kind_is_refused(choices: tuple[tuple[str, object], ...],
                                               reason: str) -> None:
    with pytest.raises(ChoiceError, match=reason):
        check_choices(choices)


def test_good_choices_pass() -> None:
    check_choices((("mode", [1, 2]), ("x", 3), ("color", "Blue"), ("color", "U"),
                   ("mode", "remove"), ("kicked", True), ("kicked", 2),
                   ("distribute", {"12": 2, "Bob": 1}), ("sacrifice", [4, "Forest"])))


def test_the_engine_refuses_an_action_with_a_wrong_choice_and_changes_nothing() -> None:
    game = table()
    enter(game, "Grizzly Bears")
    salve = hand(game, "Healing Salve")
    before = game.state_hash()
    with pytest.raises(A.IllegalAction, match="colour"):
        game.perform(A.CastSpell("Alice", salve, ("Alice",), (("color", "purple"),),
                                 pay="free"))
    assert game.state_hash() == before


def test_608_2d_each_opponents_punisher_answer_is_checked() -> None:
    # "each opponent may discard a card or sacrifice a permanent" (Zoyowa Lava-Tongue)
    check_choices((("punish", {"Bob": "discard", "Carol": "none"}),))
    for wrong in ({"Bob": "pay life"}, ["Bob"], "discard"):
        with pytest.raises(ChoiceError, match="punish"):
            check_choices((("punish", wrong),))
