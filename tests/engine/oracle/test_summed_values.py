"""Numbers that are the sum of two game values (107.3): "its power plus its toughness",
"the number of creatures on the battlefield plus the number of artifacts on the
battlefield", from Oracle text."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

PHTHISIS = card("Phthisis", "Sorcery",
                "Destroy target creature. Its controller loses life equal to its power plus "
                "its toughness.\nSuspend 5—{1}{B}", "{3}{B}{B}{B}{B}")
RAPPORT = card("Predator's Rapport", "Instant",
               "Choose target creature you control. You gain life equal to that creature's "
               "power plus its toughness.", "{2}{G}")
WAR_REPORT = card("War Report", "Instant",
                  "You gain life equal to the number of creatures on the battlefield plus the "
                  "number of artifacts on the battlefield.", "{3}{W}")
DOURBARK = card("Dauntless Dourbark", "Creature — Treefolk Warrior",
                "Dauntless Dourbark's power and toughness are each equal to the number of "
                "Forests you control plus the number of Treefolk you control.\nDauntless "
                "Dourbark has trample as long as you control another Treefolk.", "{3}{G}", "*/*")


def test_608_2h_its_power_plus_its_toughness_as_it_last_existed() -> None:
    game = table(PHTHISIS)
    dreadmaw = enter(game, "Colossal Dreadmaw", "Bob")  # 6/6
    game.perform(A.CastSpell("Alice", hand(game, "Phthisis"), (dreadmaw,), pay="free"))
    resolve_all(game)
    assert zone(game, dreadmaw) == Zone.GRAVEYARD
    assert game.player("Bob").life == 20 - 12


def test_107_3_that_creatures_power_plus_its_toughness() -> None:
    game = table(RAPPORT)
    bears = enter(game, "Grizzly Bears")  # 2/2
    game.perform(A.CastSpell("Alice", hand(game, "Predator's Rapport"), (bears,),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 24


def test_107_3_the_number_of_creatures_plus_the_number_of_artifacts() -> None:
    game = table(WAR_REPORT)
    enter(game, "Grizzly Bears")
    enter(game, "Colossal Dreadmaw", "Bob")
    enter(game, "Ornithopter", "Bob")  # an artifact creature: counted twice (ruling)
    game.perform(A.CastSpell("Alice", hand(game, "War Report"), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20 + 3 + 1


def test_604_3_power_and_toughness_each_equal_to_a_sum_of_counts() -> None:
    game = table(DOURBARK)
    dourbark = enter(game, "Dauntless Dourbark")
    enter(game, "Forest")
    enter(game, "Forest")
    enter(game, "Forest", "Bob")  # not Alice's
    chars = game.chars(dourbark)
    assert (chars.power, chars.toughness) == (3, 3)  # two Forests plus itself, a Treefolk
