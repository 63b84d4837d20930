"""Colours and fonts of the painted cards (and the few table colours around them).

Fonts are built once at a reference pixel size and drawn through a scaled
painter, so text is vector-sharp at any zoom and its metrics do not depend on
the screen's DPI: a width measured at `REF_PX` times `px / REF_PX` is the
width at `px` (hinting is off, so metrics scale linearly).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from tabletop.engine.model.enums import CardType, Color

from . import zvalues as _zvalues  # noqa: F401 - imported for its PySide6 refcount guard
from .card_view import Highlight, card_types

# --------------------------------------------------------------------------- frames


@dataclass(frozen=True, slots=True)
class FramePalette:
    """The colours of one frame: the frame itself, its bars, its text box."""

    frame: QColor  # the coloured border inside the black edge
    frame_dark: QColor  # shading of the frame, outlines of bars and boxes
    bar: QColor  # name bar and type bar
    box: QColor  # text box background
    art_top: QColor  # the gradient of the art area
    art_bottom: QColor


def _frame(
    frame: str, dark: str, bar: str, box: str, art_top: str, art_bottom: str
) -> FramePalette:
    return FramePalette(
        QColor(frame), QColor(dark), QColor(bar), QColor(box), QColor(art_top), QColor(art_bottom)
    )


FRAMES: dict[Color, FramePalette] = {
    Color.WHITE: _frame("#e8e1c8", "#8c8368", "#f8f4e4", "#fbf8ef", "#fdf6d8", "#cfc39b"),
    Color.BLUE: _frame("#2f78bd", "#123f6b", "#cfe2f3", "#e8f1f9", "#a7cdee", "#2a5f93"),
    Color.BLACK: _frame("#3b3633", "#121010", "#d4ccc8", "#ece7e4", "#8e8580", "#2b2624"),
    Color.RED: _frame("#cf4d31", "#6e1d0f", "#f6d3c5", "#fbeae2", "#f6b28f", "#8e2d17"),
    Color.GREEN: _frame("#2c7a48", "#0f3f20", "#cfe5d2", "#e9f3ea", "#a8d5a4", "#255c33"),
}
GOLD = _frame("#d6b352", "#7a5e13", "#f6e7b5", "#fbf4dc", "#f8e2a0", "#a37c22")
ARTIFACT = _frame("#a3aeb6", "#4c565d", "#e3e9ec", "#f1f4f6", "#d7dfe4", "#75828b")
LAND = _frame("#a58a66", "#54432b", "#eadfcd", "#f5efe4", "#d9c7a7", "#7a6342")
COLORLESS = _frame("#c8c3bb", "#6a655d", "#ece9e4", "#f6f4f1", "#e4e0da", "#98928a")

EDGE = QColor("#111111")  # the black border of a card
TEXT = QColor("#141414")
TEXT_ON_DARK = QColor("#f5f2ea")


def frame_palettes(colors: tuple[Color, ...], type_line: str) -> tuple[FramePalette, ...]:
    """One palette, or two for a two-colour card (painted as a gradient).

    Multicolour (three or more) is gold; colourless lands are brown, other
    colourless cards are artifact grey if artifacts, else pale grey.
    """
    unique = tuple(dict.fromkeys(colors))
    if len(unique) == 1:
        return (FRAMES[unique[0]],)
    if len(unique) == 2:
        return (FRAMES[unique[0]], FRAMES[unique[1]])
    if len(unique) > 2:
        return (GOLD,)
    types = card_types(type_line)
    if CardType.LAND in types:
        return (LAND,)
    if CardType.ARTIFACT in types:
        return (ARTIFACT,)
    return (COLORLESS,)


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """Linear blend of two colours, t=0 gives a, t=1 gives b."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def is_dark(color: QColor) -> bool:
    return color.lightnessF() < 0.45


# --------------------------------------------------------------------------- P/T colours

PT_NEUTRAL = QColor("#141414")
PT_ABOVE = QColor("#0f8a2e")  # green: above the printed (or band) value
PT_BELOW = QColor("#c01f1f")  # red: below it


def pt_color(current: int | None, printed: int | None) -> QColor:
    """Green when the current value is above the printed one, red below, else neutral."""
    if current is None or printed is None or current == printed:
        return QColor(PT_NEUTRAL)
    return QColor(PT_ABOVE) if current > printed else QColor(PT_BELOW)


# --------------------------------------------------------------------------- marks

SELECTED = QColor("#2ea8ff")
HYPOTHETICAL = QColor("#b03cff")
MANUAL = QColor("#f28c00")
LEVEL_ACCENT = QColor("#e0a100")  # the edge of the band in force
BADGE_TEXT = QColor("#ffffff")
COUNTER_PLUS = QColor("#1e8f3a")
COUNTER_MINUS = QColor("#b3261e")
COUNTER_OTHER = QColor("#3a4a66")
TOKEN_FILL = QColor("#303a44")

HIGHLIGHTS: dict[Highlight, QColor] = {
    Highlight.NONE: QColor(0, 0, 0, 0),
    Highlight.PLAYABLE: QColor("#35d46a"),
    Highlight.TARGET: QColor("#ff4d4d"),
    Highlight.SOURCE: QColor("#ffd23f"),
    Highlight.AFFECTED: QColor("#ff9f1c"),
    Highlight.ATTACKING: QColor("#ff5e3a"),
    Highlight.BLOCKING: QColor("#4da3ff"),
}

# --------------------------------------------------------------------------- fonts

REF_PX = 100.0  # fonts are built at this pixel size and scaled when drawn


class FontRole(Enum):
    NAME = "name"  # card name, type line
    RULES = "rules"
    RULES_ITALIC = "rules_italic"
    NUMBER = "number"  # P/T, loyalty, level numbers, mana numbers
    LABEL = "label"  # small capitals: LEVEL, TOKEN, badges


_SERIF = [
    "Palatino Linotype",
    "Book Antiqua",
    "Palatino",
    "Georgia",
    "DejaVu Serif Condensed",
    "DejaVu Serif",
    "Serif",
]
_SANS = [
    "Segoe UI",
    "Helvetica Neue",
    "Arial",
    "DejaVu Sans Condensed",
    "DejaVu Sans",
    "Sans Serif",
]


@cache
def font(role: FontRole) -> QFont:
    """The font of a role at `REF_PX` pixels (draw it with `draw_text`)."""
    f = QFont()
    serif = role in (FontRole.NAME, FontRole.RULES, FontRole.RULES_ITALIC)
    f.setFamilies(_SERIF if serif else _SANS)
    f.setPixelSize(int(REF_PX))
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    f.setKerning(True)
    if role in (FontRole.NAME, FontRole.NUMBER, FontRole.LABEL):
        f.setBold(True)
    if role is FontRole.RULES_ITALIC:
        f.setItalic(True)
    return f


@cache
def metrics(role: FontRole) -> QFontMetricsF:
    return QFontMetricsF(font(role))


@lru_cache(maxsize=16384)
def _advance_cached(role: FontRole, text: str) -> float:
    return metrics(role).horizontalAdvance(text)


def text_width(role: FontRole, px: float, text: str) -> float:
    """Width of `text` drawn at `px` pixels."""
    return _advance_cached(role, text) * px / REF_PX


def elide(role: FontRole, px: float, text: str, width: float) -> str:
    """`text` cut with an ellipsis to fit `width` at `px` pixels."""
    if width <= 0:
        return ""
    return metrics(role).elidedText(text, Qt.TextElideMode.ElideRight, width * REF_PX / px)


def draw_text(
    painter: QPainter,
    role: FontRole,
    px: float,
    rect: QRectF,
    text: str,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Draw `text` at `px` pixels inside `rect` with the given alignment."""
    if px <= 0 or not text:
        return
    k = px / REF_PX
    painter.save()
    painter.setFont(font(role))
    painter.translate(rect.topLeft())
    painter.scale(k, k)
    painter.drawText(QRectF(0.0, 0.0, rect.width() / k, rect.height() / k), flags, text)
    painter.restore()


def draw_text_at(
    painter: QPainter, role: FontRole, px: float, baseline: QPointF, text: str
) -> None:
    """Draw `text` at `px` pixels starting at a baseline point."""
    if px <= 0 or not text:
        return
    k = px / REF_PX
    painter.save()
    painter.setFont(font(role))
    painter.translate(baseline)
    painter.scale(k, k)
    painter.drawText(QPointF(0.0, 0.0), text)
    painter.restore()
