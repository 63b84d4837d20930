"""603.12: a reflexive triggered ability, from Oracle text (Talion's Messenger): "draw a
card, then discard a card. When you discard a card this way, put a +1/+1 counter on target
Faerie you control." It triggers after the discard and goes on the stack on its own."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MESSENGER = card(
    "Talion's Messenger", "Creature — Faerie Noble",
    "Flying\nWhenever you attack with one or more Faeries, draw a card, then discard a card. "
    "When you discard a card this way, put a +1/+1 counter on target Faerie you control.",
    "{2}{U}", "1/3")


def test_603_12_the_discard_triggers_the_counter() -> None:
    game = table(MESSENGER)
    library(game, "Alice")
    library(game, "Bob")
    messenger = enter(game, "Talion's Messenger")
    game.obj(messenger).controlled_since_turn_start = True
    hand(game, "Grizzly Bears")
    game.perform(A.AdvanceTo("declare_attackers"))
    events = game.perform(A.DeclareAttackers("Alice", (messenger,), "Bob"))
    events += resolve_all(game)
    assert len(game.objects_in(Zone.GRAVEYARD, "Alice")) == 1  # drew one, discarded one
    assert len(game.objects_in(Zone.HAND, "Alice")) == 1
    assert game.obj(messenger).counters.get("+1/+1") == 1
    kinds = [e.kind for e in events]
    assert "discard" in kinds and "counters" in kinds
    assert kinds.index("discard") < kinds.index("counters")  # it triggered after
