"""Conspire (702.78a): as the spell is cast its controller may tap two untapped creatures
they control that share a color with it; when they do, the spell is copied."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, library, resolve_all, table

MEMORY_SLUICE = card("Memory Sluice", "Sorcery",
                     "Target player puts the top four cards of their library into their "
                     "graveyard.\nConspire", "{U/B}")
MINE_EXCAVATION = card("Mine Excavation", "Sorcery",
                       "Return target artifact or enchantment card from a graveyard to its "
                       "owner's hand.\nConspire", "{1}{W}")
MERFOLK = creature("Blue Merfolk", 1, 1, cost="{U}")
KNIGHT = creature("White Knight", 2, 2, cost="{W}")


def _sluice_game() -> tuple[Game, int, list[int]]:
    game = table(MEMORY_SLUICE, MERFOLK, KNIGHT)
    enter(game, "Island")
    library(game, "Bob", 10)
    merfolk = [enter(game, "Blue Merfolk") for _ in range(2)]
    return game, hand(game, "Memory Sluice"), merfolk


def _graveyard(game: Game, player: str) -> int:
    return len(game.state.zone_ids(Zone.GRAVEYARD, player))


def test_702_78a_conspired_spell_is_copied() -> None:
    game, sluice, merfolk = _sluice_game()
    game.perform(A.CastSpell("Alice", sluice, ("Bob",), choices=(("conspire", True),)))
    assert all(game.obj(m).tapped for m in merfolk)  # the conspire cost: tapped
    resolve_all(game)
    assert _graveyard(game, "Bob") == 8  # the copy mills four, then the spell four


def test_702_78a_without_conspire_nothing_is_tapped_or_copied() -> None:
    game, sluice, merfolk = _sluice_game()
    game.perform(A.CastSpell("Alice", sluice, ("Bob",)))
    resolve_all(game)
    assert _graveyard(game, "Bob") == 4
    assert not any(game.obj(m).tapped for m in merfolk)


def test_702_78a_the_creatures_must_share_a_color_with_the_spell() -> None:
    game = table(MEMORY_SLUICE, MERFOLK, KNIGHT)
    enter(game, "Island")
    enter(game, "Blue Merfolk")
    enter(game, "White Knight")  # white shares no color with the blue-black spell
    sluice = hand(game, "Memory Sluice")
    with pytest.raises(IllegalAction, match="share a color"):
        game.perform(A.CastSpell("Alice", sluice, ("Bob",), choices=(("conspire", True),)))


def test_702_78a_the_answer_tap_names_the_creatures_tapped() -> None:
    game = table(MINE_EXCAVATION, KNIGHT)
    for _ in range(2):
        enter(game, "Plains")
    knights = [enter(game, "White Knight") for _ in range(3)]
    relic = enter(game, "Ornithopter", "Bob")
    game.perform(A.DestroyObject(relic))
    excavation = hand(game, "Mine Excavation")
    target = game.state.zone_ids(Zone.GRAVEYARD, "Bob")
    assert target, "Ornithopter should be in Bob's graveyard"
    game.perform(A.CastSpell("Alice", excavation, (target[0],),
                             choices=(("conspire", True), ("tap", [knights[2], knights[0]]))))
    assert [game.obj(k).tapped for k in knights] == [True, False, True]
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1


def test_702_78a_casting_conspired_is_offered_only_with_two_sharing_creatures() -> None:
    game, _sluice, merfolk = _sluice_game()
    options = {o.label: o for o in legal_actions(game, "Alice")}
    assert options["Cast Memory Sluice (conspired)"].legal
    game.perform(A.SetTapped(merfolk[0]))
    options = {o.label: o for o in legal_actions(game, "Alice")}
    conspired = options.get("Cast Memory Sluice (conspired)")
    assert conspired is None or not conspired.legal
