""""You gain X plus 3 life." (119.3 life gain; 107.3 X chosen as the spell is cast), from
Oracle text: Vitalizing Cascade."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, resolve_all, table

CASCADE = card("Vitalizing Cascade", "Instant", "You gain X plus 3 life.", "{X}{G}{W}")


def test_119_3_vitalizing_cascade_gains_x_plus_three() -> None:
    game = table(CASCADE)
    game.perform(A.CastSpell("Alice", hand(game, "Vitalizing Cascade"), (), (("x", 4),),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 27


def test_119_3_with_x_zero_it_still_gains_three() -> None:
    game = table(CASCADE)
    game.perform(A.CastSpell("Alice", hand(game, "Vitalizing Cascade"), (), (("x", 0),),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 23
