"""The creatures in combat with this one (509.1), from Oracle text: "At end of combat,
destroy all creatures blocking or blocked by Kjeldoran Frostbeast", "put a -0/-2 counter on
each creature blocking or blocked by Greater Werewolf", "When Abu Ja'far dies, destroy all
creatures blocking or blocked by it" — its blockers when it attacks, the attacker it blocks
when it blocks; nothing else."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

FROSTBEAST = card("Kjeldoran Frostbeast", "Creature — Elemental Beast",
                  "At end of combat, destroy all creatures blocking or blocked by Kjeldoran "
                  "Frostbeast.", "{3}{G}{W}", "2/4")
WEREWOLF = card("Greater Werewolf", "Creature — Werewolf",
                "At end of combat, put a -0/-2 counter on each creature blocking or blocked by "
                "Greater Werewolf.", "{4}{B}", "2/4")
ABU = card("Abu Ja'far", "Creature — Human",
           "When Abu Ja'far dies, destroy all creatures blocking or blocked by it. They can't "
           "be regenerated.", "{W}", "0/1")
WALL = card("Wall of Stone", "Creature — Wall", "Defender", "{1}{R}{R}", "0/8")


def _game(*cards: object) -> Game:
    game = table(*cards, WALL)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _combat(game: Game, attacker: int, *blockers: int) -> None:
    game.obj(attacker).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", tuple((b, attacker) for b in blockers)))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)


def test_509_1_frostbeast_destroys_its_blockers_at_end_of_combat() -> None:
    game = _game(FROSTBEAST)
    beast = enter(game, "Kjeldoran Frostbeast")
    walls = [enter(game, "Wall of Stone", "Bob") for _ in range(2)]
    bystander = enter(game, "Wall of Stone", "Bob")
    _combat(game, beast, *walls)
    assert [zone(game, w) for w in walls] == [Zone.GRAVEYARD, Zone.GRAVEYARD]
    assert zone(game, bystander) == Zone.BATTLEFIELD


def test_509_1_werewolf_shrinks_the_creature_it_blocks() -> None:
    game = _game(WEREWOLF)
    enter(game, "Greater Werewolf", "Bob")
    werewolf = game.permanents("Bob")[0]
    bears = enter(game, "Grizzly Bears")
    other = enter(game, "Grizzly Bears")
    game.obj(other).controlled_since_turn_start = True
    game.obj(bears).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (bears, other), "Bob"))
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ((werewolf, bears),)))
    game.perform(A.AdvanceTo("end_of_combat"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD  # 2 damage, then -0/-2
    assert game.obj(other).counters.get("-0/-2", 0) == 0


def test_509_1_abu_jafar_takes_its_blockers_with_it() -> None:
    game = _game(ABU)
    abu = enter(game, "Abu Ja'far")
    wall = enter(game, "Wall of Stone", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    _combat(game, abu, wall, bears)  # the Bears' 2 damage kills it
    assert zone(game, abu) == Zone.GRAVEYARD
    assert (zone(game, wall), zone(game, bears)) == (Zone.GRAVEYARD, Zone.GRAVEYARD)
