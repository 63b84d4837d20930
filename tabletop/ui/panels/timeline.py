"""The layer timeline: a lane per layer (1a..7d), every continuous effect as a bar at its
timestamp, arrows for dependencies (613.8), and what-if.

Columns are the distinct timestamps in order (613.7); in each lane a bar's number is
its real place in the order of application, which dependencies can change. Drag a
bar between two others to give its effect a hypothetical timestamp (the midpoint of its
new neighbours), untick its box (or use its context menu) to switch it off: the inspector
and the table then show the hypothetical result until 'Back to the game'.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QLabel,
    QMenu,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.continuous.layers import LayerResult
from tabletop.engine.model.enums import OBJECT_LAYERS, Layer
from tabletop.ui.controller import GameController
from tabletop.ui.event_texts import known_name, shown_name
from tabletop.ui.i18n import translate
from tabletop.ui.panels.inspector import BACK_TEXT, HypotheticalBanner, banner_text
from tabletop.ui.panels.panel_models import (
    DependencyEdge,
    TimelineBar,
    dependency_edges,
    drop_timestamp,
    timeline_bars,
    timestamp_slots,
    timestamp_text,
    what_if_with,
)
from tabletop.ui.panels.texts import layer_title

LABEL_W = 190.0  # the lane labels on the left
SLOT_W = 190.0  # one timestamp column
BAR_W = 172.0
BAR_H = 34.0
ROW_GAP = 4.0
LANE_PAD = 6.0
STRIP_H = 16.0  # a run of layers without effects
MIN_SCALE = 0.7  # the timeline shrinks to fit its lanes in the panel, not below this
RULER_H = 24.0
BOX = 12.0  # the on/off check box at a bar's left

# stacking order inside the timeline scene (its own scene, not the table's)
Z_LANE, Z_ARROW, Z_BAR, Z_DRAGGED = 0.0, 5.0, 10.0, 50.0

LANE_COLORS: dict[Layer, str] = {
    Layer.COPY: "#8e7cc3", Layer.FACE_DOWN: "#8e7cc3", Layer.CONTROL: "#e69138",
    Layer.TEXT: "#a64d79", Layer.TYPE: "#6aa84f", Layer.COLOR: "#3d85c6",
    Layer.ABILITY: "#45818e", Layer.PT_CDA: "#cc4125", Layer.PT_SET: "#cc4125",
    Layer.PT_MODIFY: "#cc4125", Layer.PT_SWITCH: "#cc4125",
}
MOVED = QColor("#f1a200")



def _runs(lanes: dict[Layer, list[TimelineBar]]) -> list[list[Layer]]:
    """The layers in order, each with effects alone, runs of layers without effects
    together (613.1: 1a..7d)."""
    runs: list[list[Layer]] = []
    for layer in OBJECT_LAYERS:
        if not lanes[layer] and runs and not lanes[runs[-1][0]]:
            runs[-1].append(layer)
        else:
            runs.append([layer])
    return runs


def slot_x(index: int) -> float:
    return LABEL_W + 10.0 + index * SLOT_W


class BarItem(QGraphicsItem):
    """One effect in one lane: drag it sideways to move its timestamp, untick to switch it off.

    Holds the bar's plain data (ids, never engine objects); the panel does the rest."""

    def __init__(self, bar: TimelineBar, panel: TimelinePanel) -> None:
        super().__init__()
        self.bar = bar
        self.timeline = panel
        self.dimmed = False
        self._drag_dx: float | None = None
        self._home = QPointF()
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_BAR)
        if not bar.ghost:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setToolTip(panel.tooltip(bar))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, BAR_W + 4, BAR_H + 4)

    def box_rect(self) -> QRectF:
        return QRectF(5, (BAR_H - BOX) / 2, BOX, BOX)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        bar = self.bar
        rect = QRectF(0, 0, BAR_W, BAR_H)
        color = QColor(LANE_COLORS.get(bar.layer, "#888888"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if bar.ghost:
            painter.setBrush(QBrush(QColor(255, 255, 255, 120)))
            painter.setPen(QPen(color, 1.2, Qt.PenStyle.DashLine))
        elif bar.off:
            painter.setBrush(QBrush(QColor("#f4f4f4")))
            painter.setPen(QPen(QColor("#999999"), 1.2, Qt.PenStyle.DashLine))
        else:
            fill = QColor(color)
            fill.setAlpha(90 if self.dimmed else (110 if not bar.affected else 230))
            painter.setBrush(QBrush(fill))
            pen = QPen(MOVED, 2.5) if bar.moved else QPen(color.darker(150), 1.2)
            painter.setPen(pen)
        painter.drawRoundedRect(rect, 5, 5)
        box = self.box_rect()
        if not bar.ghost:
            painter.setPen(QPen(QColor("#333333"), 1))
            painter.setBrush(QBrush(QColor("white")))
            painter.drawRect(box)
        if not bar.off and not bar.ghost:
            painter.setPen(QPen(QColor("#222222"), 2))
            painter.drawPolyline(QPolygonF([QPointF(box.left() + 2.5, box.center().y()),
                                            QPointF(box.left() + 5, box.bottom() - 2.5),
                                            QPointF(box.right() - 2, box.top() + 2.5)]))
        dark = bar.off or bar.ghost or self.dimmed or not bar.affected
        painter.setPen(QPen(QColor("#555555") if dark else QColor("white")))
        left = box.right() + 5
        width = BAR_W - left - 24
        source = self.timeline.source_text(bar)
        for line, (text, bold) in enumerate(((source, True), (bar.description, False))):
            font = QFont(painter.font())
            font.setPixelSize(11)
            font.setBold(bold)
            painter.setFont(font)
            elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
            rect = QRectF(left, 3 + line * 14, width, 14)
            painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             elided)
        badge = QRectF(BAR_W - 21, (BAR_H - 17) / 2, 17, 17)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor("#ffffff") if not bar.off else QColor("#dddddd")))
        painter.drawEllipse(badge)
        painter.setPen(QPen(QColor("#222222")))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter,
                         str(bar.order) if bar.order else "–")

    # --- gestures -----------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.bar.ghost:
            event.ignore()
            return
        event.accept()
        if self.box_rect().contains(event.pos()):
            panel, bar = self.timeline, self.bar
            panel.later(lambda: panel.toggle_off(bar))
            return
        self._drag_dx = event.scenePos().x() - self.x()
        self._home = self.pos()
        self.setZValue(Z_DRAGGED)
        self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_dx is None:
            return
        x = max(LABEL_W - BAR_W / 2, event.scenePos().x() - self._drag_dx)
        self.setX(x)
        self.timeline.show_drop_marker(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag_dx is None:
            return
        self._drag_dx = None
        self.setZValue(Z_BAR)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        center = self.x() + BAR_W / 2
        if abs(self.x() - self._home.x()) < 4:
            return  # a click, not a drag
        panel, bar = self.timeline, self.bar
        panel.later(lambda: panel.drop(bar, center))

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        if self.bar.ghost:
            return
        menu = self.timeline.menu_for(self.bar)
        menu.exec(event.screenPos())

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.timeline.controller.highlight(self.bar.source)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.timeline.controller.highlight(None)


class TimelineView(QGraphicsView):
    """The view of the timeline scene (left-aligned, scrolls sideways; shrinks so that
    every lane fits its height, down to `MIN_SCALE`)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(QBrush(QColor("#fbfaf7")))

    def fit_height(self) -> None:
        scene = self.scene()
        height = scene.sceneRect().height() if scene is not None else 0.0
        room = self.viewport().height() - 2
        scale = 1.0 if height <= 0 or room <= 0 else max(MIN_SCALE, min(1.0, room / height))
        if abs(self.transform().m11() - scale) > 1e-3:
            self.setTransform(QTransform.fromScale(scale, scale))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()


class TimelinePanel(QWidget):
    """The timeline of the layer pass shown by the controller (real or hypothetical)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("layerTimeline")
        self.banner = HypotheticalBanner(controller, self)
        self.hint = QLabel(self)
        self._label_static()
        self.hint.setWordWrap(True)
        self.scene = QGraphicsScene(self)
        self.view = TimelineView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.banner)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        self.bars: list[TimelineBar] = []
        self.edges: list[DependencyEdge] = []
        self.items: dict[tuple[Layer, int], BarItem] = {}
        self.slots: list[float] = []
        self.lane_rects: dict[Layer, QRectF] = {}
        self._marker: QGraphicsLineItem | None = None
        self._shown: LayerResult | None = None
        controller.events_applied.connect(self._on_events)
        controller.selection_changed.connect(self._on_selection)
        self.refresh()

    # --- language -------------------------------------------------------------------------
    def _label_static(self) -> None:
        self.hint.setText(translate(
            "TimelinePanel", "Drag a bar to another timestamp, or untick it to switch the effect "
            "off: the inspector and the table show what would happen."))

    def retranslate(self) -> None:
        self._label_static()
        self.refresh(force=True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "_shown"):
            self.retranslate()
        super().changeEvent(event)

    # --- building the scene ---------------------------------------------------------------
    def _on_events(self, _events: list[object]) -> None:
        self.refresh()

    def _on_selection(self, _oid: object) -> None:
        self._restyle()

    def refresh(self, force: bool = False) -> None:
        result = self.controller.result
        if result is self._shown and not force:
            return
        self._shown = result
        real = self.controller.game.result.effects
        self.bars = timeline_bars(result.effects, real, self.controller.what_if)
        self.edges = dependency_edges(self.bars)
        self._build()

    def _build(self) -> None:
        scene = self.scene
        scene.clear()
        self.items = {}
        self._marker = None
        self.slots = timestamp_slots(self.bars)
        slot_index = {ts: i for i, ts in enumerate(self.slots)}
        width = slot_x(max(len(self.slots), 1)) + 20
        small = QFont(self.font())
        small.setPixelSize(10)
        label_font = QFont(self.font())
        label_font.setPixelSize(11)
        for i, ts in enumerate(self.slots):
            ruler = translate("TimelinePanel", "ts {ts}").replace("{ts}", timestamp_text(ts))
            text = scene.addSimpleText(ruler, small)
            text.setPos(slot_x(i) + BAR_W / 2 - text.boundingRect().width() / 2, 5)
        y = RULER_H
        self.lane_rects = {}
        lanes = {layer: [b for b in self.bars if b.layer == layer] for layer in OBJECT_LAYERS}
        for n, run in enumerate(_runs(lanes)):
            if not lanes[run[0]]:  # layers without effects: one thin strip for the run
                y += self._add_strip(run, y, width, small)
                continue
            layer = run[0]
            lane = lanes[layer]
            rows_at: dict[int, int] = {}
            placed: list[tuple[TimelineBar, int, int]] = []
            for bar in lane:
                col = slot_index[bar.timestamp]
                row = rows_at.get(col, 0)
                rows_at[col] = row + 1
                placed.append((bar, col, row))
            rows = max(rows_at.values(), default=0)
            height = LANE_PAD * 2 + rows * (BAR_H + ROW_GAP) - ROW_GAP
            rect = QRectF(0, y, width, height)
            self.lane_rects[layer] = rect
            shade = "#f1eee8" if n % 2 else "#f8f6f2"
            back = scene.addRect(rect, QPen(QColor("#e0dcd3")), QBrush(QColor(shade)))
            back.setZValue(Z_LANE)
            code = scene.addSimpleText(layer.code, label_font)
            code.setBrush(QBrush(QColor(LANE_COLORS[layer]).darker(130)))
            code.setPos(6, y + 4)
            title = scene.addSimpleText(QFontMetricsF(small).elidedText(
                f"{layer_title(layer)} ({layer.rule})", Qt.TextElideMode.ElideRight, LABEL_W - 36),
                small)
            title.setToolTip(f"{layer.code}: {layer_title(layer)} ({layer.rule})")
            title.setBrush(QBrush(QColor("#555555")))
            title.setPos(32, y + 5)
            for bar, col, row in placed:
                item = BarItem(bar, self)
                item.setPos(slot_x(col), y + LANE_PAD + row * (BAR_H + ROW_GAP))
                scene.addItem(item)
                self.items[bar.key] = item
            y += height
        for i in range(len(self.slots)):
            x = slot_x(i) + BAR_W / 2
            line = scene.addLine(x, RULER_H - 4, x, y, QPen(QColor("#e4e0d8"), 1,
                                                            Qt.PenStyle.DotLine))
            line.setZValue(Z_LANE + 1)
        for edge in self.edges:
            self._add_arrow(edge)
        scene.setSceneRect(QRectF(0, 0, width, y + 6))
        self.lane_rects = {layer: self.lane_rects[layer] for layer in OBJECT_LAYERS}
        self._restyle()
        self.view.fit_height()

    def _add_strip(self, run: list[Layer], y: float, width: float, font: QFont) -> float:
        """A thin strip for layers where no effect applies ("1a–4: no effects"); all of
        them are named in its tooltip. Returns its height."""
        rect = QRectF(0, y, width, STRIP_H)
        for layer in run:
            self.lane_rects[layer] = rect
        back = self.scene.addRect(rect, QPen(QColor("#e0dcd3")), QBrush(QColor("#fbfaf7")))
        back.setZValue(Z_LANE)
        codes = run[0].code if len(run) == 1 else f"{run[0].code}–{run[-1].code}"
        label = translate("TimelinePanel", "{layers}: no effects").replace("{layers}", codes)
        text = self.scene.addSimpleText(label, font)
        text.setBrush(QBrush(QColor("#9a958c")))
        text.setPos(6, y + (STRIP_H - text.boundingRect().height()) / 2)
        tip = "\n".join(f"{layer.code}: {layer_title(layer)} ({layer.rule})" for layer in run)
        text.setToolTip(tip)
        back.setToolTip(tip)
        return STRIP_H

    def _add_arrow(self, edge: DependencyEdge) -> None:
        first, then = self.items.get(edge.first), self.items.get(edge.then)
        if first is None or then is None:
            return
        a = first.pos() + QPointF(BAR_W / 2, 0)
        b = then.pos() + QPointF(BAR_W / 2, 0)
        lift = 18.0 + abs(a.x() - b.x()) / 12
        path = QPainterPath(a)
        path.cubicTo(QPointF(a.x(), a.y() - lift), QPointF(b.x(), b.y() - lift), b)
        color = QColor("#7a3b00") if edge.kind == "depends" else QColor("#b5361c")
        pen = QPen(color, 1.6, Qt.PenStyle.SolidLine if edge.kind == "depends"
                   else Qt.PenStyle.DashLine)
        arrow = QGraphicsPathItem(path)
        arrow.setPen(pen)
        arrow.setZValue(Z_ARROW + 10)
        arrow.setToolTip(self._edge_text(edge))
        self.scene.addItem(arrow)
        if edge.kind == "depends":
            head = QPolygonF([b, b + QPointF(-4.5, -8), b + QPointF(4.5, -8)])
            tip = self.scene.addPolygon(head, QPen(color), QBrush(color))
            tip.setZValue(Z_ARROW + 10)

    def _edge_text(self, edge: DependencyEdge) -> str:
        first, then = self.items[edge.first].bar, self.items[edge.then].bar
        if edge.kind == "loop":
            text = translate("TimelinePanel",
                             "613.8b: {first} and {then} depend on each other: timestamp order")
        else:
            text = translate("TimelinePanel",
                             "613.8: {then} depends on {first}, so it applies after")
        return text.replace("{first}", self.source_text(first)).replace(
            "{then}", self.source_text(then))

    def _restyle(self) -> None:
        selected = self.controller.selected
        for item in self.items.values():
            dimmed = selected is not None and selected not in item.bar.affected
            if dimmed != item.dimmed:
                item.dimmed = dimmed
                item.update()

    def tooltip(self, bar: TimelineBar) -> str:
        if bar.ghost:
            return (translate("TimelinePanel", "{source} (ts {ts}): an effect that depended on "
                              "another in layer {code} and stopped existing when that one "
                              "applied (613.8)")
                    .replace("{source}", self.source_text(bar))
                    .replace("{ts}", timestamp_text(bar.timestamp))
                    .replace("{code}", bar.layer.code))
        names = (", ".join(sorted(self._name(o) for o in bar.affected))
                 or translate("TimelinePanel", "no object now"))
        where = (translate("TimelinePanel", "layer {code} ({rule}), timestamp {ts}")
                 .replace("{code}", bar.layer.code)
                 .replace("{rule}", bar.layer.rule)
                 .replace("{ts}", timestamp_text(bar.timestamp)))
        if bar.moved:
            where += " " + translate("TimelinePanel", "(really {ts})").replace(
                "{ts}", timestamp_text(bar.real_timestamp))
        lines = [f"{self.source_text(bar)}: {bar.description}", where,
                 translate("TimelinePanel", "applies to: {names}").replace("{names}", names),
                 translate("TimelinePanel", "switched off (what-if)") if bar.off
                 else translate("TimelinePanel", "applied #{n} in its layer").replace(
                     "{n}", str(bar.order))]
        if bar.cda:
            lines.append(translate("TimelinePanel", "characteristic-defining ability (604.3)"))
        if bar.note:
            lines.append(bar.note)
        return "\n".join(lines)

    def _name(self, oid: int) -> str:
        return shown_name(self.controller.game, oid)

    def source_text(self, bar: TimelineBar) -> str:
        """The bar's source as the table names it (German where the card data has it; a
        ghost bar knows only the name: any object with that printed name gives it)."""
        game = self.controller.game
        if bar.source is not None:
            known = known_name(game, bar.source)
            if known is not None and game.name_of(bar.source) == bar.source_name:
                return known
            return bar.source_name
        for obj in game.state.objects.values():
            if obj.card.name == bar.source_name:
                return known_name(game, obj.oid) or bar.source_name
        return bar.source_name

    # --- what-if -------------------------------------------------------------------------
    def later(self, action: Callable[[], None]) -> None:
        """Run after the current mouse event (a what-if rebuilds the scene, and the item
        under the mouse with it); dropped if the panel is gone by then."""
        QTimer.singleShot(0, self, action)

    def drop_index(self, bar: TimelineBar, center_x: float) -> tuple[list[float], int]:
        """The timestamps of the other effects and where a bar dropped at `center_x` goes."""
        others = sorted({b.timestamp for b in self.bars
                         if b.eid != bar.eid and not b.off and not b.ghost})
        index = sum(1 for ts in others
                    if slot_x(self.slots.index(ts)) + BAR_W / 2 < center_x)
        return others, index

    def show_drop_marker(self, item: BarItem) -> None:
        others, index = self.drop_index(item.bar, item.x() + BAR_W / 2)
        if index > 0:
            x = slot_x(self.slots.index(others[index - 1])) + BAR_W + (SLOT_W - BAR_W) / 2
        elif others:
            x = slot_x(self.slots.index(others[0])) - (SLOT_W - BAR_W) / 2
        else:
            x = slot_x(0)
        height = self.scene.sceneRect().height()
        if self._marker is None:
            self._marker = self.scene.addLine(0, 0, 0, 1, QPen(MOVED, 3))
            self._marker.setZValue(Z_DRAGGED - 1)
        self._marker.setLine(x, RULER_H - 4, x, height)

    def drop(self, bar: TimelineBar, center_x: float) -> None:
        """A bar dropped with its centre at `center_x`: move its effect there (what-if)."""
        others, index = self.drop_index(bar, center_x)
        new = drop_timestamp(others, index, bar.timestamp)
        if new is None:
            self.refresh(force=True)  # back to its place
            return
        self._apply(what_if_with(self.controller.what_if, bar.eid, timestamp=new,
                                 real_timestamp=bar.real_timestamp))

    def move_effect(self, eid: int, timestamp: float) -> None:
        """Move effect `eid` to `timestamp` (what-if)."""
        real = next((b.real_timestamp for b in self.bars if b.eid == eid), None)
        self._apply(what_if_with(self.controller.what_if, eid, timestamp=timestamp,
                                 real_timestamp=real))

    def toggle_off(self, bar: TimelineBar) -> None:
        self._apply(what_if_with(self.controller.what_if, bar.eid, off=not bar.off))

    def reset(self, eid: int) -> None:
        overrides = dict(self.controller.what_if)
        overrides.pop(eid, None)
        self._apply(overrides)

    def _apply(self, overrides: dict[int, dict[str, object]]) -> None:
        if overrides:
            self.controller.set_what_if(overrides)
        else:
            self.controller.clear_what_if()
        self.refresh()

    def menu_for(self, bar: TimelineBar) -> QMenu:
        menu = QMenu(self)
        off = menu.addAction(translate("TimelinePanel", "Switch on again") if bar.off
                             else translate("TimelinePanel", "Switch this effect off"))
        off.triggered.connect(lambda: self.toggle_off(bar))
        if bar.moved:
            real = timestamp_text(bar.real_timestamp)
            back = menu.addAction(translate("TimelinePanel", "Back to its real timestamp ({ts})")
                                  .replace("{ts}", real))
            back.triggered.connect(lambda: self.reset(bar.eid))
        if bar.source is not None:
            show = menu.addAction(translate("TimelinePanel", "Select its source"))
            source = bar.source
            show.triggered.connect(lambda: self.controller.select(source))
        if self.controller.is_hypothetical:
            menu.addSeparator()
            menu.addAction(banner_text(BACK_TEXT)).triggered.connect(
                self.controller.clear_what_if)
        return menu
