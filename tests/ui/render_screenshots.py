"""Render the screenshots of resources/screenshots offscreen: the Play layout (the README's
table) and the Explain layout (a layer puzzle, the Knight selected), English and German,
at 1366×768 and 1920×1080.

    .venv/bin/python -m tests.ui.render_screenshots resources/screenshots
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

SIZES = ((1366, 768), (1920, 1080))
ROOT = Path(__file__).resolve().parents[2]


def render(out: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TABLETOP_ANIMATIONS"] = "0"  # still pictures: every card at its place
    os.environ["TABLETOP_DATA_DIR"] = tempfile.mkdtemp()  # never the user's settings
    from PySide6.QtWidgets import QApplication

    from tabletop.resources import resource
    from tabletop.ui import i18n
    from tabletop.ui.dialogs.prompter import Prompter
    from tabletop.ui.main_window import MainWindow
    from tabletop.ui.settings import Settings

    app = QApplication.instance() or QApplication([])

    def settle() -> None:
        for _ in range(6):
            app.processEvents()

    def shot(name: str, file: Path, language: str, size: tuple[int, int], layout: str,
             select: str | None = None) -> Path:
        i18n.install(language)
        window = MainWindow(Settings(), Prompter())
        window.show()
        settle()
        if not window.open_paths([str(file)]):
            raise SystemExit(window.last_error)
        window.menu.actions[layout].trigger()
        for _ in range(2):
            window.resize(*size)
            settle()
        controller = window.controller
        assert controller is not None
        if select is not None:
            game = controller.game
            controller.select(next(o for o in game.battlefield()
                                   if game.obj(o).card.name == select))
        settle()
        window.scene.settle()
        window.statusBar().clearMessage()
        settle()
        path = out / f"{name}-{language}-{size[0]}x{size[1]}.png"
        window.grab().save(str(path))
        controller.session.close()
        window.close()
        window.deleteLater()
        settle()
        return path

    shots: list[Callable[[str, tuple[int, int]], Path]] = [
        lambda lang, size: shot("table", ROOT / "resources" / "screenshots" / "table.toml",
                                lang, size, "play_layout"),
        lambda lang, size: shot("explain", Path(resource("scenarios",
                                                         "opalescence-then-humility.toml")),
                                lang, size, "explain_layout", "Knight of Cliffhaven"),
    ]
    return [make(lang, size) for lang in ("en", "de") for size in SIZES for make in shots]


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "resources/screenshots")
    target.mkdir(parents=True, exist_ok=True)
    for written in render(target):
        print(written)
