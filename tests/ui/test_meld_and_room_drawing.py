"""Melded permanents (712.4) and Rooms (709.5) in the window: a Room shows both doors with
the locked one greyed and padlocked, its menu offers "Unlock <door>" (German too) and
unlocking takes the lock away; a melded permanent names the two cards it is made of; the
question which half, door or face to cast is worded for the card, in German too."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from tabletop.cards.build import build_definition
from tabletop.cards.records import load_card_file
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tabletop.ui.questions import questions
from tests.engine.rules.faces_kit import face_cards
from tests.engine.rules_kit import enter, hand, resolve_all, table
from tests.ui.test_face_drawing import H, W, _differs, _paint, _view
from tests.ui.window_helpers import ScriptedPrompter

FIXTURE = Path(__file__).parents[1] / "engine" / "rules" / "fixtures" / "meld_rooms.toml"


def _cards() -> list[CardDefinition]:
    return [build_definition(r) for r in load_card_file(FIXTURE)]


def _interaction() -> Interaction:
    cards = table(*_cards(), *face_cards().values())._cards
    session = GameSession(Setup(), cards)  # type: ignore[arg-type]
    return Interaction(GameController(session), ScriptedPrompter())


def _texts(interaction: Interaction, oid: int) -> list[str]:
    menu = card_menu(interaction, oid)
    return [a.text() for a in menu.actions()]


def test_a_room_shows_its_locked_door_greyed_and_unlocking_opens_it(
        qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    for _ in range(5):
        session.perform(A.EnterBattlefield("Mountain", "Alice"))
    events = session.perform(A.EnterBattlefield("Glassworks // Shattered Yard", "Alice"))
    room = next(e.objects[0] for e in events if e.kind == "enters")
    game = session.game
    game.perform(A.UnlockDoor("Alice", room, "Glassworks", pay="free"))
    view = _view(game, room)
    assert view.layout == "room" and [(f.name, f.locked) for f in view.faces] == [
        ("Glassworks", False), ("Shattered Yard", True)]
    before = _paint(view)
    texts = _texts(interaction, room)
    assert "Unlock Shattered Yard" in texts
    menu = card_menu(interaction, room)
    entry = next(a for a in menu.actions() if a.text() == "Unlock Shattered Yard")
    assert entry.isEnabled()
    entry.trigger()  # pays {4}{R} with the Mountains (116.2m)
    assert game.chars(room).name == "Glassworks // Shattered Yard"
    after = _view(game, room)
    assert [f.locked for f in after.faces] == [False, False]
    right_half = QRectF(W * 0.55, H * 0.3, W * 0.4, H * 0.4)
    assert _differs(before, _paint(after), right_half) > 100  # the padlock is gone
    assert not [t for t in _texts(interaction, room) if t.startswith("Unlock")]  # all open


def test_the_unlock_entry_speaks_german(qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    events = session.perform(A.EnterBattlefield("Glassworks // Shattered Yard", "Alice"))
    room = next(e.objects[0] for e in events if e.kind == "enters")
    assert i18n.install("de")
    texts = _texts(interaction, room)
    assert any(t.startswith("Glassworks aufschließen") for t in texts)
    assert any(t.startswith("Shattered Yard aufschließen") for t in texts)


def test_a_melded_permanent_names_its_two_cards(qapp: QApplication) -> None:
    game = table(*_cards())
    enter(game, "Graf Rats")
    enter(game, "Midnight Scavengers")
    game.perform(A.AdvanceTo("beginning_of_combat"))
    resolve_all(game)
    (host,) = [o for o in game.battlefield() if game.chars(o).name == "Chittering Host"]
    view = _view(game, host)
    assert (view.name, view.layout) == ("Chittering Host", "melded")
    assert [f.name for f in view.faces] == ["Graf Rats", "Midnight Scavengers"]
    art = QRectF(W * 0.05, H * 0.12, W * 0.9, H * 0.28)  # "Graf Rats + Midnight ..."
    alone = dataclasses.replace(view, layout="", faces=())
    assert _differs(_paint(view), _paint(alone), art) > 50


def test_the_question_which_half_door_or_face_is_worded_for_the_card(
        qapp: QApplication) -> None:
    game = table(*_cards(), *face_cards().values())
    room = hand(game, "Glassworks // Shattered Yard")
    split = hand(game, "Assault // Battery")
    adventurer = hand(game, "Obyra's Attendants")

    def prompt(oid: int) -> tuple[str, tuple[str, ...]]:
        option = next(o for o in options_for_object(game, "Alice", oid)
                      if isinstance(o.action, A.CastSpell))
        option = type(option)(option.label, A.CastSpell("Alice", oid), option.legal)
        (question,) = questions(game, option)
        return question.prompt, question.options

    assert prompt(room) == ("Cast which door?", ("Glassworks", "Shattered Yard"))
    assert prompt(split)[0] == "Cast which half?"
    assert i18n.install("de")
    assert prompt(room) == ("Welche Tür wirken?", ("Glassworks", "Shattered Yard"))
    assert prompt(split) == ("Welche Hälfte wirken?", ("Assault", "Battery"))
    assert prompt(adventurer) == ("Die Karte oder ihr Abenteuer wirken?",
                                  ("Obyra's Attendants", "Desperate Parry"))
    assert game.obj(room).zone == Zone.HAND
