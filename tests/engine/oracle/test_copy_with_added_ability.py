""""Oko, the Ringleader becomes a copy of up to one target creature you control until end of
turn, except he has hexproof." (707.9a) and "For each other nonland permanent you control,
create a token that's a copy of that permanent." (707.2), from Oracle text: Oko, the
Ringleader."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

OKO = card("Oko, the Ringleader", "Legendary Planeswalker — Oko",
           "At the beginning of combat on your turn, Oko, the Ringleader becomes a copy of up "
           "to one target creature you control until end of turn, except he has hexproof.\n"
           "[+1]: Draw two cards. If you've committed a crime this turn, discard a card. "
           "Otherwise, discard two cards.\n[-1]: Create a 3/3 green Elk creature token.\n"
           "[-5]: For each other nonland permanent you control, create a token that's a copy "
           "of that permanent.", "{2}{G}{U}")


def test_707_9a_oko_becomes_the_creature_with_hexproof() -> None:
    game = table(OKO)
    oko = enter(game, "Oko, the Ringleader", counters=(("loyalty", 3),))
    enter(game, "Colossal Dreadmaw")
    game.perform(A.AdvanceTo("beginning_of_combat"))
    resolve_all(game)
    chars = game.chars(oko)
    assert chars.name == "Colossal Dreadmaw" and chars.power == 6
    assert chars.has_ability("Hexproof")


def test_707_2_a_token_copy_of_each_other_nonland_permanent() -> None:
    game = table(OKO, step=Step.PRECOMBAT_MAIN)
    oko = enter(game, "Oko, the Ringleader", counters=(("loyalty", 6),))
    enter(game, "Grizzly Bears")
    enter(game, "Sol Ring")
    enter(game, "Forest")
    enter(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.ActivateAbility("Alice", oko, 3, pay="free"))
    resolve_all(game)
    tokens = sorted(game.name_of(o) for o in game.permanents("Alice") if game.obj(o).is_token)
    assert tokens == ["Grizzly Bears", "Sol Ring"]
