"""Enters triggers that count how many times the permanent was kicked (702.33d,
multikicker) or how many creatures it devoured (702.82a), read from Oracle text."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

WOLFBRIAR = card("Wolfbriar Elemental", "Creature — Elemental",
                 "Multikicker {G}\nWhen Wolfbriar Elemental enters, create a 2/2 green Wolf "
                 "creature token for each time it was kicked.", "{2}{G}{G}", "4/4")
RITUALIST = card("Bloodhusk Ritualist", "Creature — Vampire Shaman",
                 "Multikicker {B}\nWhen Bloodhusk Ritualist enters, target opponent discards "
                 "a card for each time it was kicked.", "{2}{B}", "2/2")
SKULLMULCHER = card("Skullmulcher", "Creature — Elemental",
                    "Devour 1\nWhen Skullmulcher enters, draw a card for each creature it "
                    "devoured.", "{4}{G}", "3/3")


def _cast(game: Game, name: str, lands: str, n: int, *choices: tuple[str, Any]) -> None:
    for _ in range(n):
        enter(game, lands)
    game.perform(A.CastSpell("Alice", hand(game, name), choices=choices))
    resolve_all(game)


def _wolves(game: Game) -> int:
    return sum(1 for o in game.state.objects.values()
               if o.zone == Zone.BATTLEFIELD and o.card.name == "Wolf")


def test_702_33d_a_wolf_for_each_time_it_was_kicked() -> None:
    game = table(WOLFBRIAR)
    _cast(game, "Wolfbriar Elemental", "Forest", 7, ("kicked", 3))
    assert _wolves(game) == 3


def test_702_33d_not_kicked_no_wolf() -> None:
    game = table(WOLFBRIAR)
    _cast(game, "Wolfbriar Elemental", "Forest", 4)
    assert _wolves(game) == 0


def test_702_33d_the_opponent_discards_a_card_for_each_kick() -> None:
    game = table(RITUALIST)
    for _ in range(4):
        hand(game, "Island", owner="Bob")
    _cast(game, "Bloodhusk Ritualist", "Swamp", 5, ("kicked", 2))
    assert len(game.state.zones[(Zone.HAND, "Bob")]) == 2
    assert len(game.state.zones[(Zone.GRAVEYARD, "Bob")]) == 2


def test_702_82a_a_card_for_each_creature_it_devoured() -> None:
    game = table(SKULLMULCHER)
    library(game, "Alice", 5)
    bears = [enter(game, "Grizzly Bears") for _ in range(2)]
    _cast(game, "Skullmulcher", "Forest", 5, ("devour", bears))
    assert len(game.state.zones[(Zone.HAND, "Alice")]) == 2
