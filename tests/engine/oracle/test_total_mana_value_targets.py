"""Targets chosen together with a total mana value (601.2c), from Oracle text: Scout for
Survivors (modern sample)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, resolve_all, table, zone

SCOUT = card("Scout for Survivors", "Sorcery",
             "Return up to three target creature cards with total mana value 3 or less from "
             "your graveyard to the battlefield. Put a +1/+1 counter on each of them.", "{2}{W}")


def _in_graveyard(game: Game, name: str) -> int:
    oid = hand(game, name)
    game.perform(A.MoveObject(oid, "graveyard"))
    return game.state.newest(oid)


def test_601_2c_targets_within_the_total_return_with_counters() -> None:
    game = table(SCOUT)
    cards = [_in_graveyard(game, n) for n in ("Llanowar Elves", "Grizzly Bears", "Ornithopter")]
    scout = hand(game, "Scout for Survivors")
    game.perform(A.CastSpell("Alice", scout, tuple(cards), pay="free"))  # 1 + 2 + 0 = 3
    resolve_all(game)
    for oid in cards:
        assert zone(game, oid) == Zone.BATTLEFIELD
        assert game.obj(game.state.newest(oid)).counters.get("+1/+1") == 1


def test_601_2c_targets_over_the_total_are_refused() -> None:
    game = table(SCOUT)
    cards = (_in_graveyard(game, "Grizzly Bears"), _in_graveyard(game, "Llanowar Elves"),
             _in_graveyard(game, "Ornithopter"), _in_graveyard(game, "Trained Armodon"))
    scout = hand(game, "Scout for Survivors")
    with pytest.raises(A.IllegalAction, match="total mana value 5"):
        game.perform(A.CastSpell("Alice", scout, (cards[0], cards[3]), pay="free"))  # 2 + 3
    assert zone(game, scout) == Zone.HAND
    game.perform(A.CastSpell("Alice", scout, (cards[3],), pay="free"))  # 3 alone fits
    resolve_all(game)
    assert zone(game, cards[3]) == Zone.BATTLEFIELD
    assert zone(game, cards[0]) == Zone.GRAVEYARD
