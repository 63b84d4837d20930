"""701.34a proliferate from Oracle text: another counter of each kind already there on each
chosen permanent and player, in a spell and in a triggered ability."""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

AFFLICTION = card("Grim Affliction", "Instant",
                  "Put a -1/-1 counter on target creature, then proliferate.", "{2}{B}")
TIDE = card("Inexorable Tide", "Enchantment", "Whenever you cast a spell, proliferate.",
            "{3}{U}{U}")
GAMBIT = card("Tezzeret's Gambit", "Sorcery", "Draw two cards, then proliferate.",
              "{3}{U/P}")


def _game(*cards: Any) -> Game:
    game = table(*cards)
    library(game, "Alice")
    library(game, "Bob")
    return game


def _cast(game: Game, name: str, targets: tuple[Any, ...] = (),
          choices: tuple[tuple[str, Any], ...] = ()) -> None:
    game.perform(A.CastSpell("Alice", hand(game, name), targets, choices, "free"))
    resolve_all(game)


def test_proliferate_adds_a_counter_only_to_what_was_chosen() -> None:
    # 701.34a: the chosen opposing creature gets a second -1/-1 counter and dies (704.5f)
    game = _game(AFFLICTION)
    bears = enter(game, "Grizzly Bears", "Bob")
    own = enter(game, "Grizzly Bears")
    game.put_counters(own, "+1/+1", 1)
    _cast(game, "Grim Affliction", (bears,), (("choose", [bears]),))
    assert zone(game, bears) == Zone.GRAVEYARD
    assert game.obj(own).counters.get("+1/+1") == 1  # not chosen: unchanged


def test_a_triggered_proliferate_grows_your_counters_and_an_opponents_poison() -> None:
    # 701.34a, unanswered: what you control, you, and poisoned opponents
    game = _game(TIDE, GAMBIT)
    enter(game, "Inexorable Tide")
    own = enter(game, "Grizzly Bears")
    game.put_counters(own, "+1/+1", 2)
    theirs = enter(game, "Grizzly Bears", "Bob")
    game.put_counters(theirs, "+1/+1", 1)
    game.player("Bob").counters["poison"] = 3
    hand_before = len(game.state.zone_ids(Zone.HAND, "Alice"))  # before the Gambit is in it
    _cast(game, "Tezzeret's Gambit")  # the trigger and the spell: two proliferates
    assert game.obj(own).counters.get("+1/+1") == 4
    assert game.obj(theirs).counters.get("+1/+1") == 1
    assert game.player("Bob").counters["poison"] == 5
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == hand_before + 2  # drew two
