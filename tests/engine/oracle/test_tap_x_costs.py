"""107.3, 602.2b: "Tap X untapped Knights you control" (Aryel, Knight of Windgrace): X is
chosen as it is activated, that many other untapped Knights are tapped, and X is the number
the effect reads."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, resolve_all, table, zone

ARYEL = card("Aryel, Knight of Windgrace", "Legendary Creature — Human Knight",
             "Vigilance\n{2}{W}, {T}: Create a 2/2 white Knight creature token with vigilance.\n"
             "{B}, {T}, Tap X untapped Knights you control: Destroy target creature with power "
             "X or less.", "{2}{W}{B}", "4/4")
KNIGHT = creature("Test Knight", 2, 2, subtypes=("Knight",))


def test_107_3_tap_x_knights_destroys_power_x_or_less() -> None:
    game = table(ARYEL, KNIGHT)
    enter(game, "Swamp")
    aryel = enter(game, "Aryel, Knight of Windgrace")
    game.obj(aryel).controlled_since_turn_start = True
    knights = [enter(game, "Test Knight") for _ in range(3)]
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.ActivateAbility("Alice", aryel, 2, (bears,),
                                   choices=(("x", 2), ("tap", tuple(knights[:2])))))
    assert [game.obj(k).tapped for k in knights] == [True, True, False]
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD


def test_118_3_not_enough_untapped_knights() -> None:
    game = table(ARYEL, KNIGHT)
    enter(game, "Swamp")
    aryel = enter(game, "Aryel, Knight of Windgrace")
    game.obj(aryel).controlled_since_turn_start = True
    enter(game, "Test Knight")
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="untapped"):  # Aryel's own {T} doesn't count
        game.perform(A.ActivateAbility("Alice", aryel, 2, (bears,), choices=(("x", 2),)))
