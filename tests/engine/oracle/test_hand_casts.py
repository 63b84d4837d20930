"""608.2g, 118.9: "You may cast a card with mana value 3 or less from your hand without
paying its mana cost" (the Expertise cycle), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SRAMS = card("Sram's Expertise", "Sorcery",
             "Create three 1/1 colorless Servo artifact creature tokens.\nYou may cast a card "
             "with mana value 3 or less from your hand without paying its mana cost.",
             "{2}{W}{W}")


def _cast_expertise(*in_hand: str, choices: tuple[tuple[str, object], ...] = ()
                    ) -> tuple[Game, list[int]]:
    game = table(SRAMS)
    library(game, "Alice")
    for _ in range(4):
        enter(game, "Plains")
    cards = [hand(game, name) for name in in_hand]
    game.perform(A.CastSpell("Alice", hand(game, "Sram's Expertise"), choices=choices))
    resolve_all(game)
    return game, cards


def test_608_2g_the_chosen_card_is_cast_without_paying_its_mana_cost() -> None:
    game, (bears, wurm) = _cast_expertise("Grizzly Bears", "Craw Wurm")
    # cast with no mana left ({1}{G} from four Plains all tapped for the Expertise)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert zone(game, wurm) == Zone.HAND  # mana value 6: not a choice


def test_608_2g_a_card_with_greater_mana_value_isnt_cast() -> None:
    game, (wurm,) = _cast_expertise("Craw Wurm")
    assert zone(game, wurm) == Zone.HAND
    servos = [o for o in game.battlefield() if game.name_of(o).startswith("Servo")]
    assert len(servos) == 3


def test_608_2g_the_player_may_decline() -> None:
    game, (bears,) = _cast_expertise("Grizzly Bears", choices=(("may", False),))
    assert zone(game, bears) == Zone.HAND
