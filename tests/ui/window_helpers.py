"""What the window tests share: a scripted prompter, the window fixture's parts, a table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.ui.dialogs.mulligan import MulliganAnswer
from tabletop.ui.dialogs.prompter import Prompter
from tabletop.ui.dialogs.table_moves import TokenSpec
from tabletop.ui.main_window import MainWindow

KNIGHT_TABLE = """
title = "A Knight, lands and a Giant Growth"
[[step]]
do = "enter"
card = "Knight of Cliffhaven"
as = "knight"
[[step]]
do = "enter"
card = "Plains"
[[step]]
do = "enter"
card = "Plains"
[[step]]
do = "enter"
card = "Plains"
[[step]]
do = "enter"
card = "Forest"
[[step]]
do = "hand"
card = "Giant Growth"
[[step]]
do = "enter"
card = "Grizzly Bears"
controller = "Bob"
"""


class ScriptedPrompter(Prompter):
    """Answers the window's questions from queues and remembers what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, Any]] = []
        self.answers: dict[str, list[Any]] = {}
        self.errors: list[str] = []
        self.infos: list[str] = []

    def _next(self, kind: str, default: Any) -> Any:
        queue = self.answers.get(kind)
        return queue.pop(0) if queue else default

    def choose_one(self, title: str, prompt: str, options: list[str], default: int = 0
                   ) -> int | None:
        self.asked.append(("one", options))
        return self._next("one", default)  # type: ignore[no-any-return]

    def choose_many(self, title: str, prompt: str, options: list[str],
                    checked: tuple[int, ...] = ()) -> list[int] | None:
        self.asked.append(("many", (prompt, options)))
        return self._next("many", list(checked))  # type: ignore[no-any-return]

    def choose_number(self, title: str, prompt: str, minimum: int = 0, maximum: int = 99,
                      default: int = 0) -> int | None:
        self.asked.append(("number", prompt))
        return self._next("number", default)  # type: ignore[no-any-return]

    def choose_color(self, title: str, prompt: str) -> str | None:
        self.asked.append(("color", prompt))
        return self._next("color", "Green")  # type: ignore[no-any-return]

    def order(self, title: str, prompt: str, items: list[str]) -> list[int] | None:
        self.asked.append(("order", items))
        return self._next("order", list(range(len(items))))  # type: ignore[no-any-return]

    def token(self, title: str, parts: frozenset[str] = frozenset()) -> TokenSpec | None:
        self.asked.append(("token", (title, parts)))
        return self._next("token", None)  # type: ignore[no-any-return]

    def mulligan(self, player: str, cards: list[str], bottom: int, mulligans: int
                 ) -> MulliganAnswer | None:
        self.asked.append(("mulligan", (player, list(cards), bottom)))
        return self._next("mulligan", MulliganAnswer(False, tuple(range(bottom))))  # type: ignore[no-any-return]

    def counter(self, title: str) -> tuple[str, int] | None:
        self.asked.append(("counter", title))
        return self._next("counter", None)  # type: ignore[no-any-return]

    def error(self, title: str, text: str) -> None:
        self.errors.append(text)

    def info(self, title: str, text: str) -> None:
        self.infos.append(text)

    def confirm(self, title: str, text: str, yes: str, no: str) -> bool:
        self.asked.append(("confirm", text))
        return self._next("confirm", False)  # type: ignore[no-any-return]

    def open_files(self, title: str, directory: str, filters: str) -> list[str]:
        self.asked.append(("open", title))
        return self._next("open", [])  # type: ignore[no-any-return]


def open_table(window: MainWindow, tmp_path: Path, text: str = KNIGHT_TABLE) -> None:
    path = tmp_path / "table.toml"
    path.write_text(text, encoding="utf-8")
    assert window.open_paths([str(path)]), window.last_error


def state_hash(window: MainWindow) -> str:
    return window.controller.game.state_hash()  # type: ignore[union-attr]
