"""The table in German: card names and type lines from the card data (the English name on
hover), the event log and the history worded from each event's kind and data, never by
translating the engine's English sentences."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tabletop.engine.model.events import Event
from tabletop.ui import i18n
from tabletop.ui.card_item import CardItem
from tabletop.ui.event_texts import TEMPLATES, event_text, template_key, verb_text
from tabletop.ui.main_window import MainWindow
from tabletop.ui.panels import EventLogPanel, HistoryPanel
from tabletop.ui.type_words import type_line_text

from .window_helpers import open_table

_FIELD = re.compile(r"\{[a-z_0-9]+\}")


def item_named(window: MainWindow, english: str) -> CardItem:
    game = window.controller.game  # type: ignore[union-attr]
    for item in window.scene.items():
        if isinstance(item, CardItem) and item.oid in game.state.objects and \
                game.obj(item.oid).card.name == english:
            return item
    raise AssertionError(f"no {english} on the table")


def speak_german(window: MainWindow, qtbot: QtBot) -> None:
    """Settings ▸ Language ▸ Deutsch, as a person picks it."""
    window.menu.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: i18n.current_language() == "de")


def panel_of(window: MainWindow, kind: type) -> object:
    for dock in window.docks:
        widget = getattr(dock, "panel", None) or dock.widget()
        if isinstance(widget, kind):
            return widget
    raise AssertionError(f"no {kind.__name__} dock")


@pytest.mark.parametrize(("english", "german"), [
    ("Creature — Kor Knight", "Kreatur — Kor Ritter"),
    ("Basic Land — Plains", "Standardland — Ebene"),
    ("Basic Snow Land — Forest", "Verschneites Standardland — Wald"),
    ("Legendary Artifact Creature — Human Wizard",
     "Legendäre Artefaktkreatur — Mensch Zauberer"),
    ("Legendary Planeswalker — Jace", "Legendärer Planeswalker — Jace"),
    ("Legendary Enchantment", "Legendäre Verzauberung"),
    ("Artifact — Equipment", "Artefakt — Ausrüstung"),
    ("Instant", "Spontanzauber"),
    ("Kindred Instant — Elf", "Sippen-Spontanzauber — Elf"),
])
def test_type_lines_in_german(english: str, german: str) -> None:
    assert type_line_text(english, "de") == german
    assert type_line_text(english, "en") == english


def test_every_event_template_has_a_german_text_with_the_same_fields(qapp: object) -> None:
    assert i18n.install("de")
    for key, template in TEMPLATES.items():
        german = i18n.translate("Events", template)
        assert german != template, key
        assert sorted(_FIELD.findall(german)) == sorted(_FIELD.findall(template)), key


def test_events_are_worded_from_kind_and_data(qapp: object) -> None:
    names = {1: "Ritter vom Klippenhafen", 2: "Grizzlybären", 3: "Grizzlybären"}
    damage = Event("damage", "Knight of Cliffhaven deals 2 damage to Grizzly Bears", (1, 2),
                   data={"n": 2})
    counters = Event("counters", "x gets 3 level counters (timestamp 9)", (1,),
                     data={"kind": "level", "n": 3, "timestamp": 9})
    moved = Event("move", "Grizzly Bears moves from battlefield to graveyard", (2, 3),
                  data={"from_zone": "battlefield", "to_zone": "graveyard", "new": 3})
    life = Event("life", "Bob loses 3 life", player="Bob", data={"delta": -3})
    unknown = Event("manual", "Some Card: do by hand: shuffle a card")
    gone = Event("destroy", "Forgotten Thing is destroyed", (99,))
    assert template_key(damage) == "damage:object"
    i18n.install("en")
    assert event_text(damage, names.get) == damage.text  # English: the engine's sentence
    assert i18n.install("de")
    assert event_text(damage, names.get) == \
        "Ritter vom Klippenhafen fügt Grizzlybären 2 Schaden zu"
    assert event_text(counters, names.get) == "Ritter vom Klippenhafen erhält 3 Stufenmarken"
    assert event_text(moved, names.get) == "Grizzlybären wechselt von Schlachtfeld nach Friedhof"
    assert event_text(life, names.get) == "Bob verliert 3 Lebenspunkte"
    assert event_text(unknown, names.get) == unknown.text  # no template: English
    assert event_text(gone, names.get) == gone.text  # an object nobody knows: English
    assert verb_text("cast") == "wirken" and verb_text("no-such-verb") == "no-such-verb"


def test_the_table_log_and_history_speak_german(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    open_table(window, tmp_path)
    speak_german(window, qtbot)
    knight = item_named(window, "Knight of Cliffhaven")
    assert knight.view.name == "Ritter vom Klippenhafen"
    assert knight.view.type_text == "Kreatur — Kor Ritter"
    assert knight.view.type_line == "Creature — Kor Knight"  # the painters decide in English
    assert knight.toolTip().splitlines()[0] == "Knight of Cliffhaven"  # the Oracle name on hover
    # the leveler's bands: the level symbol's word and the level-up line are German
    assert knight.view.words.level == "STUFE" and knight.view.words.level_short == "St."
    assert knight.view.level_up_line.startswith("Stufenaufstieg {3} ({3}: Lege eine Stufenmarke")
    # tap the Knight from its menu, as a person does
    menu = window.card_menu(knight.oid)
    tap = next(a for a in menu.actions() if a.text().replace("&", "").startswith("Tappen"))
    tap.trigger()
    qtbot.waitUntil(lambda: window.scene.placed(knight.oid) is not None)
    window.menu.actions["explain_layout"].trigger()
    log = panel_of(window, EventLogPanel)
    assert isinstance(log, EventLogPanel)
    qtbot.waitUntil(lambda: any(t.startswith("Ebene kommt unter der Kontrolle von")
                                for t in log.shown_texts()))  # Qt posts LanguageChange
    texts = log.shown_texts()
    assert "Ritter vom Klippenhafen wird getappt" in texts
    assert not any("enters the battlefield" in t for t in texts)
    # the filter reads the German words
    qtbot.keyClicks(log.search, "getappt")
    assert log.shown_texts() == ["Ritter vom Klippenhafen wird getappt"]
    assert log.hidden_note.isVisible()
    assert re.fullmatch(r"\d+ Einträge vom Filter ausgeblendet", log.hidden_note.text())
    history = panel_of(window, HistoryPanel)
    assert isinstance(history, HistoryPanel)
    last = history.current_item()
    assert last is not None
    assert last.text(1) == "tappen" and last.text(2) == "Ritter vom Klippenhafen wird getappt"
    # and back to English, with the filter emptied: the engine's sentences again
    qtbot.keyClick(log.search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(log.search, Qt.Key.Key_Backspace)
    assert not log.hidden_note.isVisible()
    window.menu.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: "Knight of Cliffhaven taps" in log.shown_texts())
    assert knight.view.name == "Knight of Cliffhaven" and knight.toolTip() == ""


def test_a_question_offers_german_types_and_answers_in_english(qapp: object) -> None:
    from tabletop.ui.type_words import subtype_word

    assert i18n.install("de")
    assert [subtype_word(t) for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")] == [
        "Ebene", "Insel", "Sumpf", "Gebirge", "Wald"]
    assert subtype_word("Nixilis") == "Nixilis"
