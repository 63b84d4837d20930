"""509.1a: a creature blocks one attacker unless an effect says otherwise: "~ can block an
additional creature each combat", "Target creature can block any number of creatures this
turn", from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

TWO_HEADED_DRAGON = card("Two-Headed Dragon", "Creature — Dragon",
                         "Flying\nMenace\nTwo-Headed Dragon can block an additional creature "
                         "each combat.\n{1}{R}: Two-Headed Dragon gets +2/+0 until end of turn.",
                         "{4}{R}{R}", "4/4")
VALOR_MADE_REAL = card("Valor Made Real", "Instant",
                       "Target creature can block any number of creatures this turn.", "{W}")


def _attack_with_bears(game: Game, n: int) -> list[int]:
    library(game, "Alice")
    library(game, "Bob")
    bears = [enter(game, "Grizzly Bears") for _ in range(n)]
    for b in bears:
        game.obj(b).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", tuple(bears), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    return bears


def test_509_1a_two_headed_dragon_blocks_two_attackers_but_not_three() -> None:
    game = table(TWO_HEADED_DRAGON)
    dragon = enter(game, "Two-Headed Dragon", "Bob")
    a, b, c = _attack_with_bears(game, 3)
    with pytest.raises(A.IllegalAction, match=r"can block only 2 creatures \(509\.1a\)"):
        game.perform(A.DeclareBlockers("Bob", ((dragon, a), (dragon, b), (dragon, c))))
    game.perform(A.DeclareBlockers("Bob", ((dragon, a), (dragon, b))))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 18  # only the third Bears was unblocked


def test_509_1a_an_ordinary_creature_blocks_one_attacker() -> None:
    game = table()
    wall = enter(game, "Colossal Dreadmaw", "Bob")
    a, b = _attack_with_bears(game, 2)
    with pytest.raises(A.IllegalAction, match=r"can block only one creature"):
        game.perform(A.DeclareBlockers("Bob", ((wall, a), (wall, b))))


def test_509_1a_valor_made_real_lets_it_block_any_number_this_turn() -> None:
    game = table(VALOR_MADE_REAL)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")
    valor = hand(game, "Valor Made Real", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", valor, targets=(dreadmaw,), pay="free"))
    resolve_all(game)
    bears = _attack_with_bears(game, 3)
    game.perform(A.DeclareBlockers("Bob", tuple((dreadmaw, x) for x in bears)))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20  # all three blocked
    assert zone(game, dreadmaw) == Zone.GRAVEYARD  # 3 x 2 damage: lethal for a 6/6


def test_510_1d_a_creature_blocking_two_attackers_divides_its_damage() -> None:
    game = table(TWO_HEADED_DRAGON)
    dragon = enter(game, "Two-Headed Dragon", "Bob")
    a, b = _attack_with_bears(game, 2)
    game.perform(A.DeclareBlockers("Bob", ((dragon, a), (dragon, b))))
    game.perform(A.Choose("Bob", (("assign", {dragon: {a: 2, b: 2}}),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert zone(game, a) == Zone.GRAVEYARD and zone(game, b) == Zone.GRAVEYARD
