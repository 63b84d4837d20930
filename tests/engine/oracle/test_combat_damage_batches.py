""""Whenever one or more creatures you control deal combat damage to a player" (Nature's
Will): combat damage is dealt at once (510.2), so two creatures hitting the same player
trigger it once; "that player" is the player dealt the damage, from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

NATURES_WILL = card("Nature's Will", "Enchantment",
                    "Whenever one or more creatures you control deal combat damage to a "
                    "player, tap all lands that player controls and untap all lands you "
                    "control.", "{2}{G}{G}")


def _game() -> tuple[Game, list[int], list[int]]:
    game = table(NATURES_WILL)
    library(game, "Alice")
    library(game, "Bob")
    enter(game, "Nature's Will")
    mine = [enter(game, "Forest", tapped=True) for _ in range(2)]
    theirs = [enter(game, "Island", "Bob") for _ in range(2)]
    return game, mine, theirs


def _damage_step(game: Game, *attackers: int) -> None:
    for oid in attackers:
        game.obj(oid).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.AdvanceTo("combat_damage"))


def test_510_2_two_attackers_trigger_it_once() -> None:
    game, mine, theirs = _game()
    bears = [enter(game, "Grizzly Bears") for _ in range(2)]
    _damage_step(game, *bears)
    assert game.player("Bob").life == 16
    triggered = [o for o in game.stack() if game.name_of(o).startswith("Nature's Will")]
    assert len(triggered) == 1
    resolve_all(game)
    assert all(game.obj(o).tapped for o in theirs)
    assert not any(game.obj(o).tapped for o in mine)


def test_no_combat_damage_to_a_player_no_trigger() -> None:
    game, mine, theirs = _game()
    bears = enter(game, "Grizzly Bears")
    blocker = enter(game, "Grizzly Bears", "Bob")
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((blocker, bears),)))
    game.perform(A.AdvanceTo("combat_damage"))
    resolve_all(game)
    assert not any(game.obj(o).tapped for o in theirs)
    assert all(game.obj(o).tapped for o in mine)
