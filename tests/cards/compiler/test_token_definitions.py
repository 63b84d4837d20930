"""Token definitions (111.4, 111.10): "create a 1/1 black and green Worm creature token"."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import StaticAbility, TriggeredAbility
from tabletop.engine.definitions.effects import Affects, EffectSpec, SetPT
from tabletop.engine.definitions.expressions import CountersOnCreator
from tabletop.engine.definitions.instructions import CreateToken, PutCounters, SelfRef
from tabletop.engine.model.characteristics import PT
from tabletop.engine.model.enums import CardType, Color
from tests.cards.compiler.compiling import CREATURE, FLYING, const, printed


def test_a_token_is_named_by_its_subtypes_and_coloured_by_the_effect() -> None:
    *_, worm = printed("Creakwood Liege")
    assert isinstance(worm, TriggeredAbility)
    (create,) = worm.effect
    assert isinstance(create, CreateToken) and create.count == const(1)
    token = create.token
    assert (token.name, token.subtypes, token.types) == ("Worm", ("Worm",), CREATURE)
    assert token.color_indicator == frozenset({Color.BLACK, Color.GREEN})
    assert (token.power, token.toughness) == (PT(1), PT(1)) and token.abilities == ()


def test_a_token_with_flying_has_the_keyword_and_its_text() -> None:
    _, dies, _ = printed("Avacyn's Collar")
    assert isinstance(dies, TriggeredAbility)
    (create,) = dies.effect
    assert isinstance(create, CreateToken)
    assert create.token.name == "Spirit" and create.token.abilities == (FLYING,)
    assert create.token.rules_text == "Flying"
    assert create.token.color_indicator == frozenset({Color.WHITE})


def test_a_quoted_pt_ability_of_a_token_is_characteristic_defining() -> None:
    (grime,) = printed("Gutter Grime")
    assert isinstance(grime, TriggeredAbility)
    counter, create = grime.effect
    assert counter == PutCounters("slime", const(1), SelfRef())
    assert isinstance(create, CreateToken)
    token = create.token
    assert token.types == frozenset({CardType.CREATURE}) and token.name == "Ooze"
    assert token.power == PT(0, star=True) and token.toughness == PT(0, star=True)
    slime = CountersOnCreator("slime", "Gutter Grime")
    (cda,) = token.abilities
    assert isinstance(cda, StaticAbility) and cda.cda
    assert cda.effects == (EffectSpec((SetPT(slime, slime),), Affects.SELF),)


def test_a_predefined_token_has_its_ability_and_can_enter_tapped() -> None:
    """111.10a: a Treasure is a colorless Treasure artifact token with "{T}, Sacrifice this
    artifact: Add one mana of any color."."""
    from tabletop.cards.compiler import compile_text
    from tabletop.engine.definitions.abilities import ActivatedAbility

    compiled = compile_text("When Test Card enters, create a tapped Treasure token.",
                            "Test Card", is_spell=False)
    assert compiled.unknown == ()
    (trigger,) = compiled.abilities
    assert isinstance(trigger, TriggeredAbility)
    (create,) = trigger.effect
    assert isinstance(create, CreateToken) and create.tapped
    treasure = create.token
    assert (treasure.name, treasure.types, treasure.subtypes) == (
        "Treasure", frozenset({CardType.ARTIFACT}), ("Treasure",))
    assert treasure.color_indicator == frozenset()
    (mana,) = treasure.abilities
    assert isinstance(mana, ActivatedAbility) and mana.is_mana
    assert mana.cost is not None and mana.cost.tap and mana.cost.sacrifice_self


def test_a_predefined_token_the_engine_cannot_play_is_reported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.cards.compiler import compile_text, token_definitions

    # every predefined token plays now: one with an ability no rule reads stands in
    monkeypatch.setitem(token_definitions.PREDEFINED_TOKENS, "Powerstone",
                        (CardType.ARTIFACT, "{T}: Add {C}. This mana hums a tune."))
    compiled = compile_text("Create a tapped Powerstone token.", "Test Card", is_spell=True)
    assert compiled.unknown == ("Create a tapped Powerstone token.",)
