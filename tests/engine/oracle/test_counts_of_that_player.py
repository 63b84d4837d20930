"""Counts of what another player controls (107.3, 109.5): "Target player loses 1 life for
each tapped artifact they control", "twice the number of white creatures that player
controls", "the number of nonbasic lands they control", from Oracle text: that player's
permanents only, not everyone's."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

BURDEN = card("Burden of Greed", "Instant",
              "Target player loses 1 life for each tapped artifact they control.", "{3}{B}")
JOVIAL_EVIL = card("Jovial Evil", "Sorcery",
                   "Jovial Evil deals X damage to target opponent, where X is twice the number "
                   "of white creatures that player controls.", "{2}{B}")
PRIMAL_ORDER = card("Primal Order", "Enchantment",
                    "At the beginning of each player's upkeep, Primal Order deals damage to "
                    "that player equal to the number of nonbasic lands they control.",
                    "{2}{G}{G}")


def test_107_3_each_tapped_artifact_that_player_controls() -> None:
    game = table(BURDEN)
    for owner in ("Alice", "Alice", "Bob"):
        thopter = enter(game, "Ornithopter", owner)
        game.obj(thopter).tapped = True
    enter(game, "Ornithopter", "Bob")  # untapped: not counted
    game.perform(A.CastSpell("Alice", hand(game, "Burden of Greed"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 19


def test_107_3_twice_the_number_that_player_controls() -> None:
    game = table(JOVIAL_EVIL)
    enter(game, "Elite Vanguard", "Bob")  # white
    enter(game, "Elite Vanguard", "Alice")  # white, but not that player's
    enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Jovial Evil"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 18


def test_603_2_the_triggering_players_nonbasic_lands() -> None:
    game = table(PRIMAL_ORDER)
    enter(game, "Primal Order")
    enter(game, "Mishra's Factory", "Bob")
    enter(game, "Mishra's Factory", "Alice")
    enter(game, "Mishra's Factory", "Alice")
    enter(game, "Island", "Bob")
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep: the trigger is on the stack
    resolve_all(game)
    assert game.state.active == "Bob" and game.player("Bob").life == 19
