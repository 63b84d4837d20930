"""Keep some, lose the rest: each player chooses permanents of their own (115.10, not
targets), the others are sacrificed (701.21a) or destroyed (701.8a) at once, from Oracle
text: Razia's Purification, Divine Reckoning."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

PURIFICATION = card("Razia's Purification", "Sorcery",
                    "Each player chooses three permanents they controls, then sacrifices the "
                    "rest.", "{4}{R}{W}")
RECKONING = card("Divine Reckoning", "Sorcery",
                 "Each player chooses a creature they controls. Destroy the rest.\n"
                 "Flashback {5}{W}{W}", "{2}{W}{W}")


def test_701_21a_razias_purification_each_keeps_three() -> None:
    game = table(PURIFICATION)
    mine = [enter(game, "Forest", "Alice") for _ in range(4)]
    theirs = [enter(game, "Grizzly Bears", "Bob") for _ in range(2)]
    game.perform(A.CastSpell("Alice", hand(game, "Razia's Purification"),
                             choices=(("choose", (mine[0], mine[2], mine[3])),), pay="free"))
    resolve_all(game)
    assert [zone(game, o) for o in mine] == [Zone.BATTLEFIELD, Zone.GRAVEYARD,
                                             Zone.BATTLEFIELD, Zone.BATTLEFIELD]
    assert all(zone(game, o) == Zone.BATTLEFIELD for o in theirs)  # two: both kept


def test_701_8a_divine_reckoning_one_creature_each_survives() -> None:
    game = table(RECKONING)
    mine = [enter(game, "Grizzly Bears", "Alice") for _ in range(2)]
    theirs = [enter(game, "Grizzly Bears", "Bob") for _ in range(3)]
    land = enter(game, "Forest", "Bob")  # not a creature: not destroyed
    game.perform(A.CastSpell("Alice", hand(game, "Divine Reckoning"),
                             choices=(("choose", (mine[1], theirs[0])),), pay="free"))
    resolve_all(game)
    assert [zone(game, o) for o in mine] == [Zone.GRAVEYARD, Zone.BATTLEFIELD]
    assert [zone(game, o) for o in theirs] == [Zone.BATTLEFIELD, Zone.GRAVEYARD,
                                               Zone.GRAVEYARD]
    assert zone(game, land) == Zone.BATTLEFIELD


def test_115_10_unanswered_each_player_keeps_their_most_valuable() -> None:
    game = table(PURIFICATION)
    lands = [enter(game, "Forest", "Alice") for _ in range(3)]
    bears = enter(game, "Grizzly Bears", "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Razia's Purification"), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert sum(zone(game, o) == Zone.GRAVEYARD for o in lands) == 1
