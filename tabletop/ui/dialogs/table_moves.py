"""Dialogs for tabletop moves: creating tokens, putting counters of any kind."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ..i18n import translate

COUNTER_KINDS: tuple[str, ...] = ("+1/+1", "-1/-1", "level", "loyalty", "charge", "time",
                                  "flying", "shield", "stun", "poison")


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token: a copy of a card by name, or a creature with P/T (then `name` is its
    creature types, "Elf Warrior"), its colours, keywords, how many, and tapped or not."""

    name: str
    power: int | None = None
    toughness: int | None = None
    count: int = 1
    colors: tuple[str, ...] = ()  # "White", "Blue", ... (105.1)
    keywords: tuple[str, ...] = ()
    tapped: bool = False

    @property
    def creature_types(self) -> tuple[str, ...]:
        """The creature types of a P/T token (205.3m): the words of its name."""
        return tuple(self.name.split()) if self.power is not None else ()


COLORS: tuple[str, ...] = ("White", "Blue", "Black", "Red", "Green")
#: keywords a token commonly has (702)
TOKEN_KEYWORDS: tuple[str, ...] = ("Flying", "First strike", "Deathtouch", "Haste",
                                   "Lifelink", "Menace", "Reach", "Trample", "Vigilance",
                                   "Defender")
#: what a token can have besides name, P/T and count: "colors", "keywords", "tapped"
ALL_TOKEN_PARTS = frozenset({"colors", "keywords", "tapped"})


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
    """Create tokens: a card's copy by name, or a creature with creature types, P/T,
    colours and keywords; how many, and whether they enter tapped. `parts` are the
    optional parts the table can make now (see `ALL_TOKEN_PARTS`)."""

    def __init__(self, title: str, parent: QWidget | None = None,
                 parts: frozenset[str] = ALL_TOKEN_PARTS) -> None:
        super().__init__(title, parent)
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(self.tr("a card name, or creature types (Elf Warrior)"))
        self.name.setText("Soldier")
        self.vanilla = QCheckBox(self.tr("Creature token with this power/toughness"), self)
        self.vanilla.setChecked(True)
        self.power = QSpinBox(self)
        self.toughness = QSpinBox(self)
        for spin in (self.power, self.toughness):
            spin.setRange(0, 99)
            spin.setValue(1)
        self.colors: dict[str, QCheckBox] = {}
        color_row = QHBoxLayout()
        for color in COLORS:
            box = QCheckBox(color_name(color), self)
            self.colors[color] = box
            color_row.addWidget(box)
        color_row.addStretch(1)
        self.keywords: dict[str, QCheckBox] = {}
        keyword_grid = QGridLayout()
        for n, keyword in enumerate(TOKEN_KEYWORDS):
            box = QCheckBox(keyword_name(keyword), self)
            self.keywords[keyword] = box
            keyword_grid.addWidget(box, n // 3, n % 3)
        self.count = QSpinBox(self)
        self.count.setRange(1, 50)
        self.count.setValue(1)
        self.tapped = QCheckBox(self.tr("Enters tapped"), self)
        self.form.addRow(self.tr("Name"), self.name)
        self.form.addRow(self.vanilla)
        self.form.addRow(self.tr("Power"), self.power)
        self.form.addRow(self.tr("Toughness"), self.toughness)
        if "colors" in parts:
            self.form.addRow(self.tr("Colour"), color_row)
        else:
            for box in self.colors.values():
                box.hide()
        if "keywords" in parts:
            self.form.addRow(self.tr("Keywords"), keyword_grid)
        else:
            for box in self.keywords.values():
                box.hide()
        self.form.addRow(self.tr("How many"), self.count)
        if "tapped" in parts:
            self.form.addRow(self.tapped)
        else:
            self.tapped.hide()
        self.vanilla.toggled.connect(self._vanilla)
        self.finish()

    def _vanilla(self, on: bool) -> None:
        """A copy of a card has the card's colours and abilities: only P/T tokens get them."""
        for widget in (self.power, self.toughness, *self.keywords.values(),
                       *self.colors.values()):
            widget.setEnabled(on)

    def spec(self) -> TokenSpec | None:
        name = " ".join(self.name.text().split())
        if not name:
            return None
        count, tapped = self.count.value(), self.tapped.isVisibleTo(self) and \
            self.tapped.isChecked()
        if not self.vanilla.isChecked():
            return TokenSpec(name, None, None, count, tapped=tapped)
        colors = tuple(c for c, box in self.colors.items() if box.isChecked()
                       and box.isVisibleTo(self))
        keywords = tuple(k for k, box in self.keywords.items() if box.isChecked()
                         and box.isVisibleTo(self))
        return TokenSpec(name, self.power.value(), self.toughness.value(), count, colors,
                         keywords, tapped)


def color_name(color: str) -> str:
    """A colour's name in the interface language."""
    return {"White": translate("Prompter", "White"), "Blue": translate("Prompter", "Blue"),
            "Black": translate("Prompter", "Black"), "Red": translate("Prompter", "Red"),
            "Green": translate("Prompter", "Green")}.get(color, color)


def keyword_name(keyword: str) -> str:
    """A keyword's name in the interface language (the card stays English)."""
    return {
        "Flying": translate("Keywords", "Flying"),
        "First strike": translate("Keywords", "First strike"),
        "Deathtouch": translate("Keywords", "Deathtouch"),
        "Haste": translate("Keywords", "Haste"),
        "Lifelink": translate("Keywords", "Lifelink"),
        "Menace": translate("Keywords", "Menace"),
        "Reach": translate("Keywords", "Reach"),
        "Trample": translate("Keywords", "Trample"),
        "Vigilance": translate("Keywords", "Vigilance"),
        "Defender": translate("Keywords", "Defender"),
    }.get(keyword, keyword)


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
