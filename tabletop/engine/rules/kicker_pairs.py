""""Kicker {B} and/or {R}" (702.33b): two kicker costs, each paid at most once; kicked
once the player names which (the answer `kicker`: the cost's text or its number, 1 or 2;
the first unanswered), kicked twice both."""

from __future__ import annotations

from typing import Any

from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.mana import ManaCost

AND_OR = " and/or "


def is_pair(text: str) -> bool:
    return AND_OR in text


def paired_kicker_cost(name: str, text: str, kicks: int, choices: dict[str, Any]) -> ManaCost:
    """The kicker costs paid for `kicks` kicks of "Kicker [cost 1] and/or [cost 2]"."""
    parts = text.split(AND_OR)
    if kicks > len(parts):
        raise IllegalAction(f"{name}'s kicker costs can each be paid only once (702.33b)")
    chosen = parts if kicks == len(parts) else [parts[_which(parts, choices.get("kicker"))]]
    total = ManaCost()
    for part in chosen:
        total = total + ManaCost.parse(part)
    return total


def _which(parts: list[str], answer: object) -> int:
    if answer is None:
        return 0
    text = str(answer).strip()
    if text.isdigit() and 1 <= int(text) <= len(parts):
        return int(text) - 1
    wanted = ManaCost.parse(text).text if text.startswith("{") else text
    for i, part in enumerate(parts):
        if ManaCost.parse(part).text == wanted:
            return i
    raise IllegalAction(f"no kicker cost {text!r} (702.33b)")
