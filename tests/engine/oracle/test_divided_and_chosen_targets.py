"""601.2d: damage divided among targets of a description ("one, two, or three target
creatures with flying"), and "Choose target artifact or enchantment." (115.1: a target
named by the sentences after it)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

VOLLEY = card("Aerial Volley", "Instant", "Aerial Volley deals 3 damage divided as you "
              "choose among one, two, or three target creatures with flying.", "{G}")
UNRAVEL = card("Unravel the Aether", "Instant", "Choose target artifact or enchantment. Its "
               "owner shuffles it into their library.", "{1}{G}")
BIRD = card("Test Bird", "Creature — Bird", "Flying", "{W}", "1/1")


def test_601_2d_the_damage_is_divided_among_creatures_with_flying() -> None:
    game = table(VOLLEY, BIRD)
    birds = [enter(game, "Test Bird", "Bob") for _ in range(2)]
    game.perform(A.CastSpell("Alice", hand(game, "Aerial Volley"), tuple(birds), pay="free",
                             choices=(("distribute", {str(birds[0]): 2, str(birds[1]): 1}),)))
    resolve_all(game)
    assert all(zone(game, b) == Zone.GRAVEYARD for b in birds)


def test_115_1_a_creature_without_flying_is_no_legal_target() -> None:
    game = table(VOLLEY)
    bears = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Aerial Volley"), (bears,), pay="free"))


def test_a_player_is_no_legal_target_either() -> None:
    game = table(VOLLEY)
    with pytest.raises(IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Aerial Volley"), ("Bob",), pay="free"))


def test_the_chosen_target_is_shuffled_into_its_owner_s_library() -> None:
    game = table(UNRAVEL)
    glasses = enter(game, "Ornithopter", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Unravel the Aether"), (glasses,),
                             pay="free"))
    resolve_all(game)
    assert zone(game, glasses) == Zone.LIBRARY
    assert len(game.state.zone_ids(Zone.LIBRARY, "Bob")) == 1
