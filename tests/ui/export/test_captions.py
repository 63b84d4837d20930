"""The caption of an action: what it did, without priority passes, mana abilities, steps
beginning or moves another event explains; the first sentences stay when the line is
too long."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics

from tabletop.engine.model import actions as A
from tabletop.engine.model.events import Event
from tabletop.ui.export.captions import caption_text, fitted

NAMES = {1: "Knight of Cliffhaven", 20: "Giant Growth", 23: "Giant Growth"}


def _name(oid: int) -> str | None:
    return NAMES.get(oid)


def test_a_cast_says_the_cast_not_its_cost_or_its_move() -> None:
    events = [Event("move", "Giant Growth moves from hand to stack (cast)", (20, 23),
                    data={"from_zone": "hand", "to_zone": "stack", "new": 23}),
              Event("mana", "Alice taps Forest for {G} (605.3a)", (2,), "Alice"),
              Event("cast", "Alice casts Giant Growth targeting Knight of Cliffhaven",
                    (23, 1), "Alice")]
    action = A.CastSpell("Alice", 20, (1,))
    assert caption_text(action, events, _name) == \
        "Alice casts Giant Growth targeting Knight of Cliffhaven"


def test_a_pass_alone_says_who_passed_and_steps_give_way() -> None:
    passed = [Event("pass", "Alice passes priority", (), "Alice")]
    assert caption_text(A.PassPriority("Alice"), passed, _name) == "Alice passes priority"
    advanced = [*passed, Event("step", "End step begins"),
                Event("attack", "Alice attacks Bob with no creatures", (), "Alice"),
                Event("turn", "Turn 2: Bob's turn", (), "Bob", {"turn": 2})]
    assert caption_text(A.AdvanceTo("next_turn"), advanced, _name) == "Turn 2: Bob's turn"


def test_a_move_by_hand_is_said() -> None:
    moved = [Event("move", "Grizzly Bears moves from battlefield to graveyard", (5, 9),
                   data={"from_zone": "battlefield", "to_zone": "graveyard", "new": 9})]
    assert caption_text(A.MoveObject(5, "graveyard"), moved, _name) == \
        "Grizzly Bears moves from battlefield to graveyard"


def test_a_long_line_keeps_its_first_sentences(qapp: object) -> None:
    metrics = QFontMetrics(QFont())
    text = "Giant Growth resolves · Knight of Cliffhaven gets +3/+3 until end of turn"
    room = metrics.horizontalAdvance("Giant Growth resolves · Knight") + 2
    shown = fitted(text, metrics, room)
    assert shown == "Giant Growth resolves …"
    assert fitted(text, metrics, 10_000) == text
