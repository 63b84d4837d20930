"""608.2c: "[instruction] if [condition]." — followed only if the condition holds as the
ability resolves, from Oracle text."""

from __future__ import annotations

from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

CHRONICLER = card("Chronicler of Heroes", "Creature — Centaur Wizard",
                  "When Chronicler of Heroes enters, draw a card if you control a creature "
                  "with a +1/+1 counter on it.", "{1}{G}{W}", "3/3")


def _hand_after_chronicler(with_counter: bool) -> int:
    game = table(CHRONICLER)
    library(game, "Alice")
    bears = enter(game, "Grizzly Bears")
    if with_counter:
        game.put_counters(bears, "+1/+1", 1)
    enter(game, "Chronicler of Heroes")
    resolve_all(game)
    return len(game.state.zone_ids(Zone.HAND, "Alice"))


def test_the_chronicler_draws_only_with_a_countered_creature() -> None:
    assert _hand_after_chronicler(with_counter=False) == 0
    assert _hand_after_chronicler(with_counter=True) == 1
