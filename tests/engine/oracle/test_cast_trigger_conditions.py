"""Cast triggers (601.2i) limited to a turn ("during your turn", "during an opponent's
turn") or to a spell of two colours ("a spell that's both white and black"), from Oracle
text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MIMIC = card("Nightsky Mimic", "Creature — Shapeshifter",
             "Whenever you cast a spell that's both white and black, Nightsky Mimic has base "
             "power and toughness 4/4 until end of turn and gains flying until end of turn.",
             "{1}{W/B}", "2/1")
BLESSING = card("Chaplain's Blessing", "Sorcery", "You gain 5 life.", "{W}")
WITCHSTALKER = card("Witchstalker", "Creature — Wolf",
                    "Hexproof\nWhenever an opponent casts a blue or black spell during your "
                    "turn, put a +1/+1 counter on Witchstalker.", "{1}{G}{G}", "3/3")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _cast(game: Game, player: str, name: str, *targets: object) -> None:
    if game.state.priority != player:
        game.perform(A.PassPriority(str(game.state.priority)))
    game.perform(A.CastSpell(player, hand(game, name, player), targets, (), "free"))
    resolve_all(game)


def test_only_a_white_and_black_spell_pumps_the_mimic() -> None:
    game = _game(MIMIC, BLESSING)
    mimic = enter(game, "Nightsky Mimic")
    _cast(game, "Alice", "Chaplain's Blessing")  # white only
    assert game.chars(mimic).power == 2
    _cast(game, "Alice", "Vindicate", enter(game, "Island", "Bob"))  # white and black
    assert (game.chars(mimic).power, game.chars(mimic).toughness) == (4, 4)
    assert game.chars(mimic).has_keyword("Flying")


def test_an_opponents_black_spell_counts_only_during_your_turn() -> None:
    game = _game(WITCHSTALKER)
    stalker = enter(game, "Witchstalker")
    bears = enter(game, "Grizzly Bears")
    _cast(game, "Bob", "Doom Blade", bears)  # Alice's turn
    assert game.obj(stalker).counters.get("+1/+1") == 1
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    _cast(game, "Bob", "Doom Blade", enter(game, "Grizzly Bears"))  # Bob's own turn
    assert game.obj(stalker).counters.get("+1/+1") == 1


RIPTIDE = card("Risen Riptide", "Creature — Elemental",
               "Whenever you cast a kicked spell, Risen Riptide has base power and toughness "
               "5/5 until end of turn.", "{2}{U}", "0/5")
SCUTA = card("Phyrexian Scuta", "Creature — Zombie",
             "Kicker—Pay 3 life.\nIf Phyrexian Scuta was kicked, it enters with two +1/+1 "
             "counters on it.", "{3}{B}", "3/3")


def test_only_a_kicked_spell_triggers_the_riptide() -> None:
    game = _game(RIPTIDE, SCUTA)
    riptide = enter(game, "Risen Riptide")
    _cast(game, "Alice", "Phyrexian Scuta")
    assert game.chars(riptide).power == 0
    game.perform(A.CastSpell("Alice", hand(game, "Phyrexian Scuta"), (),
                             (("kicked", 1),), "free"))
    resolve_all(game)
    assert game.chars(riptide).power == 5
