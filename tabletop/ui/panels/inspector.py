"""The layer inspector: how the selected object's characteristics came to be (613).

A waterfall from the printed (or copiable) values through every layer and
sublayer 1a..7d to what the table shows: each step with its effect, its source
(hover or click it to highlight the source on the table), its timestamp, the
rule that places it in its layer, the value after it, and a note when a
dependency (613.8) or a characteristic-defining ability (604.3, 613.3) decided
its place. It reads the same derivation record as `tabletop explain`.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.continuous.derivation import ObjectDerivation
from tabletop.ui.controller import GameController
from tabletop.ui.event_texts import counters_text, shown_name
from tabletop.ui.i18n import QT_TRANSLATE_NOOP, translate
from tabletop.ui.panels.band_rows import band_item
from tabletop.ui.panels.panel_models import (
    INSPECTOR_COLUMNS,
    InspectorRow,
    Items,
    Waterfall,
    timestamp_text,
    value_text,
    waterfall,
)
from tabletop.ui.panels.texts import (
    column_title,
    layer_title,
    shown_items,
    shown_value,
    value_label,
)
from tabletop.ui.zones import zone_title

SOURCE_ROLE = int(Qt.ItemDataRole.UserRole) + 1
NOTE_COLUMN = INSPECTOR_COLUMNS.index("Note")
KIND_ROLE = int(Qt.ItemDataRole.UserRole) + 2

HYPOTHETICAL_TEXT = QT_TRANSLATE_NOOP("HypotheticalBanner", "Hypothetical — not the real game")
BACK_TEXT = QT_TRANSLATE_NOOP("HypotheticalBanner", "Back to the game")
SELECT_TEXT = QT_TRANSLATE_NOOP(
    "InspectorPanel", "Select an object to see how its characteristics came to be.")



def banner_text(text: str) -> str:
    """HYPOTHETICAL_TEXT or BACK_TEXT in the interface language."""
    return translate("HypotheticalBanner", text)

_NOTE_COLORS = {
    "dependency": QColor("#fff1c7"),  # 613.8 moved it
    "loop": QColor("#ffe0cc"),
    "cda": QColor("#e3f0ff"),  # a characteristic-defining ability applied first
    "rule": QColor("#eef2ea"),
}
_HEADER_BG = QColor("#e9e6df")
_EMPTY_FG = QColor("#9a958c")
_CHANGED_FG = QColor("#0b3d91")
_SAME_FG = QColor("#7d7d7d")
_NOTE_FG = QColor("#6b4e00")
_MOVED_FG = QColor("#c26a00")
_WIDTHS = (58, 210, 150, 140, 34, 54)


class WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their wrapped text: QTreeView paints wrapped text but keeps rows one
    line high, so a long effect, value or note would be cut off."""

    PAD = 6

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def _width(self, index: QModelIndex | QPersistentModelIndex) -> int:
        tree = self.tree
        if index.column() == 0 and tree.isFirstColumnSpanned(index.row(), index.parent()):
            depth, parent = 0, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            return tree.header().length() - (depth + 1) * tree.indentation()
        return tree.header().sectionSize(index.column())

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not isinstance(text, str) or not text or index.column() == NOTE_COLUMN:
            return base  # a step's note is shown whole in the row under it
        font = index.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font if isinstance(font, QFont) else option.font)
        width = max(self._width(index) - 2 * self.PAD, 20)
        need = metrics.boundingRect(QRect(0, 0, width, 1_000_000),
                                    int(Qt.TextFlag.TextWordWrap), text).height() + 4
        return QSize(base.width(), max(base.height(), need))


class HypotheticalBanner(QFrame):
    """'Hypothetical — not the real game' with a 'Back to the game' button; shown while the
    controller has a what-if. Reusable above the table too."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("hypotheticalBanner")
        self.setStyleSheet("#hypotheticalBanner { background: #b5361c; border-radius: 4px; }"
                           " QLabel { color: white; font-weight: bold; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel(banner_text(HYPOTHETICAL_TEXT))
        self.label.setMinimumWidth(80)  # clipped rather than widening a narrow dock
        self.detail = QLabel("")
        self.detail.setStyleSheet("font-weight: normal;")
        # the details give way first when the panel is narrow (their tooltip has them all)
        self.detail.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.back = QPushButton(banner_text(BACK_TEXT))
        self.back.clicked.connect(controller.clear_what_if)
        row.addWidget(self.label)
        row.addWidget(self.detail, 1)
        row.addWidget(self.back)
        controller.hypothetical_changed.connect(self._update)
        self._update(controller.is_hypothetical)

    def _update(self, on: bool) -> None:
        self.setVisible(on)
        summary = what_if_summary(self.controller) if on else ""
        self.detail.setText(summary)
        self.detail.setToolTip(summary)

    def retranslate(self) -> None:
        self.label.setText(banner_text(HYPOTHETICAL_TEXT))
        self.back.setText(banner_text(BACK_TEXT))
        self._update(self.controller.is_hypothetical)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "back"):
            self.retranslate()
        super().changeEvent(event)


def _headline(items: Items) -> str:
    """The one value a row of all values shows: P/T of a creature, else its type line."""
    values = dict(items)
    pt = values.get("P/T", "—")
    return pt if pt != "—" else values.get("types", "")


def what_if_summary(controller: GameController) -> str:
    """'Godhead of Awe at ts 0.5 (was 2); Glorious Anthem off' for the banner."""
    names: dict[int, tuple[str, float]] = {}
    for _layer, effect, _affected, _note in controller.game.result.effects:
        names.setdefault(effect.eid, (effect.source_name, effect.timestamp))
    parts = []
    for eid, override in controller.what_if.items():
        name, ts = names.get(eid, (translate("HypotheticalBanner", "effect {id}")
                                   .replace("{id}", str(eid)), 0))
        if override.get("off"):
            parts.append(translate("HypotheticalBanner", "{name} off").replace("{name}", name))
        elif isinstance(moved := override.get("timestamp"), int | float):
            parts.append(translate("HypotheticalBanner", "{name} at ts {ts} (was {was})")
                         .replace("{name}", name)
                         .replace("{ts}", timestamp_text(moved))
                         .replace("{was}", timestamp_text(ts)))
    return "; ".join(parts)


class InspectorPanel(QWidget):
    """The waterfall of the selected object, refreshed on every event and selection."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("layerInspector")
        self.banner = HypotheticalBanner(controller, self)
        self.title = QLabel(translate("InspectorPanel", SELECT_TEXT))
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty_layers = QCheckBox(self)
        self.empty_layers.setChecked(True)
        self.empty_layers.toggled.connect(lambda _on: self.refresh(force=True))
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(len(INSPECTOR_COLUMNS))
        self._label_static()
        self.tree.setRootIsDecorated(True)
        self.tree.setIndentation(14)
        # long effects, values and 613.8 notes wrap onto more lines instead of ending in
        # "…": the whole derivation is there to read, and the panel scrolls
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setVerticalScrollMode(QTreeWidget.ScrollMode.ScrollPerPixel)
        self.tree.setItemDelegate(WrappingDelegate(self.tree))
        self.tree.setMouseTracking(True)
        self.tree.setAlternatingRowColors(False)
        header = self.tree.header()
        for column, width in enumerate(_WIDTHS):
            header.resizeSection(column, width)
        header.setSectionResizeMode(len(INSPECTOR_COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_a: self.tree.doItemsLayout())
        self.tree.itemEntered.connect(self._hover)
        self.tree.itemClicked.connect(self._hover)
        self.tree.itemDoubleClicked.connect(self._select_source)
        self.tree.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.banner)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.empty_layers)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        self.waterfall: Waterfall | None = None
        self.refreshes = 0
        self._shown: tuple[ObjectDerivation | None, int | None] = (None, None)
        controller.events_applied.connect(self._on_events)
        controller.selection_changed.connect(self._on_selection)
        controller.hypothetical_changed.connect(self._on_hypothetical)
        self.refresh()

    # --- language -------------------------------------------------------------------------
    def _label_static(self) -> None:
        self.empty_layers.setText(translate("InspectorPanel", "empty layers"))
        self.empty_layers.setToolTip(translate(
            "InspectorPanel", "Show the layers and sublayers where no effect applies"))
        self.tree.setHeaderLabels([column_title(name) for name in INSPECTOR_COLUMNS])

    def retranslate(self) -> None:
        self._label_static()
        self.refresh(force=True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "refreshes"):
            self.retranslate()
        super().changeEvent(event)

    # --- what is shown ------------------------------------------------------------------
    @property
    def rows(self) -> list[InspectorRow]:
        return [] if self.waterfall is None else self.waterfall.rows

    def displayed_rows(self) -> list[tuple[str, ...]]:
        """The texts of the step rows as shown, top to bottom."""
        out: list[tuple[str, ...]] = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None or top.data(0, KIND_ROLE) != "layer":
                continue
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None:
                    out.append(tuple(child.text(c) for c in range(len(INSPECTOR_COLUMNS))))
        return out

    # --- refreshing ---------------------------------------------------------------------
    def _on_events(self, _events: list[object]) -> None:
        self.refresh()

    def _on_selection(self, _oid: object) -> None:
        self.refresh()

    def _on_hypothetical(self, _on: bool) -> None:
        self.refresh(force=True)

    def refresh(self, force: bool = False) -> None:
        oid = self.controller.selected
        derivation = self._derivation(oid)
        if not force and self._shown[0] is derivation and self._shown[1] == oid:
            return  # nothing changed since the last refresh
        self._shown = (derivation, oid)
        self.refreshes += 1
        if oid is None or derivation is None:
            self.waterfall = None
            self.tree.clear()
            self.title.setText(translate("InspectorPanel", SELECT_TEXT) if oid is None
                               else translate("InspectorPanel",
                                              "Object {id} has no characteristics now.")
                               .replace("{id}", str(oid)))
            return
        self.waterfall = waterfall(derivation)
        self.title.setText(self._title(oid))
        self.tree.setUpdatesEnabled(False)
        try:
            self._fill(self.waterfall)
        finally:
            self.tree.setUpdatesEnabled(True)

    def _derivation(self, oid: int | None) -> ObjectDerivation | None:
        """The derivation shown (hypothetical during a what-if): a new record after every
        change, so its identity says whether anything changed."""
        if oid is None or oid not in self.controller.game.state.objects:
            return None
        try:
            return self.controller.derivation(oid)
        except KeyError:  # an object in no zone has no characteristics
            return None

    def _title(self, oid: int) -> str:
        obj = self.controller.game.obj(oid)
        counters = ", ".join(f"{n} {counters_text(kind, n)}"
                             for kind, n in sorted(obj.counters.items()) if n)
        name = shown_name(self.controller.game, oid) if self.waterfall else ""
        bits = [f"<b>{html.escape(name)}</b>",
                translate("InspectorPanel", "object {id}").replace("{id}", str(oid)),
                zone_title(obj.zone) if obj.zone else translate("InspectorPanel", "no zone"),
                translate("InspectorPanel", "timestamp {ts}").replace("{ts}", str(obj.timestamp))]
        if counters:
            bits.append(translate("InspectorPanel", "counters: {counters}")
                        .replace("{counters}", counters))
        if self.controller.is_hypothetical:
            word = translate("InspectorPanel", "hypothetical")
            bits.append(f"<span style='color:#b5361c'><b>{word}</b></span>")
        return " · ".join(bits)

    def _fill(self, wf: Waterfall) -> None:
        tree = self.tree
        tree.clear()
        bold = QFont(tree.font())
        bold.setBold(True)
        start = self._values_item("printed", translate("InspectorPanel", "printed values"),
                                  wf.start)
        tree.addTopLevelItem(start)
        bands = band_item(self.controller.game, wf.oid, KIND_ROLE)  # 719, 721, 718
        if bands is not None:
            tree.addTopLevelItem(bands)
            bands.setExpanded(True)
        for block in wf.blocks:
            if not block.rows and not self.empty_layers.isChecked():
                continue
            title = layer_title(block.layer)
            top = QTreeWidgetItem([block.layer.code, title,
                                   "" if block.rows
                                   else translate("InspectorPanel", "no effects"), "", "",
                                   block.layer.rule, ""])
            top.setData(0, KIND_ROLE, "layer")
            top.setToolTip(1, translate("InspectorPanel", "layer {code}: {title} ({rule})").replace(
                "{code}", block.layer.code).replace("{title}", title).replace(
                "{rule}", block.layer.rule))
            for c in range(len(INSPECTOR_COLUMNS)):
                top.setBackground(c, QBrush(_HEADER_BG))
                if not block.rows:
                    top.setForeground(c, QBrush(_EMPTY_FG))
            if block.rows:
                top.setFont(0, bold)
                top.setFont(1, bold)
            tree.addTopLevelItem(top)
            for row in block.rows:
                item = self._step_item(row)
                top.addChild(item)
                if row.note:
                    note = QTreeWidgetItem([f"↳ {row.note}"])
                    note.setData(0, KIND_ROLE, "note")
                    note.setToolTip(0, row.note)
                    note.setForeground(0, QBrush(_NOTE_FG))
                    item.addChild(note)
                    note.setFirstColumnSpanned(True)
                    item.setExpanded(True)
            top.setExpanded(True)
        final = self._values_item("table", translate("InspectorPanel", "on the table"), wf.final)
        for c in range(len(INSPECTOR_COLUMNS)):
            final.setFont(c, bold)
        tree.addTopLevelItem(final)
        start.setExpanded(False)
        final.setExpanded(True)

    @staticmethod
    def _values_item(kind: str, label: str, items: Items) -> QTreeWidgetItem:
        items = shown_items(items)
        item = QTreeWidgetItem(["", label, _headline(items), "", "", "", ""])
        item.setData(0, KIND_ROLE, kind)
        item.setToolTip(1, value_text(items))
        for name, value in items:
            child = QTreeWidgetItem(["", value_label(name), value, "", "", "", ""])
            child.setToolTip(2, value)
            child.setData(0, KIND_ROLE, kind)
            item.addChild(child)
        return item

    def _step_item(self, row: InspectorRow) -> QTreeWidgetItem:
        cells = list(row.cells())
        cells[2] = value_text(shown_items(row.after))
        item = QTreeWidgetItem(cells)
        item.setData(0, KIND_ROLE, "step")
        item.setData(0, SOURCE_ROLE, row.source_id)
        item.setToolTip(1, row.effect)
        item.setToolTip(3, translate("InspectorPanel", "{source} — hover to show it on the "
                                     "table, double-click to select it").replace(
                                         "{source}", row.source)
                        if row.source_id is not None else row.source)
        item.setToolTip(2, "\n".join(f"{value_label(k)}: {shown_value(k, v)}"
                                     for k, v in row.after))
        item.setToolTip(6, row.note)
        item.setTextAlignment(4, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setForeground(2, QBrush(_CHANGED_FG if row.changed else _SAME_FG))
        if row.changed:
            font = QFont(self.tree.font())
            font.setBold(True)
            item.setFont(2, font)
        if row.effect_id is not None and row.effect_id in self.controller.what_if:
            item.setForeground(4, QBrush(_MOVED_FG))
            item.setToolTip(4, translate(
                "InspectorPanel", "a hypothetical timestamp (what-if), not the real one"))
        color = _NOTE_COLORS.get(row.note_kind)
        if color is not None:
            item.setBackground(6, QBrush(color))
        return item

    # --- highlighting sources -------------------------------------------------------------
    def _hover(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        source = item.data(0, SOURCE_ROLE)
        self.controller.highlight(source if isinstance(source, int) else None)

    def _select_source(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        source = item.data(0, SOURCE_ROLE)
        if isinstance(source, int) and source in self.controller.game.state.objects:
            self.controller.select(source)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Leave:
            self.controller.highlight(None)
        return super().eventFilter(watched, event)
