"""Costs paid as an ability resolves (118.1): "[do this] unless [player] pays [cost]"
(118.12) and "you may pay ... If you do, ..." (608.2c), compiled from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

UPKEEP = card("Elven Shrine", "Enchantment",
              "At the beginning of your upkeep, sacrifice Elven Shrine unless you pay {G}.",
              "{G}")
LEAK = card("Mana Leak", "Instant", "Counter target spell unless its controller pays {3}.",
            "{1}{U}")
SCHOLAR = card("Paid Scholar", "Creature — Human Wizard",
               "When Paid Scholar enters, you may pay {1}. If you do, draw a card.", "{U}",
               "1/1")


def _to_next_upkeep(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep
    resolve_all(game)


def test_118_12_sacrificed_unless_the_upkeep_is_paid() -> None:
    game = table(UPKEEP)
    shrine = enter(game, "Elven Shrine")
    _to_next_upkeep(game)
    assert zone(game, shrine) == Zone.GRAVEYARD


def test_118_12_the_upkeep_is_paid_with_an_untapped_forest() -> None:
    game = table(UPKEEP)
    shrine = enter(game, "Elven Shrine")
    forest = enter(game, "Forest")
    _to_next_upkeep(game)
    assert zone(game, shrine) == Zone.BATTLEFIELD
    assert game.obj(forest).tapped


def test_118_12_a_spell_is_countered_unless_its_controller_pays() -> None:
    game = table(LEAK)
    library(game, "Alice")
    library(game, "Bob")
    bears = hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears, pay="free"))
    leak = hand(game, "Mana Leak", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", leak, (game.stack()[-1],), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD  # Alice has no mana to pay {3}


def test_608_2c_if_you_do_follows_only_a_paid_cost() -> None:
    game = table(SCHOLAR)
    library(game, "Alice")
    enter(game, "Paid Scholar")
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 0
    enter(game, "Island")
    enter(game, "Paid Scholar")
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1
