"""Render the application icon (resources/icons/tabletop.svg) to the PNG sizes of the
freedesktop icon theme: packaging/icons/hicolor/NxN/apps/APP_ID.png, plus the SVG as the
scalable icon. Run it after changing the SVG: `.venv/bin/python packaging/make_icons.py`."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.tabletop.Tabletop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "resources" / "icons" / "tabletop.svg"


def render(renderer: QSvgRenderer, size: int, target: Path) -> None:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):
        raise SystemExit(f"could not write {target}")


def main(out: Path = HERE / "icons" / "hicolor") -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE} is not a valid SVG")
    for size in SIZES:
        render(renderer, size, out / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    scalable = out / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    print(f"icons written under {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "icons" / "hicolor"))
