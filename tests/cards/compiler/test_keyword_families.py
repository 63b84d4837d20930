"""Keyword lines of rule 702 with a procedure of their own compile to the abilities the
engine carries out (keyword_families.py)."""

from __future__ import annotations

from tabletop.engine.definitions.abilities import KeywordAbility, StaticAbility, TriggeredAbility
from tabletop.engine.definitions.bestow import BestowAbility
from tabletop.engine.definitions.face_down import FaceDownAbility
from tabletop.engine.definitions.suspend import SuspendAbility
from tabletop.engine.definitions.trigger_conditions import TriggerEvent
from tests.cards.compiler.compiling import abilities, one


def test_702_37_morph_megamorph_and_disguise_keep_their_cost() -> None:
    morph = one("Morph {2}{U}")
    assert isinstance(morph, FaceDownAbility) and morph.cost.mana.text == "{2}{U}"
    mega = one("Megamorph {1}{G}")
    assert isinstance(mega, FaceDownAbility) and mega.counters == 1
    disguise = one("Disguise {1}{W}")
    assert isinstance(disguise, FaceDownAbility)
    assert [a.keyword for a in disguise.face_down_abilities] == ["Ward"]


def test_708_8_turned_face_up_triggers() -> None:
    trigger = one("When Test Card is turned face up, you gain 2 life.")
    assert isinstance(trigger, TriggeredAbility) and trigger.trigger is not None
    assert trigger.trigger.event == TriggerEvent.TURNED_FACE_UP
    both = abilities("When Test Card enters or is turned face up, you gain 2 life.")
    assert [a.trigger.event for a in both if isinstance(a, TriggeredAbility)
            and a.trigger is not None] == [TriggerEvent.ENTERS, TriggerEvent.TURNED_FACE_UP]


def test_702_103_bestow_names_its_enchant_ability() -> None:
    bestow = one("Bestow {4}{G}")
    assert isinstance(bestow, BestowAbility) and bestow.parameter == "{4}{G}"
    assert bestow.aura_abilities == (KeywordAbility("Enchant creature", "Enchant",
                                                    parameter="creature"),)


def test_702_35_madness_and_702_62_suspend_work_from_exile() -> None:
    keyword, trigger = abilities("Madness {1}{R}")
    assert keyword.keyword == "Madness" and isinstance(trigger, TriggeredAbility)
    assert trigger.zone == "exile"
    suspend, *rest = abilities("Suspend 4—{R}")
    assert isinstance(suspend, SuspendAbility) and suspend.time == 4
    assert [getattr(a, "zone", "") for a in rest] == ["exile", "exile", ""]


def test_devoid_changeling_and_storm_stand_for_their_rules() -> None:
    devoid = abilities("Devoid")
    assert isinstance(devoid[1], StaticAbility) and devoid[1].cda
    changeling = abilities("Changeling")
    assert isinstance(changeling[1], StaticAbility) and changeling[1].cda
    storm = one("Storm")
    assert isinstance(storm, TriggeredAbility) and storm.zone == "stack"


def test_more_keyword_lines_compile_to_their_abilities() -> None:
    from tabletop.engine.definitions.abilities import ActivatedAbility
    from tabletop.engine.definitions.awaken import AwakenAbility
    from tabletop.engine.definitions.keyword_parts import OptionalCostAbility

    assert [a.keyword for a in abilities("Sunburst")] == ["Sunburst", "Sunburst"]
    assert one("Entwine {2}").keyword == "Entwine"
    assert [a.keyword for a in abilities("Graft 2")] == ["Graft", "Graft"]
    assert abilities("Replicate {1}{R}")[1].zone == "stack"  # type: ignore[attr-defined]
    awaken = one("Awaken 3—{4}{U}")
    assert isinstance(awaken, AwakenAbility) and awaken.parameter == "{4}{U}"
    assert one("Splice onto Arcane {1}{U}").keyword == "Splice onto Arcane"
    assert one("Retrace").keyword == "Retrace" and one("Improvise").keyword == "Improvise"
    assert one("Surge {1}{R}").keyword == "Surge"
    transmute = one("Transmute {1}{U}{U}")
    assert isinstance(transmute, ActivatedAbility) and transmute.zone == "hand"
    assert [a.keyword for a in abilities("Champion a Goblin or Shaman")] == ["Champion"] * 2
    assert one("Devour 2").keyword == "Devour"
    kicker = one("Kicker—Sacrifice a land.")
    assert isinstance(kicker, OptionalCostAbility) and kicker.extra.sacrifice is not None
    assert isinstance(one("Buyback—Sacrifice a land."), OptionalCostAbility)
    assert one("Cascade").keyword == "Cascade" and one("Rebound").keyword == "Rebound"
