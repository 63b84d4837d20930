""""For each opponent, gain control of up to one target creature or planeswalker that player
controls with mana value 3 or less." (601.2c: at most one target per opponent), from Oracle
text: Tempted by the Oriq."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

TEMPTED = card("Tempted by the Oriq", "Sorcery",
               "For each opponent, gain control of up to one target creature or planeswalker "
               "that player controls with mana value 3 or less.", "{1}{U}{U}{U}")


def test_601_2c_one_creature_of_the_opponent_changes_control() -> None:
    game = table(TEMPTED)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Tempted by the Oriq"), (bears,), pay="free"))
    resolve_all(game)
    assert game.controller_of(bears) == "Alice"


@pytest.mark.parametrize("which", ["two of one opponent", "your own", "mana value 6"])
def test_601_2c_illegal_choices_of_targets(which: str) -> None:
    game = table(TEMPTED)
    bears = enter(game, "Grizzly Bears", "Bob")
    targets = {"two of one opponent": (bears, enter(game, "Ornithopter", "Bob")),
               "your own": (enter(game, "Grizzly Bears"),),
               "mana value 6": (enter(game, "Colossal Dreadmaw", "Bob"),)}[which]
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Tempted by the Oriq"), targets,
                                 pay="free"))


def test_601_2c_up_to_one_so_no_target_is_fine() -> None:
    game = table(TEMPTED)
    game.perform(A.CastSpell("Alice", hand(game, "Tempted by the Oriq"), (), pay="free"))
    resolve_all(game)
    assert game.stack() == []


JUNKER = card("Demonic Junker", "Artifact — Vehicle",
              "Affinity for artifacts (This spell costs {1} less to cast for each artifact you "
              "control.)\nWhen this Vehicle enters, for each player, destroy up to one target "
              "creature that player controls. If a creature you controlled was destroyed this "
              "way, put two +1/+1 counters on this Vehicle.\nCrew 2", "{6}{B}", "4/3")


def test_601_2c_one_creature_of_each_player_and_counters_for_your_own() -> None:
    game = table(JUNKER)
    enter(game, "Grizzly Bears")
    enter(game, "Colossal Dreadmaw", "Bob")
    enter(game, "Ornithopter", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Demonic Junker"), pay="free"))
    resolve_all(game)  # the window's targets: one creature of each player
    alive = {game.name_of(o) for o in game.battlefield()}
    assert "Grizzly Bears" not in alive
    assert len({"Colossal Dreadmaw", "Ornithopter"} & alive) == 1
    (junker,) = [o for o in game.battlefield() if game.name_of(o) == "Demonic Junker"]
    assert game.obj(junker).counters.get("+1/+1") == 2


def test_608_2c_no_counters_when_none_of_yours_was_destroyed() -> None:
    game = table(JUNKER)
    enter(game, "Colossal Dreadmaw", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Demonic Junker"), pay="free"))
    resolve_all(game)
    (junker,) = [o for o in game.battlefield() if game.name_of(o) == "Demonic Junker"]
    assert game.obj(junker).counters.get("+1/+1", 0) == 0
    assert [game.name_of(o) for o in game.battlefield()] == ["Demonic Junker"]
