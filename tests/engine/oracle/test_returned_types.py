"""400.7 and 613.1d: "When ~ dies, if it was a creature, return it to the battlefield under
its owner's control. It's an enchantment." compiled from Oracle text (the Enduring cycle)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

COURAGE = card("Enduring Courage", "Enchantment Creature — Dog Glimmer",
               "Whenever another creature you control enters, it gets +2/+0 and gains haste "
               "until end of turn.\nWhen Enduring Courage dies, if it was a creature, return it "
               "to the battlefield under its owner's control. It's an enchantment. (It's not a "
               "creature.)", "{2}{R}{R}", "3/3")


def _courage_on_battlefield(game: Game) -> list[int]:
    return [o for o in game.permanents("Alice") if game.chars(o).name == "Enduring Courage"]


def test_400_7_enduring_courage_returns_as_an_enchantment_only() -> None:
    game = table(COURAGE)
    courage = enter(game, "Enduring Courage")
    game.perform(A.DestroyObject(courage))
    resolve_all(game)
    (returned,) = _courage_on_battlefield(game)
    chars = game.chars(returned)
    assert chars.types == frozenset({CardType.ENCHANTMENT})
    assert chars.subtypes == frozenset()  # 205.3d: Dog and Glimmer are creature types
    # its other ability still works: a creature entering gets +2/+0
    bears = enter(game, "Grizzly Bears")
    resolve_all(game)
    assert game.chars(bears).power == 4


def test_603_4_put_into_the_graveyard_as_an_enchantment_it_stays_there() -> None:
    game = table(COURAGE)
    courage = enter(game, "Enduring Courage")
    game.perform(A.DestroyObject(courage))
    resolve_all(game)
    (returned,) = _courage_on_battlefield(game)
    game.perform(A.DestroyObject(returned))
    resolve_all(game)
    assert _courage_on_battlefield(game) == []
    assert game.obj(game.state.newest(returned)).zone == Zone.GRAVEYARD
