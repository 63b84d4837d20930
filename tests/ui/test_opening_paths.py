"""The other ways files reach the window: `tabletop open FILE`, drops, the settings file,
and a recording made with other card definitions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop.ui import i18n
from tabletop.ui.app import build_window
from tabletop.ui.main_window import MainWindow
from tabletop.ui.settings import Settings

from .window_helpers import ScriptedPrompter, open_table, state_hash

LONG_MS = 60_000


# --------------------------------------------------------------------------- tabletop open FILE


def test_tabletop_open_a_broken_file_shows_words_then_the_demo_table(
        qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "broken.toml"
    bad.write_bytes(b'title = "x"\nv = ' + b"[" * 50_000)
    prompter = ScriptedPrompter()
    window = build_window([str(bad)], prompter=prompter)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=LONG_MS)
    assert len(prompter.errors) == 1 and "broken.toml" in prompter.errors[0]
    assert "The game on the table is unchanged." not in prompter.errors[0]  # there was none
    assert window.title.startswith("Levelers")  # the demo table, never an empty window


def test_tabletop_open_a_good_file_opens_it_in_the_worker(qtbot: QtBot, tmp_path: Path) -> None:
    deck = tmp_path / "mono.txt"
    deck.write_text("20 Forest\n20 Grizzly Bears\n", encoding="utf-8")
    prompter = ScriptedPrompter()
    window = build_window([str(deck)], prompter=prompter)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        pass
    assert finished.args == [True] and window.title == "mono" and not prompter.errors


def test_file_open_from_the_menu_reads_in_the_worker(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    scenario = tmp_path / "knight.toml"
    scenario.write_text('title = "A knight"\n[[step]]\ndo = "enter"\n'
                        'card = "Knight of Cliffhaven"\n', encoding="utf-8")
    prompter.answers["open"] = [[str(scenario)]]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.menu.actions["open"].trigger()  # File ▸ Open…
    assert finished.args == [True] and window.title == "A knight"


# --------------------------------------------------------------------------- drops


def drop(window: MainWindow, files: list[Path]) -> bool:
    """Drag files over the window and drop them (what the platform's drag sends)."""
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(f)) for f in files])
    where = window.rect().center()
    enter = QDragEnterEvent(where, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    dropped = QDropEvent(QPointF(where), Qt.DropAction.CopyAction, data,
                         Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, dropped)
    return dropped.isAccepted()


def test_decks_dropped_on_the_window_are_opened(qtbot: QtBot, window: MainWindow,
                                                tmp_path: Path) -> None:
    first, second = tmp_path / "green.txt", tmp_path / "white.txt"
    first.write_text("20 Forest\n20 Grizzly Bears\n", encoding="utf-8")
    second.write_text("20 Plains\n20 Knight of Cliffhaven\n", encoding="utf-8")
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        assert drop(window, [first, second])
    assert finished.args == [True] and window.title == "green vs white"


def test_a_broken_file_dropped_on_the_window_shows_words(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    before = state_hash(window)
    bad = tmp_path / "cut.jsonl"
    bad.write_bytes(b'{"type":"header","format":"tabletop-rec')
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS):
        assert drop(window, [bad])
    assert "cut.jsonl" in prompter.errors[-1] and state_hash(window) == before


def test_a_drag_without_files_is_not_taken(window: MainWindow) -> None:
    data = QMimeData()
    data.setText("just words")
    enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


# --------------------------------------------------------------------------- the settings file


BROKEN_SETTINGS = {
    "binary": b"\x00\xff\xfe\x01garbage\x00" * 200,
    "wrong types": (b"[ui]\nlanguage=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x2)\n"
                    b"[table]\nshow_hidden_hands=perhaps\n"
                    b"[window]\ngeometry=not bytes at all\nstate=@ByteArray(\\x1\\x2\\x3)\n"),
    "lists": b"[ui]\nlanguage=en, de\n[window]\ngeometry=1, 2, 3\nstate=a, b\n",
    "unknown language": b"[ui]\nlanguage=klingon\n",
    "truncated": b"[ui]\nlanguage=d",
    "huge value": b"[window]\nstate=@ByteArray(" + b"\\xff" * 200_000 + b")\n",
}


@pytest.mark.parametrize("content", BROKEN_SETTINGS.values(), ids=BROKEN_SETTINGS.keys())
def test_a_broken_settings_file_falls_back_to_the_defaults(
        content: bytes, qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    settings = Settings(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.language in ("en", "de")
    assert settings.language == "en" or content.startswith(b"[ui]\nlanguage=d")
    assert settings.show_hidden_hands is False
    assert isinstance(settings.window_geometry, QByteArray)
    window = MainWindow(settings, ScriptedPrompter())
    qtbot.addWidget(window)
    window.remember_layout()  # a broken layout leaves the default one
    window.show()
    qtbot.waitExposed(window)
    assert window.isVisible() and window.width() > 300
    window.close()  # and the layout is written back whole
    assert not Settings(QSettings(str(path), QSettings.Format.IniFormat)).window_state.isEmpty()


def test_the_layout_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    first = MainWindow(Settings(QSettings(str(path), QSettings.Format.IniFormat)),
                       ScriptedPrompter())
    qtbot.addWidget(first)
    first.remember_layout()
    first.show()
    qtbot.waitExposed(first)
    assert not [d for d in first.docks if d.isVisible()]  # Play: the table alone
    qtbot.keyClick(first.table_view, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    panels = [d for d in first.docks if d.isVisible()]  # Explain
    assert len(panels) >= 2
    panels[1].close()  # the person closes a panel
    shown = [d.objectName() for d in first.docks if d.isVisible()]
    first.close()
    second = MainWindow(Settings(QSettings(str(path), QSettings.Format.IniFormat)),
                        ScriptedPrompter())
    qtbot.addWidget(second)
    second.remember_layout()
    second.show()
    qtbot.waitExposed(second)
    assert [d.objectName() for d in second.docks if d.isVisible()] == shown


# --------------------------------------------------------------------------- other card definitions


def with_other_cards(recording: Path, tmp_path: Path) -> Path:
    """The recording as if made with another card database, where one card differed."""
    lines = [json.loads(line) for line in recording.read_text(encoding="utf-8").splitlines()]
    lines[0]["cards"] = "f" * 64
    prints = [line["cards"] for line in lines[1:] if isinstance(line.get("cards"), dict)]
    assert prints, "the recording lists the fingerprints of its cards"
    prints[0]["Knight of Cliffhaven"] = "0" * 16
    out = tmp_path / "other-cards.jsonl"
    out.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return out


def test_a_recording_made_with_other_cards_asks_before_replaying(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    recording = with_other_cards(window.session.recording_path, tmp_path)  # type: ignore
    session, before = window.session, state_hash(window)
    prompter.answers["confirm"] = [False]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(recording)])
    assert finished.args == [False]
    kind, text = prompter.asked[-1]
    assert kind == "confirm" and "other-cards.jsonl" in text
    assert "Knight of Cliffhaven" in text
    assert window.session is session and state_hash(window) == before and not prompter.errors

    prompter.answers["confirm"] = [True]
    with qtbot.waitSignal(window.files.finished, timeout=LONG_MS) as finished:
        window.open_in_background([str(recording)])
    assert finished.args == [True] and window.session is not session
    assert "Knight of Cliffhaven" in prompter.infos[-1]  # the remarks say what differs

    prompter.answers["confirm"] = [True]
    assert window.open_paths([str(recording)])  # the same question when opened at once


def test_the_question_is_in_german_too(window: MainWindow, tmp_path: Path,
                                       prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    recording = with_other_cards(window.session.recording_path, tmp_path)  # type: ignore
    window.set_language("de")
    assert not window.open_paths([str(recording)])
    assert "anderen Kartendefinitionen" in prompter.asked[-1][1]
    i18n.install("en")
