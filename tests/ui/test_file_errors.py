"""Broken files opened in the window: words naming the file, the place and the reason.

Every broken file of `broken_files` (truncated, binary, wrong types, huge, deeply
nested) is opened as a person opens it, at once and in the worker; the window shows
a dialog in words (never a traceback or an exception's name), keeps the game, and
lives on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop.ui import i18n
from tabletop.ui.dialogs.file_error import FileErrorBox
from tabletop.ui.main_window import MainWindow
from tabletop.ui.open_errors import OpenError, as_open_error

from .broken_files import CASES, Broken
from .window_helpers import ScriptedPrompter, open_table, state_hash

RAW = re.compile(r"Traceback|File \"|\b\w*(Error|Exception|Warning)\b|\bbuiltins\.|<\w+ object|"
                 r"\bline \d+, in\b|\bNone\b|\bargs\b")

OPEN_CASES = [c for c in CASES if c.kind == "open"]
# the worker runs the same opening: the files that stress a reader most
WORKER_CASES = [c for c in OPEN_CASES if any(w in c.name for w in ("deep", "huge", "truncated"))]
CARD_CASES = [c for c in CASES if c.kind == "cards"]


def assert_words(text: str, file: str) -> None:
    assert file in text, text
    assert "Why: " in text or "Grund: " in text, text
    assert RAW.search(text) is None, f"raw exception text in: {text!r}"


def test_the_corpus_has_every_kind_of_broken_file() -> None:
    names = {c.name.split(".")[0] for c in CASES}
    assert len(CASES) >= 20
    for kind in ("scenario", "recording", "deck", "cards"):
        for flaw in ("truncated", "binary", "deep", "huge"):
            assert f"{kind}-{flaw}" in names
        assert any(n.startswith(kind) and ("-a-number" in n or "-a-word" in n) for n in names)


def test_broken_files_opened_at_once_show_words_and_keep_the_game(
        window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    session, before = window.session, state_hash(window)
    for case in OPEN_CASES:
        path = case.write(tmp_path)
        assert not window.open_paths([str(path)]), case.name
        assert_words(prompter.errors[-1], path.name)
        assert "The game on the table is unchanged." in prompter.errors[-1]
        assert window.last_error.startswith(str(path))  # the command line's "FILE:LINE: reason"
        assert window.session is session and state_hash(window) == before, case.name
    assert len(prompter.errors) == len(OPEN_CASES)


def test_broken_files_opened_in_the_worker_show_words_too(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, prompter: ScriptedPrompter) -> None:
    open_table(window, tmp_path)
    session, before = window.session, state_hash(window)
    for case in WORKER_CASES:
        path = case.write(tmp_path)
        with qtbot.waitSignal(window.files.finished, timeout=20_000) as finished:
            assert window.open_in_background([str(path)])
        assert finished.args == [False]
        assert_words(prompter.errors[-1], path.name)
        assert window.table_view.isEnabled() and window.menu.actions["open"].isEnabled()
    assert len(prompter.errors) == len(WORKER_CASES)
    assert window.session is session and state_hash(window) == before


@pytest.mark.parametrize("case", CARD_CASES, ids=lambda c: c.name)
def test_broken_card_data_is_refused_in_words_and_imports_nothing(
        case: Broken, qtbot: QtBot, window: MainWindow, tmp_path: Path,
        prompter: ScriptedPrompter) -> None:
    from tabletop.cards.importers import default_target

    path = case.write(tmp_path)
    with qtbot.waitSignal(window.files.finished, timeout=20_000) as finished:
        assert window.files.import_in_background(str(path)) is not None
    assert finished.args == [False]
    assert_words(prompter.errors[-1], path.name)
    assert not default_target().exists()
    assert not list(default_target().parent.glob("*.partial"))


def test_the_window_speaks_like_the_command_line(
        window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.session.commands import run_command

    bad = tmp_path / "bad.toml"
    bad.write_text('title = "x"\nlife = "twenty"\n', encoding="utf-8")
    assert run_command([str(bad)]) != 0
    cli = capsys.readouterr()
    assert not window.open_paths([str(bad)])
    assert window.last_error in cli.out + cli.err


def test_an_unforeseen_exception_becomes_words_and_is_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    error = as_open_error(AttributeError("'int' object has no attribute 'casefold'"),
                          "game.jsonl")
    assert error.path == Path("game.jsonl") and "casefold" not in str(error)
    assert RAW.search(error.reason) is None
    assert "AttributeError" in caplog.text  # for developers, in the log only
    deep = as_open_error(RecursionError("maximum recursion depth exceeded"), "deep.toml")
    assert "nested too deeply" in deep.reason


def test_the_file_error_box_names_file_place_and_reason_in_both_languages(qtbot: QtBot) -> None:
    error = OpenError("/decks/burn.txt", "expected 'COUNT NAME', found 'many Plains'", 2)
    box = FileErrorBox(error, game_kept=True)
    qtbot.addWidget(box)
    words = box.words()
    assert "/decks/burn.txt" in words and "line 2" in words and "many Plains" in words
    assert "unchanged" in words
    try:
        i18n.install("de")
        german = FileErrorBox(error, game_kept=True)
        qtbot.addWidget(german)
        assert "Zeile 2" in german.words() and "Datei: /decks/burn.txt" in german.words()
        assert german.windowTitle() != box.windowTitle()
        assert_words(german.words(), "burn.txt")
    finally:
        i18n.install("en")


def test_the_dialogs_render_in_both_languages(qtbot: QtBot) -> None:
    """What a person sees: the error box and the progress dialog, grabbed offscreen."""
    from tabletop.ui.background import Job
    from tabletop.ui.dialogs.progress import LoadProgress

    error = OpenError("/decks/burn.txt", "expected 'COUNT NAME', found 'many Plains'", 2)
    seen: dict[str, list[str]] = {}
    try:
        for language in ("en", "de"):
            i18n.install(language)
            box = FileErrorBox(error, game_kept=True)
            job = Job(lambda _progress: None, "/decks/burn.txt")
            progress = LoadProgress(job, "x", job.path)
            progress.show_progress("import", 1500, 31000)
            for widget in (box, progress):
                qtbot.addWidget(widget)
                widget.show()
                image = widget.grab().toImage()
                assert not image.isNull() and image.width() > 300
            seen[language] = [box.words(), progress.labelText()]
    finally:
        i18n.install("en")
    assert "Why: " in seen["en"][0] and "Grund: " in seen["de"][0]
    assert seen["en"][1] == "burn.txt\nReading card data: 1,500 of about 31,000 cards"
    assert seen["de"][1] == "burn.txt\nKartendaten werden gelesen: 1.500 von etwa 31.000 Karten"
