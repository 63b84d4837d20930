"""601.2h "the amount of mana spent to cast it" (Prossh, Skyraider of Kher) and 119.9 "the
amount of life you've gained this turn" (Voracious Wurm) as numbers of Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, newest, resolve_all, table

PROSSH = card("Prossh, Skyraider of Kher", "Legendary Creature — Dragon",
              "When you cast this spell, create X 0/1 red Kobold creature tokens named Kobolds "
              "of Kher Keep, where X is the amount of mana spent to cast Prossh.\nFlying\n"
              "Sacrifice another creature: Prossh, Skyraider of Kher gets +1/+0 until end of "
              "turn.", "{3}{B}{R}{G}", "5/5")
WURM = card("Voracious Wurm", "Creature — Wurm",
            "Voracious Wurm enters with X +1/+1 counters on it, where X is the amount of life "
            "you've gained this turn.", "{1}{G}", "2/2")
TONIC = card("Test Tonic", "Instant", "You gain 3 life.", "{W}")


def _kobolds(game: Game) -> int:
    return sum(1 for o in game.state.zone_ids(Zone.BATTLEFIELD, "Alice")
               if game.chars(o).name == "Kobolds of Kher Keep")


def test_601_2h_prossh_makes_a_kobold_for_each_mana_spent() -> None:
    game = table(PROSSH)
    for land in ("Swamp", "Mountain", "Forest", "Forest", "Forest", "Forest"):
        enter(game, land)
    game.perform(A.CastSpell("Alice", hand(game, "Prossh, Skyraider of Kher")))
    resolve_all(game)
    assert _kobolds(game) == 6


def test_601_2h_a_spell_put_onto_the_stack_for_free_spent_no_mana() -> None:
    game = table(PROSSH)
    game.perform(A.CastSpell("Alice", hand(game, "Prossh, Skyraider of Kher"), pay="free"))
    resolve_all(game)
    assert _kobolds(game) == 0


def test_119_9_voracious_wurm_enters_with_the_life_gained_this_turn() -> None:
    game = table(WURM, TONIC)
    enter(game, "Plains")
    game.perform(A.CastSpell("Alice", hand(game, "Test Tonic")))
    resolve_all(game)
    wurm = hand(game, "Voracious Wurm")
    game.perform(A.CastSpell("Alice", wurm, pay="free"))
    resolve_all(game)
    assert game.obj(newest(game, wurm)).counters.get("+1/+1") == 3
    bobs = enter(game, "Voracious Wurm", "Bob")  # Bob gained no life this turn
    assert game.obj(bobs).counters.get("+1/+1", 0) == 0
