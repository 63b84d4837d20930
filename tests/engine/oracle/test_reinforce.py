"""Reinforce (702.77a): "Reinforce N—[cost]" is "[Cost], Discard this card: Put N +1/+1
counters on target creature", activated from the hand."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

BURRENTON_BOMBARDIER = card("Burrenton Bombardier", "Creature — Kithkin Soldier",
                            "Flying\nReinforce 2—{2}{W}", "{2}{W}", "2/2")
SWELL_OF_COURAGE = card("Swell of Courage", "Instant",
                        "Creatures you control get +2/+2 until end of turn.\n"
                        "Reinforce X—{X}{W}{W}", "{3}{W}{W}")


def test_702_77a_reinforce_discards_the_card_and_puts_counters() -> None:
    game = table(BURRENTON_BOMBARDIER)
    for _ in range(3):
        enter(game, "Plains")
    bears = enter(game, "Grizzly Bears", "Bob")  # any target creature
    bombardier = hand(game, "Burrenton Bombardier")
    game.perform(A.ActivateAbility("Alice", bombardier, "Reinforce", (bears,)))
    assert zone(game, bombardier) == Zone.GRAVEYARD  # discarded as the cost
    resolve_all(game)
    assert game.obj(bears).counters == {"+1/+1": 2}


def test_702_77a_reinforce_x_puts_x_counters() -> None:
    game = table(SWELL_OF_COURAGE)
    for _ in range(5):
        enter(game, "Plains")
    bears = enter(game, "Grizzly Bears")
    swell = hand(game, "Swell of Courage")
    game.perform(A.ActivateAbility("Alice", swell, "Reinforce", (bears,),
                                   choices=(("x", 3),)))
    resolve_all(game)
    assert game.obj(bears).counters == {"+1/+1": 3}
    assert all(game.obj(o).tapped for o in game.permanents("Alice")
               if game.obj(o).card.name == "Plains")
