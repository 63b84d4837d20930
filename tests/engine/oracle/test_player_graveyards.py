"""Cards in the graveyard of the player a trigger names (404.2, 603.3d), from Oracle text:
"put target creature card from that player's graveyard onto the battlefield under your
control", "exile up to two target cards from that player's graveyard" — the player dealt
combat damage, never another player's graveyard."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hit_unblocked, library, table

SCION = card("Scion of Darkness", "Creature — Avatar",
             "Trample\nWhenever Scion of Darkness deals combat damage to a player, you may put "
             "target creature card from that player's graveyard onto the battlefield under "
             "your control.\nCycling {3}", "{5}{B}{B}{B}", "6/6")
SKULLSNATCHER = card("Skullsnatcher", "Creature — Rat Ninja",
                     "Ninjutsu {B}\nWhenever Skullsnatcher deals combat damage to a player, "
                     "exile up to two target cards from that player's graveyard.", "{1}{B}",
                     "2/1")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _dead(game: Game, name: str, owner: str) -> None:
    game.perform(A.DestroyObject(enter(game, name, owner)))


def test_404_2_scion_takes_a_creature_from_the_damaged_players_graveyard() -> None:
    game = _game(SCION)
    _dead(game, "Llanowar Elves", "Alice")  # Alice's own: not that player's
    _dead(game, "Grizzly Bears", "Bob")
    hit_unblocked(game, enter(game, "Scion of Darkness"))
    names = sorted(game.name_of(o) for o in game.permanents("Alice"))
    assert names == ["Grizzly Bears", "Scion of Darkness"]
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Alice")] == \
        ["Llanowar Elves"]


def test_404_2_skullsnatcher_exiles_from_that_players_graveyard_only() -> None:
    game = _game(SKULLSNATCHER)
    _dead(game, "Llanowar Elves", "Alice")
    for _ in range(3):
        _dead(game, "Grizzly Bears", "Bob")
    hit_unblocked(game, enter(game, "Skullsnatcher"))
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 1
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 1
