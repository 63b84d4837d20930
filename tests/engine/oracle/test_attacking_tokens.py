"""Tokens created attacking (508.4), from Oracle text: "create a 2/2 white Knight creature
token with vigilance that's attacking" — untapped, attacking the player its controller's
attackers attack, and dealing combat damage there."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

SWORD = card("Sigiled Sword of Valeron", "Artifact — Equipment",
             "Equipped creature gets +2/+0, has vigilance, and is a Knight in addition to its "
             "other types.\nWhenever equipped creature attacks, create a 2/2 white Knight "
             "creature token with vigilance that's attacking.\nEquip {3}", "{3}")


def test_508_4_the_knight_token_attacks_untapped() -> None:
    game = table(SWORD)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears")
    game.perform(A.EnterBattlefield("Sigiled Sword of Valeron", "Alice", attached_to=bears))
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    resolve_all(game)
    (knight,) = [o for o in game.permanents("Alice") if game.obj(o).is_token]
    assert game.obj(knight).attacking is not None and not game.obj(knight).tapped
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert game.player("Bob").life == 14  # 4 from the Bears, 2 from the Knight
