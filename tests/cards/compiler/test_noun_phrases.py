"""Noun phrases: descriptions of objects and what "~", "it" and "that player" refer to."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, SpellAbility, StaticAbility
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import CreateEffect, Destroy, PlayerRef, TargetRef
from tabletop.engine.definitions.replacement_specs import AnyOfFilter, EntersWithCounters
from tabletop.engine.model.enums import CardType, Color
from tests.cards.compiler.compiling import EOT, const, creatures, one, printed, spell


def test_the_cards_name_and_this_creature_refer_to_itself() -> None:
    named = one("{R}: Hellkite Punisher gets +1/+0 until end of turn.", "Hellkite Punisher")
    this = one("{R}: This creature gets +1/+0 until end of turn.", "Hellkite Punisher")
    spec = EffectSpec((ModifyPT(const(1), const(0)),), Affects.SELF, duration=EOT)
    assert isinstance(named, ActivatedAbility) and isinstance(this, ActivatedAbility)
    assert named.effect == this.effect == (CreateEffect(spec, EOT),)


def test_public_execution_affects_the_other_creatures_of_that_player() -> None:
    from tabletop.engine.definitions.instructions import CreateEffectOn, EachMatching

    got = spell("Destroy target creature an opponent controls. Each other creature that player "
                "controls gets -2/-0 until end of turn.")
    destroy, weaken = got.effect
    assert destroy == Destroy(TargetRef(0))
    assert isinstance(weaken, CreateEffectOn)
    assert weaken.on == EachMatching(creatures(), PlayerRef("controller", 0), except_target=0)


# --- real cards from resources/cards


def test_with_a_counter_on_it_and_other_creatures_of_a_type() -> None:
    (heroes,) = printed("Time of Heroes")
    assert isinstance(heroes, StaticAbility)
    assert heroes.effects[0].filter == creatures(controller="you", with_counter="level")
    (champion,) = printed("Elvish Champion")
    assert isinstance(champion, StaticAbility)
    assert champion.effects[0].filter == creatures(subtypes=frozenset({"Elf"}), other=True)


def test_non_words_exclude_colours_and_subtypes() -> None:
    (blade,) = printed("Doom Blade")
    assert isinstance(blade, SpellAbility)
    assert blade.targets[0].filter == creatures(not_colors=frozenset({Color.BLACK}))
    (grumgully,) = printed("Grumgully, the Generous")
    assert isinstance(grumgully, StaticAbility)
    assert isinstance(grumgully.replacement, EntersWithCounters)
    assert grumgully.replacement.filter == creatures(not_subtypes=frozenset({"Human"}),
                                                     controller="you", other=True)


def test_a_list_of_nouns_is_any_of_them_and_a_trailing_phrase_binds_the_last() -> None:
    (wings,) = printed("Broken Wings")
    assert isinstance(wings, SpellAbility)
    flt = wings.targets[0].filter
    assert isinstance(flt, AnyOfFilter)
    assert flt.alternatives == (
        ObjectFilter(types=frozenset({CardType.ARTIFACT})),
        ObjectFilter(types=frozenset({CardType.ENCHANTMENT})),
        creatures(with_ability="flying"),
    )
