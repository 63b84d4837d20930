"""Dialogs for tabletop moves: creating tokens, putting counters of any kind."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

COUNTER_KINDS: tuple[str, ...] = ("+1/+1", "-1/-1", "level", "loyalty", "charge", "time",
                                  "flying", "shield", "stun", "poison")


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token: a copy of a card by name, or a vanilla creature with P/T (then `name` is
    its creature type)."""

    name: str
    power: int | None = None
    toughness: int | None = None
    count: int = 1


class _Form(QDialog):
    def __init__(self, title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout(self)

    def finish(self) -> None:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.form.addRow(buttons)


class TokenDialog(_Form):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("a card name, or a creature type"))
        self.name.setText("Soldier")
        self.vanilla = QCheckBox(self.tr("Creature token with this power/toughness"), self)
        self.vanilla.setChecked(True)
        self.power = QSpinBox(self)
        self.toughness = QSpinBox(self)
        for spin in (self.power, self.toughness):
            spin.setRange(0, 99)
            spin.setValue(1)
        self.count = QSpinBox(self)
        self.count.setRange(1, 50)
        self.count.setValue(1)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.vanilla)
        self.form.addRow(self.tr("Power"), self.power)
        self.form.addRow(self.tr("Toughness"), self.toughness)
        self.form.addRow(self.tr("How many"), self.count)
        self.vanilla.toggled.connect(self.power.setEnabled)
        self.vanilla.toggled.connect(self.toughness.setEnabled)
        self.finish()

    def spec(self) -> TokenSpec | None:
        name = self.name.text().strip()
        if not name:
            return None
        if self.vanilla.isChecked():
            return TokenSpec(name, self.power.value(), self.toughness.value(), self.count.value())
        return TokenSpec(name, None, None, self.count.value())


class CounterDialog(_Form):
    """A kind of counter (any text) and how many; a negative number removes."""

    def __init__(self, title: str, kinds: tuple[str, ...] = COUNTER_KINDS,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.kind = QComboBox(self)
        self.kind.setEditable(True)
        self.kind.addItems(list(kinds))
        self.n = QSpinBox(self)
        self.n.setRange(-99, 99)
        self.n.setValue(1)
        self.form.addRow(self.tr("Kind"), self.kind)
        self.form.addRow(self.tr("Number (negative removes)"), self.n)
        self.finish()

    def result_pair(self) -> tuple[str, int] | None:
        kind = self.kind.currentText().strip()
        if not kind or self.n.value() == 0:
            return None
        return kind, self.n.value()
