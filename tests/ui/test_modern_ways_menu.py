"""The window offers the ways of casting of recent sets the engine knows: plotting a card
(a special action, 702.170a) and casting it later without paying its mana cost, warp
(702.185a), offspring (702.175a), impending (702.176a), blitz (702.152a) and bargain
(702.166a), in English and German; the game log tells of day and night in German."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tabletop.session.session import GameSession, Setup
from tabletop.ui import i18n
from tabletop.ui.controller import GameController
from tabletop.ui.event_texts import event_namer, event_text
from tabletop.ui.gestures import Interaction
from tabletop.ui.menus import card_menu
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import table
from tests.ui.test_window import menu_action
from tests.ui.window_helpers import ScriptedPrompter

DJINN = card("Djinn of Fool's Fall", "Creature — Djinn",
             "Flying\nPlot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast "
             "it as a sorcery on a later turn without paying its mana cost. Plot only as a "
             "sorcery.)", "{4}{U}", "4/3")
STALKER = card("All-Fates Stalker", "Creature — Drix Assassin",
               "When this creature enters, exile up to one target non-Assassin creature until "
               "this creature leaves the battlefield.\nWarp {1}{W} (You may cast this card "
               "from your hand for its warp cost. Exile this creature at the beginning of the "
               "next end step, then you may cast it from exile on a later turn.)", "{3}{W}",
               "2/3")
CHARGER = card("Steampath Charger", "Creature — Lizard Warlock",
               "Offspring {2} (You may pay an additional {2} as you cast this spell. If do, "
               "when this creature enters, create a 1/1 token copy of it.)\nWhen this creature "
               "dies, it deals 1 damage to target player.", "{1}{R}", "2/1")
SAGE = card("Firmament Sage", "Creature — Human Wizard",
            "If it's neither day nor night, it becomes day as this creature enters.\nWhenever "
            "day becomes night or night becomes day, draw a card.", "{3}{U}", "2/3")


def _interaction() -> Interaction:
    cards = table(DJINN, STALKER, CHARGER, SAGE)._cards
    session = GameSession(Setup(start=Step.PRECOMBAT_MAIN.key), cards)  # type: ignore[arg-type]
    return Interaction(GameController(session), ScriptedPrompter())


def _new(interaction: Interaction, action: A.Action) -> int:
    events = interaction.controller.session.perform(action)
    return events[-1].objects[0]


def _texts(interaction: Interaction, oid: int) -> list[str]:
    menu = card_menu(interaction, oid)  # kept while its actions are read
    return [a.text() for a in menu.actions()]


def test_plot_from_the_menu_then_cast_it_free_on_a_later_turn(qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    session.perform(A.PutInLibrary("Island", "Alice", 5))
    session.perform(A.PutInLibrary("Island", "Bob", 5))
    for _ in range(4):
        _new(interaction, A.EnterBattlefield("Island", "Alice"))
    djinn = _new(interaction, A.PutInHand("Djinn of Fool's Fall", "Alice"))
    assert any(t.startswith("Plot Djinn of Fool's Fall") for t in _texts(interaction, djinn))
    i18n.install("de")
    try:
        assert any(t.startswith("Djinn of Fool's Fall planen")
                   for t in _texts(interaction, djinn))
    finally:
        i18n.install("en")
    menu = card_menu(interaction, djinn)
    menu_action(menu, "Plot Djinn of Fool's Fall").trigger()
    game = session.game
    plotted = game.state.newest(djinn)
    assert game.obj(plotted).zone == Zone.EXILE
    assert not any(t.startswith("Cast") for t in _texts(interaction, plotted))  # not this turn
    for _ in range(2):
        session.perform(A.AdvanceTo("next_turn"))
    session.perform(A.AdvanceTo("precombat_main"))
    menu = card_menu(interaction, plotted)
    menu_action(menu, "Cast Djinn of Fool's Fall (plotted)").trigger()
    for _ in range(2):
        session.perform(A.PassPriority(game.state.priority or "Alice"))
    assert game.obj(game.state.newest(djinn)).zone == Zone.BATTLEFIELD


def test_warp_and_offspring_are_offered_in_both_languages(qapp: QApplication) -> None:
    interaction = _interaction()
    stalker = _new(interaction, A.PutInHand("All-Fates Stalker", "Alice"))
    charger = _new(interaction, A.PutInHand("Steampath Charger", "Alice"))
    assert any(t.startswith("Cast All-Fates Stalker (warped)")
               for t in _texts(interaction, stalker))
    assert any(t.startswith("Cast Steampath Charger (with offspring)")
               for t in _texts(interaction, charger))
    i18n.install("de")
    try:
        assert any("(per Warp)" in t for t in _texts(interaction, stalker))
        assert any("(mit Nachwuchs)" in t for t in _texts(interaction, charger))
    finally:
        i18n.install("en")


def test_the_log_tells_of_night_in_german(qapp: QApplication) -> None:
    interaction = _interaction()
    session = interaction.controller.session
    session.perform(A.PutInLibrary("Island", "Alice", 5))
    session.perform(A.PutInLibrary("Island", "Bob", 5))
    session.perform(A.EnterBattlefield("Firmament Sage", "Alice"))
    events = session.perform(A.AdvanceTo("next_turn"))
    night = next(e for e in events if e.kind == "night")
    i18n.install("de")
    try:
        assert event_text(night, event_namer(session.game)) == "Es wird Nacht (726.2)"
    finally:
        i18n.install("en")


def test_the_phase_bar_names_day_or_night_and_the_panel_shows_speed(qapp: QApplication
                                                                     ) -> None:
    from tabletop.ui.phase_bar import PhaseBar
    from tabletop.ui.view_model import player_views

    bar = PhaseBar()
    bar.set_state(2, "Bob", Step.UPKEEP, "Bob", "night")
    assert bar.turn_label.text() == "Turn 2 · Bob · Night"
    i18n.install("de")
    try:
        bar.set_state(2, "Bob", Step.UPKEEP, "Bob", "day")
        assert bar.turn_label.text() == "Zug 2 · Bob · Tag"
    finally:
        i18n.install("en")
    game = table()
    game.state.speed["Alice"] = 2
    views = {v.name: v for v in player_views(game)}
    assert views["Alice"].speed == 2 and views["Bob"].speed is None
