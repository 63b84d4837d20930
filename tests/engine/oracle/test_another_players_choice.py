"""608.2d: "That creature's controller may have this artifact deal 1 damage to it." and a
granted "Whenever this creature is dealt damage, you draw that many cards and lose that
much life." (until end of turn) compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

MONOLITH = card("Requiem Monolith", "Artifact",
                "{T}: Until end of turn, target creature gains \"Whenever this creature is "
                "dealt damage, you draw that many cards and lose that much life.\" That "
                "creature's controller may have this artifact deal 1 damage to it. Activate "
                "only as a sorcery.", "{2}{B}")


def _activate(target_owner: str, wants: bool) -> tuple[Game, int]:
    game = table(MONOLITH)
    library(game, "Alice")
    library(game, "Bob")
    monolith = enter(game, "Requiem Monolith")
    ox = enter(game, "Grizzly Bears", target_owner)
    game.perform(A.ActivateAbility("Alice", monolith, 1, (ox,),
                                   (("player_may", wants),), pay="free"))
    resolve_all(game)
    return game, ox


def _hand(game: Game, player: str) -> int:
    return len(game.state.zone_ids(Zone.HAND, player))


def test_608_2d_the_creatures_controller_has_it_dealt_1_damage_and_draws() -> None:
    game, bears = _activate("Bob", wants=True)
    assert game.obj(bears).damage == 1
    assert (_hand(game, "Bob"), game.player("Bob").life) == (1, 19)
    assert (_hand(game, "Alice"), game.player("Alice").life) == (0, 20)


def test_608_2d_declined_no_damage_and_the_granted_trigger_waits() -> None:
    game, bears = _activate("Alice", wants=False)
    assert game.obj(bears).damage == 0 and _hand(game, "Alice") == 0
    game.perform(A.DealDamageAction(bears, 1))
    resolve_all(game)
    assert (_hand(game, "Alice"), game.player("Alice").life) == (1, 19)
