""""Whenever Consul's Lieutenant attacks, if it's renowned, ..." (702.112b, 603.4): the
intervening "if" reads the designation renown gave the creature itself."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

LIEUTENANT = card("Consul's Lieutenant", "Creature — Human Soldier",
                  "First strike\nRenown 1\nWhenever Consul's Lieutenant attacks, if it's "
                  "renowned, other attacking creatures you control get +1/+1 until end of "
                  "turn.", "{W}{W}", "2/1")


def _attack(game: Game, *attackers: int) -> None:
    for oid in attackers:
        game.obj(oid).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    resolve_all(game)


def test_702_112b_only_a_renowned_lieutenant_pumps_the_others() -> None:
    game = table(LIEUTENANT)
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    lieutenant = enter(game, "Consul's Lieutenant")
    bears = enter(game, "Grizzly Bears")
    _attack(game, lieutenant, bears)
    assert game.chars(bears).power == 2  # not renowned yet
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)  # renown 1: it becomes renowned
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    _attack(game, lieutenant, bears)
    assert game.chars(bears).power == 3
    assert game.chars(lieutenant).power == 3  # its own counter, not the +1/+1 effect
