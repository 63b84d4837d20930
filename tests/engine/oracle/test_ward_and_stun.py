"""Ward (702.21a): a spell of an opponent that targets it is countered unless its
controller pays; stun counters (122.1d) keep a permanent tapped once; "Sacrifice three
Treasures" (118.3), from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

WARDED = card("Warded Drake", "Creature — Drake", "Flying\nWard {2}", "{2}{U}", "2/2")
STUNNER = card("Stun Bolt", "Instant",
               "Tap target creature. Put two stun counters on it.", "{1}{U}")


def test_702_21a_ward_counters_an_unpaid_spell() -> None:
    game = table(WARDED)
    drake = enter(game, "Warded Drake", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (drake,), pay="free"))
    resolve_all(game)
    assert zone(game, drake) == Zone.BATTLEFIELD  # Alice had no {2}: the Bolt is countered


def test_702_21a_ward_paid_lets_the_spell_resolve() -> None:
    game = table(WARDED)
    drake = enter(game, "Warded Drake", "Bob")
    enter(game, "Mountain")
    enter(game, "Mountain")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (drake,), pay="free"))
    resolve_all(game)
    assert zone(game, drake) == Zone.GRAVEYARD


def test_122_1d_a_stun_counter_is_removed_instead_of_untapping() -> None:
    game = table(STUNNER)
    library(game, "Alice")
    library(game, "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Stun Bolt"), (bears,), pay="free"))
    resolve_all(game)
    for untaps in (1, 2):
        game.perform(A.AdvanceTo("next_turn"))  # Bob's untap step
        assert game.obj(bears).tapped and game.obj(bears).counters.get("stun", 0) == 2 - untaps
        game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    assert not game.obj(bears).tapped
