"""The docks in German: titles, headers, buttons, the 'Hypothetical' banner and the layer
titles come from the German catalogue (tabletop_de.qm); texts made by the engine (event
texts, notes like '613.8a: ...') stay English. Switching the language retranslates them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Layer
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.panels import (
    BannerDock,
    EventLogPanel,
    HistoryPanel,
    InspectorPanel,
    PanelDock,
    TimelinePanel,
    make_docks,
)
from tests.ui.test_panel_models import commander, puzzle_session

PNG = os.environ.get("PANELS_DE_PNG", "/tmp/panels_de.png")


@pytest.fixture
def german(qapp: object) -> Iterator[None]:
    assert i18n.install("de")
    try:
        yield
    finally:
        i18n.install("en")


def godhead_eid(controller: GameController) -> int:
    return next(effect.eid for _layer, effect, _affected, _note in controller.game.result.effects
                if effect.source_name == "Godhead of Awe")


def panels_window(qtbot: QtBot, controller: GameController
                  ) -> tuple[QMainWindow, list[PanelDock], BannerDock]:
    window = QMainWindow()
    qtbot.addWidget(window)
    docks = []
    for dock, area in make_docks(controller):
        window.addDockWidget(area, dock)
        docks.append(dock)
    banner = BannerDock(controller)
    window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, banner)
    window.resize(1500, 950)
    window.show()
    qtbot.waitExposed(window)
    return window, docks, banner


def panel(docks: list[PanelDock], kind: type) -> object:
    return next(d.panel for d in docks if isinstance(d.panel, kind))


def test_panels_speak_german(qtbot: QtBot, german: None) -> None:
    session = puzzle_session()
    controller = GameController(session)
    controller.select(commander(session))
    window, docks, banner_dock = panels_window(qtbot, controller)
    assert [d.windowTitle() for d in docks] == [
        "Schichten-Inspektor", "Zeitleiste", "Ereignisprotokoll", "Verlauf"]

    inspector = panel(docks, InspectorPanel)
    assert isinstance(inspector, InspectorPanel)
    header = inspector.tree.headerItem()
    headers = [header.text(c) for c in range(inspector.tree.columnCount())]
    assert headers[:4] == ["Schicht", "Effekt", "Wert danach", "Quelle"]
    assert inspector.empty_layers.text() == "leere Schichten"
    layer_texts = [inspector.tree.topLevelItem(i).text(1)
                   for i in range(inspector.tree.topLevelItemCount())]
    assert layer_texts[0] == "aufgedruckte Werte" and layer_texts[-1] == "auf dem Tisch"
    assert "S/W auf einen Wert gesetzt (Grund-S/W)" in layer_texts
    assert "Kopiereffekte" in layer_texts
    assert "Zeitstempel" in inspector.title.text()
    # the engine's words stay English
    assert ("Godhead of Awe", "1/1") in [(r.source, r.value) for r in inspector.rows]

    timeline = panel(docks, TimelinePanel)
    assert isinstance(timeline, TimelinePanel)
    assert "Zeitstempel" in timeline.hint.text()
    bar = next(item.bar for item in timeline.items.values()
               if item.bar.source_name == "Godhead of Awe")
    assert "Schicht 7b" in timeline.tooltip(bar)
    assert [a.text() for a in timeline.menu_for(bar).actions() if a.text()] == [
        "Diesen Effekt abschalten", "Seine Quelle auswählen"]

    log = panel(docks, EventLogPanel)
    assert isinstance(log, EventLogPanel)
    assert log.follow.text() == "folgen" and log.search.placeholderText() == "Text filtern"

    history = panel(docks, HistoryPanel)
    assert isinstance(history, HistoryPanel)
    assert history.back.text() == "◀ Zurück" and history.where.text().startswith("Aktion ")
    assert history.tree.headerItem().text(1) == "Aktion"

    # a what-if: the banners say so in German, the timeline's menu too
    controller.set_what_if({godhead_eid(controller): {"timestamp": 0.5}})
    assert controller.is_hypothetical
    banner = banner_dock.banner
    assert banner is not None and banner_dock.isVisible()
    assert banner.label.text() == "Hypothetisch — nicht die echte Partie"
    assert banner.back.text() == "Zurück zur Partie"
    assert inspector.banner.label.text() == "Hypothetisch — nicht die echte Partie"
    assert "Godhead of Awe mit Zeitstempel 0.5 (vorher 2)" in banner.detail.text()
    assert "Zurück zur Partie" in [a.text() for a in timeline.menu_for(bar).actions()]
    qtbot.wait(50)
    assert window.grab().save(PNG)


def test_panels_follow_a_language_change(qtbot: QtBot, german: None) -> None:
    session = puzzle_session()
    controller = GameController(session)
    controller.select(commander(session))
    _window, docks, _banner = panels_window(qtbot, controller)
    inspector = panel(docks, InspectorPanel)
    history = panel(docks, HistoryPanel)
    assert isinstance(inspector, InspectorPanel) and isinstance(history, HistoryPanel)
    assert inspector.tree.headerItem().text(0) == "Schicht"
    i18n.install("en")
    qtbot.waitUntil(lambda: inspector.tree.headerItem().text(0) == "Layer")
    assert docks[0].windowTitle() == "Layer inspector"
    assert history.back.text() == "◀ Back" and history.where.text().startswith("action ")
    titles = [inspector.tree.topLevelItem(i).text(1)
              for i in range(inspector.tree.topLevelItemCount())]
    assert Layer.PT_SET.title in titles
    i18n.install("de")
    qtbot.waitUntil(lambda: inspector.tree.headerItem().text(0) == "Schicht")
    assert docks[2].windowTitle() == "Ereignisprotokoll"
    assert history.where.text().startswith("Aktion ")


def test_no_game_placeholder_in_german(qtbot: QtBot, german: None) -> None:
    dock = PanelDock("Event log", "eventLogDock", EventLogPanel)
    qtbot.addWidget(dock)
    assert dock.windowTitle() == "Ereignisprotokoll"
    assert dock.placeholder is not None and dock.placeholder.text() == "Keine Partie geöffnet."
