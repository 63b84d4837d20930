"""701.21: "you may sacrifice another creature. If you do, ..." compiled from Oracle text:
the player picks one of their own permanents other than the source."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table, zone

ECHO = card("Echo of Death's Wail", "Enchantment Creature — Spirit",
            "Flying, haste\nWhen Echo of Death's Wail enters, gain control of all Rat tokens.\n"
            "Whenever Echo of Death's Wail attacks, you may sacrifice another creature. If you "
            "do, draw a card.", "", "3/3")


def _attack(game: Game, attacker: int) -> None:
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,), "Bob"))
    resolve_all(game)


def test_701_21_sacrificing_another_creature_draws_a_card() -> None:
    game = table(ECHO)
    library(game, "Alice")
    echo = enter(game, "Echo of Death's Wail")
    bears = enter(game, "Grizzly Bears")
    hand_before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    _attack(game, echo)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert zone(game, echo) == Zone.BATTLEFIELD
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == hand_before + 1


def test_701_21_the_source_itself_is_not_another_creature() -> None:
    game = table(ECHO)
    library(game, "Alice")
    echo = enter(game, "Echo of Death's Wail")
    hand_before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    _attack(game, echo)
    assert zone(game, echo) == Zone.BATTLEFIELD
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == hand_before


# the Oracle text as the sample prints it, with its misprint of the card's own name
SOULRIPPER = card("Mukotai Soulripper", "Artifact — Vehicle",
                  "Whenever Mukotai Soulripper attacks, you may sacrifice another artifact or "
                  "creature. If you do, put a +1/+1 counter on Mukotail Soulripper and it gains "
                  "menace until end of turn.\nCrew 2", "{1}{B}", "4/3")


def test_201_5_a_misprinted_own_name_still_names_the_vehicle() -> None:
    game = table(SOULRIPPER)
    ripper = enter(game, "Mukotai Soulripper")
    game.obj(ripper).controlled_since_turn_start = True
    bears = enter(game, "Grizzly Bears")
    thopter = enter(game, "Ornithopter")
    game.perform(A.ActivateAbility("Alice", ripper, "Crew", choices=(("tap", [bears]),)))
    resolve_all(game)
    _attack(game, ripper)
    assert zone(game, thopter) == Zone.GRAVEYARD  # the least valuable one
    assert zone(game, bears) == Zone.BATTLEFIELD
    assert game.obj(ripper).counters.get("+1/+1") == 1
    assert game.chars(ripper).has_keyword("Menace")
