"""Tokens a spell creates are "it" in its later sentences (111.1), also for a delayed
trigger it creates (603.7)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

ANGEL = card("Angelic Visit", "Sorcery",
             "Create a 4/4 white Angel creature token with flying. Exile it at the beginning "
             "of the next end step.", "{W}")


def _angels(game: Game) -> list[int]:
    return [o for o in game.battlefield()
            if game.chars(o).name == "Angel" and CardType.CREATURE in game.chars(o).types]


def test_603_7_the_token_made_now_is_exiled_at_the_next_end_step() -> None:
    game = table(ANGEL)
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Angelic Visit"), pay="free"))
    resolve_all(game)
    assert len(_angels(game)) == 1
    game.perform(A.AdvanceTo("end"))
    resolve_all(game)
    assert _angels(game) == []
