"""A spell's line replacing the instruction of the line before it when a condition holds,
its condition printed last or first (614.15, a self-replacement), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, resolve_all, table

HOWL = card("Predator's Howl", "Instant",
            "Create a 2/2 green Wolf creature token.\nMorbid — Create three 2/2 green Wolf "
            "creature tokens instead if a creature died this turn.", "{3}{G}")
SLIP = card("Tragic Slip", "Instant",
            "Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets "
            "-13/-13 until end of turn instead if a creature died this turn.", "{B}")
RANCID = card("Rancid Earth", "Sorcery",
              "Destroy target land.\nThreshold — If seven or more cards are in your "
              "graveyard, instead destroy that land and Rancid Earth deals 1 damage to each "
              "creature and each player.", "{1}{B}{B}")


def _cast(game: Game, name: str, *targets: int) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), targets, pay="free"))
    resolve_all(game)


def _wolves(game: Game) -> int:
    return sum(game.name_of(o) == "Wolf" for o in game.state.zone_ids(Zone.BATTLEFIELD))


def test_614_15_morbid_makes_three_wolves_after_a_creature_died() -> None:
    game = table(HOWL)
    bears = enter(game, "Grizzly Bears", "Bob")
    _cast(game, "Lightning Bolt", bears)
    _cast(game, "Predator's Howl")
    assert _wolves(game) == 3


def test_614_15_without_a_death_one_wolf() -> None:
    game = table(HOWL)
    _cast(game, "Predator's Howl")
    assert _wolves(game) == 1


def test_614_15_tragic_slip_shrinks_by_one_or_by_thirteen() -> None:
    game = table(SLIP, creature("Hill Giant", 3, 3))
    ogre = enter(game, "Hill Giant", "Bob")
    _cast(game, "Tragic Slip", ogre)
    assert game.obj(ogre).zone == Zone.BATTLEFIELD
    assert game.chars(ogre).power == 2
    bears = enter(game, "Grizzly Bears", "Bob")
    _cast(game, "Lightning Bolt", bears)
    _cast(game, "Tragic Slip", ogre)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")] == \
        ["Grizzly Bears", "Hill Giant"]


def test_614_15_threshold_line_replaces_the_destroy_of_the_line_before() -> None:
    game = table(RANCID)
    land = enter(game, "Forest", "Bob")
    bears = enter(game, "Grizzly Bears", "Bob")
    _cast(game, "Rancid Earth", land)
    assert land not in game.state.zone_ids(Zone.BATTLEFIELD)  # seven cards not yet
    assert game.obj(bears).zone == Zone.BATTLEFIELD and game.obj(bears).damage == 0
    assert game.state.players["Bob"].life == 20
