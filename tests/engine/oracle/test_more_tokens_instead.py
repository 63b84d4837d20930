""""Create N tokens. If [condition], create M of those tokens instead." (614.15, a
self-replacement), from Oracle text: Saproling Migration (kicker, 702.33d), Increasing
Devotion (cast from a graveyard by flashback, 702.34a)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, resolve_all, table

MIGRATION = card("Saproling Migration", "Sorcery",
                 "Kicker {4}\nCreate two 1/1 green Saproling creature tokens. If this spell was "
                 "kicked, create four of those tokens instead.", "{1}{G}")
DEVOTION = card("Increasing Devotion", "Sorcery",
                "Create five 1/1 white Human creature tokens. If Increasing Devotion was cast "
                "from a graveyard, create ten of those tokens instead.\nFlashback {7}{W}{W}",
                "{3}{W}{W}")


def _tokens(game: Game, name: str) -> int:
    return sum(game.name_of(o) == name for o in game.permanents("Alice"))


def test_614_15_unkicked_two_saprolings_kicked_four() -> None:
    game = table(MIGRATION)
    game.perform(A.CastSpell("Alice", hand(game, "Saproling Migration"), (), pay="free"))
    resolve_all(game)
    assert _tokens(game, "Saproling") == 2
    game.perform(A.CastSpell("Alice", hand(game, "Saproling Migration"), (), pay="free",
                             choices=(("kicked", 1),)))
    resolve_all(game)
    assert _tokens(game, "Saproling") == 2 + 4


def test_614_15_increasing_devotion_by_flashback_makes_ten() -> None:
    game = table(DEVOTION)
    devotion = hand(game, "Increasing Devotion")
    game.perform(A.CastSpell("Alice", devotion, (), pay="free"))
    resolve_all(game)
    assert _tokens(game, "Human") == 5
    game.perform(A.CastSpell("Alice", game.state.newest(devotion), (), pay="free"))
    resolve_all(game)
    assert _tokens(game, "Human") == 5 + 10
