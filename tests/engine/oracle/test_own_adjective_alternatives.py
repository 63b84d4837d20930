""""Target artifact, enchantment, or tapped creature": an alternative of a description with
adjectives of its own (115.1, 109.2), from Oracle text: Banishing Slash."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SLASH = card("Banishing Slash", "Instant",
             "Destroy up to one target artifact, enchantment, or tapped creature. Then if you "
             "control an artifact and an enchantment, create a 2/2 white Samurai creature token "
             "with vigilance.", "{1}{W}")


def _samurai(game: Game) -> int:
    return sum(game.name_of(o) == "Samurai" for o in game.permanents("Alice"))


def test_115_1_only_a_tapped_creature_may_be_the_creature_target() -> None:
    game = table(SLASH)
    untapped = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Banishing Slash"), (untapped,),
                                 pay="free"))
    tapped = enter(game, "Colossal Dreadmaw", "Bob", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Banishing Slash"), (tapped,), pay="free"))
    resolve_all(game)
    assert zone(game, tapped) == Zone.GRAVEYARD
    assert zone(game, untapped) == Zone.BATTLEFIELD
    assert _samurai(game) == 0  # no artifact and enchantment


def test_608_2c_then_a_samurai_when_you_control_an_artifact_and_an_enchantment() -> None:
    game = table(SLASH)
    enter(game, "Sol Ring")
    enter(game, "Glorious Anthem")
    ring = enter(game, "Sol Ring", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Banishing Slash"), (ring,), pay="free"))
    resolve_all(game)
    assert zone(game, ring) == Zone.GRAVEYARD
    assert _samurai(game) == 1


# 205.3j: a planeswalker type names cards as a creature type does (Harald's "Tyvar card")
HARALD = card("Harald, King of Skemfar", "Legendary Creature — Elf Warrior",
              "Menace (This creature can't be blocked except by two or more creatures.)\n"
              "When Harald, King of Skemfar enters the battlefield, look at the top five cards "
              "of your library. You may reveal an Elf, Warrior, or Tyvar card from among them "
              "and put it into your hand. Put the rest on the bottom of your library in a "
              "random order.", "{1}{B}{G}", "3/2")
TYVAR = card("Tyvar Kell", "Legendary Planeswalker — Tyvar", "", "{2}{G}{G}")  # type line only


def test_205_3j_a_tyvar_card_is_revealed_from_among_the_top_five() -> None:
    game = table(HARALD, TYVAR)
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 1, "Tyvar Kell")
    library(game, "Alice", 4, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Harald, King of Skemfar"), pay="free"))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")] == ["Tyvar Kell"]
