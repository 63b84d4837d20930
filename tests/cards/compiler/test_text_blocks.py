"""The shape of a text: level bands (711) and modal bullets (700.2)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import (
    ActivatedAbility,
    LevelBand,
    SpellAbility,
    StaticAbility,
)
from tabletop.engine.definitions.conditions import LevelBetween
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT
from tabletop.engine.definitions.instructions import (
    DealDamage,
    GainLife,
    PlayerRef,
    PreventDamage,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.definitions.levelers import level_band, level_up
from tabletop.engine.model.mana import ManaCost
from tests.cards.compiler.compiling import CORALHELM, FLYING, abilities, const, creatures, one


def test_leveler_bands_are_level_symbols_with_compiled_abilities() -> None:
    lord = StaticAbility(
        text="Other Merfolk creatures you control get +1/+1.",
        effects=(EffectSpec((ModifyPT(const(1), const(1)),), Affects.MATCHING,
                            creatures(subtypes=frozenset({"Merfolk"}), controller="you",
                                      other=True)),),
    )
    assert abilities(CORALHELM, "Coralhelm Commander") == (
        level_up(ManaCost.parse("{1}")),
        level_band(2, 3, 3, 3, (FLYING,)),
        level_band(4, None, 4, 4, (FLYING, lord)),
    )


def test_a_band_condition_is_the_level_range() -> None:
    band = abilities(CORALHELM, "Coralhelm Commander")[1]
    assert isinstance(band, LevelBand)
    assert band.effects[0].condition == LevelBetween(2, 3)


def test_band_abilities_may_be_activated_abilities_naming_the_card() -> None:
    text = """Level up {3}{R}
LEVEL 1-2
2/3
{T}: Brimstone Mage deals 1 damage to any target.
LEVEL 3+
2/4
{T}: Brimstone Mage deals 3 damage to any target."""
    _, _, high = abilities(text, "Brimstone Mage")
    assert isinstance(high, LevelBand)
    (ping,) = high.granted
    assert isinstance(ping, ActivatedAbility)
    assert ping.cost == Cost(tap=True)
    assert ping.effect == (DealDamage(const(3), TargetRef(0)),)
    assert ping.targets == (TargetSpec(kind="any", text="any target"),)


def test_modal_spell_has_one_program_per_mode() -> None:
    got = one("Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that "
              "would be dealt to any target this turn.", "Healing Salve", is_spell=True)
    assert isinstance(got, SpellAbility)
    assert got.modes == ((GainLife(const(3), PlayerRef("target", 0)),),
                         (PreventDamage(TargetRef(0), const(3)),))
    assert [t.kind for ts in got.mode_targets for t in ts] == ["player", "any"]
