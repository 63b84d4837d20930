"""How fast a full table of painted cards draws: 300 card items, 1920x1080, offscreen.

Run with `pytest tests/benchmarks/test_paint_speed.py` (the folder is not
collected by default). Target: a median of at most 8 ms per full frame once
the item caches (`DeviceCoordinateCache`) are filled, which is what happens
on screen between events. The first frame paints every card and is slower.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import dataclasses
import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from pytest_benchmark.fixture import BenchmarkFixture

from tabletop.ui.card_item import CardItem
from tabletop.ui.card_view import CardView
from tabletop.ui.zvalues import card_z
from tests.ui.test_card_item import KINDS

WIDTH, HEIGHT = 1920, 1080
CARDS = 300
TARGET_MS = 8.0

Table = tuple[QGraphicsScene, QGraphicsView]

# the same card kinds the card item tests paint, side by side
VIEWS: tuple[CardView, ...] = tuple(KINDS.values())


@pytest.fixture(scope="module")
def table(qapp: QApplication) -> Iterator[Table]:
    """300 cards in overlapping rows, filling a 1920x1080 view at 100 % zoom."""
    scene = QGraphicsScene(0, 0, WIDTH, HEIGHT)
    scene.setBackgroundBrush(QColor("#23402f"))
    for index in range(CARDS):
        view = dataclasses.replace(VIEWS[index % len(VIEWS)], oid=index + 1)
        item = CardItem(view)
        item.preview_enabled = False
        item.setPos(20 + (index % 20) * 92, 10 + (index // 20) * 66)
        item.setZValue(card_z(index))
        scene.addItem(item)
    view = QGraphicsView(scene)
    scene.setParent(view)
    view.resize(WIDTH, HEIGHT)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setSceneRect(0, 0, WIDTH, HEIGHT)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.show()
    qapp.processEvents()
    yield scene, view
    view.close()


def _scene_frame(scene: QGraphicsScene, image: QImage) -> Callable[[], None]:
    def frame() -> None:
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, WIDTH, HEIGHT), QRectF(0, 0, WIDTH, HEIGHT))
        painter.end()

    return frame


def _timed(frame: Callable[[], None]) -> float:
    start = time.perf_counter()
    frame()
    return (time.perf_counter() - start) * 1000.0


def test_full_frame_scene_render(benchmark: BenchmarkFixture, table: Table) -> None:
    """The whole table into a 1920x1080 QImage with scene.render (the target figure)."""
    scene, _ = table
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    frame = _scene_frame(scene, image)
    first_ms = _timed(frame)  # fills the item caches
    benchmark.extra_info["first_frame_ms"] = round(first_ms, 1)
    benchmark.extra_info["target_median_ms"] = TARGET_MS
    benchmark(frame)


def test_full_frame_viewport_paint(benchmark: BenchmarkFixture, table: Table) -> None:
    """The view's own paint event (what the screen gets), via QWidget.grab()."""
    _, view = table
    viewport = view.viewport()
    viewport.grab()
    benchmark(viewport.grab)


def test_full_frame_view_render(benchmark: BenchmarkFixture, table: Table) -> None:
    """QGraphicsView.render into a QImage (slower than the two above, see the report)."""
    _, view = table
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)

    def frame() -> None:
        painter = QPainter(image)
        view.render(painter)
        painter.end()

    frame()
    benchmark(frame)
