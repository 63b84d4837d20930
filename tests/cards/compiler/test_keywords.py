"""Keyword lines (702): keyword lists, protection qualities, keywords with a cost."""

from __future__ import annotations

import pytest

from tabletop.engine.definitions.abilities import ActivatedAbility, KeywordAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.instructions import Attach, Draw, SelfRef, TargetRef, TargetSpec
from tabletop.engine.definitions.levelers import level_up
from tabletop.engine.model.mana import ManaCost
from tests.cards.compiler.compiling import FLYING, abilities, creatures, one, printed, untexted


def test_keyword_list_with_protection_from_two_qualities() -> None:
    got = abilities("Flying, first strike, lifelink, protection from Demons and from Dragons")
    assert got == (
        FLYING,
        KeywordAbility("First strike", "First strike"),
        KeywordAbility("Lifelink", "Lifelink"),
        KeywordAbility("Protection from Demons", "Protection", parameter="Demons"),
        KeywordAbility("Protection from Dragons", "Protection", parameter="Dragons"),
    )


@pytest.mark.parametrize(
    "word",
    ["Exalted", "Umbra armor", "Split second", "Flash", "Reach", "Menace",
     "Deathtouch", "Infect", "Trample", "Double strike", "Indestructible", "Hexproof",
     "Shroud", "Undying", "Vigilance", "Haste"],
)
def test_simple_keywords_keep_their_engine_names(word: str) -> None:
    assert one(word) == KeywordAbility(word, word)


def test_landwalk_enchant_and_protection_keep_their_parameter() -> None:
    assert one("Islandwalk") == KeywordAbility("Islandwalk", "Islandwalk")
    assert one("Enchant creature") == KeywordAbility("Enchant creature", "Enchant",
                                                      parameter="creature")
    assert one("Protection from white") == KeywordAbility("Protection from white",
                                                           "Protection", parameter="white")


def test_equip_with_mana_and_with_life_is_a_sorcery_speed_attach() -> None:
    equip = one("Equip {2}")
    assert isinstance(equip, ActivatedAbility)
    assert equip.keyword == "Equip" and equip.timing == "sorcery"
    assert equip.cost == Cost(mana=ManaCost.parse("{2}"))
    assert equip.effect == (Attach(SelfRef(), TargetRef(0)),)
    assert untexted(equip.targets) == (TargetSpec(filter=creatures(controller="you")),)
    life = one("Equip—Pay 3 life")
    assert isinstance(life, ActivatedAbility)
    assert life.cost == Cost(pay_life=3) and life.text == "Equip—Pay 3 life"


def test_buyback_cycling_and_level_up_keywords() -> None:
    assert one("Buyback {3}") == KeywordAbility("Buyback {3}", "Buyback", parameter="{3}")
    cycling = one("Cycling {U}")
    assert isinstance(cycling, ActivatedAbility) and cycling.keyword == "Cycling"
    assert cycling.cost == Cost(mana=ManaCost.parse("{U}")) and cycling.effect == (Draw(),)
    assert one("Level up {1}{U}") == level_up(ManaCost.parse("{1}{U}"))


# --- real cards from resources/cards


def test_reminder_text_beside_keywords_is_not_part_of_them() -> None:
    assert printed("Black Knight") == (
        KeywordAbility("First strike", "First strike"),
        KeywordAbility("Protection from white", "Protection", parameter="white"),
    )
    _, equip = printed("Accorder's Shield")
    assert isinstance(equip, ActivatedAbility) and equip.keyword == "Equip"
    assert equip.text == "Equip {3}" and equip.cost == Cost(mana=ManaCost.parse("{3}"))
