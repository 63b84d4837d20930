"""614.12: "As ~ enters, choose Khans or Dragons." and the abilities printed after each
word: the Siege has only the chosen word's ability (Palace Siege, Outpost Siege)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, newest, resolve_all, table, zone

PALACE = card("Palace Siege", "Enchantment",
              "As Palace Siege enters, choose Khans or Dragons.\n• Khans — At the beginning "
              "of your upkeep, return target creature card from your graveyard to your hand.\n"
              "• Dragons — At the beginning of your upkeep, each opponent loses 2 life and you "
              "gain 2 life.", "{3}{B}{B}")
OUTPOST = card("Outpost Siege", "Enchantment",
               "As Outpost Siege enters, choose Khans or Dragons.\n• Khans — At the beginning "
               "of your upkeep, exile the top card of your library. Until end of turn, you may "
               "play that card.\n• Dragons — Whenever a creature you control leaves the "
               "battlefield, Outpost Siege deals 1 damage to any target.", "{3}{R}")


def _cast(game: Game, name: str, answer: int | None) -> int:
    siege = hand(game, name)
    choices = () if answer is None else (("either", answer),)
    game.perform(A.CastSpell("Alice", siege, choices=choices, pay="free"))
    resolve_all(game)
    return newest(game, siege)


def _to_next_upkeep(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep
    resolve_all(game)


def test_614_12_the_word_is_asked_as_the_siege_is_cast() -> None:
    game = table(PALACE)
    siege = hand(game, "Palace Siege")
    (asked,) = [q for q in questions_for(game, A.CastSpell("Alice", siege))
                if q.key == "either"]
    assert asked.texts == ("Khans", "Dragons")


def test_614_12_dragons_chosen_drains_at_the_upkeep_and_khans_does_not_return() -> None:
    game = table(PALACE)
    siege = _cast(game, "Palace Siege", 1)
    assert game.obj(siege).chosen["chosen_word"] == "Dragons"
    bears = enter(game, "Grizzly Bears")
    game.perform(A.MoveObject(bears, "graveyard"))
    _to_next_upkeep(game)
    assert game.player("Bob").life == 18
    assert game.player("Alice").life == 22
    assert zone(game, bears) == Zone.GRAVEYARD  # no Khans ability


def test_614_12_khans_chosen_returns_a_creature_card_at_the_upkeep() -> None:
    game = table(PALACE)
    _cast(game, "Palace Siege", 0)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.MoveObject(bears, "graveyard"))
    _to_next_upkeep(game)  # its one legal target
    assert zone(game, bears) == Zone.HAND
    assert game.player("Bob").life == 20


def test_614_12_outpost_siege_dragons_pings_when_a_creature_leaves() -> None:
    game = table(OUTPOST)
    _cast(game, "Outpost Siege", 1)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.MoveObject(bears, "graveyard"))
    resolve_all(game)
    assert game.player("Bob").life == 19
