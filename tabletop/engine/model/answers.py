"""The players' answers to the questions an action raises, kept in the game state.

An answer is given with `Choose` before the action (or by the action's own choices) and is
used up by that action; each player's order for their next simultaneous triggers (603.3b)
waits until those triggers are put on the stack. Every value is checked against the
question it answers when it is given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# What a reference to an object or player looks like in an answer: an object id, or a
# player's name.
Ref = int | str


class AnswerError(ValueError):
    """An answer that does not fit its question; the message says what was expected."""


def _refs(key: str, value: Any) -> tuple[Ref, ...]:
    items = value if isinstance(value, list | tuple) else [value]
    out: list[Ref] = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, int | str):
            raise AnswerError(f"choices {key!r}: expected object ids or player names, "
                              f"got {item!r}")
        out.append(item)
    return tuple(out)


def _amounts(key: str, value: Any, depth: int = 0) -> dict[Ref, Any]:
    """510.1c: target → damage, or attacker → (target → damage)."""
    if not isinstance(value, dict):
        raise AnswerError(f"choices {key!r}: expected a table of targets and amounts")
    out: dict[Ref, Any] = {}
    for k, v in value.items():
        if isinstance(k, bool) or not isinstance(k, int | str):
            raise AnswerError(f"choices {key!r}: {k!r} is not an object or a player")
        if isinstance(v, dict) and depth == 0:
            out[k] = _amounts(key, v, 1)
        elif isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 1_000_000:
            out[k] = v
        else:
            raise AnswerError(f"choices {key!r}: {v!r} is not an amount of damage")
    return out


def _orders(key: str, value: Any) -> dict[Ref, tuple[Ref, ...]]:
    """509.2: attacker → its blockers in damage assignment order."""
    if not isinstance(value, dict):
        raise AnswerError(f"choices {key!r}: expected a table attacker → blockers")
    return {k: _refs(key, v) for k, v in value.items()}


@dataclass(slots=True)
class Answers:
    """Answers waiting for the action that asks for them (616.1, 510.1c, 509.2, 704.5j,
    514.1) and each player's order for their next simultaneous triggers (603.3b)."""

    order: tuple[Ref, ...] | None = None  # 616.1: effects' sources, the first applies first
    assign: dict[Ref, Any] | None = None  # 510.1c: the attacking player's damage division
    damage_order: dict[Ref, tuple[Ref, ...]] | None = None  # 509.2
    keep: Ref | None = None  # 704.5j: the legendary permanent kept
    discard: tuple[Ref, ...] | None = None  # 514.1: the cards discarded in cleanup
    trigger_order: dict[str, tuple[int, ...]] = field(default_factory=dict)  # 603.3b
    # 502.3: the permanents that "may choose not to untap" kept tapped in the untap step
    keep_tapped: tuple[Ref, ...] | None = None
    dredge: tuple[Ref, ...] | None = None  # 702.52a: the cards dredged instead of drawing

    # the keys `Choose` accepts, each with its check
    def give(self, key: str, value: Any) -> None:
        """Record one answer; AnswerError when it does not fit the question."""
        if key == "order":
            self.order = _refs(key, value)
        elif key == "assign":
            self.assign = _amounts(key, value)
        elif key == "damage_order":
            self.damage_order = _orders(key, value)
        elif key == "keep":
            refs = _refs(key, value)
            if len(refs) != 1:
                raise AnswerError("choices 'keep': name one permanent")
            self.keep = refs[0]
        elif key == "discard":
            self.discard = _refs(key, value)
        elif key == "keep_tapped":
            self.keep_tapped = _refs(key, value)
        elif key == "dredge":
            self.dredge = _refs(key, value)
        else:
            raise AnswerError(f"no question is answered by {key!r} (answers: order, assign, "
                              "damage_order, keep, discard, keep_tapped, dredge)")

    def use_up(self) -> None:
        """The action that asked has happened: its answers are spent."""
        self.order = self.assign = self.damage_order = self.keep = self.discard = None
        self.keep_tapped = self.dredge = None

    def clone(self) -> Answers:
        return Answers(self.order, None if self.assign is None else dict(self.assign),
                       None if self.damage_order is None else dict(self.damage_order),
                       self.keep, self.discard, dict(self.trigger_order), self.keep_tapped,
                       self.dredge)

    def canonical(self) -> list[object]:
        return [self.order, _plain(self.assign), _plain(self.damage_order), self.keep,
                self.discard, sorted(self.trigger_order.items())] + (
            [] if self.keep_tapped is None else [self.keep_tapped]) + (
            [] if self.dredge is None else [["dredge", self.dredge]])


def _plain(value: object) -> object:
    """Tables as sorted pairs with text keys (keys mix object ids and player names)."""
    if isinstance(value, dict):
        return sorted([str(k), _plain(v)] for k, v in value.items())
    return value
