"""Players: "you", "target player", "each opponent", "its controller"."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.instructions import (
    CreateEffect,
    DealDamage,
    Draw,
    Exile,
    GainLife,
    LoseLife,
    Mill,
    PlayerRef,
    TargetRef,
)
from tests.cards.compiler.compiling import const, creatures, one, printed, spell


def test_pyroclasm_and_jace_players() -> None:
    from tabletop.engine.definitions.instructions import EachRef

    assert spell("Pyroclasm deals 2 damage to each creature.", "Pyroclasm").effect == (
        DealDamage(const(2), EachRef(creatures())),)
    plus = one("[+1]: Draw a card. Target player mills a card.")
    assert isinstance(plus, ActivatedAbility)
    assert plus.effect == (Draw(), Mill(const(1), PlayerRef("target", 0)))


# --- real cards from resources/cards


def test_its_controller_is_the_controller_of_the_target() -> None:
    (breath,) = printed("Last Breath")
    assert isinstance(breath, SpellAbility)
    assert breath.effect == (Exile(TargetRef(0)), GainLife(const(4), PlayerRef("controller", 0)))


def test_each_opponent_loses_and_you_gain() -> None:
    _, drain = printed("Drana's Emissary")
    assert isinstance(drain, TriggeredAbility)
    assert drain.effect == (LoseLife(const(1), PlayerRef("each_opponent")),
                            GainLife(const(1), PlayerRef("you")))


def test_any_number_of_target_players_each_draw() -> None:
    *_, ultimate = printed("Jace, Memory Adept")
    assert isinstance(ultimate, ActivatedAbility)
    (players,) = ultimate.targets
    assert (players.kind, players.count_min, players.count_max) == ("player", 0, 99)
    assert ultimate.effect == (Draw(const(20), PlayerRef("each_target", 0)),)


def test_creatures_target_player_controls() -> None:
    _, spoil = printed("Sudden Spoiling")
    assert isinstance(spoil, SpellAbility)
    assert [t.kind for t in spoil.targets] == ["player"]
    (effect,) = spoil.effect
    assert isinstance(effect, CreateEffect)
    assert effect.spec.affects == Affects.MATCHING
    assert effect.spec.filter is not None and effect.spec.filter.controller == "target"
