"""Melee (702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for
each opponent you attacked with a creature this combat"; the keyword can be granted
(Adriana's "Other creatures you control have melee")."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Step
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

PROTESTER = card("Deputized Protester", "Creature — Human Warrior", "Menace\nMelee",
                 "{2}{R}", "2/1")
ADRIANA = card("Adriana, Captain of the Guard", "Legendary Creature — Human Knight",
               "Melee\nOther creatures you control have melee.", "{3}{R}{W}", "4/4")


def test_702_121a_it_gets_the_bonus_for_the_opponent_attacked_until_end_of_turn() -> None:
    game = table(PROTESTER, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    protester = enter(game, "Deputized Protester", sick=False)
    game.perform(A.DeclareAttackers("Alice", (protester,)))
    resolve_all(game)
    assert (game.chars(protester).power, game.chars(protester).toughness) == (3, 2)
    game.perform(A.AdvanceTo("end"))  # combat is over: the bonus lasts the turn
    assert game.chars(protester).power == 3


def test_702_121a_not_attacking_no_bonus() -> None:
    game = table(PROTESTER, step=Step.DECLARE_ATTACKERS)
    protester = enter(game, "Deputized Protester", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    game.perform(A.DeclareAttackers("Alice", (bears,)))
    resolve_all(game)
    assert game.chars(protester).power == 2


def test_702_121b_granted_melee_triggers_for_each_creature() -> None:
    game = table(ADRIANA, step=Step.DECLARE_ATTACKERS)
    library(game, "Alice")
    library(game, "Bob")
    adriana = enter(game, "Adriana, Captain of the Guard", sick=False)
    bears = enter(game, "Grizzly Bears", sick=False)
    game.perform(A.DeclareAttackers("Alice", (adriana, bears)))
    resolve_all(game)
    assert game.chars(adriana).power == 5
    assert game.chars(bears).power == 3
