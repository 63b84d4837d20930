"""104.3e: an effect that says a player loses the game, compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

VORPAL = card("Vorpal Sword", "Artifact — Equipment",
              "Equipped creature gets +2/+0 and has deathtouch.\n"
              "{5}{B}{B}{B}: Until end of turn, Vorpal Sword gains \"Whenever equipped "
              "creature deals combat damage to a player, that player loses the game.\"\n"
              "Equip {B}{B}", "{B}")


def _attack(activate: bool) -> tuple[bool, int]:
    game = table(VORPAL)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    sword = enter(game, "Vorpal Sword", attached_to=bears)
    if activate:
        game.perform(A.ActivateAbility("Alice", sword, 1, pay="free"))
        resolve_all(game)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    return game.player("Bob").lost, game.player("Bob").life


def test_104_3e_vorpal_sword_makes_the_damaged_player_lose_the_game() -> None:
    assert _attack(activate=True) == (True, 16)


def test_104_3e_without_the_granted_trigger_the_player_only_takes_damage() -> None:
    assert _attack(activate=False) == (False, 16)
