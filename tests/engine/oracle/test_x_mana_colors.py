"""A spell whose X is paid with mana of one colour only (107.3: "Spend only black mana on
X"), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

CONSUME_SPIRIT = card("Consume Spirit", "Sorcery",
                      "Spend only black mana on X.\nConsume Spirit deals X damage to any "
                      "target and you gain X life.", "{X}{1}{B}")


def test_107_3_spend_only_black_mana_on_x() -> None:
    game = table(CONSUME_SPIRIT)
    library(game, "Alice")
    for land in ("Swamp", "Swamp", "Mountain", "Mountain"):
        enter(game, land)
    spirit = hand(game, "Consume Spirit")
    with pytest.raises(A.IllegalAction):  # four mana, but X=2 needs three black
        game.perform(A.CastSpell("Alice", spirit, targets=("Bob",), choices=(("x", 2),)))
    game.perform(A.CastSpell("Alice", spirit, targets=("Bob",), choices=(("x", 1),)))
    resolve_all(game)
    assert game.player("Bob").life == 19 and game.player("Alice").life == 21


def test_107_3_black_mana_pays_the_whole_x() -> None:
    game = table(CONSUME_SPIRIT)
    library(game, "Alice")
    for land in ("Swamp", "Swamp", "Swamp", "Mountain"):
        enter(game, land)
    spirit = hand(game, "Consume Spirit")
    game.perform(A.CastSpell("Alice", spirit, targets=("Bob",), choices=(("x", 2),)))
    resolve_all(game)
    assert game.player("Bob").life == 18 and game.player("Alice").life == 22
