"""Banding in the window (702.22): the player who declares attackers is asked which
attackers band with a creature that has banding, the band is drawn as a dotted line
between its members, and one blocker blocks the whole band (702.22h); the dialog reads
in English and German."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.cards.user_imports import import_source
from tabletop.engine.game import Game
from tabletop.engine.model.enums import Step
from tabletop.ui import i18n
from tabletop.ui.dialogs.choices import ManyDialog
from tabletop.ui.loader import forget_cards
from tabletop.ui.main_window import MainWindow

from .test_combat_drawn import arrows, key, markers, step
from .test_window import click, oid_of
from .window_helpers import ScriptedPrompter, open_table

CARDS = Path(__file__).parents[1] / "session" / "banding" / "cards.toml"
BAND = """
title = "A band of Icatian Phalanx and Grizzly Bears; a Craw Wurm blocks"
start = "beginning_of_combat"
[[step]]
do = "enter"
card = "Icatian Phalanx"
[[step]]
do = "enter"
card = "Grizzly Bears"
[[step]]
do = "enter"
card = "Craw Wurm"
controller = "Bob"
"""


@pytest.fixture
def banding_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The banding cards imported as a user would (`tabletop cards import`)."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    import_source(CARDS)
    forget_cards()
    yield
    forget_cards()


def _attack_with_both(qtbot: QtBot, window: MainWindow, tmp_path: Path
                      ) -> tuple[Game, int, int]:
    """Open the table, go to the declare attackers step, click the Phalanx and the Bears
    and press Enter (the prompter answers the band question)."""
    open_table(window, tmp_path, BAND)
    game = window.controller.game
    assert game is not None
    phalanx, bears = oid_of(window, "Icatian Phalanx"), oid_of(window, "Grizzly Bears")
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.DECLARE_ATTACKERS
    click(qtbot, window, phalanx)
    click(qtbot, window, bears)
    key(qtbot, window, Qt.Key.Key_Return)
    return game, phalanx, bears


def test_a_band_is_asked_for_drawn_and_blocked_whole(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path,
        banding_cards: None) -> None:
    prompter.answers["many"] = [[0]]  # the Bears join the Phalanx's band
    game, phalanx, bears = _attack_with_both(qtbot, window, tmp_path)
    wurm = oid_of(window, "Craw Wurm")
    asked = [what for kind, what in prompter.asked if kind == "many"]
    assert len(asked) == 1 and "Form a band with Icatian Phalanx" in asked[0][0]
    assert asked[0][1] == ["Grizzly Bears"]  # no banding: not marked
    assert game.state.combat.bands == [[phalanx, bears]]
    assert [(a.source, a.target) for a in arrows(window, "band")] == [(phalanx, bears)]
    assert len(arrows(window, "attack")) == 2

    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.DECLARE_BLOCKERS
    click(qtbot, window, wurm)
    click(qtbot, window, bears)
    key(qtbot, window, Qt.Key.Key_Return)
    # 702.22h: blocking the Bears blocks the Phalanx too: two block lines
    assert sorted((b.source, b.target) for b in arrows(window, "block")) == sorted(
        [(wurm, bears), (wurm, phalanx)])
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.COMBAT_DAMAGE
    # 702.22k: Alice divides the Wurm's 6 damage; unasked in the window, all of it goes
    # to the creature with the most toughness left: the Phalanx, and the Bears live
    shown = {(m.damage.target, m.amount) for m in markers(window)}
    assert (phalanx, 6) in shown and not any(t == bears for t, _ in shown)
    assert game.state.players["Bob"].life == 20


def test_without_a_band_chosen_the_attackers_attack_alone(
        qtbot: QtBot, window: MainWindow, prompter: ScriptedPrompter, tmp_path: Path,
        banding_cards: None) -> None:
    prompter.answers["many"] = [[]]
    game, _, _ = _attack_with_both(qtbot, window, tmp_path)
    assert game.state.combat.declared and game.state.combat.bands == []
    assert arrows(window, "band") == []


def test_the_band_dialog_checks_boxes_in_english_and_german(qtbot: QtBot) -> None:
    seen = {}
    try:
        for language in ("en", "de"):
            i18n.install(language)
            dialog = ManyDialog(i18n.translate("Interaction", "Banding"), "?",
                                ["Grizzly Bears", "Craw Wurm"])
            qtbot.addWidget(dialog)
            dialog.show()
            dialog.list.setFocus()
            dialog.list.setCurrentRow(0)
            qtbot.keyClick(dialog.list, Qt.Key.Key_Space)  # checks the Bears' box
            assert dialog.chosen() == [0]
            seen[language] = dialog.windowTitle()
    finally:
        i18n.install("en")
    assert seen == {"en": "Banding", "de": "Gruppenbildung"}
