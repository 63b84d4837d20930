"""Riders on damage and destruction: "Target creature deals damage to itself equal to its
power" (120.3), "You gain life equal to the damage dealt this way" (after prevention,
615), "That creature can't be regenerated." (701.19c), and "Put target creature into its
owner's library second from the top" (401)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

REPENTANCE = card("Repentance", "Sorcery",
                  "Target creature deals damage to itself equal to its power.", "{2}{W}")
CORRUPT = card("Corrupt", "Sorcery", "Corrupt deals damage to any target equal to the number "
               "of Swamps you control. You gain life equal to the damage dealt this way.",
               "{5}{B}")
NEKRATAAL = card("Nekrataal", "Creature — Human Assassin",
                 "First strike\nWhen Nekrataal enters, destroy target nonartifact, nonblack "
                 "creature. That creature can't be regenerated.", "{2}{B}{B}", "2/1")
OUST = card("Oust", "Sorcery", "Put target creature into its owner's library second from "
            "the top. Its controller gains 3 life.", "{W}")
SHIELD = card("Conservator", "Artifact",
              "{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.", "{4}")


def test_120_3_a_creature_deals_damage_to_itself_equal_to_its_power() -> None:
    game = table(REPENTANCE)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")  # 6/6: 6 damage kills it
    game.perform(A.CastSpell("Alice", hand(game, "Repentance"), (dreadmaw,), pay="free"))
    resolve_all(game)
    assert zone(game, dreadmaw) == Zone.GRAVEYARD


def test_615_life_equal_to_the_damage_dealt_after_prevention() -> None:
    game = table(CORRUPT, SHIELD)
    for _ in range(3):
        enter(game, "Swamp")
    conservator = enter(game, "Conservator", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.ActivateAbility("Bob", conservator, 1, pay="free"))
    resolve_all(game)
    game.perform(A.CastSpell("Alice", hand(game, "Corrupt"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 19  # 3 damage, 2 prevented
    assert game.player("Alice").life == 21


def test_701_19c_the_destroyed_creature_can_t_be_regenerated() -> None:
    game = table(NEKRATAAL)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.obj(bears).regeneration_shields = 1
    game.perform(A.CastSpell("Alice", hand(game, "Nekrataal"), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD


def test_401_the_creature_goes_second_from_the_top() -> None:
    game = table(OUST)
    library(game, "Bob", 3, "Island")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Oust"), (bears,), pay="free"))
    resolve_all(game)
    names = [game.name_of(o) for o in game.state.zone_ids(Zone.LIBRARY, "Bob")]
    assert names == ["Island", "Island", "Grizzly Bears", "Island"]
    assert game.player("Bob").life == 23
