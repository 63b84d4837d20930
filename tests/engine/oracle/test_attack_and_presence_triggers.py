"""Attack triggers about the whole attack (508.1): "attacks alone", battalion ("~ and at
least two other creatures attack"), and one head naming two events ("enters or leaves the
battlefield"), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

RAFIQ = card("Rafiq of the Many", "Legendary Creature — Human Knight",
             "Exalted\nWhenever a creature you control attacks alone, it gains double strike "
             "until end of turn.", "{1}{G}{W}{U}", "3/3")
MASTIFF = card("Boros Mastiff", "Creature — Hound",
               "Battalion — Whenever Boros Mastiff and at least two other creatures attack, "
               "Boros Mastiff gains lifelink until end of turn.", "{1}{W}", "2/2")
RIFTWATCHER = card("Aven Riftwatcher", "Creature — Bird Rebel Soldier",
                   "Flying\nVanishing 3\nWhen Aven Riftwatcher enters or leaves the "
                   "battlefield, you gain 2 life.", "{2}{W}", "2/3")


def _attack(game: Game, *attackers: int) -> None:
    library(game, "Alice")
    library(game, "Bob")
    for oid in attackers:
        game.obj(oid).controlled_since_turn_start = True
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", attackers, "Bob"))
    resolve_all(game)


def test_a_creature_attacking_alone_gains_double_strike() -> None:
    game = table(RAFIQ)
    enter(game, "Rafiq of the Many")
    bears = enter(game, "Grizzly Bears")
    _attack(game, bears)
    assert game.chars(bears).has_keyword("Double strike")
    assert game.chars(bears).power == 3  # and exalted


def test_two_attackers_are_not_alone() -> None:
    game = table(RAFIQ)
    enter(game, "Rafiq of the Many")
    bears = enter(game, "Grizzly Bears")
    elves = enter(game, "Llanowar Elves")
    _attack(game, bears, elves)
    assert not game.chars(bears).has_keyword("Double strike")


def test_battalion_needs_two_other_attackers() -> None:
    game = table(MASTIFF)
    mastiff = enter(game, "Boros Mastiff")
    bears = enter(game, "Grizzly Bears")
    _attack(game, mastiff, bears)
    assert not game.chars(mastiff).has_keyword("Lifelink")
    game = table(MASTIFF)
    mastiff = enter(game, "Boros Mastiff")
    bears = enter(game, "Grizzly Bears")
    elves = enter(game, "Llanowar Elves")
    _attack(game, mastiff, bears, elves)
    assert game.chars(mastiff).has_keyword("Lifelink")


def test_enters_or_leaves_the_battlefield_triggers_twice() -> None:
    game = table(RIFTWATCHER)
    library(game, "Alice")
    watcher = enter(game, "Aven Riftwatcher")
    resolve_all(game)
    assert game.player("Alice").life == 22
    game.perform(A.DestroyObject(watcher))
    resolve_all(game)
    assert game.player("Alice").life == 24


HERITAGE = card("Duelist's Heritage", "Enchantment",
                "Whenever one or more creatures attack, you may have target attacking creature "
                "gain double strike until end of turn.", "{2}{W}")


def test_one_or_more_attackers_trigger_once_for_the_attack() -> None:
    game = table(HERITAGE)
    enter(game, "Duelist's Heritage")
    bears = enter(game, "Grizzly Bears")
    elves = enter(game, "Llanowar Elves")
    _attack(game, bears, elves)
    strikers = [o for o in (bears, elves) if game.chars(o).has_keyword("Double strike")]
    assert len(strikers) == 1  # 603.2c: one trigger, one target
