"""Energy (107.14, 122.1), costs that tap or return other permanents (118.3), "attacking
or blocking" targets (115), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, resolve_all, table, zone

AETHER = card("Aether Hub Keeper", "Creature — Human Artificer",
              "When Aether Hub Keeper enters, you get {E}{E}.\n"
              "Pay {E}{E}: Aether Hub Keeper gets +2/+2 until end of turn.", "{1}{U}", "1/1")
CONVOKER = card("Elder Convoker", "Creature — Elf Druid",
                "{T}, Tap an untapped creature you control: Add one mana of any color.", "{G}",
                "1/1")
BOUNCER = card("Land Bouncer", "Creature — Faerie",
               "{1}, Return a land you control to its owner's hand: Draw a card.", "{U}", "1/1")
ARCHER = card("Wall Archer", "Creature — Human Archer",
              "{T}: Wall Archer deals 3 damage to target attacking or blocking creature.",
              "{1}{W}", "1/1")


def test_107_14_energy_is_gained_and_paid() -> None:
    game = table(AETHER)
    keeper = enter(game, "Aether Hub Keeper")
    resolve_all(game)
    assert game.player("Alice").counters["energy"] == 2
    game.perform(A.ActivateAbility("Alice", keeper, 1))
    resolve_all(game)
    assert game.chars(keeper).power == 3
    assert game.player("Alice").counters["energy"] == 0
    with pytest.raises(A.IllegalAction, match="energy"):
        game.perform(A.ActivateAbility("Alice", keeper, 1))


def test_118_3_tap_an_untapped_creature_you_control() -> None:
    game = table(CONVOKER)
    elder = enter(game, "Elder Convoker")
    game.obj(elder).controlled_since_turn_start = True
    with pytest.raises(A.IllegalAction, match="untapped"):
        game.perform(A.ActivateAbility("Alice", elder, 1, choices=(("color", "green"),)))
    bears = enter(game, "Grizzly Bears")
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.ActivateAbility("Alice", elder, 1, choices=(("color", "green"),)))
    assert game.obj(bears).tapped and game.obj(elder).tapped
    assert game.player("Alice").mana_pool == {"G": 1}


def test_118_3_return_a_land_you_control_as_a_cost() -> None:
    game = table(BOUNCER)
    bouncer = enter(game, "Land Bouncer")
    island = enter(game, "Island")
    game.perform(A.ActivateAbility("Alice", bouncer, 1))
    assert zone(game, island).value == "hand"


def test_115_target_attacking_or_blocking_creature() -> None:
    game = table(ARCHER)
    archer = enter(game, "Wall Archer")
    game.obj(archer).controlled_since_turn_start = True
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="attacking or blocking"):
        game.perform(A.ActivateAbility("Alice", archer, 1, (bears,)))
    game.obj(bears).attacking = "Alice"  # as if it attacked
    game.perform(A.ActivateAbility("Alice", archer, 1, (bears,)))
    resolve_all(game)
    assert zone(game, bears).value == "graveyard"
