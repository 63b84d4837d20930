"""Cards a scenario names that the card database does not know, found before opening it.

Opening such a scenario would refuse those steps and replace the game on the table
with a half-built one; the window instead keeps the table, names each unknown card
with the nearest known names, and offers File ▸ Import card data.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tabletop.inputs.errors import TabletopDataError

from .i18n import translate

#: scenario steps whose `card` is a card name (scenario-format: enter, hand, library,
#: and cast/play of a card not yet in hand; aliases go in `what`)
CARD_STEPS = ("enter", "hand", "library", "cast", "play")


@dataclass(frozen=True, slots=True)
class UnknownCard:
    name: str
    step: int  # the first step naming it (from 1)
    suggestions: tuple[str, ...]


def unknown_cards(path: Path, known: Callable[[str], object],
                  suggest: Callable[[str], Sequence[str]]) -> list[UnknownCard]:
    """The unknown cards of a scenario, each once (an unreadable scenario: none here,
    opening it says what is wrong)."""
    from tabletop.session.scenario import load_scenario

    try:
        scenario = load_scenario(path)
    except TabletopDataError:
        return []
    found: dict[str, UnknownCard] = {}
    for step in scenario.steps:
        name = step.args.get("card")
        if step.do not in CARD_STEPS or not isinstance(name, str) or name.casefold() in found:
            continue
        try:
            known(name)
        except KeyError:
            found[name.casefold()] = UnknownCard(name, step.index, tuple(suggest(name))[:3])
    return list(found.values())


def pool_check(path: Path) -> list[UnknownCard]:
    """`unknown_cards` against the card pool new games use."""
    from tabletop.session.cardpool import session_pool

    pool = session_pool()
    return unknown_cards(path, pool, pool.suggestions)


def unknown_cards_text(file: str, cards: Sequence[UnknownCard]) -> str:
    """The message: the file, each card with its step and the nearest names, what to do."""
    lines = [translate("UnknownCards", "{file} names cards that are not in your card "
                                       "database:").replace("{file}", file)]
    for card in cards:
        if card.suggestions:
            line = translate("UnknownCards", "• {name} (step {step}) — did you mean {names}?")
            names = ", ".join(card.suggestions)
        else:
            line = translate("UnknownCards", "• {name} (step {step}) — no card has a similar "
                                             "name")
            names = ""
        lines.append(line.replace("{name}", card.name).replace("{step}", str(card.step))
                     .replace("{names}", names))
    lines.append("")
    lines.append(translate("UnknownCards", "The game on the table is unchanged. Import card "
                                           "data (MTGJSON or Scryfall) to add the cards, or "
                                           "correct the names in the file."))
    return "\n".join(lines)
