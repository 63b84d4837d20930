"""The frames of a video, drawn offscreen from the table scene on a virtual clock.

`FrameRenderer` keeps its own game (a fresh session replaying the recording's actions),
its own `TableScene` and phase bar, and draws them straight into a QImage: the phase
bar across the top, the table below at the video's size (above the caption's band when
there are captions), then the inset and the caption. Nothing is grabbed from a screen
and no window is needed.

After each action the scene is given the new state with animations on, as the window
does: cards slide to their new places, turn when tapped, pulse when counters change
and light up their P/T box. `AnimationClock` takes those Qt animations off Qt's timer
(paused) and sets each one's current time for every frame, so frame k of an action
shows its changes k frame-times under way whatever the machine's speed.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsObject

from tabletop.engine.model import actions as A
from tabletop.engine.model.events import Event

from .. import i18n, motion
from ..combat_items import DAMAGE_STEPS, DealtDamage, combat_damage, combat_lines, place_damage
from ..controller import GameController
from ..event_texts import event_namer
from ..phase_bar import PhaseBar
from ..table_scene import TableScene
from ..view_model import ViewOptions, table_state
from .captions import band_height, caption_text, opening_text, paint_caption
from .inset import InspectorInset, inset_rect
from .source import ExportSource, InspectTarget

MIN_LAYOUT_WIDTH = 1024


class AnimationClock:
    """The animations the last change started, paused and moved by hand."""

    def __init__(self) -> None:
        self._animations: list[QAbstractAnimation] = []

    @property
    def end_ms(self) -> int:
        """When the longest of them ends (0: nothing moves)."""
        return max((a.totalDuration() for a in self._animations), default=0)

    @property
    def running(self) -> bool:
        return bool(self._animations)

    def capture(self, objects: list[QObject]) -> None:
        """Take the running animations of `objects` off Qt's timer."""
        for owner in objects:
            for animation in owner.findChildren(QAbstractAnimation):
                if animation.state() == QAbstractAnimation.State.Running:
                    animation.pause()
                    self._animations.append(animation)

    def seek(self, ms: float) -> None:
        """Every animation at `ms` after its start; at the end, they stop."""
        if ms >= self.end_ms:
            self.settle()
            return
        for animation in self._animations:
            animation.setCurrentTime(min(int(ms), animation.totalDuration()))

    def settle(self) -> None:
        for animation in self._animations:
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._animations.clear()


class VideoScene(TableScene):
    """The table scene with its background (a gradient over the whole table, the same in
    every frame) painted once and then copied."""

    def __init__(self) -> None:
        super().__init__()
        self._background: QImage | None = None
        self._background_rect = QRectF()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene_rect = self.sceneRect()
        if self._background is None or self._background_rect != scene_rect:
            size = scene_rect.size().toSize()
            picture = QImage(size, QImage.Format.Format_RGB32)
            picture.fill(0)
            background = QPainter(picture)
            background.setRenderHints(painter.renderHints())
            background.translate(-scene_rect.topLeft())
            super().drawBackground(background, scene_rect)
            background.end()
            self._background, self._background_rect = picture, QRectF(scene_rect)
        painter.drawImage(scene_rect.topLeft(), self._background)


class FrameRenderer:
    """Draws the frames of one export: `perform(n, action)` for each action, `draw()` for
    each frame. `counter_total`: the number of actions shown ("5/12")."""

    def __init__(self, source: ExportSource, width: int, height: int, *,
                 captions: bool = False, target: InspectTarget | None = None,
                 counter_total: int = 0) -> None:
        self.source = source
        self.width, self.height = width, height
        self.captions = captions
        self.counter_total = counter_total
        self.session = source.new_session()
        self.controller = GameController(self.session)
        # a small video shows the table laid out as in a window of the least width the
        # phase bar and the rows need, drawn smaller
        self.scale = min(1.0, width / MIN_LAYOUT_WIDTH)
        layout_width = round(width / self.scale)
        self.phase_bar = PhaseBar()
        self.phase_bar.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        bar_height = self.phase_bar.sizeHint().height()
        self.phase_bar.resize(layout_width, bar_height)
        self.phase_bar.show()
        self.bar_height = round(bar_height * self.scale)
        # the caption has a band of its own at the foot: it hides no card in hand
        band = band_height(height) if captions else 0
        self.table_rect = QRect(0, self.bar_height, width, height - self.bar_height - band)
        self.scene = VideoScene()
        self.scene.set_size(float(layout_width), self.table_rect.height() / self.scale)
        self.clock = AnimationClock()
        stack_left = round(self.scene.geometry.stack.left() * self.scale)
        self.inset = InspectorInset(self.controller, target,
                                    inset_rect(self.table_rect, stack_left)) \
            if target is not None else None
        self.caption = ("", opening_text(source.title))
        self._damage: list[DealtDamage] = []
        self._bar: QImage | None = None
        self.image = QImage(width, height, QImage.Format.Format_RGB32)
        self.frames_drawn = 0
        self.show([])

    # ------------------------------------------------------------------ the game

    def skip(self, actions: list[A.Action]) -> None:
        """Perform actions that are not shown (before --from), then show the table once."""
        events: list[Event] = []
        for action in actions:
            events = self.session.perform(action)
        self.show(events)
        self.clock.settle()

    def perform(self, number: int, action: A.Action) -> None:
        """Perform the action shown as number `number`; its changes start moving."""
        self.clock.settle()
        events = self.session.perform(action)
        self.show(events)
        name = event_namer(self.session.game)
        self.caption = (f"{number}/{self.counter_total}" if self.counter_total else str(number),
                        caption_text(action, events, name))

    def show(self, events: list[Event]) -> None:
        """Give the scene the game as it is now (what `MainWindow.refresh` does) and
        start the animations of what changed."""
        game = self.session.game
        step = game.state.step
        dealt = place_damage(game, combat_damage(events, step))
        if dealt:
            self._damage = dealt
        elif step not in DAMAGE_STEPS:
            self._damage = []
        if self.inset is not None:
            self.inset.update()
        options = ViewOptions(german=i18n.current_language() == "de",
                              revealed_hands=frozenset(game.players()),
                              selected=self.inset.shown_oid if self.inset is not None else None)
        state = table_state(game, game.result, options)
        with motion.forced(True):
            self.scene.apply(state)
            self.scene.set_combat(combat_lines(game),
                                  self._damage if step in DAMAGE_STEPS else [])
        self.clock.capture([item for item in self.scene.items()
                            if isinstance(item, QGraphicsObject)])
        self.phase_bar.set_state(state.turn, state.active, state.step, state.priority)
        self._bar = None

    # ------------------------------------------------------------------ pictures

    def at(self, ms: float) -> None:
        """The animations of the last action at `ms` after it."""
        self.clock.seek(ms)

    def draw(self) -> QImage:
        """The frame as things stand now (the same QImage each time, drawn anew)."""
        if self._bar is None:
            layout = self.phase_bar.layout()
            if layout is not None:  # new texts: laid out now (no event loop may run)
                layout.invalidate()
                layout.activate()
            self._bar = QImage(self.width, self.bar_height, QImage.Format.Format_RGB32)
            self._bar.fill(self.phase_bar.palette().window().color())
            bar_painter = QPainter(self._bar)
            bar_painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            bar_painter.scale(self.scale, self.scale)
            self.phase_bar.render(bar_painter, QPoint(0, 0))
            bar_painter.end()
        painter = QPainter(self.image)
        # the window's hints but smooth pixmap transforms: the cards are copied from their
        # caches (drawn at the frame's scale) to the nearest pixel, three times faster
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.drawImage(0, 0, self._bar)
        self.scene.render(painter, QRectF(self.table_rect), self.scene.sceneRect())
        if self.inset is not None:
            self.inset.paint(painter)
        if self.captions:
            paint_caption(painter, self.image.rect(), *self.caption)
        painter.end()
        self.frames_drawn += 1
        return self.image

    def frame_bytes(self) -> bytes:
        """`draw()` as raw pixels for the encoder (`encoder.RAW_PIXELS`)."""
        return bytes(self.draw().constBits())

    def close(self) -> None:
        self.clock.settle()
        if self.inset is not None:
            self.inset.close()
        self.phase_bar.close()
        self.phase_bar.deleteLater()
        self.scene.clear()
        self.scene.deleteLater()
        self.controller.deleteLater()
        self.session.close()
