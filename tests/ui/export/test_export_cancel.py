"""A cancelled or failed export leaves no file behind and says why: cancelled from its
progress (the command line's Ctrl+C), from the window's progress dialog, or ended by
ffmpeg failing (its own words are told)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tabletop.cli import main
from tabletop.session.cardpool import session_pool
from tabletop.ui.export import job as job_module
from tabletop.ui.export.job import ExportJob
from tabletop.ui.export.options import parse_options
from tabletop.ui.main_window import MainWindow

from .export_helpers import SMALL, knight_recording, leftovers

LONG_MS = 60_000


class Stop(BaseException):
    """What a person's interrupt raises inside the export."""


def _children() -> set[str]:
    """The processes this test process started that are still there."""
    tasks = Path(f"/proc/{os.getpid()}/task")
    if not tasks.is_dir():
        pytest.skip("no /proc to see child processes in")
    return {pid for task in tasks.iterdir()
            for pid in (task / "children").read_text().split()}


def test_stopping_midway_kills_ffmpeg_and_removes_the_part_file(
        tmp_path: Path, qapp: object) -> None:
    recording = knight_recording(tmp_path)
    out = tmp_path / "video.mp4"
    before = _children()
    seen: list[str] = []

    def progress(phase: str, done: int, total: int) -> None:
        if phase == "frames" and done == 12:
            seen.extend(leftovers(tmp_path, recording))  # the hidden part file, meanwhile
            raise Stop

    job = ExportJob(parse_options(recording, out, fps=10, seconds_per_action=0.5,
                                  size="480x270"), session_pool(), progress=progress)
    with pytest.raises(Stop):
        job.run()
    assert len(seen) == 1 and seen[0].startswith(".video.mp4.") and seen[0].endswith(".part")
    assert leftovers(tmp_path, recording) == []
    assert _children() == before  # ffmpeg is gone


def test_a_failing_ffmpeg_is_told_and_leaves_nothing(
        tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    recording = knight_recording(tmp_path)
    monkeypatch.setattr(job_module, "video_args",
                        lambda kind, palette=None: ["-c:v", "no-such-encoder", "-f", "mp4"])
    code = main(["export", str(recording), str(tmp_path / "video.mp4"), *SMALL])
    err = capsys.readouterr().err
    assert code == 1
    assert "ffmpeg failed: " in err and "no-such-encoder" in err and "video.mp4" in err
    assert ".part" not in err  # the hidden file is not named: the video is
    assert leftovers(tmp_path, recording) == []


def test_cancel_in_the_progress_dialog(qtbot: QtBot, window: MainWindow,
                                       tmp_path: Path) -> None:
    recording = knight_recording(tmp_path)
    assert window.open_paths([str(recording)]), window.last_error
    out = tmp_path / "video.mp4"
    export = window.video_export
    run = export.start(parse_options(recording, out, size="1280x720", fps=30))
    assert not window.menu.actions["export_video"].isEnabled()  # one export at a time
    qtbot.waitUntil(lambda: run.job.timing is not None and export.progress is not None
                    and "Drawing frame" in export.progress.labelText(), timeout=LONG_MS)
    progress = export.progress
    assert progress is not None and progress.isVisible()
    assert progress.labelText().startswith("video.mp4\nDrawing frame ")
    cancel = progress.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    with qtbot.waitSignal(export.finished, timeout=LONG_MS) as finished:
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert finished.args == [False]
    assert window.statusBar().currentMessage() == "Export cancelled: no file was written."
    assert export.progress is None and export.run is None
    assert leftovers(tmp_path, recording, tmp_path / "settings.ini") == []
    assert window.menu.actions["export_video"].isEnabled()
