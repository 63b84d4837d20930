"""603.4, 506.1: "When ~ dies during combat" — only a death in the combat phase."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

PACK = card("Mongrel Pack", "Creature — Hound",
            "When Mongrel Pack dies during combat, create four 1/1 green Hound creature "
            "tokens.", "{3}{G}", "4/1")


def _hounds(game: Game) -> int:
    return sum(1 for o in game.battlefield() if game.name_of(o) == "Hound")


def test_506_1_dying_in_combat_makes_four_hounds() -> None:
    game = table(PACK)
    library(game, "Alice")
    library(game, "Bob")
    pack = enter(game, "Mongrel Pack")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.obj(pack).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (pack,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((bears, pack),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert _hounds(game) == 4


def test_506_1_dying_outside_combat_makes_none() -> None:
    game = table(PACK)
    library(game, "Alice")
    pack = enter(game, "Mongrel Pack")
    game.perform(A.DestroyObject(pack))
    resolve_all(game)
    assert _hounds(game) == 0
