"""Myriad (702.116a): as it attacks, a token copy of it attacks each other opponent,
tapped; the tokens are exiled at end of combat."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.session.cardpool import builtin_pool
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

CALLER_OF_THE_PACK = card("Caller of the Pack", "Creature — Beast", "Trample\nMyriad",
                          "{5}{G}{G}", "8/6")
BLADE_OF_SELVES = card("Blade of Selves", "Artifact — Equipment",
                       "Equipped creature has myriad.\nEquip {4}", "{2}")


def _three_players(*extra: CardDefinition) -> Game:
    own = {c.name.casefold(): c for c in extra}
    pool = builtin_pool()
    game = Game(("Alice", "Bob", "Carol"),
                cards=lambda name: own.get(name.casefold()) or pool(name))
    for player in ("Alice", "Bob", "Carol"):
        library(game, player)
    return game


def _attack(game: Game, attacker: int) -> None:
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)


def _callers(game: Game) -> list[int]:
    return [o for o in game.permanents("Alice") if game.name_of(o) == "Caller of the Pack"]


def test_702_116a_a_token_copy_attacks_each_other_opponent() -> None:
    game = _three_players(CALLER_OF_THE_PACK)
    caller = enter(game, "Caller of the Pack")
    _attack(game, caller)
    tokens = [o for o in _callers(game) if o != caller]
    assert len(tokens) == 1
    token = game.obj(tokens[0])
    assert token.is_token and token.tapped and token.attacking == "Carol"
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert game.player("Bob").life == 12 and game.player("Carol").life == 12
    assert _callers(game) == [caller]  # the token is exiled at end of combat


def test_702_116a_with_one_opponent_myriad_makes_no_token() -> None:
    game = table(CALLER_OF_THE_PACK)
    library(game, "Alice")
    library(game, "Bob")
    caller = enter(game, "Caller of the Pack")
    _attack(game, caller)
    assert _callers(game) == [caller]


def test_702_116a_equipped_creature_has_myriad() -> None:
    game = _three_players(BLADE_OF_SELVES)
    bears = enter(game, "Grizzly Bears")
    blade = enter(game, "Blade of Selves")
    game.perform(A.AttachTo(blade, bears))
    _attack(game, bears)
    copies = [o for o in game.permanents("Alice") if game.name_of(o) == "Grizzly Bears"
              and o != bears]
    assert len(copies) == 1 and game.obj(copies[0]).attacking == "Carol"
