"""614.12, 614.1c: "As Dragon's Disciple enters the battlefield, you may reveal a Dragon
card from your hand. If you do or if you control a Dragon, Dragon's Disciple enters the
battlefield with a +1/+1 counter on it." compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

DISCIPLE = card("Dragon's Disciple", "Creature — Human Monk",
                "As Dragon's Disciple enters the battlefield, you may reveal a Dragon card from "
                "your hand. If you do or if you control a Dragon, Dragon's Disciple enters the "
                "battlefield with a +1/+1 counter on it.\nDragons you control have ward {1}. "
                "(Whenever a Dragon you control becomes the target of a spell or ability an "
                "opponent controls, counter it unless that player pays {1}.)", "{1}{W}", "1/3")
WHELP = card("Furnace Whelp", "Creature — Dragon",
             "Flying\n{R}: Furnace Whelp gets +1/+0 until end of turn.", "{2}{R}{R}", "2/2")


def _counters(game: Game, oid: int) -> int:
    return game.obj(oid).counters.get("+1/+1", 0)


def test_614_12_revealing_a_dragon_card_gives_the_counter() -> None:
    game = table(DISCIPLE, WHELP)
    whelp = hand(game, "Furnace Whelp")
    disciple = hand(game, "Dragon's Disciple")
    game.perform(A.CastSpell("Alice", disciple, choices=(("as_enters_paid", whelp),),
                             pay="free"))
    resolve_all(game)
    (on_battlefield,) = [o for o in game.permanents("Alice")]
    assert _counters(game, on_battlefield) == 1
    assert not game.obj(on_battlefield).tapped


def test_614_1c_controlling_a_dragon_gives_the_counter_without_revealing() -> None:
    game = table(DISCIPLE, WHELP)
    enter(game, "Furnace Whelp")
    assert _counters(game, enter(game, "Dragon's Disciple")) == 1


def test_614_12_no_dragon_revealed_nor_controlled_no_counter() -> None:
    game = table(DISCIPLE, WHELP)
    hand(game, "Furnace Whelp")
    disciple = hand(game, "Dragon's Disciple")
    game.perform(A.CastSpell("Alice", disciple, pay="free"))
    resolve_all(game)
    (on_battlefield,) = [o for o in game.permanents("Alice")]
    assert _counters(game, on_battlefield) == 0
