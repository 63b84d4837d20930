"""Kicker and buyback with costs other than mana (702.33a, 702.27a): "Kicker—Pay 3 life"
is paid with the spell's other costs when it is kicked, and the spell counts as kicked;
"Buyback—Sacrifice a land" returns the spell to its owner's hand; retrace (702.81a) casts
a card from the graveyard by discarding a land card."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

PHYREXIAN_SCUTA = card("Phyrexian Scuta", "Creature — Zombie",
                       "Kicker—Pay 3 life.\nIf Phyrexian Scuta was kicked, it enters with two "
                       "+1/+1 counters on it.", "{3}{B}", "3/3")
RUSHING_RIVER = card("Rushing River", "Instant",
                     "Kicker—Sacrifice a land.\nReturn target nonland permanent to its "
                     "owner's hand. If Rushing River was kicked, return another target "
                     "nonland permanent to its owner's hand.", "{2}{U}")


def test_702_33a_kicked_by_paying_life() -> None:
    game = table(PHYREXIAN_SCUTA)
    for _ in range(4):
        enter(game, "Swamp")
    events = game.perform(A.CastSpell("Alice", hand(game, "Phyrexian Scuta"),
                                      choices=(("kicked", 1),)))
    resolve_all(game)
    scuta = game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))
    assert game.player("Alice").life == 17
    assert game.obj(scuta).counters == {"+1/+1": 2}


def test_702_33a_kicked_by_sacrificing_a_land() -> None:
    game = table(RUSHING_RIVER)
    first = enter(game, "Grizzly Bears", "Bob")
    second = enter(game, "Sol Ring", "Bob")
    islands = [enter(game, "Island") for _ in range(4)]
    game.perform(A.CastSpell("Alice", hand(game, "Rushing River"), (first, second),
                             choices=(("kicked", 1), ("sacrifice", [islands[3]]))))
    resolve_all(game)
    assert zone(game, first) == Zone.HAND and zone(game, second) == Zone.HAND
    assert zone(game, islands[3]) == Zone.GRAVEYARD


def test_702_33a_no_land_to_sacrifice_no_kicker() -> None:
    game = table(RUSHING_RIVER)
    first = enter(game, "Grizzly Bears", "Bob")
    second = enter(game, "Sol Ring", "Bob")
    with pytest.raises(A.IllegalAction, match="additional cost can't be paid"):
        game.perform(A.CastSpell("Alice", hand(game, "Rushing River"), (first, second),
                                 choices=(("kicked", 1),), pay="free"))


REAPING = card("Reaping the Rewards", "Instant", "Buyback—Sacrifice a land.\nYou gain 2 life.",
               "{W}")


def test_702_27a_buyback_by_sacrificing_a_land_returns_it_to_hand() -> None:
    game = table(REAPING)
    plains = [enter(game, "Plains") for _ in range(2)]
    reaping = hand(game, "Reaping the Rewards")
    game.perform(A.CastSpell("Alice", reaping, choices=(("buyback", True),
                                                         ("sacrifice", [plains[1]]))))
    resolve_all(game)
    assert game.player("Alice").life == 22
    assert zone(game, reaping) == Zone.HAND and zone(game, plains[1]) == Zone.GRAVEYARD


FLAME_JAB = card("Flame Jab", "Sorcery", "Flame Jab deals 1 damage to any target.\nRetrace",
                 "{R}")


def test_702_81a_retrace_casts_it_from_the_graveyard_discarding_a_land() -> None:
    game = table(FLAME_JAB)
    enter(game, "Mountain")
    jab = hand(game, "Flame Jab")
    game.perform(A.MoveObject(jab, "graveyard"))
    bears = hand(game, "Grizzly Bears")
    with pytest.raises(A.IllegalAction, match="land card"):  # a land card, not any card
        game.perform(A.CastSpell("Alice", game.state.newest(jab), ("Bob",)))
    land = hand(game, "Forest")
    game.perform(A.CastSpell("Alice", game.state.newest(jab), ("Bob",),
                             choices=(("discard", [land]),)))
    resolve_all(game)
    assert game.player("Bob").life == 19
    assert zone(game, land) == Zone.GRAVEYARD and zone(game, bears) == Zone.HAND
    assert zone(game, jab) == Zone.GRAVEYARD  # not exiled: it may be cast again
