""""Gain control of all creatures ... Untap those creatures. They gain haste": the
permanents an instruction named with "all" are "they" after it (611.2c: the set is fixed
as the spell resolves), from Oracle text: Mob Rule, Join Shields."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

MOB_RULE = card("Mob Rule", "Sorcery",
                "Choose one —\n• Gain control of all creatures with power 4 or greater until "
                "end of turn. Untap those creatures. They gain haste until end of turn.\n"
                "• Gain control of all creatures with power 3 or less until end of turn. "
                "Untap those creatures. They gain haste until end of turn.", "{4}{R}{R}")
JOIN_SHIELDS = card("Join Shields", "Instant",
                    "Untap all creatures you control. They gain hexproof and indestructible "
                    "until end of turn.", "{3}{G}{W}")
WURM = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")


def test_611_2c_mob_rule_takes_untaps_and_hastes_the_big_creatures() -> None:
    game = table(MOB_RULE, WURM)
    wurm = enter(game, "Craw Wurm", "Bob", tapped=True)
    bears = enter(game, "Grizzly Bears", "Bob", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Mob Rule"), choices=(("mode", 1),),
                             pay="free"))
    resolve_all(game)
    assert game.controller_of(wurm) == "Alice" and not game.obj(wurm).tapped
    assert game.chars(wurm).has_ability("Haste")
    assert game.controller_of(bears) == "Bob" and game.obj(bears).tapped
    assert not game.chars(bears).has_ability("Haste")


def test_611_2c_join_shields_untaps_and_protects_your_creatures_only() -> None:
    game = table(JOIN_SHIELDS)
    mine = enter(game, "Grizzly Bears", "Alice", tapped=True)
    theirs = enter(game, "Grizzly Bears", "Bob", tapped=True)
    game.perform(A.CastSpell("Alice", hand(game, "Join Shields"), pay="free"))
    resolve_all(game)
    assert not game.obj(mine).tapped and game.obj(theirs).tapped
    assert game.chars(mine).has_ability("Hexproof")
    assert game.chars(mine).has_ability("Indestructible")
    assert not game.chars(theirs).has_ability("Hexproof")


AJANI = card("Ajani Goldmane", "Legendary Planeswalker — Ajani",
             "+1: You gain 2 life.\n−1: Put a +1/+1 counter on each creature you control. "
             "Those creatures gain vigilance until end of turn.\n−6: Create a white Avatar "
             "creature token. It has \"This creature's power and toughness are each equal to "
             "your life total.\"", "{2}{W}{W}")


def test_606_ajani_goldmane_counters_then_vigilance_for_those_creatures() -> None:
    game = table(AJANI)
    mine = enter(game, "Grizzly Bears", "Alice")
    theirs = enter(game, "Grizzly Bears", "Bob")
    walker = enter(game, "Ajani Goldmane", "Alice", counters=(("loyalty", 4),))
    game.perform(A.ActivateAbility("Alice", walker, 2))  # the second (1-based)
    resolve_all(game)
    assert game.obj(mine).counters.get("+1/+1") == 1
    assert game.chars(mine).has_ability("Vigilance")
    assert not game.chars(theirs).has_ability("Vigilance")
    assert not game.obj(theirs).counters.get("+1/+1")
