"""Values: numbers, "for each", "where X is" and numbers that depend on the game (107.3)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import ActivatedAbility, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import Affects, EffectSpec, ModifyPT, SetPT
from tabletop.engine.definitions.expressions import CardsInZone, CountPermanents, Devotion, Times
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import DrainLife, Draw, LoseLife, Mill, PlayerRef
from tabletop.engine.model.enums import Zone
from tests.cards.compiler.compiling import abilities, const, creatures, one, printed, target_effect


def test_nightmare_lash_and_empyrial_plate_count_for_each() -> None:
    lash, equip = abilities("Equipped creature gets +1/+1 for each Swamp you control.\n"
                            "Equip—Pay 3 life. (Pay 3 life: Attach to target creature you "
                            "control.)", "Nightmare Lash")
    swamps = CountPermanents(ObjectFilter(subtypes=frozenset({"Swamp"}), controller="you"))
    assert isinstance(lash, StaticAbility)
    assert lash.effects == (EffectSpec((ModifyPT(swamps, swamps),), Affects.ATTACHED),)
    assert isinstance(equip, ActivatedAbility) and equip.cost == Cost(pay_life=3)
    plate = one("Equipped creature gets +1/+1 for each card in your hand.")
    hand = CardsInZone(Zone.HAND)
    assert isinstance(plate, StaticAbility)
    assert plate.effects == (EffectSpec((ModifyPT(hand, hand),), Affects.ATTACHED),)


def test_elder_of_laurels_where_x_is_a_count() -> None:
    got = one("{3}{G}: Target creature gets +X/+X until end of turn, where X is the number of "
              "creatures you control.")
    count = CountPermanents(creatures(controller="you"))
    assert isinstance(got, ActivatedAbility)
    assert got.effect == (target_effect(ModifyPT(count, count)),)


# --- real cards from resources/cards


def test_twice_the_number_of_cards_in_your_hand() -> None:
    (masumaro,) = printed("Masumaro, First to Live")
    twice = Times(2, CardsInZone(Zone.HAND))
    assert isinstance(masumaro, StaticAbility) and masumaro.cda
    assert masumaro.effects[0].mods == (SetPT(twice, twice),)


def test_where_x_is_your_devotion_and_the_life_lost_this_way() -> None:
    (merchant,) = printed("Gray Merchant of Asphodel")
    assert isinstance(merchant, TriggeredAbility)
    assert merchant.effect == (DrainLife(Devotion("B"), PlayerRef("each_opponent")),)


def test_numbers_are_words_or_digits() -> None:
    draw, _ = printed("Liliana's Contract")
    assert isinstance(draw, TriggeredAbility)
    assert draw.effect == (Draw(const(4)), LoseLife(const(4), PlayerRef("you")))
    _, ten, twenty = printed("Jace, Memory Adept")
    assert isinstance(ten, ActivatedAbility) and isinstance(twenty, ActivatedAbility)
    assert ten.effect[0] == Mill(const(10), PlayerRef("target", 0))
    assert twenty.effect[0] == Draw(const(20), PlayerRef("each_target", 0))
