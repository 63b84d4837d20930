"""103.6a: "If Leyline of Sanctity is in your opening hand, you may begin the game with it on
the battlefield." from Oracle text: chosen as the player keeps the opening hand."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, table, zone

SANCTITY = card("Leyline of Sanctity", "Enchantment",
                "If Leyline of Sanctity is in your opening hand, you may begin the game with "
                "it on the battlefield.\nYou have hexproof. (You can't be the target of "
                "spells or abilities your opponents control.)", "{2}{W}{W}")


def test_103_6a_the_leyline_begins_on_the_battlefield() -> None:
    game = table(SANCTITY)
    leyline = hand(game, "Leyline of Sanctity")
    bears = hand(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="can't begin the game"):
        game.perform(A.KeepHand("Alice", begin_with=(bears,)))
    game.perform(A.KeepHand("Alice", begin_with=(leyline,)))
    assert zone(game, leyline) == Zone.BATTLEFIELD and zone(game, bears) == Zone.HAND
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(A.IllegalAction, match="hexproof"):
        game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))


def test_103_6a_only_before_the_game_begins() -> None:
    game = table(SANCTITY)
    leyline = hand(game, "Leyline of Sanctity")
    game.perform(A.PlayLand("Alice", hand(game, "Plains")))
    with pytest.raises(A.IllegalAction, match="only an opening hand"):
        game.perform(A.KeepHand("Alice", begin_with=(leyline,)))
    assert zone(game, leyline) == Zone.HAND
