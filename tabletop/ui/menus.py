"""Right-click menus of the table, built as QMenu objects (so tests can trigger their actions).

A card's menu lists what the rules allow with it now (from `legal.options_for_object`):
illegal choices are greyed out and say the engine's reason. Below them, tabletop
moves: tap, counters, moving between zones, attaching, control, token copies.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import ActionOption, cast_ways

from .event_texts import shown_name
from .face_views import door_label, face_label
from .gestures import Interaction
from .i18n import QT_TRANSLATE_NOOP, translate

MOVE_ZONES: tuple[tuple[str, str], ...] = (
    ("hand", "top"), ("battlefield", "top"), ("graveyard", "top"), ("exile", "top"),
    ("library", "top"), ("library", "bottom"),
)


def _zone_name(zone: str, position: str) -> str:
    return {
        ("hand", "top"): translate("Menus", "Hand"),
        ("battlefield", "top"): translate("Menus", "Battlefield"),
        ("graveyard", "top"): translate("Menus", "Graveyard"),
        ("exile", "top"): translate("Menus", "Exile"),
        ("library", "top"): translate("Menus", "Top of library"),
        ("library", "bottom"): translate("Menus", "Bottom of library"),
    }[(zone, position)]


def _act(interaction: Interaction, action: A.Action) -> Callable[[], object]:
    return lambda: interaction.perform(action)


def _add(menu: QMenu, text: str, slot: Callable[[], object], *, enabled: bool = True,
         tip: str = "") -> QAction:
    action = menu.addAction(text)
    action.setEnabled(enabled)
    if tip:
        action.setToolTip(tip)
        action.setStatusTip(tip)
    action.triggered.connect(lambda _checked=False: slot())
    return action


# the engine's ways to cast a card (its `legal_actions` choice keys), as menu words
CAST_WAYS: dict[str, str] = {
    "fuse": QT_TRANSLATE_NOOP("Menus", "fused"),  # 702.102
    "flashback": QT_TRANSLATE_NOOP("Menus", "flashback"),  # 702.34
    "jump_start": QT_TRANSLATE_NOOP("Menus", "jump-start"),  # 702.133
    "evoke": QT_TRANSLATE_NOOP("Menus", "evoked"),  # 702.74
    "dash": QT_TRANSLATE_NOOP("Menus", "dashed"),  # 702.109
    "kicked": QT_TRANSLATE_NOOP("Menus", "kicked"),  # 702.33
    "buyback": QT_TRANSLATE_NOOP("Menus", "with buyback"),  # 702.27
    "morph": QT_TRANSLATE_NOOP("Menus", "face down"),  # 702.37c
    "megamorph": QT_TRANSLATE_NOOP("Menus", "face down"),  # 702.37b
    "disguise": QT_TRANSLATE_NOOP("Menus", "face down"),  # 702.168a
    "bestow": QT_TRANSLATE_NOOP("Menus", "bestowed"),  # 702.103b
    "entwine": QT_TRANSLATE_NOOP("Menus", "entwined"),  # 702.42a
    "replicate": QT_TRANSLATE_NOOP("Menus", "replicated"),  # 702.56a
    "conspire": QT_TRANSLATE_NOOP("Menus", "conspired"),  # 702.78a
    "prowl": QT_TRANSLATE_NOOP("Menus", "prowled"),  # 702.76a
    "emerge": QT_TRANSLATE_NOOP("Menus", "emerge"),  # 702.119a
    "awaken": QT_TRANSLATE_NOOP("Menus", "awakened"),  # 702.113a
    "splice": QT_TRANSLATE_NOOP("Menus", "spliced"),  # 702.47a
    "retrace": QT_TRANSLATE_NOOP("Menus", "retrace"),  # 702.81a
    "surge": QT_TRANSLATE_NOOP("Menus", "surged"),  # 702.117a
    "tap": QT_TRANSLATE_NOOP("Menus", "tapping permanents to pay"),  # convoke, improvise
    "exile": QT_TRANSLATE_NOOP("Menus", "exiling cards to pay"),  # 702.66a delve
    "warp": QT_TRANSLATE_NOOP("Menus", "warped"),  # 702.185a
    "plot": QT_TRANSLATE_NOOP("Menus", "plotted"),  # 702.170d
    "offspring": QT_TRANSLATE_NOOP("Menus", "with offspring"),  # 702.175a
    "impending": QT_TRANSLATE_NOOP("Menus", "impending"),  # 702.176a
    "disturb": QT_TRANSLATE_NOOP("Menus", "disturbed"),  # 702.146a
    "bargain": QT_TRANSLATE_NOOP("Menus", "bargained"),  # 702.166a
    "blitz": QT_TRANSLATE_NOOP("Menus", "blitzed"),  # 702.152a
    "gift": QT_TRANSLATE_NOOP("Menus", "gift promised"),  # 702.174a
    "overload": QT_TRANSLATE_NOOP("Menus", "overloaded"),  # 702.96a
    "prototype": QT_TRANSLATE_NOOP("Menus", "prototyped"),  # 718.3a (the choice `cost`)
    "alternative": QT_TRANSLATE_NOOP("Menus", "for its alternative cost"),  # 118.9
    "additional_cost": QT_TRANSLATE_NOOP("Menus", "paying the other additional cost"),  # 601.2b
}


def option_label(interaction: Interaction, option: ActionOption) -> str:
    """The menu text of a rules option, in the interface language."""
    action = option.action
    game = interaction.game
    if isinstance(action, A.CastSpell | A.PlayLand):
        name = face_label(game, action)  # a card with several faces: the face cast or played
        text = translate("Menus", "Cast {name}") if isinstance(action, A.CastSpell) else \
            translate("Menus", "Play {name}")
        if isinstance(action, A.CastSpell):  # the way it is cast: fused, flashback, kicked …
            text += "".join(f" ({translate('Menus', CAST_WAYS[key])})"
                            for key in cast_ways(dict(action.choices)) if key in CAST_WAYS)
        return text.replace("{name}", name)
    if option.label == "Level up":
        return translate("Menus", "Level up")
    if isinstance(action, A.UnlockDoor):  # 116.2m: the door's printed name
        return translate("Menus", "Unlock {door}").replace("{door}", door_label(game, action))
    if isinstance(action, A.TurnFaceUp):  # 116.2b: a special action
        return translate("Menus", "Turn face up")
    if isinstance(action, A.SuspendCard):  # 116.2f: a special action
        return translate("Menus", "Suspend {name}").replace("{name}", shown_name(game,
                                                                                 action.card))
    if isinstance(action, A.PlotCard):  # 116.2k: a special action
        return translate("Menus", "Plot {name}").replace("{name}", shown_name(game,
                                                                           action.card))
    return option.label


def card_menu(interaction: Interaction, oid: int, parent: QWidget | None = None) -> QMenu:
    """The menu of one object: its legal actions, then tabletop moves."""
    game = interaction.game
    menu = QMenu(parent)
    menu.setToolTipsVisible(True)
    obj = game.state.objects.get(oid)
    if obj is None:
        return menu
    header = menu.addAction(shown_name(game, oid))
    header.setEnabled(False)
    menu.addSeparator()
    for option in interaction.options(oid):
        label = option_label(interaction, option)
        text = label if option.legal else f"{label} — {option.reason}"
        _add(menu, text, partial(interaction.begin, option), enabled=option.legal,
             tip=option.reason)
    if obj.zone == Zone.STACK:
        return menu
    menu.addSeparator()
    if obj.zone == Zone.BATTLEFIELD:
        _battlefield_moves(menu, interaction, oid)
    move = menu.addMenu(translate("Menus", "Move to"))
    for zone, position in MOVE_ZONES:
        if zone == obj.zone.value and zone != "library":
            continue
        _add(move, _zone_name(zone, position),
             _act(interaction, A.MoveObject(oid, zone, position)))
    return menu


def _battlefield_moves(menu: QMenu, interaction: Interaction, oid: int) -> None:
    game = interaction.game
    obj = game.state.objects[oid]
    if obj.tapped:
        _add(menu, translate("Menus", "Untap"), _act(interaction, A.SetTapped(oid, False)))
    else:
        _add(menu, translate("Menus", "Tap"), _act(interaction, A.SetTapped(oid, True)))
    counters = menu.addMenu(translate("Menus", "Counters"))
    for kind in ("+1/+1", "-1/-1", "level"):
        _add(counters, translate("Menus", "Put a {kind} counter").replace("{kind}", kind),
             _act(interaction, A.AddCounters(oid, kind, 1)))
    for kind, n in sorted(obj.counters.items()):
        if n > 0:
            _add(counters, translate("Menus", "Remove a {kind} counter").replace("{kind}", kind),
                 _act(interaction, A.AddCounters(oid, kind, -1)))
    _add(counters, translate("Menus", "Other counters…"), lambda: _ask_counters(interaction, oid))
    _add(menu, translate("Menus", "Attach to…"), lambda: interaction.start_attach(oid))
    _add(menu, translate("Menus", "Destroy"), _act(interaction, A.DestroyObject(oid)))
    control = menu.addMenu(translate("Menus", "Give control to"))
    for player in game.players():
        if player != game.controller_of(oid):
            _add(control, player, _act(interaction, A.GainControl(oid, player)))
    _add(menu, translate("Menus", "Create a token copy"), lambda: interaction.perform(
        A.CreateTokenAction(game.controller_of(oid), game.obj(oid).card.name)))


def _ask_counters(interaction: Interaction, oid: int) -> None:
    answer = interaction.prompter.counter(translate("Menus", "Counters"))
    if answer is not None:
        interaction.perform(A.AddCounters(oid, answer[0], answer[1]))


def player_menu(interaction: Interaction, player: str, parent: QWidget | None = None,
                on_token: Callable[[str], object] | None = None) -> QMenu:
    """Life, library and table moves of one player."""
    menu = QMenu(parent)
    header = menu.addAction(player)
    header.setEnabled(False)
    menu.addSeparator()
    for delta in (1, -1, 5, -5):
        _add(menu, translate("Menus", "Life {delta:+d}").replace("{delta:+d}", f"{delta:+d}"),
             _act(interaction, A.SetLife(player, delta)))
    _add(menu, translate("Menus", "Set life…"), lambda: _ask_life(interaction, player))
    menu.addSeparator()
    _add(menu, translate("Menus", "Draw a card"), _act(interaction, A.DrawCards(player, 1)))
    _add(menu, translate("Menus", "Shuffle library"), _act(interaction, A.ShuffleLibrary(player)))
    _add(menu, translate("Menus", "Keep or mulligan…"), lambda: interaction.mulligan(player))
    menu.addSeparator()
    if on_token is not None:
        _add(menu, translate("Menus", "Create tokens…"), lambda: on_token(player))
    _add(menu, translate("Menus", "Roll a six-sided die"), _act(interaction, A.RollDie(player, 6)))
    _add(menu, translate("Menus", "Roll a twenty-sided die"),
         _act(interaction, A.RollDie(player, 20)))
    _add(menu, translate("Menus", "Flip a coin"), _act(interaction, A.RollDie(player, 2)))
    return menu


def _ask_life(interaction: Interaction, player: str) -> None:
    life = interaction.game.state.players[player].life
    value = interaction.prompter.choose_number(translate("Menus", "Set life"), player, -999,
                                               9999, life)
    if value is not None and value != life:
        interaction.perform(A.SetLife(player, value - life))


def library_menu(interaction: Interaction, player: str, browse: Callable[[], object],
                 parent: QWidget | None = None) -> QMenu:
    menu = QMenu(parent)
    _add(menu, translate("Menus", "Draw a card"), _act(interaction, A.DrawCards(player, 1)))
    _add(menu, translate("Menus", "Draw seven"), _act(interaction, A.DrawCards(player, 7)))
    _add(menu, translate("Menus", "Shuffle library"), _act(interaction, A.ShuffleLibrary(player)))
    _add(menu, translate("Menus", "Keep or mulligan…"), lambda: interaction.mulligan(player))
    menu.addSeparator()
    _add(menu, translate("Menus", "Look through…"), browse)
    return menu
