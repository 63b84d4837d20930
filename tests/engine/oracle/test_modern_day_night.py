"""Day and night (726), daybound and nightbound (702.145), disturb (702.146) and "if ~ would
be put into a graveyard from anywhere" (400.6): real cards from their Oracle text (the
transforming cards from their MTGJSON faces), played on the table."""

from __future__ import annotations

from typing import Any

from tabletop.cards.build import build_definition
from tabletop.cards.importers import table_from_mtgjson
from tabletop.cards.records import record_from_table
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table


def faced(*faces_: dict[str, Any]) -> CardDefinition:
    definition = build_definition(record_from_table(table_from_mtgjson(list(faces_))))
    assert definition.unknown_clauses == (), definition.unknown_clauses
    return definition


_FULL = "Tavern Ruffian // Tavern Smasher"
_NAME = "Tavern Ruffian"
RUFFIAN = faced(
    {"name": _FULL, "manaCost": "{3}{R}", "type": "Creature — Human Warrior Werewolf",
     "text": "Daybound (If a player casts no spells during their own turn, it becomes night "
             "next turn.)", "layout": "transform", "power": "2", "toughness": "5",
     "faceName": "Tavern Ruffian", "side": "a"},
    {"name": _FULL, "manaCost": "", "type": "Creature — Werewolf",
     "text": "Nightbound (If a player casts at least two spells during their own turn, it "
             "becomes day next turn.)", "layout": "transform", "power": "6", "toughness": "5",
     "faceName": "Tavern Smasher", "side": "b"})
SAGE = card("Firmament Sage", "Creature — Human Wizard",
            "If it's neither day nor night, it becomes day as this creature enters.\nWhenever "
            "day becomes night or night becomes day, draw a card.", "{3}{U}", "2/3")
COLLECTOR = card("Component Collector", "Creature — Homunculus",
                 "If it's neither day nor night, it becomes day as Component Collector enters "
                 "the battlefield.\nWhenever day becomes night or night becomes day, you may "
                 "tap or untap target nonland permanent.", "{2}{U}", "1/4")
SHOCK = card("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}")


def _game() -> Game:
    game = table(RUFFIAN, SAGE, COLLECTOR, SHOCK)
    library(game, "Alice", 20)
    library(game, "Bob", 20)
    return game


def _hand_size(game: Game) -> int:
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_726_2_it_becomes_day_as_the_sage_enters() -> None:
    game = _game()
    assert game.state.day_night == ""
    enter(game, "Firmament Sage")
    assert game.state.day_night == "day"
    before = _hand_size(game)
    game.perform(A.AdvanceTo("next_turn"))  # Alice cast no spell: night on Bob's turn
    resolve_all(game)
    assert game.state.day_night == "night"
    assert _hand_size(game) == before + 1  # "whenever day becomes night"


def test_502_1_two_spells_on_their_turn_make_it_day_again() -> None:
    game = _game()
    enter(game, "Firmament Sage")
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))  # Bob cast nothing: it stays night
    resolve_all(game)
    assert game.state.day_night == "night"
    game.perform(A.AdvanceTo("precombat_main"))
    for _ in range(2):
        enter(game, "Mountain")
        game.perform(A.CastSpell("Alice", hand(game, "Test Shock"), ("Bob",)))
        resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    assert game.state.day_night == "day"


def test_702_145_daybound_makes_it_day_and_transforms_at_night() -> None:
    game = _game()
    ruffian = enter(game, _NAME)
    assert game.state.day_night == "day"
    assert game.chars(ruffian).name == "Tavern Ruffian"
    game.perform(A.AdvanceTo("next_turn"))
    assert game.chars(ruffian).name == "Tavern Smasher"
    assert game.chars(ruffian).power == 6


def test_702_145_a_daybound_permanent_enters_at_night_with_its_night_face_up() -> None:
    game = _game()
    enter(game, "Firmament Sage")
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    ruffian = enter(game, _NAME, "Bob")
    assert game.chars(ruffian).name == "Tavern Smasher"


def test_day_to_night_trigger_may_tap_a_permanent() -> None:
    game = _game()
    enter(game, "Component Collector")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.AdvanceTo("next_turn"))
    resolve_all(game)
    assert game.state.day_night == "night"
    assert game.obj(bears).tapped


# --- disturb (702.146) -------------------------------------------------------------------------

_BEGGAR = "Beloved Beggar // Generous Soul"
BEGGAR = faced(
    {"name": _BEGGAR, "manaCost": "{1}{W}", "type": "Creature — Human Peasant",
     "text": "Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for "
             "its disturb cost.)", "layout": "transform", "power": "0", "toughness": "4",
     "faceName": "Beloved Beggar", "side": "a"},
    {"name": _BEGGAR, "manaCost": "", "type": "Creature — Spirit",
     "text": "Flying, vigilance\nIf Generous Soul would be put into a graveyard from anywhere, "
             "exile it instead.", "layout": "transform", "power": "4", "toughness": "4",
     "faceName": "Generous Soul", "side": "b"})


def test_702_146a_disturb_casts_it_transformed_from_the_graveyard() -> None:
    game = table(BEGGAR)
    beggar = enter(game, "Beloved Beggar")
    game.perform(A.MoveObject(beggar, "graveyard"))
    in_graveyard = game.state.newest(beggar)
    for _ in range(6):
        enter(game, "Plains")
    game.perform(A.CastSpell("Alice", in_graveyard))
    resolve_all(game)
    soul = game.state.newest(beggar)
    assert game.obj(soul).zone == Zone.BATTLEFIELD
    assert game.chars(soul).name == "Generous Soul" and game.chars(soul).has_keyword("Flying")
    assert all(game.obj(o).tapped for o in game.permanents("Alice") if o != soul)
    game.perform(A.DestroyObject(soul))  # it would die: exiled instead
    assert game.obj(game.state.newest(beggar)).zone == Zone.EXILE


def test_702_146a_disturb_needs_its_cost() -> None:
    game = table(BEGGAR)
    beggar = enter(game, "Beloved Beggar")
    game.perform(A.MoveObject(beggar, "graveyard"))
    for _ in range(2):  # {1}{W} is its mana cost; disturb costs {4}{W}{W}
        enter(game, "Plains")
    try:
        game.perform(A.CastSpell("Alice", game.state.newest(beggar)))
        cast = True
    except A.IllegalAction:
        cast = False
    assert not cast


CANCEL = card("Cancel", "Instant", "Counter target spell.", "{1}{U}{U}")


def test_400_6_a_countered_disturbed_spell_is_exiled() -> None:
    game = table(BEGGAR, CANCEL)
    beggar = enter(game, "Beloved Beggar")
    game.perform(A.MoveObject(beggar, "graveyard"))
    for _ in range(6):
        enter(game, "Plains")
    for _ in range(3):
        enter(game, "Island", "Bob")
    game.perform(A.CastSpell("Alice", game.state.newest(beggar)))
    spell = game.state.newest(beggar)
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", hand(game, "Cancel", "Bob"), (spell,)))
    resolve_all(game)
    assert game.obj(game.state.newest(beggar)).zone == Zone.EXILE
