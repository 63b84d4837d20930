""""Each player ... they control": each player in turn does it for their own part (101.4),
from Oracle text (the corpus keeps "they controls" of the old "his or her" wording):
Stronghold Discipline, All Is Dust, Curfew."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

DISCIPLINE = card("Stronghold Discipline", "Sorcery",
                  "Each player loses 1 life for each creature they controls.", "{2}{B}{B}")
DUST = card("All Is Dust", "Tribal Sorcery — Eldrazi",
            "Each player sacrifices all colored permanents they controls.", "{7}")
CURFEW = card("Curfew", "Instant",
              "Each player returns a creature they controls to its owner's hand.", "{U}")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def test_101_4_stronghold_discipline_each_loses_for_their_own_creatures() -> None:
    game = table(DISCIPLINE)
    for _ in range(3):
        enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Stronghold Discipline"), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 19
    assert game.player("Bob").life == 17


def test_101_4_all_is_dust_each_sacrifices_their_colored_permanents() -> None:
    game = table(DUST, ORNITHOPTER)
    mine = enter(game, "Grizzly Bears", "Alice")
    theirs = enter(game, "Grizzly Bears", "Bob")
    colorless = enter(game, "Ornithopter", "Bob")
    land = enter(game, "Forest", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "All Is Dust"), pay="free"))
    resolve_all(game)
    assert zone(game, mine) == Zone.GRAVEYARD and zone(game, theirs) == Zone.GRAVEYARD
    assert zone(game, colorless) == Zone.BATTLEFIELD and zone(game, land) == Zone.BATTLEFIELD


def test_101_4_curfew_each_player_returns_one_of_their_own() -> None:
    game = table(CURFEW)
    mine = enter(game, "Grizzly Bears", "Alice")
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Curfew"), pay="free"))
    resolve_all(game)
    assert zone(game, mine) == Zone.HAND and zone(game, theirs) == Zone.HAND
    assert game.obj(game.state.newest(theirs)).owner == "Bob"
