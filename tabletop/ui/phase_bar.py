"""The phase bar: the turn, the steps with the current one lit, and who holds priority.

Clicking a later step asks to advance to it (the window performs `AdvanceTo`);
untap and cleanup are shown but not clickable (players get no priority there,
502.4, 514.3).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QSizePolicy, QToolButton, QWidget

from tabletop.engine.model.enums import Step

STEPS: tuple[Step, ...] = (
    Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT,
    Step.POSTCOMBAT_MAIN, Step.END, Step.CLEANUP,
)
NOT_CLICKABLE = (Step.UNTAP, Step.CLEANUP)

STYLE = """
PhaseBar { background: #17251d; }
PhaseBar QLabel { color: #e8efe9; padding: 0 8px; }
PhaseBar QLabel#priority { color: #35d46a; font-weight: bold; }
PhaseBar QToolButton { color: #b9c8bd; background: #223629; border: 1px solid #2f4a38;
  border-radius: 4px; padding: 3px 7px; margin: 0 1px; }
PhaseBar QToolButton:hover { background: #2d4a37; color: #ffffff; }
PhaseBar QToolButton:disabled { color: #6f8276; }
PhaseBar QToolButton[current="true"] { background: #f0c040; color: #111111;
  border-color: #ffe08a; font-weight: bold; }
PhaseBar QToolButton[past="true"] { color: #7d9184; }
"""


def step_label(step: Step) -> str:
    from .i18n import translate

    return {
        Step.UNTAP: translate("PhaseBar", "Untap"),
        Step.UPKEEP: translate("PhaseBar", "Upkeep"),
        Step.DRAW: translate("PhaseBar", "Draw"),
        Step.PRECOMBAT_MAIN: translate("PhaseBar", "Main 1"),
        Step.BEGINNING_OF_COMBAT: translate("PhaseBar", "Combat"),
        Step.DECLARE_ATTACKERS: translate("PhaseBar", "Attackers"),
        Step.DECLARE_BLOCKERS: translate("PhaseBar", "Blockers"),
        Step.FIRST_STRIKE_DAMAGE: translate("PhaseBar", "First strike"),
        Step.COMBAT_DAMAGE: translate("PhaseBar", "Damage"),
        Step.END_OF_COMBAT: translate("PhaseBar", "End combat"),
        Step.POSTCOMBAT_MAIN: translate("PhaseBar", "Main 2"),
        Step.END: translate("PhaseBar", "End"),
        Step.CLEANUP: translate("PhaseBar", "Cleanup"),
    }[step]


def short_step_label(step: Step) -> str:
    """The step's name when the bar is narrow (the full name is in the tooltip)."""
    from .i18n import translate

    return {
        Step.UNTAP: translate("PhaseBar", "Untap", "short"),
        Step.UPKEEP: translate("PhaseBar", "Upk.", "short"),
        Step.DRAW: translate("PhaseBar", "Draw", "short"),
        Step.PRECOMBAT_MAIN: translate("PhaseBar", "M1", "short"),
        Step.BEGINNING_OF_COMBAT: translate("PhaseBar", "Comb.", "short"),
        Step.DECLARE_ATTACKERS: translate("PhaseBar", "Att.", "short"),
        Step.DECLARE_BLOCKERS: translate("PhaseBar", "Blk.", "short"),
        Step.FIRST_STRIKE_DAMAGE: translate("PhaseBar", "1st", "short"),
        Step.COMBAT_DAMAGE: translate("PhaseBar", "Dmg.", "short"),
        Step.END_OF_COMBAT: translate("PhaseBar", "End c.", "short"),
        Step.POSTCOMBAT_MAIN: translate("PhaseBar", "M2", "short"),
        Step.END: translate("PhaseBar", "End", "short"),
        Step.CLEANUP: translate("PhaseBar", "Clean.", "short"),
    }[step]


class PhaseBar(QWidget):
    """`step_requested(key)`: the person clicked a step (a scenario step name)."""

    step_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PhaseBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        layout = QHBoxLayout(self)
        # the bar takes the window's width; it picks labels that fit (`_fit_labels`)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._layout = layout
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        self.turn_label = QLabel(self)
        layout.addWidget(self.turn_label)
        self.buttons: dict[Step, QToolButton] = {}
        for step in STEPS:
            button = QToolButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.clicked.connect(lambda _c=False, s=step: self.step_requested.emit(s.key))
            button.setEnabled(step not in NOT_CLICKABLE)
            # each step is as wide as its label: a narrow bar takes the short labels
            # rather than eliding ("End…bat")
            button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self.buttons[step] = button
            layout.addWidget(button, 1)
        layout.addStretch(0)
        self.priority_label = QLabel(self)
        self.priority_label.setAlignment(Qt.AlignmentFlag.AlignRight |
                                         Qt.AlignmentFlag.AlignVCenter)
        self.priority_label.setObjectName("priority")
        layout.addWidget(self.priority_label)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._state: tuple[int, str, Step, str | None] = (1, "", Step.PRECOMBAT_MAIN, None)
        self._day_night = ""
        self.short_labels = False
        self.retranslate()

    @property
    def current_step(self) -> Step:
        return self._state[2]

    def set_state(self, turn: int, active: str, step: Step, priority: str | None,
                  day_night: str = "") -> None:
        if (turn, active, step, priority) == self._state and self.turn_label.text() and \
                day_night == self._day_night:
            return
        self._state = (turn, active, step, priority)
        self._day_night = day_night  # 726: "day", "night" or neither
        shown = Step.COMBAT_DAMAGE if step == Step.FIRST_STRIKE_DAMAGE else step
        for s, button in self.buttons.items():
            button.setProperty("current", s == shown)
            button.setProperty("past", s < shown)
            button.style().unpolish(button)
            button.style().polish(button)
        self._texts()

    def _texts(self) -> None:
        turn, active, step, priority = self._state
        label = self.tr("Turn {n} · {player}").replace("{n}", str(turn)).replace("{player}",
                                                                                 active)
        if self._day_night:  # 726.2: the game's day or night
            label += " · " + (self.tr("Day") if self._day_night == "day" else self.tr("Night"))
        self.turn_label.setText(label)
        if priority:
            self.priority_label.setText(self.tr("Priority: {player}").replace("{player}",
                                                                              priority))
        else:
            self.priority_label.setText(self.tr("No priority ({step})").replace(
                "{step}", step_label(step)))
        advance = self.tr("Advance to this step (players pass with an empty stack)")
        for s, button in self.buttons.items():
            button.setToolTip(step_label(s) + ("\n" + advance if s not in NOT_CLICKABLE
                                                else ""))
        self._fit_labels()

    def _labels_width(self, short: bool) -> int:
        """The width the bar needs with the full or the short step names (bold, as the
        current step is drawn, so no step grows when it becomes current)."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        padding = 2 * (7 + 1 + 1) + 6  # the style sheet's padding, border and margin
        name = short_step_label if short else step_label
        steps = sum(metrics.horizontalAdvance(name(s)) + padding for s in self.buttons)
        margins = self._layout.contentsMargins()
        return (steps + self.turn_label.sizeHint().width()
                + self.priority_label.sizeHint().width() + margins.left() + margins.right())

    def _fit_labels(self) -> None:
        self.short_labels = self._labels_width(short=False) > self.width()
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        for s, button in self.buttons.items():
            text = short_step_label(s) if self.short_labels else step_label(s)
            button.setText(text)
            button.setMinimumWidth(metrics.horizontalAdvance(text) + 2 * (7 + 1 + 1) + 2)

    def sizeHint(self) -> QSize:
        """As wide as offered (a tool bar asks): the labels fit themselves to the width."""
        return QSize(320, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(320, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if (self._labels_width(short=False) > self.width()) != self.short_labels:
            self._fit_labels()

    def retranslate(self) -> None:
        self._texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
