"""701.6: countering an activated or triggered ability ("Counter target activated
ability", "... activated or triggered ability"): it leaves the stack and does nothing."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

SQUELCH = card("Squelch", "Instant", "Counter target activated ability.\nDraw a card.",
               "{1}{U}")
STIFLE = card("Stifle", "Instant", "Counter target activated or triggered ability.", "{U}")
SORCERER = card("Prodigal Sorcerer", "Creature — Human Wizard",
                "{T}: Prodigal Sorcerer deals 1 damage to any target.", "{2}{U}", "1/1")
ELF = card("Elvish Visionary", "Creature — Elf Shaman",
           "When Elvish Visionary enters, draw a card.", "{1}{G}", "1/1")


def _ping_bob(game: Game) -> int:
    """Alice's Sorcerer aims at Bob; Bob gets priority with the ability on the stack."""
    sorcerer = enter(game, "Prodigal Sorcerer")
    game.perform(A.ActivateAbility("Alice", sorcerer, 1, ("Bob",)))
    game.perform(A.PassPriority("Alice"))
    return game.stack()[-1]


def test_701_6_an_activated_ability_countered_deals_no_damage() -> None:
    game = table(SQUELCH, SORCERER)
    library(game, "Bob", 3)
    squelch = hand(game, "Squelch", "Bob")
    ability = _ping_bob(game)
    game.perform(A.CastSpell("Bob", squelch, (ability,), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 20 and game.stack() == []
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1  # and Squelch drew a card


def test_115_1_a_spell_is_no_legal_target_for_counter_target_activated_ability() -> None:
    game = table(SQUELCH)
    squelch = hand(game, "Squelch", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), pay="free"))
    game.perform(A.PassPriority("Alice"))
    with pytest.raises(IllegalAction):
        game.perform(A.CastSpell("Bob", squelch, (game.stack()[-1],), pay="free"))


def test_701_6_a_triggered_ability_countered_does_nothing() -> None:
    game = table(STIFLE, ELF)
    library(game, "Alice", 3)
    stifle = hand(game, "Stifle", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Elvish Visionary"), pay="free"))
    game.perform(A.PassPriority("Alice"))
    game.perform(A.PassPriority("Bob"))  # the creature resolves; its trigger goes on
    trigger = game.stack()[-1]
    info = game.obj(trigger).stack_info
    assert info is not None and info.kind == "triggered"
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", stifle, (trigger,), pay="free"))
    resolve_all(game)
    assert game.state.zone_ids(Zone.HAND, "Alice") == []
