"""702.122a, 702.171a: a creature that "saddles Mounts and crews Vehicles as though its
power were 2 greater", from Oracle text (Dynamite Diver): its power counts 2 more toward
the total power tapped to crew or saddle."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table

DIVER = card("Dynamite Diver", "Creature — Goblin Pilot",
             "This creature saddles Mounts and crews Vehicles as though its power were 2 "
             "greater.\nWhen this creature dies, it deals 1 damage to any target.", "{R}",
             "1/1")
CARAVAN = card("Cultivator's Caravan", "Artifact — Vehicle",
               "{T}: Add one mana of any color.\nCrew 3 (Tap any number of creatures you "
               "control with total power 3 or more: This Vehicle becomes an artifact creature "
               "until end of turn.)", "{5}", "5/5")
MAMMOTH = card("Autarch Mammoth", "Creature — Elephant Mount",
               "When this creature enters and whenever it attacks while saddled, create a 3/3 "
               "green Elephant creature token.\nSaddle 5 (Tap any number of other creatures "
               "you control with total power 5 or more: This Mount becomes saddled until end "
               "of turn. Saddle only as a sorcery.)", "{4}{G}{G}", "5/5")


def test_702_122a_the_diver_crews_3_alone() -> None:
    game = table(DIVER, CARAVAN)
    caravan = enter(game, "Cultivator's Caravan")
    bears = enter(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="total power 2"):
        game.perform(A.ActivateAbility("Alice", caravan, "Crew", choices=(("tap", [bears]),)))
    diver = enter(game, "Dynamite Diver")
    game.perform(A.ActivateAbility("Alice", caravan, "Crew", choices=(("tap", [diver]),)))
    resolve_all(game)
    assert game.obj(diver).tapped and not game.obj(bears).tapped
    assert CardType.CREATURE in game.chars(caravan).types


def test_702_171a_the_diver_and_bears_saddle_5() -> None:
    game = table(DIVER, MAMMOTH)
    mammoth = enter(game, "Autarch Mammoth")
    resolve_all(game)
    for elephant in [o for o in game.permanents("Alice") if o != mammoth]:
        game.obj(elephant).tapped = True  # the token it made does not help
    bears = enter(game, "Grizzly Bears")
    diver = enter(game, "Dynamite Diver")
    game.perform(A.ActivateAbility("Alice", mammoth, "Saddle"))  # 2 + (1 + 2) = 5
    resolve_all(game)
    assert game.obj(bears).tapped and game.obj(diver).tapped
