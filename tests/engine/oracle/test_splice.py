"""Splice onto Arcane (702.47): casting an Arcane spell, its controller may reveal a card
with splice onto Arcane from their hand and pay its splice cost; the spell also follows
that card's text, with its targets after the spell's own, and the card stays in hand."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

FIRST_VOLLEY = card("First Volley", "Instant — Arcane",
                    "First Volley deals 1 damage to target creature and 1 damage to that "
                    "creature's controller.", "{1}{R}")
LIFTED_BY_CLOUDS = card("Lifted by Clouds", "Instant — Arcane",
                        "Target creature gains flying until end of turn.\nSplice onto Arcane "
                        "{1}{U}", "{2}{U}")


def test_702_47b_the_spliced_text_follows_with_its_own_target() -> None:
    game = table(FIRST_VOLLEY, LIFTED_BY_CLOUDS)
    bear = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    for land in ("Mountain", "Mountain", "Island", "Island"):
        enter(game, land)
    lifted = hand(game, "Lifted by Clouds")
    volley = hand(game, "First Volley")
    options = options_for_object(game, "Alice", volley)
    assert any(dict(o.action.choices).get("splice") == [lifted] for o in options)
    game.perform(A.CastSpell("Alice", volley, (bear, mine), choices=(("splice", [lifted]),)))
    resolve_all(game)
    assert game.obj(bear).damage == 1
    assert game.chars(mine).has_keyword("Flying")
    assert zone(game, lifted) == Zone.HAND  # 702.47a: it stays in the hand


def test_702_47a_the_splice_cost_is_paid_too() -> None:
    game = table(FIRST_VOLLEY, LIFTED_BY_CLOUDS)
    bear = enter(game, "Grizzly Bears", "Bob")
    mine = enter(game, "Grizzly Bears")
    for land in ("Mountain", "Mountain"):
        enter(game, land)
    lifted = hand(game, "Lifted by Clouds")
    with pytest.raises(A.IllegalAction, match="not enough mana"):
        game.perform(A.CastSpell("Alice", hand(game, "First Volley"), (bear, mine),
                                 choices=(("splice", [lifted]),)))


def test_702_47a_only_onto_an_arcane_spell() -> None:
    game = table(LIFTED_BY_CLOUDS)
    lifted = hand(game, "Lifted by Clouds")
    for _ in range(4):
        enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="not an Arcane spell"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears"),
                                 choices=(("splice", [lifted]),)))
