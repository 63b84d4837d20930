"""115.3, 601.2c: "it deals 4 damage to any target and 3 damage to each of up to two other
targets" compiled from Oracle text: three different targets."""

from __future__ import annotations

import pytest

from tabletop.cards.definition_codec import decode, encode
from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.targets import check_targets
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

DRAKUSETH = card("Drakuseth, Maw of Flames", "Legendary Creature — Dragon",
                 "Flying\nWhenever Drakuseth, Maw of Flames attacks, it deals 4 damage to any "
                 "target and 3 damage to each of up to two other targets.", "{4}{R}{R}{R}",
                 "7/7")


def _table() -> tuple[Game, int]:
    game = table(DRAKUSETH)
    library(game, "Bob")
    drakuseth = enter(game, "Drakuseth, Maw of Flames")
    game.obj(drakuseth).controlled_since_turn_start = True
    return game, drakuseth


def test_115_3_four_damage_to_one_target_and_three_to_two_others() -> None:
    game, drakuseth = _table()
    bears = enter(game, "Grizzly Bears", "Bob")
    thopter = enter(game, "Ornithopter", "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (drakuseth,), "Bob"))
    resolve_all(game)
    # the preselected targets (players first, opponents before you, then permanents):
    # Bob takes 4, then two different others take 3 each: Alice and the Bears
    assert (game.player("Bob").life, game.player("Alice").life) == (16, 17)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, thopter) == Zone.BATTLEFIELD


def test_601_2c_the_other_targets_are_different_from_each_other_and_the_first() -> None:
    game, drakuseth = _table()
    bears = enter(game, "Grizzly Bears", "Bob")
    ability = game.chars(drakuseth).abilities[1]
    assert isinstance(ability, TriggeredAbility)
    specs = ability.targets
    check_targets(game, specs, ("Bob", bears, "Alice"), source=drakuseth, controller="Alice")
    for wrong in (("Bob", "Bob"), ("Bob", bears, bears)):
        with pytest.raises(IllegalAction):
            check_targets(game, specs, wrong, source=drakuseth, controller="Alice")


def test_115_3_the_other_targets_stay_different_when_read_from_the_compile_cache() -> None:
    # the compile cache stores definitions as data: the two "other targets" come back as
    # two equal specs, not one shared object, and still may not name the same object
    game, drakuseth = _table()
    bears = enter(game, "Grizzly Bears", "Bob")
    ability = game.chars(drakuseth).abilities[1]
    assert isinstance(ability, TriggeredAbility)
    specs = decode(encode(ability.targets))
    assert specs[1] == specs[2] and specs[1] is not specs[2]
    check_targets(game, specs, ("Bob", bears, "Alice"), source=drakuseth, controller="Alice")
    with pytest.raises(IllegalAction):
        check_targets(game, specs, ("Bob", bears, bears), source=drakuseth, controller="Alice")

