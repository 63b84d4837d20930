"""Combat on the table: attack arrows, block lines and the damage dealt in a damage step.

- an attack arrow runs from each attacking creature to the player or planeswalker it
  attacks (508.1b), amber;
- a block line runs from each blocker to the attacker it blocks (509.1), blue;
- a band line, dotted and without a head, joins the creatures of an attacking band
  (702.22c), each to the next;
- in the first-strike and the regular combat damage step (510.4) each creature or player
  dealt combat damage in that step carries a red marker with the amount.

The scene keeps these items; they take no mouse events, so cards stay clickable.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from tabletop.engine.game import Game
from tabletop.engine.model.enums import Step
from tabletop.engine.model.events import Event
from tabletop.engine.rules.banding import bands

from .arrows import ArrowItem
from .zvalues import Z

ATTACK_COLOR = QColor(255, 176, 32, 225)
BAND_COLOR = QColor(250, 236, 190, 230)
BLOCK_COLOR = QColor(70, 160, 255, 225)
DAMAGE_COLOR = QColor(214, 40, 40, 235)
DAMAGE_STEPS = (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE)


@dataclass(frozen=True, slots=True)
class CombatLine:
    """`kind` "attack": `source` attacks `target` (a player's name or a planeswalker's id);
    "block": `source` blocks the attacker `target`; "band": `source` and `target` attack
    in one band (702.22c)."""

    kind: str
    source: int
    target: object


def combat_lines(game: Game) -> tuple[CombatLine, ...]:
    """The declared attacks and blocks of this combat, from the game state."""
    state = game.state
    combat = state.combat
    lines: list[CombatLine] = []
    for attacker in combat.attackers:
        obj = state.objects.get(attacker)
        target = combat.attacks.get(attacker, obj.attacking if obj is not None else None)
        if target is None:
            target = combat.defender
        if target is not None:
            lines.append(CombatLine("attack", attacker, target))
    for band in bands(game):
        lines.extend(CombatLine("band", a, b) for a, b in pairwise(band))
    for attacker, blockers in (combat.blocks or {}).items():
        for blocker in blockers:
            lines.append(CombatLine("block", blocker, attacker))
    return tuple(lines)


@dataclass(frozen=True, slots=True)
class DealtDamage:
    """Combat damage dealt in one damage step: to an object id or a player's name."""

    step: Step
    source: int | None
    target: object
    amount: int
    # where the marker stands when the target has left the battlefield (it died): the
    # graveyard pile ("pile", Zone, owner)
    shown_at: object = None


def combat_damage(events: list[Event], step: Step) -> list[DealtDamage]:
    """The damage events that follow a combat-damage event (510.2), each with the step it
    was dealt in (the "step" events of the batch tell; `step` before the first of them)."""
    out: list[DealtDamage] = []
    dealing = False
    for event in events:
        if event.kind == "step":
            key = event.data.get("step")
            step = Step.from_key(key) if isinstance(key, str) else step
            dealing = False
        elif event.kind == "combat_damage":
            dealing = True
        elif event.kind == "damage" and dealing:
            amount = int(event.data.get("n", 0) or 0)
            if event.player is not None:  # (source,), and the player dealt damage
                source = event.objects[0] if event.objects else None
                out.append(DealtDamage(step, source, event.player, amount))
            elif len(event.objects) >= 2:
                out.append(DealtDamage(step, event.objects[0], event.objects[1], amount))
    return out


class CombatArrowItem(ArrowItem):
    """An attack arrow or a block line."""

    SHADOW_ALPHA = 110

    def __init__(self, line: CombatLine) -> None:
        super().__init__(line.source, line.target)
        self.kind = line.kind
        color = {"attack": ATTACK_COLOR, "band": BAND_COLOR}.get(line.kind, BLOCK_COLOR)
        self.color = color
        pen = QPen(color, 5.0 if line.kind == "attack" else 4.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if line.kind == "block":
            pen.setStyle(Qt.PenStyle.DashLine)
        elif line.kind == "band":
            pen.setStyle(Qt.PenStyle.DotLine)
        self.setPen(pen)
        self.setBrush(color)
        self.setZValue(Z.ARROW - 1)

    def set_ends(self, start: QPointF, end: QPointF) -> None:
        super().set_ends(start, end)
        if self.kind == "band":  # two creatures side by side: a line, not an arrow
            self._head = QPainterPath()
            self.setPath(self._line)



class DamageMarkerItem(QGraphicsItem):
    """A red star-burst-like disc with the damage dealt, at what was dealt it."""

    SIZE = 34.0

    def __init__(self, damage: DealtDamage, first_strike: bool) -> None:
        super().__init__()
        self.damage = damage
        self.first_strike = first_strike
        self.setZValue(Z.ARROW + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @property
    def amount(self) -> int:
        return self.damage.amount

    def boundingRect(self) -> QRectF:
        s = self.SIZE
        return QRectF(-s / 2 - 2, -s / 2 - 2, s + 4, s + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        s = self.SIZE
        painter.setPen(QPen(QColor(255, 240, 200) if self.first_strike else QColor(255, 255, 255),
                            2.5))
        painter.setBrush(DAMAGE_COLOR)
        painter.drawEllipse(QRectF(-s / 2, -s / 2, s, s))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(s * 0.5))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(QRectF(-s / 2, -s / 2, s, s), Qt.AlignmentFlag.AlignCenter,
                         f"−{self.damage.amount}")

    def place_at(self, where: QPointF) -> None:
        self.setPos(where)


def place_damage(game: Game, dealt: list[DealtDamage]) -> list[DealtDamage]:
    """Damage to a creature that then died is shown on the pile it went to (400.7: the
    card there is a new object, `state.successors` leads to it)."""
    state = game.state
    out: list[DealtDamage] = []
    for d in dealt:
        target = d.target
        if isinstance(target, int) and target not in state.objects:
            new = target
            while new in state.successors and new not in state.objects:
                new = state.successors[new]
            obj = state.objects.get(new)
            if obj is not None:
                d = replace(d, shown_at=("pile", obj.zone, obj.owner))
        out.append(d)
    return out
