"""Modes that may be chosen more than once (700.2d), from Oracle text: Fiery Confluence and
Wretched Confluence ("Choose three. You may choose the same mode more than once.")."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

FIERY = card("Fiery Confluence", "Sorcery",
             "Choose three. You may choose the same mode more than once.\n"
             "• Fiery Confluence deals 1 damage to each creature.\n"
             "• Fiery Confluence deals 2 damage to each opponent.\n"
             "• Destroy target artifact.", "{2}{R}{R}")
WRETCHED = card("Wretched Confluence", "Sorcery",
                "Choose three. You may choose the same mode more than once.\n"
                "• Target player draws a card and loses 1 life.\n"
                "• Target creature gets -2/-2 until end of turn.\n"
                "• Return target creature card from your graveyard to your hand.", "{3}{B}{B}")


def test_700_2d_fiery_confluence_deals_two_damage_three_times() -> None:
    game = table(FIERY)
    game.perform(A.CastSpell("Alice", hand(game, "Fiery Confluence"), (),
                             (("mode", [2, 2, 2]),), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 14
    assert game.player("Alice").life == 20


def test_700_2d_fiery_confluence_mixes_modes_with_a_target_for_each_chosen_mode() -> None:
    game = table(FIERY)
    bears = enter(game, "Grizzly Bears", "Bob")
    first = enter(game, "Ornithopter", "Bob")
    second = enter(game, "Ornithopter", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Fiery Confluence"), (first, second),
                             (("mode", [1, 3, 3]),), pay="free"))
    resolve_all(game)
    assert zone(game, first) == Zone.GRAVEYARD and zone(game, second) == Zone.GRAVEYARD
    assert game.obj(bears).damage == 1  # one 1-damage mode on a 2/2
    assert game.player("Bob").life == 20


def test_700_2d_wretched_confluence_makes_a_player_draw_three_times() -> None:
    game = table(WRETCHED)
    library(game, "Bob", 5)
    before = len(game.state.zone_ids(Zone.HAND, "Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Wretched Confluence"), ("Bob", "Bob", "Bob"),
                             (("mode", [1, 1, 1]),), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == before + 3
    assert game.player("Bob").life == 17
