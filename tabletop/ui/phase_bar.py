"""The phase bar: the turn, the steps with the current one lit, and who holds priority.

Clicking a later step asks to advance to it (the window performs `AdvanceTo`);
untap and cleanup are shown but not clickable (players get no priority there,
502.4, 514.3).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QWidget

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


class PhaseBar(QWidget):
    """`step_requested(key)`: the person clicked a step (a scenario step name)."""

    step_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PhaseBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(0)
        self.turn_label = QLabel(self)
        self.turn_label.setMinimumWidth(60)
        layout.addWidget(self.turn_label)
        self.buttons: dict[Step, QToolButton] = {}
        for step in STEPS:
            button = QToolButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.clicked.connect(lambda _c=False, s=step: self.step_requested.emit(s.key))
            button.setEnabled(step not in NOT_CLICKABLE)
            # narrow windows squeeze the steps rather than growing the window
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.setMinimumWidth(24)
            button.setMaximumWidth(120)
            self.buttons[step] = button
            layout.addWidget(button, 1)
        layout.addStretch(0)
        self.priority_label = QLabel(self)
        self.priority_label.setMinimumWidth(60)
        self.priority_label.setAlignment(Qt.AlignmentFlag.AlignRight |
                                         Qt.AlignmentFlag.AlignVCenter)
        self.priority_label.setObjectName("priority")
        layout.addWidget(self.priority_label)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._state: tuple[int, str, Step, str | None] = (1, "", Step.PRECOMBAT_MAIN, None)
        self.retranslate()

    @property
    def current_step(self) -> Step:
        return self._state[2]

    def set_state(self, turn: int, active: str, step: Step, priority: str | None) -> None:
        if (turn, active, step, priority) == self._state and self.turn_label.text():
            return
        self._state = (turn, active, step, priority)
        shown = Step.COMBAT_DAMAGE if step == Step.FIRST_STRIKE_DAMAGE else step
        for s, button in self.buttons.items():
            button.setProperty("current", s == shown)
            button.setProperty("past", s < shown)
            button.style().unpolish(button)
            button.style().polish(button)
        self._texts()

    def _texts(self) -> None:
        turn, active, step, priority = self._state
        self.turn_label.setText(self.tr("Turn {n} · {player}").replace("{n}", str(turn))
                                .replace("{player}", active))
        if priority:
            self.priority_label.setText(self.tr("Priority: {player}").replace("{player}",
                                                                              priority))
        else:
            self.priority_label.setText(self.tr("No priority ({step})").replace(
                "{step}", step_label(step)))
        for s, button in self.buttons.items():
            button.setText(step_label(s))
            button.setToolTip(self.tr("Advance to this step (players pass with an empty "
                                      "stack)") if s not in NOT_CLICKABLE else "")

    def retranslate(self) -> None:
        self._texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
