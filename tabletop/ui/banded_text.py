"""The banded text boxes of Cases (719), station cards (721) and prototype cards (718), as
card-view fields (text_bands.py does Sagas and Classes the same way).

- A Case: its other abilities head the box; then the "To solve" band (lit while unsolved)
  and the "Solved" band (lit once solved, 719.3c).
- A station card: the text above the first station symbol heads the box (the station
  keyword with its reminder); then one band per "STATION N+", reached at N charge
  counters, the highest one reached lit (721.2). The charge counters are on the counter
  badge too.
- A prototype card: its other abilities head the box; then the prototype band ("Prototype
  {2}{R} — 3/2") and the printed one ("{7} — 6/4"), the one the object has lit (718.3b).
The bands come from the card's abilities after the layer system: a card that lost its
abilities has no bands.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.engine.definitions.cases import SOLVED, SolvedBand, ToSolveAbility
from tabletop.engine.definitions.prototypes import (
    COST_MARK,
    PROTOTYPE,
    PrototypeAbility,
    is_prototyped_choice,
)
from tabletop.engine.definitions.stations import CHARGE, StationBand
from tabletop.engine.model.characteristics import Characteristics
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.objects import GameObject

from .card_text import ability_lines, is_reminder, text_line
from .card_view import TextBandView, TextLine
from .i18n import translate

if TYPE_CHECKING:
    from .text_bands import BandFields

_TO_SOLVE = re.compile(r"^\s*To solve\s*[—-]\s*")
_SOLVED = re.compile(r"^\s*Solved\s*[—-]\s*")
_STATION_SYMBOL = re.compile(r"^\s*STATION\s+\d+\s*\+\s*$")
_PROTOTYPE = re.compile(r"^\s*Prototype\s+(?:\{[^}]+\})+\s*[—-]")


def banded_fields(obj: GameObject, chars: Characteristics) -> BandFields | None:
    """A Case's, a station card's or a prototype card's bands, or None."""
    have = {id(a) for a in chars.abilities}
    solved = [a for a in obj.card.abilities if isinstance(a, SolvedBand) and id(a) in have]
    if solved:
        return _case(obj, chars, solved[0])
    stations = [a for a in obj.card.abilities if isinstance(a, StationBand) and id(a) in have]
    if stations:
        return _station(obj, chars, stations)
    prototype = [a for a in obj.card.abilities
                 if isinstance(a, PrototypeAbility) and id(a) in have]
    if prototype:
        return _prototype(obj, chars, prototype[0])
    return None


def _head(obj: GameObject, chars: Characteristics, banded: set[int],
          in_band: Callable[[str], bool], until: Callable[[str], bool] | None = None
          ) -> tuple[TextLine, ...]:
    """The paragraphs above the bands: the printed ones outside the bands while the card
    has all its printed abilities (a band's abilities may be added), else the other
    abilities it has now."""
    card = obj.card
    have = {id(a) for a in chars.abilities}
    if chars.rules_text == card.rules_text and all(id(a) in have for a in card.abilities):
        lines: list[str] = []
        for t in card.rules_text.split("\n"):
            if until is not None and until(t):
                break
            if t.strip() and not in_band(t):
                lines.append(t)
        return tuple(text_line(t) for t in lines)
    rest = [a for a in chars.abilities if id(a) not in banded]
    reminder = [t for t in card.rules_text.split("\n") if is_reminder(t)]
    return tuple(text_line(t) for t in (*reminder, *ability_lines(rest)))


def _printed_line(obj: GameObject, pattern: re.Pattern[str]) -> str:
    """The printed paragraph a band comes from, without its label."""
    for t in obj.card.rules_text.split("\n"):
        if pattern.match(t):
            return pattern.sub("", t, count=1).strip()
    return ""


def _case(obj: GameObject, chars: Characteristics, band: SolvedBand) -> BandFields:
    """719.3: "To solve" lit until the Case is solved, then "Solved"."""
    solved = obj.zone == Zone.BATTLEFIELD and bool(obj.chosen.get(SOLVED))
    goal = next((a for a in obj.card.abilities if isinstance(a, ToSolveAbility)), None)
    goal_text = _printed_line(obj, _TO_SOLVE) or (goal.goal if goal else "")
    bands = (
        TextBandView("", (goal_text,) if goal_text else (), reached=True,
                     current=obj.zone == Zone.BATTLEFIELD and not solved,
                     title=translate("CardText", "To solve")),
        TextBandView("", ability_lines(band.granted), reached=solved, current=solved,
                     title=translate("CardText", "Solved")),
    )
    own: set[int] = {id(band)} | {id(a) for a in band.granted}
    if goal is not None:
        own.add(id(goal))
    head = _head(obj, chars, own,
                 lambda t: bool(_TO_SOLVE.match(t) or _SOLVED.match(t)))
    return {"text_bands": bands, "band_kind": "case", "text_lines": head}


def _station(obj: GameObject, chars: Characteristics,
             symbols: list[StationBand]) -> BandFields:
    """721.2: a band per station symbol, reached at its number of charge counters."""
    charge = obj.counters.get(CHARGE, 0) if obj.zone == Zone.BATTLEFIELD else 0
    ordered = sorted(symbols, key=lambda b: b.threshold)
    top = max((b.threshold for b in ordered if b.threshold <= charge), default=None)
    word = translate("CardText", "STATION")
    bands = tuple(
        TextBandView(f"{b.threshold}+", ability_lines(b.granted),
                     reached=charge >= b.threshold, current=b.threshold == top,
                     title=f"{word} {b.threshold}+" + (
                         "" if charge >= b.threshold else f" · {charge}/{b.threshold}"))
        for b in ordered)
    own = {id(b) for b in symbols} | {id(a) for b in symbols for a in b.granted}
    head = _head(obj, chars, own, lambda t: False,
                 until=lambda t: _STATION_SYMBOL.match(t) is not None)
    return {"text_bands": bands, "band_kind": "station", "text_lines": head}


def _prototyped(obj: GameObject) -> bool:
    if obj.zone == Zone.STACK:
        return obj.stack_info is not None and is_prototyped_choice(obj.stack_info.choices)
    return obj.zone == Zone.BATTLEFIELD and obj.chosen.get(COST_MARK) == PROTOTYPE


def _prototype(obj: GameObject, chars: Characteristics,
               prototype: PrototypeAbility) -> BandFields:
    """718.3b: the prototype band lit on a prototyped spell or permanent, the printed one
    on a spell or permanent cast for its mana cost; none lit anywhere else (718.4)."""
    card = obj.card
    in_play = obj.zone in (Zone.STACK, Zone.BATTLEFIELD)
    prototyped = _prototyped(obj)
    printed_line = next((t for t in card.rules_text.split("\n") if _PROTOTYPE.match(t)), "")
    reminder = printed_line[printed_line.find("("):].strip() if "(" in printed_line else ""
    word = translate("CardText", "Prototype")
    printed_pt = "" if card.power is None or card.toughness is None else \
        f" — {card.power.value}/{card.toughness.value}"
    bands = (
        TextBandView("", (reminder,) if reminder else (), reached=True,
                     current=in_play and prototyped,
                     title=f"{word} {prototype.cost.text} — {prototype.pt_text}"),
        TextBandView("", (), reached=True, current=in_play and not prototyped,
                     title=f"{card.mana_cost.text}{printed_pt}"),
    )
    own: set[int] = {id(prototype)}
    head = _head(obj, chars, own, lambda t: _PROTOTYPE.match(t) is not None)
    return {"text_bands": bands, "band_kind": "prototype", "text_lines": head}

