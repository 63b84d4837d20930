"""The caption line of a video: what the action just shown did, in the interface language.

The words are the window's (`event_texts`): the events of the action but priority
passes and, when anything else happened, mana abilities, steps beginning (the phase bar
shows them) and moves another event explains (a cast, a draw); a pass alone says who
passed. The line sits on a dark band across the foot of the picture (the table is laid
out above it), numbered as the recording counts its actions: "5/12".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter

from tabletop.engine.model import actions as A

from ..event_texts import EventLike, event_text, verb_text
from ..i18n import translate

QUIET = frozenset({"pass", "seek"})
MINOR = frozenset({"mana", "mana_ability", "step", "untap_step"})
"""Left out when anything else happened (the phase bar shows the step)."""
EXPLAINED_MOVES = frozenset({"cast", "resolve", "fizzle", "countered", "play_land", "draw",
                             "discard", "destroy", "sacrifice", "to_hand", "to_library"})
"""Kinds that say why a card moved: their "move" events are left out."""
SEPARATOR = " · "
BAND = QColor(12, 18, 14)  # opaque: the band has the foot of the frame to itself
TEXT = QColor("#f4f1e8")
COUNTER = QColor("#f2c14e")


def caption_text(action: A.Action, events: Sequence[EventLike],
                 name: Callable[[int], str | None]) -> str:
    """The sentences of an action's events (see the module text), or its verb."""
    shown = [e for e in events if e.kind not in QUIET] or \
        [e for e in events if e.kind != "seek"]
    kinds = {e.kind for e in shown}
    main = [e for e in shown if e.kind not in MINOR
            and not (e.kind == "attack" and not e.objects)  # "attacks with no creatures"
            and not (e.kind == "move" and kinds & EXPLAINED_MOVES)] or shown
    texts: list[str] = []
    for event in main:
        text = event_text(event, name)
        if text and text not in texts:
            texts.append(text)
    return SEPARATOR.join(texts) if texts else verb_text(action.verb)


def opening_text(title: str) -> str:
    """The caption of the first slot: the table before the first action shown."""
    return translate("Export", "Start: {title}").replace("{title}", title) if title else \
        translate("Export", "Start")


def band_height(height: int) -> int:
    return max(24, round(height * 0.055))


def fitted(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` within `width`: the first sentences (what the action did) stay, later ones
    (what followed from it) give way, then the end of the one left is elided."""
    parts = text.split(SEPARATOR)
    while len(parts) > 1 and metrics.horizontalAdvance(SEPARATOR.join(parts) + " …") > width:
        parts = parts[:-1]
    shown = SEPARATOR.join(parts) + (" …" if len(parts) < len(text.split(SEPARATOR)) else "")
    return metrics.elidedText(shown, Qt.TextElideMode.ElideRight, width)


def paint_caption(painter: QPainter, frame: QRect, counter: str, text: str) -> None:
    """The band across the foot of `frame`: the counter, then the text."""
    height = band_height(frame.height())
    band = QRect(frame.left(), frame.bottom() + 1 - height, frame.width(), height)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.fillRect(band, BAND)
    font = QFont(painter.font())
    font.setPixelSize(max(11, round(height * 0.5)))
    margin = round(height * 0.45)
    x = band.left() + margin
    if counter:
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(COUNTER)
        width = QFontMetrics(font).horizontalAdvance(counter)
        painter.drawText(QRectF(x, band.top(), width + 1, height),
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         counter)
        x += width + margin
    font.setBold(False)
    painter.setFont(font)
    painter.setPen(TEXT)
    room = band.right() - margin - x
    painter.drawText(QRectF(x, band.top(), room, height),
                     int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                     fitted(text, QFontMetrics(font), room))
    painter.restore()
