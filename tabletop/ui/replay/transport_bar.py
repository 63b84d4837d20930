"""The transport bar under the table while a recording is replayed.

Top row: to the start, one action back, play/pause, one action forward, to the end (the
Replay menu's actions, so buttons, menu and keys are one thing), the slider with the
chapter marks, and where the playhead is. Bottom row: the recording's name, what the
action at the playhead did, the chapters, the speed and, when the recording has branches,
the line played.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QLocale, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QAction, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.engine.model.events import Event
from tabletop.session.session import HistoryEntry

from ..event_texts import event_namer, event_text, verb_text
from ..i18n import translate
from .chapter_slider import ChapterSlider
from .chapters import KINDS, Chapter, ChapterKind
from .controller import SPEEDS, BranchChoice, ReplayController
from .icons import transport_icon

__all__ = ["BUTTONS", "TransportBar", "action_caption"]

#: the Replay menu's actions shown as buttons, left to right
BUTTONS: tuple[str, ...] = ("replay_start", "replay_back", "replay_play", "replay_forward",
                            "replay_end")
ICONS: dict[str, str] = {"replay_start": "start", "replay_back": "back", "replay_play": "play",
                         "replay_forward": "forward", "replay_end": "end"}
ICON_PX = 20
FILE_NAME_PX = 260  # a longer recording name is shortened in the middle (the tooltip has it)
_QUIET = frozenset({"pass", "mana", "seek"})  # what an action did, not its small print

STYLE = """
TransportBar { background: #17251d; }
TransportBar QLabel { color: #e8efe9; }
TransportBar QLabel#replayCaption { color: #f3e6b0; }
TransportBar QLabel#replayFile { color: #9fb3a6; }
TransportBar QToolButton { color: #e8efe9; background: #223629; border: 1px solid #2f4a38;
  border-radius: 4px; padding: 2px 6px; }
TransportBar QToolButton:hover { background: #2d4a37; }
TransportBar QToolButton:disabled { color: #6f8276; background: #1c2c22; }
TransportBar QToolButton:checked { background: #f0c040; color: #111111; }
"""


def action_caption(entry: HistoryEntry, name: Callable[[int], str | None]) -> str:
    """What an action did, in a line: the turn it began or what it resolved, else its last
    event that is not small print (a pass, mana), else the action's verb."""
    marked = [e for e in entry.events if e.kind in KINDS]
    events: list[Event] = marked or [e for e in entry.events if e.kind not in _QUIET]
    if events:
        return event_text(marked[0] if marked else events[-1], name)
    return verb_text(entry.action.verb)


def speed_text(speed: float) -> str:
    """"0.25×", "2×" in the interface language's numbers ("0,25×")."""
    return QLocale().toString(speed, "g", 3) + "×"


def line_text(n: int) -> str:
    """The branch picker's entry for the line played."""
    text = translate("Replay", "This line: 1 action") if n == 1 else \
        translate("Replay", "This line: {n} actions")
    return text.replace("{n}", str(n))


def branch_text(choice: BranchChoice) -> str:
    """The branch picker's entry for a branch: where it leaves the line, how long it is."""
    one = choice.actions == 1
    if choice.at is None:
        text = translate("Replay", "Branch of a branch: 1 action") if one else \
            translate("Replay", "Branch of a branch: {n} actions")
    else:
        text = translate("Replay", "Branch after action {at}: 1 action") if one else \
            translate("Replay", "Branch after action {at}: {n} actions")
    return text.replace("{at}", str(choice.at)).replace("{n}", str(choice.actions))


class TransportBar(QWidget):
    """The replay's controls; `actions` are the window's Replay menu actions by name
    (kept as `commands`)."""

    def __init__(self, replay: ReplayController, actions: Mapping[str, QAction],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("transportBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.replay = replay
        self.commands = dict(actions)
        self.buttons: dict[str, QToolButton] = {}
        top = QHBoxLayout()
        top.setSpacing(3)
        for name in BUTTONS:
            button = QToolButton(self)
            button.setDefaultAction(self.commands[name])
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            button.setIconSize(QSize(ICON_PX, ICON_PX))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setObjectName(name)
            self.commands[name].setIcon(transport_icon(ICONS[name]))
            self.buttons[name] = button
            top.addWidget(button)
        self.slider = ChapterSlider(self)
        self.slider.describe = self.describe
        self.slider.valueChanged.connect(self._slider_moved)
        top.addWidget(self.slider, 1)
        self.where = QLabel(self)
        self.where.setObjectName("replayWhere")
        self.where.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.where)
        bottom = QHBoxLayout()
        bottom.setSpacing(6)
        self.file = QLabel(self)
        self.file.setObjectName("replayFile")
        self._file_text = ""
        self.caption = QLabel(self)
        self.caption.setObjectName("replayCaption")
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.chapter_button = QToolButton(self)
        self.chapter_button.setObjectName("replayChapters")
        self.chapter_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.chapter_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chapter_menu = QMenu(self.chapter_button)
        self.chapter_menu.aboutToShow.connect(self.fill_chapters)
        self.chapter_button.setMenu(self.chapter_menu)
        self.speed_label = QLabel(self)
        self.speed = QComboBox(self)
        self.speed.setObjectName("replaySpeed")
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speed.activated.connect(self._speed_picked)
        self.branch = QComboBox(self)
        self.branch.setObjectName("replayBranch")
        self.branch.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.branch.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.branch.activated.connect(self._branch_picked)
        self.branch_choices: list[BranchChoice] = []
        bottom.addWidget(self.file)
        bottom.addWidget(self.caption, 1)
        for control in (self.branch, self.chapter_button, self.speed_label, self.speed):
            bottom.addWidget(control)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        layout.setSpacing(1)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self._caption_text = ""
        replay.changed.connect(self.sync)
        replay.playing_changed.connect(self._playing)
        replay.speed_changed.connect(lambda _s: self._fill_speeds())
        self.retranslate()

    # --- words -------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.chapter_button.setText(translate("Replay", "Chapters"))
        self.chapter_button.setToolTip(translate(
            "Replay", "Go to a turn or a resolution of the stack (Page Up / Page Down: "
            "the previous / next one)"))
        self.speed_label.setText(translate("Replay", "Speed"))
        self.speed.setToolTip(translate("Replay", "How fast playing goes: actions per second"))
        self.branch.setToolTip(translate(
            "Replay", "The line of play shown: the recording's branches are lines a player "
            "left by going back and playing something else"))
        self.slider.setToolTip("")
        self._fill_speeds()
        self._playing(self.replay.playing)
        self.sync()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "branch"):
            self.retranslate()
        super().changeEvent(event)

    def _fill_speeds(self) -> None:
        with QSignalBlocker(self.speed):
            self.speed.clear()
            for speed in SPEEDS:
                self.speed.addItem(speed_text(speed), speed)
            self.speed.setCurrentIndex(max(0, self.speed.findData(self.replay.speed)))

    def _playing(self, playing: bool) -> None:
        play = self.commands["replay_play"]
        play.setIcon(transport_icon("pause" if playing else "play"))
        play.setToolTip(translate("Replay", "Pause (P)") if playing
                        else translate("Replay", "Play (P)"))
        tips = {"replay_start": translate("Replay", "To the start (Home)"),
                "replay_back": translate("Replay", "One action back (Left)"),
                "replay_forward": translate("Replay", "One action forward (Right)"),
                "replay_end": translate("Replay", "To the end (End)")}
        for name, tip in tips.items():
            self.commands[name].setToolTip(tip)

    def chapter_text(self, chapter: Chapter) -> str:
        game = self.replay.controller.game if self.replay.controller is not None else None
        text = event_text(chapter.event, event_namer(game)) if game is not None \
            else chapter.event.text
        return text

    def describe(self, position: int, chapter: Chapter | None) -> str:
        """The slider's hover text: the action there and its chapter."""
        text = translate("Replay", "Action {n}").replace("{n}", str(position)) if position \
            else translate("Replay", "The start of the game")
        if chapter is not None:
            text += " — " + self.chapter_text(chapter)
        return text

    # --- showing -----------------------------------------------------------------------
    def sync(self) -> None:
        """Show where the playhead is, the line's chapters and its branches."""
        replay = self.replay
        length, position = replay.length, replay.position
        with QSignalBlocker(self.slider):
            self.slider.setRange(0, length)
            self.slider.setValue(position)
        self.slider.set_chapters(replay.chapters)
        self.where.setText(translate("Replay", "{n} / {total}").replace(
            "{n}", str(position)).replace("{total}", str(length)))
        path = replay.recording_path
        self._file_text = path.name if path is not None else ""
        self.file.setText(QFontMetrics(self.file.font()).elidedText(
            self._file_text, Qt.TextElideMode.ElideMiddle, FILE_NAME_PX))
        self.file.setToolTip(translate("Replay", "Replaying {file}; play goes on in a copy, "
                                       "the file stays as it is").replace(
            "{file}", str(path)) if path is not None else "")
        self._caption_text = self._caption()
        self._elide_caption()
        self.chapter_button.setEnabled(bool(replay.chapters))
        self._fill_branches()

    def _caption(self) -> str:
        replay = self.replay
        entry = replay.current
        c = replay.controller
        if entry is None or c is None:
            return translate("Replay", "The start of the game")
        return action_caption(entry, event_namer(c.game))

    def _elide_caption(self) -> None:
        metrics = QFontMetrics(self.caption.font())
        width = max(40, self.caption.width())
        self.caption.setText(metrics.elidedText(self._caption_text,
                                                Qt.TextElideMode.ElideRight, width))
        self.caption.setToolTip(self._caption_text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide_caption()

    def caption_text(self) -> str:
        """The whole caption (the label may show it shortened)."""
        return self._caption_text

    def _fill_branches(self) -> None:
        choices = self.replay.branches()
        self.branch.setVisible(bool(choices))
        with QSignalBlocker(self.branch):
            self.branch.clear()
            self.branch_choices = choices
            if not choices:
                return
            self.branch.addItem(line_text(self.replay.length))
            c = self.replay.controller
            name = event_namer(c.game) if c is not None else (lambda _oid: None)
            for choice in choices:
                self.branch.addItem(branch_text(choice), choice.index)
                self.branch.setItemData(self.branch.count() - 1,
                                        action_caption(choice.first, name),
                                        Qt.ItemDataRole.ToolTipRole)
            self.branch.setCurrentIndex(0)

    def fill_chapters(self) -> None:
        """The chapters menu: the start, then every turn and resolution with its action."""
        menu = self.chapter_menu
        menu.clear()
        start = menu.addAction(translate("Replay", "The start of the game"))
        start.triggered.connect(lambda _c=False: self.replay.seek(0))
        here = self.replay.chapter_at()
        for chapter in self.replay.chapters:
            text = self.chapter_text(chapter)
            if chapter.kind == ChapterKind.RESOLUTION:
                text = "    " + text
            label = translate("Replay", "{chapter} (action {n})").replace(
                "{chapter}", text).replace("{n}", str(chapter.position))
            action = menu.addAction(label)
            action.setCheckable(True)
            action.setChecked(chapter is here)
            action.triggered.connect(
                lambda _c=False, at=chapter.position: self.replay.seek(at))

    # --- the person's choices ----------------------------------------------------------
    def _slider_moved(self, value: int) -> None:
        self.replay.seek(value)

    def _speed_picked(self, index: int) -> None:
        speed = self.speed.itemData(index)
        if isinstance(speed, float | int):
            self.replay.set_speed(float(speed))

    def _branch_picked(self, index: int) -> None:
        branch = self.branch.itemData(index)
        if isinstance(branch, int):
            self.replay.pick_branch(branch)
