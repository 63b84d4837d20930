"""510.1c-d: "You may have ~ assign its combat damage as though it weren't blocked", from
Oracle text: the attacking player chooses it by assigning all the damage to the player."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, table, zone

WOLF_PACK = card("Wolf Pack", "Creature — Wolf",
                 "You may have Wolf Pack assign its combat damage as though it weren't blocked.",
                 "{6}{G}{G}", "7/6")
SIEGE_BEHEMOTH = card("Siege Behemoth", "Creature — Beast",
                      "Hexproof\nAs long as Siege Behemoth is attacking, for each creature you "
                      "control, you may have that creature assign its combat damage as though "
                      "it weren't blocked.", "{5}{G}{G}", "7/4")


def _blocked(game: Game, attackers: tuple[int, ...], blocks: tuple[tuple[int, int], ...]
             ) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", blocks))


def test_510_1c_wolf_pack_assigns_its_damage_to_the_player_though_blocked() -> None:
    game = table(WOLF_PACK)
    pack = enter(game, "Wolf Pack")
    bears = enter(game, "Grizzly Bears", "Bob")
    _blocked(game, (pack,), ((bears, pack),))
    game.perform(A.Choose("Alice", (("assign", {"Bob": 7}),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 13
    assert zone(game, bears) == Zone.BATTLEFIELD and game.obj(bears).damage == 0


def test_510_1c_without_the_choice_wolf_pack_damages_its_blocker() -> None:
    game = table(WOLF_PACK)
    pack = enter(game, "Wolf Pack")
    bears = enter(game, "Grizzly Bears", "Bob")
    _blocked(game, (pack,), ((bears, pack),))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20
    assert zone(game, bears) == Zone.GRAVEYARD


def test_510_1c_an_ordinary_blocked_creature_cant_assign_to_the_player() -> None:
    game = table()
    craw = enter(game, "Craw Wurm")
    bears = enter(game, "Grizzly Bears", "Bob")
    _blocked(game, (craw,), ((bears, craw),))
    game.perform(A.Choose("Alice", (("assign", {"Bob": 6}),)))
    with pytest.raises(A.IllegalAction, match=r"510\.1c"):
        game.perform(A.AdvanceTo("end_of_combat"))


def test_510_1c_siege_behemoth_lets_each_of_your_creatures_while_it_attacks() -> None:
    game = table(SIEGE_BEHEMOTH)
    behemoth = enter(game, "Siege Behemoth")
    craw = enter(game, "Craw Wurm")
    wall = enter(game, "Colossal Dreadmaw", "Bob")
    _blocked(game, (behemoth, craw), ((wall, craw),))
    game.perform(A.Choose("Alice", (("assign", {craw: {"Bob": 6}}),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    assert game.player("Bob").life == 20 - 7 - 6
