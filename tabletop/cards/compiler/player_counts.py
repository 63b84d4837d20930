"""107.3, 208.2: counts of another player's things (grammar: player_counts.lark): "the
number of creatures the chosen player controls", "for each card in the chosen player's
hand", "for each creature card in your opponents' graveyards", "the total number of cards
in all players' hands"."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.chosen_player_values import (
    CardsInOpponentsZones,
    OfChosenPlayer,
)
from tabletop.engine.definitions.expressions import CardsInZone, CountPermanents, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.model.enums import Zone


def _plain(desc: Desc, zone: Zone) -> ObjectFilter | None:
    """The card filter of a description said of no player; None for any card."""
    f = desc.filter
    if desc.player is not None or f.controller is not None or f.owner is not None or \
            f.zone not in (zone, Zone.BATTLEFIELD, None):
        raise CompileError("a count said of two players")
    if f == ObjectFilter(zone=f.zone):
        return None
    return replace(f, zone=zone)


@v_args(inline=True)
class PlayerCountRules(ClauseRules):
    def cnt_chosen_player_permanents(self, desc: Desc) -> Expr:
        flt = _plain(desc, Zone.BATTLEFIELD) or ObjectFilter()
        return OfChosenPlayer(CountPermanents(replace(flt, controller="you")))

    def cnt_chosen_player_hand(self, desc: Desc) -> Expr:
        return OfChosenPlayer(CardsInZone(Zone.HAND, "you", _plain(desc, Zone.HAND)))

    def cnt_chosen_player_graveyard(self, desc: Desc) -> Expr:
        return OfChosenPlayer(CardsInZone(Zone.GRAVEYARD, "you",
                                          _plain(desc, Zone.GRAVEYARD)))

    def cnt_opponents_graveyards(self, desc: Desc) -> Expr:
        return CardsInOpponentsZones(Zone.GRAVEYARD, _plain(desc, Zone.GRAVEYARD))

    def cnt_all_hands(self, desc: Desc) -> Expr:
        return CardsInZone(Zone.HAND, "all", _plain(desc, Zone.HAND))
