"""Morph, megamorph and disguise (702.37, 702.168, 708): a card cast face down for {3} is a
2/2 creature with no name, text, subtypes or mana cost; its controller turns it face up
any time they have priority by paying the keyword's cost (a special action, 116.2b), and
"When ~ is turned face up" abilities trigger (708.8)."""

from __future__ import annotations

import pytest

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Step, Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ECHO_TRACER = card("Echo Tracer", "Creature — Human Wizard",
                   "Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}."
                   " Turn it face up any time for its morph cost.)\nWhen Echo Tracer is "
                   "turned face up, return target creature to its owner's hand.",
                   "{2}{U}", "2/2")
AINOK = card("Ainok Survivalist", "Creature — Dog Shaman",
             "Megamorph {1}{G} (You may cast this card face down as a 2/2 creature for {3}. "
             "Turn it face up any time for its megamorph cost and put a +1/+1 counter on "
             "it.)\nWhen Ainok Survivalist is turned face up, destroy target artifact or "
             "enchantment an opponent controls.", "{1}{G}", "2/1")
FARSEER = card("Aven Farseer", "Creature — Bird Soldier",
               "Flying\nWhenever a permanent is turned face up, put a +1/+1 counter on Aven "
               "Farseer.", "{1}{W}", "1/1")


def _face_down(game, name: str, lands: tuple[str, ...] = ("Island",) * 3,
               way: str = "morph") -> int:
    for land in lands:
        enter(game, land)
    spell = game.perform(A.CastSpell("Alice", hand(game, name), choices=(("cost", way),)))
    oid = next(e.objects[0] for e in spell if e.kind == "cast")
    resolve_all(game)
    return game.state.newest(oid)


def test_702_37c_cast_face_down_for_3_as_a_nameless_2_2() -> None:
    game = table(ECHO_TRACER)
    library(game, "Alice")
    morph = _face_down(game, "Echo Tracer", ("Swamp", "Swamp", "Swamp"))  # any {3}
    chars = game.chars(morph)
    assert zone(game, morph) == Zone.BATTLEFIELD
    assert (chars.name, chars.power, chars.toughness) == ("", 2, 2)
    assert chars.types == frozenset({CardType.CREATURE}) and not chars.subtypes
    assert chars.abilities == () and chars.mana_value == 0  # 708.2a


def test_702_37e_turned_face_up_for_its_morph_cost_and_its_trigger() -> None:
    game = table(ECHO_TRACER)
    bear = enter(game, "Grizzly Bears", "Bob")
    morph = _face_down(game, "Echo Tracer")
    enter(game, "Island")
    enter(game, "Island")
    enter(game, "Island")
    [option] = [o for o in options_for_object(game, "Alice", morph)
                if isinstance(o.action, A.TurnFaceUp)]
    assert option.legal
    game.perform(A.TurnFaceUp("Alice", morph))
    assert game.chars(morph).name == "Echo Tracer"  # the same permanent (708.8)
    assert game.stack()  # the turned-face-up trigger, targeting the bear
    resolve_all(game)
    assert zone(game, bear) == Zone.HAND


def test_116_2b_turning_face_up_needs_the_morph_cost() -> None:
    game = table(ECHO_TRACER)
    morph = _face_down(game, "Echo Tracer", ("Swamp", "Swamp", "Swamp"))
    enter(game, "Swamp")
    with pytest.raises(A.IllegalAction):
        game.perform(A.TurnFaceUp("Alice", morph))
    assert game.chars(morph).name == ""


def test_702_37b_megamorph_adds_a_counter_and_others_see_the_turn() -> None:
    game = table(AINOK, FARSEER)
    farseer = enter(game, "Aven Farseer")
    morph = _face_down(game, "Ainok Survivalist", ("Forest",) * 3, "megamorph")
    enter(game, "Forest")
    enter(game, "Forest")
    game.perform(A.TurnFaceUp("Alice", morph))
    resolve_all(game)
    assert game.obj(morph).counters.get("+1/+1") == 1
    assert (game.chars(morph).power, game.chars(morph).toughness) == (3, 2)
    assert game.obj(farseer).counters.get("+1/+1") == 1


def test_708_a_face_down_spell_is_cast_as_a_creature_at_sorcery_speed() -> None:
    game = table(ECHO_TRACER, step=Step.UPKEEP)
    for _ in range(3):
        enter(game, "Island")
    with pytest.raises(A.IllegalAction):
        game.perform(A.CastSpell("Alice", hand(game, "Echo Tracer"),
                                 choices=(("cost", "morph"),)))


def test_702_37c_only_a_card_with_morph_is_cast_face_down() -> None:
    game = table()
    for _ in range(3):
        enter(game, "Forest")
    with pytest.raises(A.IllegalAction, match="morph"):
        game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears"),
                                 choices=(("cost", "morph"),)))


FORMLESS_NURTURING = card("Formless Nurturing", "Sorcery",
                          "Manifest the top card of your library, then put a +1/+1 counter "
                          "on it.", "{3}{G}")
GREENBELT_RADICAL = card("Greenbelt Radical", "Creature — Centaur Citizen",
                         "Disguise {5}{G}{G} (You may cast this card face down for {3} as a "
                         "2/2 creature with ward {2}. Turn it face up any time for its "
                         "disguise cost.)\nWhen this creature is turned face up, put a +1/+1 "
                         "counter on each creature you control. Creatures you control gain "
                         "trample until end of turn.", "{3}{G}", "4/4")


def test_701_40a_manifest_then_turn_a_creature_card_up_for_its_mana_cost() -> None:
    game = table(FORMLESS_NURTURING)
    library(game, "Alice", 3, "Grizzly Bears")
    for _ in range(4):
        enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Formless Nurturing")))
    resolve_all(game)
    [manifested] = [o for o in game.permanents("Alice") if game.chars(o).name == ""]
    assert (game.chars(manifested).power, game.obj(manifested).counters) == (3, {"+1/+1": 1})
    enter(game, "Forest")
    enter(game, "Forest")
    game.perform(A.TurnFaceUp("Alice", manifested))  # 701.40b: {1}{G}, its mana cost
    assert game.chars(manifested).name == "Grizzly Bears"
    assert game.chars(manifested).power == 3  # 2/2 and the counter


def test_701_40b_a_manifested_noncreature_card_stays_face_down() -> None:
    game = table(FORMLESS_NURTURING)
    library(game, "Alice", 3, "Forest")
    for _ in range(4):
        enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Formless Nurturing")))
    resolve_all(game)
    [manifested] = [o for o in game.permanents("Alice") if game.chars(o).name == ""]
    with pytest.raises(A.IllegalAction, match="stays face down"):
        game.perform(A.TurnFaceUp("Alice", manifested))


def test_702_168a_a_disguised_permanent_has_ward_2() -> None:
    game = table(GREENBELT_RADICAL)
    radical = _face_down(game, "Greenbelt Radical", ("Forest",) * 3, "disguise")
    assert [a.keyword for a in game.chars(radical).abilities] == ["Ward"]
    for _ in range(7):
        enter(game, "Forest")
    bear = enter(game, "Grizzly Bears")
    game.perform(A.TurnFaceUp("Alice", radical))
    resolve_all(game)
    assert game.chars(radical).name == "Greenbelt Radical"
    assert not game.chars(radical).has_keyword("Ward")
    assert game.obj(bear).counters.get("+1/+1") == 1 and game.chars(bear).has_keyword("Trample")


def test_702_37c_the_answer_names_the_cards_own_keyword() -> None:
    game = table(ECHO_TRACER)
    for _ in range(3):
        enter(game, "Island")
    with pytest.raises(A.IllegalAction, match="has morph, not disguise"):
        game.perform(A.CastSpell("Alice", hand(game, "Echo Tracer"),
                                 choices=(("cost", "disguise"),)))
