"""510.1: a creature that "assigns no combat damage this turn" deals none in the combat
damage step (its triggered ability did something else instead)."""

from __future__ import annotations

from tabletop.engine.definitions.replacement_specs import NO_COMBAT_DAMAGE
from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

GRUNT = card("Laccolith Grunt", "Creature — Beast",
             "Whenever Laccolith Grunt becomes blocked, you may have it deal damage equal to "
             "its power to target creature. If you do, Laccolith Grunt assigns no combat "
             "damage this turn.", "{2}{R}", "2/2")
KEEPER = card("Keeper of Tresserhorn", "Creature — Avatar",
              "Whenever Keeper of Tresserhorn attacks and isn't blocked, it assigns no combat "
              "damage this turn and defending player loses 2 life.", "{5}{B}", "6/6")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _attack(game: Game, attacker: int, blocker: int | None = None) -> None:
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", () if blocker is None else ((blocker, attacker),)))
    resolve_all(game)
    game.perform(A.AdvanceTo("end_of_combat"))


def test_510_1_the_grunt_deals_its_damage_to_the_target_not_in_combat() -> None:
    game = _game(GRUNT, GIANT)
    grunt = enter(game, "Laccolith Grunt")
    giant = enter(game, "Hill Giant", "Bob")
    _attack(game, grunt, giant)
    assert game.obj(giant).damage == 2  # from the ability; its combat damage would make 4
    assert zone(game, grunt) == Zone.GRAVEYARD  # the giant's combat damage is dealt as usual


def test_510_1_the_keeper_makes_the_player_lose_2_life_instead_of_6_damage() -> None:
    game = _game(KEEPER)
    keeper = enter(game, "Keeper of Tresserhorn")
    _attack(game, keeper)
    assert game.player("Bob").life == 18


def test_510_1_the_effect_ends_with_the_turn() -> None:
    game = _game(KEEPER)
    keeper = enter(game, "Keeper of Tresserhorn")
    _attack(game, keeper)
    assert [keeper] == [o for e in game.rule_effects(NO_COMBAT_DAMAGE) for o in e.affected]
    game.perform(A.AdvanceTo("next_turn"))
    assert game.rule_effects(NO_COMBAT_DAMAGE) == []
