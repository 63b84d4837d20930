"""Every question the window asks a person goes through a `Prompter`.

`QtPrompter` shows modal dialogs; tests give the window a scripted prompter
with the same methods, so driving the window never blocks on a dialog. A
method returns None when the person cancels.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from tabletop.inputs.errors import TabletopDataError

from ..i18n import translate
from ..open_errors import error_lines
from .choices import ChoiceDialog, ColorDialog, ManyDialog, NumberDialog, OrderDialog
from .file_error import FileErrorBox
from .mulligan import MulliganAnswer, MulliganDialog
from .table_moves import ALL_TOKEN_PARTS, CounterDialog, TokenDialog, TokenSpec


class Prompter:
    """The questions; the base class answers every one with its default (no dialog)."""

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        return default if options else None

    def choose_many(self, title: str, prompt: str, options: list[str],
                    checked: tuple[int, ...] = ()) -> list[int] | None:
        """Any number of the options (their indices); the base class keeps `checked`."""
        return list(checked)

    def choose_number(self, title: str, prompt: str, minimum: int = 0, maximum: int = 99,
                      default: int = 0) -> int | None:
        return default

    def choose_color(self, title: str, prompt: str) -> str | None:
        return "White"

    def order(self, title: str, prompt: str, items: list[str]) -> list[int] | None:
        return list(range(len(items)))

    def token(self, title: str, parts: frozenset[str] = ALL_TOKEN_PARTS) -> TokenSpec | None:
        """What tokens to create; `parts`: the optional parts to offer (colours, ...)."""
        return None

    def mulligan(self, player: str, cards: list[str], bottom: int, mulligans: int
                 ) -> MulliganAnswer | None:
        """Keep or mulligan (103.5); keeping after mulligans names `bottom` cards. The base
        class keeps, bottoming the first cards."""
        return MulliganAnswer(False, tuple(range(bottom)))

    def counter(self, title: str) -> tuple[str, int] | None:
        return None

    def open_files(self, title: str, directory: str, filters: str) -> list[str]:
        return []

    def open_file(self, title: str, directory: str, filters: str) -> str | None:
        files = self.open_files(title, directory, filters)
        return files[0] if files else None

    def error(self, title: str, text: str) -> None:
        return None

    def file_error(self, error: TabletopDataError, *, game_kept: bool) -> None:
        """A file that cannot be used: its file, place and reason in words."""
        self.error(translate("OpenError", "Cannot use this file"),
                   "\n".join(error_lines(error, game_kept=game_kept)))

    def info(self, title: str, text: str) -> None:
        return None

    def confirm(self, title: str, text: str, yes: str, no: str) -> bool:
        """A yes/no question; the base class says no (the careful answer)."""
        return False


class QtPrompter(Prompter):
    """Asks with modal dialogs over `parent`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.parent = parent

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        dialog = ChoiceDialog(title, prompt, options, default, self.parent)
        return dialog.choice() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def choose_many(self, title: str, prompt: str, options: list[str],
                    checked: tuple[int, ...] = ()) -> list[int] | None:
        dialog = ManyDialog(title, prompt, options, checked, self.parent)
        return dialog.chosen() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def choose_number(self, title: str, prompt: str, minimum: int = 0, maximum: int = 99,
                      default: int = 0) -> int | None:
        dialog = NumberDialog(title, prompt, minimum, maximum, default, self.parent)
        return dialog.value() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def choose_color(self, title: str, prompt: str) -> str | None:
        names = {"White": translate("Prompter", "White"), "Blue": translate("Prompter", "Blue"),
                 "Black": translate("Prompter", "Black"), "Red": translate("Prompter", "Red"),
                 "Green": translate("Prompter", "Green")}
        dialog = ColorDialog(title, prompt, names, self.parent)
        return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None

    def order(self, title: str, prompt: str, items: list[str]) -> list[int] | None:
        dialog = OrderDialog(title, prompt, items, self.parent)
        return dialog.order() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def token(self, title: str, parts: frozenset[str] = ALL_TOKEN_PARTS) -> TokenSpec | None:
        dialog = TokenDialog(title, self.parent, parts)
        return dialog.spec() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def mulligan(self, player: str, cards: list[str], bottom: int, mulligans: int
                 ) -> MulliganAnswer | None:
        dialog = MulliganDialog(player, cards, bottom, mulligans, self.parent)
        return dialog.answer if dialog.exec() == QDialog.DialogCode.Accepted else None

    def counter(self, title: str) -> tuple[str, int] | None:
        dialog = CounterDialog(title, parent=self.parent)
        return dialog.result_pair() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def open_files(self, title: str, directory: str, filters: str) -> list[str]:
        files, _ = QFileDialog.getOpenFileNames(self.parent, title, directory, filters)
        return list(files)

    def open_file(self, title: str, directory: str, filters: str) -> str | None:
        file, _ = QFileDialog.getOpenFileName(self.parent, title, directory, filters)
        return file or None

    def error(self, title: str, text: str) -> None:
        QMessageBox.critical(self.parent, title, text)

    def file_error(self, error: TabletopDataError, *, game_kept: bool) -> None:
        FileErrorBox(error, game_kept=game_kept, parent=self.parent).exec()

    def confirm(self, title: str, text: str, yes: str, no: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton, self.parent)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(box.addButton(no, QMessageBox.ButtonRole.RejectRole))
        box.exec()
        return box.clickedButton() is yes_button

    def info(self, title: str, text: str) -> None:
        QMessageBox.information(self.parent, title, text)
