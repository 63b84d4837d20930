"""Combat drawn on the table and stepped through with the keyboard: the engine says which
creatures may attack or block (a summoning-sick one is not offered and is refused when
clicked, 302.6), attack arrows run to the defending player, block lines to the attacker,
and the first-strike and the regular damage step (510.4) each show the damage dealt in it.
`N` moves to the step the engine names (`turns.step_after`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model.enums import Step
from tabletop.ui.card_view import Highlight
from tabletop.ui.combat_items import CombatArrowItem, DamageMarkerItem
from tabletop.ui.main_window import MainWindow

from .test_window import click, oid_of
from .window_helpers import open_table

FIGHT = """
title = "A first striker and a bear attack; a bear blocks"
start = "beginning_of_combat"
[[step]]
do = "enter"
card = "Black Knight"
as = "knight"
[[step]]
do = "enter"
card = "Grizzly Bears"
as = "bears"
[[step]]
do = "enter"
card = "Craw Wurm"
as = "giant"
sick = true
[[step]]
do = "enter"
card = "Grizzly Bears"
controller = "Bob"
as = "blocker"
"""


def key(qtbot: QtBot, window: MainWindow, k: Qt.Key) -> None:
    qtbot.keyClick(window.table_view, k)


def step(window: MainWindow) -> Step:
    return window.controller.game.state.step  # type: ignore[union-attr]


def arrows(window: MainWindow, kind: str) -> list[CombatArrowItem]:
    return [a for a in window.scene.items() if isinstance(a, CombatArrowItem) and a.kind == kind]


def markers(window: MainWindow) -> list[DamageMarkerItem]:
    return [m for m in window.scene.items() if isinstance(m, DamageMarkerItem)]


def highlight(window: MainWindow, oid: int) -> Highlight:
    item = window.scene.card_item(oid)
    assert item is not None
    return item.view.highlight


def test_every_combat_step_by_keyboard(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path, FIGHT)
    game = window.controller.game  # type: ignore[union-attr]
    knight, giant = oid_of(window, "Black Knight"), oid_of(window, "Craw Wurm")
    bears = next(o for o in game.state.zone_ids(game.state.objects[knight].zone)
                 if game.obj(o).card.name == "Grizzly Bears" and game.controller_of(o) == "Alice")
    blocker = next(o for o in game.state.zone_ids(game.state.objects[knight].zone)
                   if game.obj(o).card.name == "Grizzly Bears" and game.controller_of(o) == "Bob")
    assert step(window) == Step.BEGINNING_OF_COMBAT
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.DECLARE_ATTACKERS
    # the engine's legal attackers glow; the summoning-sick giant is not offered
    assert highlight(window, knight) == Highlight.PLAYABLE
    assert highlight(window, bears) == Highlight.PLAYABLE
    assert highlight(window, giant) == Highlight.NONE
    click(qtbot, window, giant)
    assert "302.6" in window.last_refusal or "sick" in window.last_refusal.lower() \
        or "since" in window.last_refusal
    assert window.interaction is not None and giant not in window.interaction.combat.attackers
    click(qtbot, window, knight)
    click(qtbot, window, bears)
    key(qtbot, window, Qt.Key.Key_Return)
    attacks = arrows(window, "attack")
    assert sorted(a.source for a in attacks) == sorted([knight, bears])
    assert all(a.target == "Bob" for a in attacks)  # to the defending player's panel
    panel = window.scene.panel_item("Bob")
    assert panel is not None
    for arrow in attacks:  # the arrow ends at Bob's panel
        end = arrow.path().pointAtPercent(1.0)
        assert panel.sceneBoundingRect().adjusted(-40, -40, 40, 40).contains(end)
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.DECLARE_BLOCKERS
    assert highlight(window, blocker) == Highlight.PLAYABLE
    click(qtbot, window, blocker)
    click(qtbot, window, bears)
    key(qtbot, window, Qt.Key.Key_Return)
    blocks = arrows(window, "block")
    assert [(b.source, b.target) for b in blocks] == [(blocker, bears)]
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.FIRST_STRIKE_DAMAGE  # the knight has first strike (510.4)
    shown = [(m.damage.target, m.amount) for m in markers(window)]
    assert shown == [("Bob", 2)]  # only the first striker dealt damage, to Bob
    assert game.state.players["Bob"].life == 18
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.COMBAT_DAMAGE
    shown = sorted((str(m.damage.target), m.amount) for m in markers(window))
    assert shown == sorted([(str(blocker), 2), (str(bears), 2)])  # the bears trade
    assert ("Bob", 2) not in shown  # the first-strike damage is not shown again
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.END_OF_COMBAT
    assert markers(window) == []
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.POSTCOMBAT_MAIN
    assert arrows(window, "attack") == [] and arrows(window, "block") == []


def test_without_attackers_n_goes_to_the_end_of_combat(qtbot: QtBot, window: MainWindow,
                                                       tmp_path: Path) -> None:
    open_table(window, tmp_path, FIGHT)
    key(qtbot, window, Qt.Key.Key_N)
    key(qtbot, window, Qt.Key.Key_Return)  # no attackers declared
    assert arrows(window, "attack") == []
    key(qtbot, window, Qt.Key.Key_N)
    assert step(window) == Step.END_OF_COMBAT  # 508.8, as the engine says
