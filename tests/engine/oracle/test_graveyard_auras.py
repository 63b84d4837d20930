"""303.4f: "you may return ~ from your graveyard to the battlefield attached to that
creature" — the Aura's ability works from the graveyard (113.6k) and it enters attached."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SCALES = card("Dragon Scales", "Enchantment — Aura",
              "Enchant creature\nEnchanted creature gets +1/+2 and has vigilance.\nWhen a "
              "creature with mana value 6 or greater enters, you may return Dragon Scales from "
              "your graveyard to the battlefield attached to that creature.", "{1}{W}")
WURM = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")


def _scales_in_graveyard(game: Game) -> int:
    scales = hand(game, "Dragon Scales")
    game.perform(A.MoveObject(scales, "graveyard"))
    return game.state.newest(scales)


def test_303_4f_the_scales_return_attached_to_the_big_creature() -> None:
    game = table(SCALES, WURM)
    library(game, "Alice")
    scales = _scales_in_graveyard(game)
    wurm = enter(game, "Craw Wurm")
    resolve_all(game)
    now = game.state.newest(scales)
    assert zone(game, scales) == Zone.BATTLEFIELD
    assert game.obj(now).attached_to == wurm
    assert (game.chars(wurm).power, game.chars(wurm).toughness) == (7, 6)


def test_113_6k_a_small_creature_doesn_t_bring_them_back() -> None:
    game = table(SCALES)
    library(game, "Alice")
    scales = _scales_in_graveyard(game)
    enter(game, "Grizzly Bears")
    resolve_all(game)
    assert zone(game, scales) == Zone.GRAVEYARD
