"""The right-click menu of a stack of identical permanents: fan it out or gather it, tap
or untap some or all of them, attack with all of them, and the menu of the one card
clicked. Every entry that changes the game is the same engine action as the single
card's, performed through `Interaction` for each card.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tabletop.engine.rules.combat import declaration_pending

from .card_stacks import CardStack
from .gestures import Interaction
from .i18n import translate
from .menus import card_menu
from .table_scene import TableScene


def _add(menu: QMenu, text: str, slot: Callable[[], object], *, enabled: bool = True,
         tip: str = "") -> QAction:
    action = menu.addAction(text)
    action.setEnabled(enabled)
    action.setToolTip(tip or text)
    action.triggered.connect(lambda _checked=False: slot())
    return action


def _ask_tapped(interaction: Interaction, stack: CardStack, name: str, tap: bool) -> None:
    title = translate("StackMenu", "Tap") if tap else translate("StackMenu", "Untap")
    prompt = translate("StackMenu", "How many of the {n} {name}?").replace(
        "{n}", str(stack.count)).replace("{name}", name)
    n = interaction.prompter.choose_number(title, prompt, 1, stack.count, 1)
    if n is not None and n > 0:
        interaction.set_tapped_many(stack.members[:n], tap)


def stack_menu(interaction: Interaction, scene: TableScene, oid: int,
               parent: QWidget | None = None) -> QMenu:
    """The menu of the stack `oid` is in (a single card's menu when it is in none)."""
    stack = scene.stack_of(oid)
    placed = scene.placed(oid)
    if stack is None or placed is None:
        return card_menu(interaction, oid, parent)
    view = placed.view
    menu = QMenu(parent)
    menu.setToolTipsVisible(True)
    header = menu.addAction(f"{view.name} ×{stack.count}")
    header.setEnabled(False)
    menu.addSeparator()
    if scene.is_fanned(oid):
        _add(menu, translate("StackMenu", "Gather the stack"),
             lambda: scene.set_fanned(oid, False))
    else:
        _add(menu, translate("StackMenu", "Fan out"), lambda: scene.set_fanned(oid, True))
    tap = not view.tapped
    n = str(stack.count)
    if tap:
        _add(menu, translate("StackMenu", "Tap…"),
             lambda: _ask_tapped(interaction, stack, view.name, True))
        _add(menu, translate("StackMenu", "Tap all {n}").replace("{n}", n),
             lambda: interaction.set_tapped_many(stack.members, True))
    else:
        _add(menu, translate("StackMenu", "Untap…"),
             lambda: _ask_tapped(interaction, stack, view.name, False))
        _add(menu, translate("StackMenu", "Untap all {n}").replace("{n}", n),
             lambda: interaction.set_tapped_many(stack.members, False))
    state = interaction.game.state
    if placed.creature and placed.player == state.active:
        can = declaration_pending(interaction.game) == "attackers"
        _add(menu, translate("StackMenu", "Attack with all {n}").replace("{n}", n),
             lambda: interaction.attack_with(stack.members), enabled=can,
             tip="" if can else translate("StackMenu", "in the declare attackers step"))
    menu.addSeparator()
    one = card_menu(interaction, oid, menu)
    one.setTitle(translate("StackMenu", "This card"))
    menu.addMenu(one)
    return menu
