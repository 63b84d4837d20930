"""614.1c: counters a permanent enters with, counted as it enters: "for each ...",
"where X is ...", "if" a condition holds then, "for each color of mana spent to cast it"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

STAG_BEETLE = card("Stag Beetle", "Creature — Insect",
                   "Stag Beetle enters with X +1/+1 counters on it, where X is the number of "
                   "other creatures on the battlefield.", "{3}{G}{G}", "0/0")
GRAVETILLER = card("Gravetiller Wurm", "Creature — Wurm",
                   "Trample\nMorbid — Gravetiller Wurm enters with four +1/+1 counters on it if "
                   "a creature died this turn.", "{5}{G}", "4/4")
ZOMBIE_MOB = card("Zombie Mob", "Creature — Zombie",
                  "Zombie Mob enters with a +1/+1 counter on it for each creature card in your "
                  "graveyard.\nWhen Zombie Mob enters, exile all creature cards from your "
                  "graveyard.", "{2}{B}{B}", "2/0")
CHAMBER_SENTRY = card("Chamber Sentry", "Artifact Creature — Construct",
                      "Chamber Sentry enters with a +1/+1 counter on it for each color of mana "
                      "spent to cast it.", "{X}", "0/0")


def _cast(game: Game, name: str, *choices: tuple[str, object]) -> int:
    events = game.perform(A.CastSpell("Alice", hand(game, name), (), choices))
    resolve_all(game)
    return game.state.newest(next(e.objects[0] for e in events if e.kind == "cast"))


def test_614_1c_where_x_counts_the_other_creatures_as_it_enters() -> None:
    game = table(STAG_BEETLE)
    enter(game, "Grizzly Bears")
    enter(game, "Grizzly Bears", "Bob")
    beetle = enter(game, "Stag Beetle")
    assert game.obj(beetle).counters.get("+1/+1") == 2  # not itself
    enter(game, "Grizzly Bears")
    assert game.chars(beetle).power == 2  # fixed as it entered


def test_614_1c_the_counters_come_only_if_a_creature_died_this_turn() -> None:
    game = table(GRAVETILLER)
    wurm = enter(game, "Gravetiller Wurm")
    assert game.obj(wurm).counters.get("+1/+1", 0) == 0
    game.perform(A.DestroyObject(enter(game, "Grizzly Bears", "Bob")))
    second = enter(game, "Gravetiller Wurm")
    assert game.obj(second).counters.get("+1/+1") == 4
    assert game.chars(second).power == 8


def test_614_1c_a_counter_for_each_creature_card_in_your_graveyard() -> None:
    game = table(ZOMBIE_MOB)
    for _ in range(3):
        game.perform(A.DestroyObject(enter(game, "Grizzly Bears")))
    game.perform(A.DestroyObject(enter(game, "Grizzly Bears", "Bob")))  # not your graveyard
    mob = enter(game, "Zombie Mob")
    assert game.obj(mob).counters.get("+1/+1") == 3
    resolve_all(game)  # its enters trigger exiles the cards; the counters stay
    assert game.chars(mob).toughness == 3


def test_614_1c_a_counter_for_each_color_of_mana_spent() -> None:
    game = table(CHAMBER_SENTRY)
    for land in ("Plains", "Island", "Island", "Forest"):
        enter(game, land)
    sentry = _cast(game, "Chamber Sentry", ("x", 4))
    assert game.obj(sentry).counters.get("+1/+1") == 3  # white, blue and green
