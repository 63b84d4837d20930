"""Countering the spell or ability a trigger event is about (701.6), from Oracle text: the
spell cast ("counter that spell", "counter it unless that player pays {1}") and the spell
or ability that targeted a permanent ("counter that spell or ability unless its controller
pays {2}")."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

FROST_TITAN = card("Frost Titan", "Creature — Giant",
                   "Whenever Frost Titan becomes the target of a spell or ability an opponent "
                   "controls, counter that spell or ability unless its controller pays {2}.\n"
                   "Whenever Frost Titan enters or attacks, tap target permanent. It doesn't "
                   "untap during its controller's next untap step.", "{4}{U}{U}", "6/6")
EYE_OF_CHAOS = card("In the Eye of Chaos", "World Enchantment",
                    "Whenever a player casts an instant spell, counter it unless that player "
                    "pays {X}, where X is its mana value.", "{2}{U}")


def test_701_6_frost_titan_counters_a_spell_whose_controller_cant_pay() -> None:
    game = table(FROST_TITAN)
    titan = enter(game, "Frost Titan")
    resolve_all(game)  # its enters trigger
    game.state.priority = "Bob"
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.CastSpell("Bob", bolt, (titan,), (), "free"))
    assert len(game.stack()) == 2  # the trigger, above the Bolt
    resolve_all(game)
    assert zone(game, bolt) == Zone.GRAVEYARD
    assert game.obj(titan).damage == 0  # Bob had no mana for {2}: the Bolt was countered


def test_701_6_frost_titan_ignores_its_controllers_own_spells() -> None:
    game = table(FROST_TITAN)
    titan = enter(game, "Frost Titan")
    resolve_all(game)
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), (titan,), (), "free"))
    resolve_all(game)
    assert game.obj(titan).damage == 3


def test_701_6_in_the_eye_of_chaos_counters_an_instant_unless_its_caster_pays_x() -> None:
    game = table(EYE_OF_CHAOS)
    enter(game, "In the Eye of Chaos")
    game.state.priority = "Bob"
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), ("Alice",), (), "free"))
    resolve_all(game)
    assert game.player("Alice").life == 20  # Bob couldn't pay {1}: countered
    game.state.priority = "Alice"
    bears = hand(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", bears, (), (), "free"))  # not an instant
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
