"""Keyword abilities and keyword actions with a rule of their own: mentor (702.134) and
detain (701.35)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step, Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

AZORIUS_ARRESTER = card("Azorius Arrester", "Creature — Human Soldier",
                        "When Azorius Arrester enters, detain target creature an opponent "
                        "controls.", "{1}{W}", "2/1")
LYEV_DECREE = card("Lyev Decree", "Sorcery",
                   "Detain up to two target creatures your opponents control.", "{1}{W}")
BLADE_INSTRUCTOR = card("Blade Instructor", "Creature — Human Soldier", "Mentor", "{2}{W}",
                        "3/1")


def _libraries(game: Game) -> None:
    library(game, "Alice")
    library(game, "Bob")


def test_701_35a_a_detained_creature_cant_attack_until_your_next_turn() -> None:
    game = table(AZORIUS_ARRESTER)
    _libraries(game)
    bears = enter(game, "Grizzly Bears", controller="Bob", sick=False)
    enter(game, "Azorius Arrester")
    resolve_all(game)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's turn
    game.perform(A.AdvanceTo("declare_attackers"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.DeclareAttackers("Bob", (bears,)))
    game.perform(A.DeclareAttackers("Bob", ()))
    game.perform(A.AdvanceTo("next_turn"))  # Alice's turn: detain ends
    game.perform(A.AdvanceTo("next_turn"))  # Bob's next turn
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Bob", (bears,)))
    assert game.obj(bears).attacking is not None


def test_701_35a_detained_mana_abilities_cant_be_activated_and_it_cant_block() -> None:
    game = table(LYEV_DECREE)
    _libraries(game)
    elves = enter(game, "Llanowar Elves", controller="Bob", sick=False)
    bears = enter(game, "Grizzly Bears", controller="Bob")
    for _ in range(2):
        enter(game, "Plains")
    decree = hand(game, "Lyev Decree")
    game.perform(A.CastSpell("Alice", decree, (elves, bears)))
    resolve_all(game)
    with pytest.raises(A.IllegalAction, match="activated"):
        game.perform(A.ActivateAbility("Bob", elves, 1))
    attacker = enter(game, "Grizzly Bears", sick=False)
    game.perform(A.AdvanceTo("declare_attackers"))
    game.perform(A.DeclareAttackers("Alice", (attacker,)))
    game.perform(A.AdvanceTo("declare_blockers"))
    with pytest.raises(A.IllegalAction):
        game.perform(A.DeclareBlockers("Bob", ((bears, attacker),)))


def test_702_134a_mentor_puts_a_counter_on_an_attacker_with_lesser_power() -> None:
    game = table(BLADE_INSTRUCTOR, step=Step.DECLARE_ATTACKERS)
    _libraries(game)
    instructor = enter(game, "Blade Instructor", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    game.perform(A.DeclareAttackers("Alice", (instructor, bears)))
    resolve_all(game)
    assert game.obj(bears).counters.get("+1/+1") == 1


def test_702_134a_mentor_cannot_target_an_attacker_with_equal_power() -> None:
    game = table(BLADE_INSTRUCTOR, step=Step.DECLARE_ATTACKERS)
    _libraries(game)
    instructor = enter(game, "Blade Instructor", sick=False)
    wurm = enter(game, "Craw Wurm", sick=False)
    game.perform(A.DeclareAttackers("Alice", (instructor, wurm)))
    resolve_all(game)
    assert game.obj(wurm).counters.get("+1/+1") is None
    assert game.obj(instructor).counters.get("+1/+1") is None  # 3 is not less than 3


SPIRIT_EN_DAL = card("Spirit en-Dal", "Creature — Spirit",
                     "Shadow\nForecast — {1}{W}, Reveal Spirit en-Dal from your hand: Target "
                     "creature gains shadow until end of turn.", "{2}{W}", "2/1")


def _forecast_game() -> tuple[Game, int, int]:
    game = table(SPIRIT_EN_DAL, step=Step.UPKEEP)
    _libraries(game)
    for _ in range(4):
        enter(game, "Plains")
    bears = enter(game, "Grizzly Bears")
    return game, hand(game, "Spirit en-Dal"), bears


def test_702_57a_forecast_is_activated_from_the_hand_during_your_upkeep() -> None:
    game, spirit, bears = _forecast_game()
    game.perform(A.ActivateAbility("Alice", spirit, 1, (bears,)))
    resolve_all(game)
    assert game.chars(bears).has_keyword("Shadow")
    assert game.obj(spirit).zone == Zone.HAND  # revealed, not discarded


def test_702_57b_forecast_only_once_each_turn() -> None:
    game, spirit, bears = _forecast_game()
    game.perform(A.ActivateAbility("Alice", spirit, 1, (bears,)))
    resolve_all(game)
    with pytest.raises(A.IllegalAction, match="once"):
        game.perform(A.ActivateAbility("Alice", spirit, 1, (bears,)))


def test_702_57b_forecast_not_outside_your_upkeep() -> None:
    game, spirit, bears = _forecast_game()
    game.perform(A.AdvanceTo("precombat_main"))
    with pytest.raises(A.IllegalAction, match="upkeep"):
        game.perform(A.ActivateAbility("Alice", spirit, 1, (bears,)))


GOBLIN_GRAPPLER = card("Goblin Grappler", "Creature — Goblin", "Provoke", "{R}", "1/1")


def _provoked(answer: bool) -> tuple[Game, int, int, int]:
    game = table(GOBLIN_GRAPPLER, step=Step.DECLARE_ATTACKERS)
    _libraries(game)
    grappler = enter(game, "Goblin Grappler", sick=False)
    wurm = enter(game, "Craw Wurm", controller="Bob", tapped=True)
    bears = enter(game, "Grizzly Bears", controller="Bob")
    game.perform(A.DeclareAttackers("Alice", (grappler,)))
    info = game.obj(game.stack()[-1]).stack_info
    assert info is not None
    info.choices["may"] = answer
    resolve_all(game)
    game.perform(A.AdvanceTo("declare_blockers"))
    return game, grappler, wurm, bears


def test_702_39a_provoke_untaps_the_target_and_it_must_block() -> None:
    game, grappler, wurm, bears = _provoked(True)
    assert not game.obj(wurm).tapped
    with pytest.raises(A.IllegalAction, match=r"509\.1c"):
        game.perform(A.DeclareBlockers("Bob", ((bears, grappler),)))
    game.perform(A.DeclareBlockers("Bob", ((wurm, grappler),)))
    assert grappler in game.obj(wurm).blocking


def test_702_39a_provoke_is_optional() -> None:
    game, _grappler, wurm, _bears = _provoked(False)
    assert game.obj(wurm).tapped
    game.perform(A.DeclareBlockers("Bob", ()))


GLOWERING_ROGON = card("Glowering Rogon", "Creature — Beast", "Amplify 1", "{5}{G}", "4/4")
FERAL_THROWBACK = card("Feral Throwback", "Creature — Beast", "Amplify 2\nProvoke",
                       "{4}{G}{G}", "3/3")


def test_702_38a_amplify_counts_the_cards_sharing_a_creature_type() -> None:
    game = table(GLOWERING_ROGON, FERAL_THROWBACK)
    _libraries(game)
    hand(game, "Glowering Rogon")
    hand(game, "Feral Throwback")
    hand(game, "Grizzly Bears")  # a Bear: no Beast
    rogon = enter(game, "Glowering Rogon")
    assert game.obj(rogon).counters.get("+1/+1") == 2
    assert game.chars(rogon).power == 6


def test_702_38a_amplify_n_gives_n_counters_per_card() -> None:
    game = table(GLOWERING_ROGON, FERAL_THROWBACK)
    _libraries(game)
    hand(game, "Glowering Rogon")
    throwback = enter(game, "Feral Throwback")
    assert game.obj(throwback).counters.get("+1/+1") == 2
    lone = enter(game, "Feral Throwback", controller="Bob")  # Bob's hand is empty
    assert game.obj(lone).counters.get("+1/+1") is None


NINJA_OF_THE_DEEP_HOURS = card("Ninja of the Deep Hours", "Creature — Human Ninja",
                               "Ninjutsu {1}{U}\nWhenever Ninja of the Deep Hours deals combat "
                               "damage to a player, you may draw a card.", "{3}{U}", "2/2")


def _unblocked_bears() -> tuple[Game, int, int]:
    game = table(NINJA_OF_THE_DEEP_HOURS, step=Step.DECLARE_ATTACKERS)
    _libraries(game)
    for _ in range(2):
        enter(game, "Island")
    bears = enter(game, "Grizzly Bears", sick=False)
    ninja = hand(game, "Ninja of the Deep Hours")
    game.perform(A.DeclareAttackers("Alice", (bears,)))
    return game, bears, ninja


def test_702_49a_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja() -> None:
    game, bears, ninja = _unblocked_bears()
    game.perform(A.AdvanceTo("declare_blockers"))
    game.perform(A.DeclareBlockers("Bob", ()))
    game.perform(A.ActivateAbility("Alice", ninja, 1))
    assert game.obj(game.state.newest(bears)).zone == Zone.HAND  # returned as the cost
    resolve_all(game)
    entered = game.state.newest(ninja)
    assert game.obj(entered).zone == Zone.BATTLEFIELD and game.obj(entered).tapped
    assert game.obj(entered).attacking == "Bob"  # 702.49c: whom the Bears attacked
    game.perform(A.AdvanceTo("end"))
    assert game.player("Bob").life == 18


def test_702_49a_no_ninjutsu_before_blockers_are_declared() -> None:
    game, _bears, ninja = _unblocked_bears()
    with pytest.raises(A.IllegalAction, match="unblocked"):
        game.perform(A.ActivateAbility("Alice", ninja, 1))
