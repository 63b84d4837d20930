"""Costs (118, 602.1): mana, {T}, sacrifice, discard, life, exile and counters."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import TargetRef, TargetSpec
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost
from tests.cards.compiler.compiling import abilities, printed, untexted


def test_vampire_hexmage() -> None:
    from tabletop.engine.definitions.instructions import RemoveCounters

    _, sac = abilities("First strike\nSacrifice Vampire Hexmage: Remove all counters from "
                       "target permanent.", "Vampire Hexmage")
    assert isinstance(sac, ActivatedAbility)
    assert sac.cost == Cost(sacrifice_self=True)
    assert sac.effect == (RemoveCounters(None, None, TargetRef()),)
    assert untexted(sac.targets) == (TargetSpec(filter=ObjectFilter()),)


# --- real cards from resources/cards


def test_alms_exiles_the_top_card_of_your_graveyard_as_part_of_the_cost() -> None:
    (alms,) = printed("Alms")
    assert isinstance(alms, ActivatedAbility)
    assert alms.cost == Cost(mana=ManaCost.parse("{1}"), exile_from_graveyard=1)


def test_amok_discards_at_random_and_tireless_tribe_a_card_of_its_choice() -> None:
    (amok,) = printed("Amok")
    (tribe,) = printed("Tireless Tribe")
    assert isinstance(amok, ActivatedAbility) and isinstance(tribe, ActivatedAbility)
    assert amok.cost == Cost(mana=ManaCost.parse("{1}"), discard=1, discard_random=True)
    assert tribe.cost == Cost(discard=1)


def test_dockside_chef_sacrifices_an_artifact_or_a_creature() -> None:
    (chef,) = printed("Dockside Chef")
    assert isinstance(chef, ActivatedAbility)
    either = ObjectFilter(any_types=frozenset({CardType.ARTIFACT, CardType.CREATURE}))
    assert chef.cost == Cost(mana=ManaCost.parse("{1}{B}"), sacrifice=either, sacrifice_count=1)


def test_a_cost_of_mana_tap_and_sacrificing_itself_is_one_cost() -> None:
    _, draw = printed("Abzan Banner")
    assert isinstance(draw, ActivatedAbility)
    assert draw.cost == Cost(mana=ManaCost.parse("{W}{B}{G}"), tap=True, sacrifice_self=True)


def test_spellskite_costs_phyrexian_mana() -> None:
    (redirect,) = printed("Spellskite")
    assert isinstance(redirect, ActivatedAbility)
    assert redirect.cost == Cost(mana=ManaCost.parse("{U/P}"))
