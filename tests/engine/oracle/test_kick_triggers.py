"""702.33d: "Whenever a player kicks a spell": a kicked spell is cast."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

INFESTATION = card("Saproling Infestation", "Enchantment",
                   "Whenever a player kicks a spell, you create a 1/1 green Saproling creature "
                   "token.", "{1}{G}")
SCUTA = card("Phyrexian Scuta", "Creature — Phyrexian Zombie",
             "Kicker—Pay 3 life.\nIf Phyrexian Scuta was kicked, it enters with two +1/+1 "
             "counters on it.", "{3}{B}", "3/3")


def _saprolings(game: object) -> int:
    return sum(1 for o in game.battlefield()  # type: ignore[attr-defined]
               if game.name_of(o) == "Saproling")  # type: ignore[attr-defined]


def test_702_33d_only_a_kicked_spell_makes_a_saproling() -> None:
    game = table(INFESTATION, SCUTA)
    library(game, "Alice")
    enter(game, "Saproling Infestation")
    game.perform(A.CastSpell("Alice", hand(game, "Phyrexian Scuta"), (), (), "free"))
    resolve_all(game)
    assert _saprolings(game) == 0
    game.perform(A.CastSpell("Alice", hand(game, "Phyrexian Scuta"), (), (("kicked", 1),),
                             "free"))
    resolve_all(game)
    assert _saprolings(game) == 1

