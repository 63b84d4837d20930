"""Prototype (702.160a, 718) read from Oracle text: Blitz Automaton (Scryfall, BRO; no
prototype card is in the corpus or the modern sample)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Color, Zone
from tabletop.engine.rules.legal_actions import legal_actions
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

BLITZ = card("Blitz Automaton", "Artifact Creature — Construct",
             "Prototype {2}{R} — 3/2 (You may cast this spell with different mana cost, "
             "color, and size. It keeps its abilities and types.)\nHaste", "{7}", "6/4")
PROTOTYPED = (("cost", "prototype"),)


def test_718_3b_cast_prototyped_it_has_the_prototypes_cost_colour_and_size() -> None:
    game = table(BLITZ)
    for _ in range(3):
        enter(game, "Mountain")
    blitz = hand(game, "Blitz Automaton")
    game.perform(A.CastSpell("Alice", blitz, choices=PROTOTYPED))
    spell = game.state.newest(blitz)
    chars = game.chars(spell)
    assert (chars.power, chars.toughness, chars.mana_value) == (3, 2, 3)
    assert chars.colors == frozenset({Color.RED})
    resolve_all(game)
    permanent = game.state.newest(blitz)
    chars = game.chars(permanent)
    assert game.obj(permanent).zone == Zone.BATTLEFIELD
    assert (chars.power, chars.toughness) == (3, 2)
    assert chars.has_keyword("Haste")  # 718.5: it keeps its other characteristics


def test_718_4_cast_for_its_mana_cost_or_in_a_hand_it_has_its_printed_values() -> None:
    game = table(BLITZ)
    for _ in range(7):
        enter(game, "Mountain")
    blitz = hand(game, "Blitz Automaton")
    assert (game.chars(blitz).power, game.chars(blitz).colors) == (6, frozenset())
    game.perform(A.CastSpell("Alice", blitz))
    resolve_all(game)
    chars = game.chars(game.state.newest(blitz))
    assert (chars.power, chars.toughness, chars.mana_value) == (6, 4, 7)


def test_718_3a_the_prototype_cost_must_be_paid_and_a_card_without_one_cant() -> None:
    game = table(BLITZ)
    enter(game, "Mountain")
    blitz = hand(game, "Blitz Automaton")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", blitz, choices=PROTOTYPED))  # one Mountain
    bolt = hand(game, "Lightning Bolt")
    with pytest.raises(A.IllegalAction, match="no prototype"):
        game.perform(A.CastSpell("Alice", bolt, targets=("Bob",), choices=PROTOTYPED))


def test_the_window_offers_both_ways_to_cast_a_prototype_card() -> None:
    game = table(BLITZ)
    for _ in range(3):
        enter(game, "Mountain")
    blitz = hand(game, "Blitz Automaton")
    options = {o.label: o.legal for o in legal_actions(game, "Alice") if o.source == blitz}
    assert options == {"Cast Blitz Automaton": False,
                       "Cast Blitz Automaton (prototyped)": True}


def test_718_3d_a_copy_of_a_prototyped_permanent_is_prototyped_too() -> None:
    game = table(BLITZ)
    for _ in range(3):
        enter(game, "Mountain")
    blitz = hand(game, "Blitz Automaton")
    game.perform(A.CastSpell("Alice", blitz, choices=PROTOTYPED))
    resolve_all(game)
    original = game.state.newest(blitz)
    clone = enter(game, "Clone", copy_of=original)  # enters as a copy (707.2)
    chars = game.chars(clone)
    assert (chars.name, chars.power, chars.toughness) == ("Blitz Automaton", 3, 2)
    assert chars.colors == frozenset({Color.RED})
