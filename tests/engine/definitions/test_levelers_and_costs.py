"""Card text as data: level up (702.87a), level symbols (711.2) and the arithmetic of cost
increases and reductions (601.2f)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.conditions import LevelBetween
from tabletop.engine.definitions.costs import Cost, add_generic, reduce_generic
from tabletop.engine.definitions.effects import AddAbilities, SetPT
from tabletop.engine.definitions.levelers import level_band, level_up
from tabletop.engine.model.enums import Layer
from tabletop.engine.model.mana import ManaCost


def test_702_87a_level_up_is_a_sorcery_speed_ability_that_puts_a_level_counter() -> None:
    ability = level_up(ManaCost.parse("{1}{U}"))
    assert ability.text == "Level up {1}{U}" and ability.timing == "sorcery"
    assert ability.cost == Cost(mana=ManaCost.parse("{1}{U}"))


def test_711_2_a_level_band_sets_base_pt_in_7b_and_grants_in_6() -> None:
    flying = KeywordAbility("Flying", "Flying")
    band = level_band(2, 3, 3, 3, (flying,))
    (spec,) = band.effects
    assert spec.condition == LevelBetween(2, 3)
    layers = {m.layer(False) for m in spec.mods}
    assert layers == {Layer.ABILITY, Layer.PT_SET}
    assert any(isinstance(m, AddAbilities) for m in spec.mods)
    assert any(isinstance(m, SetPT) for m in spec.mods)
    assert band.contains(2) and band.contains(3) and not band.contains(4)
    assert level_band(4, None, 4, 4, ()).contains(40)


def test_601_2f_increases_add_generic_mana_reductions_take_it_away() -> None:
    cost = ManaCost.parse("{2}{G}")
    assert add_generic(cost, 1).mana_value == 4
    assert reduce_generic(cost, 1).mana_value == 2
    assert reduce_generic(cost, 5).mana_value == 1  # coloured mana is never reduced
    assert reduce_generic(cost, 5, keep=2).mana_value == 2
