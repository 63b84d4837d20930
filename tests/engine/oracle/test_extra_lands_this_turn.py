""""You may play an additional land this turn." / "You may play up to three additional lands
this turn." (305.2: extra land plays for the rest of the turn), from Oracle text: Urban
Evolution and Summer Bloom."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table, zone

URBAN = card("Urban Evolution", "Sorcery",
             "Draw three cards. You may play an additional land this turn.", "{3}{G}{U}")
BLOOM = card("Summer Bloom", "Sorcery",
             "You may play up to three additional lands this turn.", "{1}{G}")


def _lands(game: Game, n: int) -> list[int]:
    return [hand(game, "Forest") for _ in range(n)]


def test_305_2_urban_evolution_gives_one_more_land_play() -> None:
    game = table(URBAN)
    library(game, "Alice", 5)
    forests = _lands(game, 3)
    game.perform(A.CastSpell("Alice", hand(game, "Urban Evolution"), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.LIBRARY, "Alice")) == 2
    game.perform(A.PlayLand("Alice", forests[0]))
    game.perform(A.PlayLand("Alice", forests[1]))
    assert zone(game, forests[1]) == Zone.BATTLEFIELD
    with pytest.raises(A.IllegalAction):
        game.perform(A.PlayLand("Alice", forests[2]))


def test_305_2_summer_bloom_gives_three_more_land_plays() -> None:
    game = table(BLOOM)
    forests = _lands(game, 5)
    game.perform(A.CastSpell("Alice", hand(game, "Summer Bloom"), pay="free"))
    resolve_all(game)
    for forest in forests[:4]:
        game.perform(A.PlayLand("Alice", forest))
    with pytest.raises(A.IllegalAction):
        game.perform(A.PlayLand("Alice", forests[4]))


def test_305_2_the_extra_land_play_ends_with_the_turn() -> None:
    game = table(BLOOM)
    game.perform(A.CastSpell("Alice", hand(game, "Summer Bloom"), pay="free"))
    resolve_all(game)
    assert game.rule_effects("extra_land")
    game.perform(A.AdvanceTo("cleanup"))
    assert not game.rule_effects("extra_land")
