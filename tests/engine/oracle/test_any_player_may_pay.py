""""Any player may sacrifice a land. If a player does, ..." (101.4, 608.2d), from Oracle
text: Argothian Wurm goes back on top of its owner's library once a player sacrifices a land;
Brain Gorgers is countered once a player sacrifices a creature (701.6a)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

WURM = card("Argothian Wurm", "Creature — Wurm",
            "Trample\nWhen Argothian Wurm enters, any player may sacrifice a land. If a player "
            "does, put Argothian Wurm on top of its owner's library.", "{3}{G}", "6/6")
GORGERS = card("Brain Gorgers", "Creature — Zombie",
               "When you cast Brain Gorgers, any player may sacrifice a creature. If a player "
               "does, counter Brain Gorgers.\nMadness {1}{B}", "{3}{B}", "4/2")


def test_101_4_a_player_who_can_sacrifices_a_land_and_the_wurm_goes_on_top() -> None:
    game = table(WURM)
    forest = enter(game, "Forest", "Bob")  # Alice, first in turn order, has no land
    wurm = enter(game, "Argothian Wurm")
    resolve_all(game)
    assert zone(game, forest) == Zone.GRAVEYARD
    assert zone(game, wurm) == Zone.LIBRARY
    assert game.state.zone_ids(Zone.LIBRARY, "Alice")[-1] == game.state.newest(wurm)


def test_608_2d_no_land_to_sacrifice_the_wurm_stays() -> None:
    game = table(WURM)
    wurm = enter(game, "Argothian Wurm")
    resolve_all(game)
    assert zone(game, wurm) == Zone.BATTLEFIELD


def test_701_6a_a_creature_sacrificed_counters_the_spell() -> None:
    game = table(GORGERS)
    bears = enter(game, "Grizzly Bears", "Bob")
    gorgers = hand(game, "Brain Gorgers")
    game.perform(A.CastSpell("Alice", gorgers, pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, gorgers) == Zone.GRAVEYARD


def test_no_creature_to_sacrifice_the_spell_resolves() -> None:
    game = table(GORGERS)
    gorgers = hand(game, "Brain Gorgers")
    game.perform(A.CastSpell("Alice", gorgers, pay="free"))
    resolve_all(game)
    assert zone(game, gorgers) == Zone.BATTLEFIELD


CARRION = card("Carrion Wurm", "Creature — Zombie Wurm",
               "Whenever Carrion Wurm attacks or blocks, any player may exile three cards from "
               "their graveyard. If a player does, Carrion Wurm assigns no combat damage this "
               "turn.", "{3}{B}{B}", "6/5")


def _attack_with_carrion(bob_graveyard: int) -> tuple[int, list[int]]:
    game = table(CARRION)
    cards = [hand(game, "Island", "Bob") for _ in range(bob_graveyard)]
    for c in cards:
        game.perform(A.MoveObject(c, "graveyard"))
    wurm = enter(game, "Carrion Wurm")
    game.obj(wurm).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (wurm,), "Bob"))
    resolve_all(game)
    game.perform(A.AdvanceTo("end"))
    return game.player("Bob").life, [zone(game, c) for c in cards]


def test_510_1_three_cards_exiled_the_wurm_assigns_no_combat_damage() -> None:
    life, zones = _attack_with_carrion(3)
    assert life == 20 and zones == [Zone.EXILE] * 3


def test_two_cards_are_not_enough_the_wurm_deals_its_damage() -> None:
    life, zones = _attack_with_carrion(2)
    assert life == 14 and zones == [Zone.GRAVEYARD] * 2
