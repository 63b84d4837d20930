"""Bestow (702.103): cast for its bestow cost, the card is an Aura spell with enchant
creature (702.103b) and enters attached to its target; when it becomes unattached it is an
enchantment creature again (702.103f); with an illegal target it resolves as a creature
(702.103e)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.legal_actions import options_for_object
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

NYXBORN_WOLF = card("Nyxborn Wolf", "Enchantment Creature — Wolf",
                    "Bestow {4}{G}\nEnchanted creature gets +3/+1.", "{2}{G}", "3/1")


def _bestow_on(game, target: int) -> int:
    for _ in range(5):
        enter(game, "Forest")
    events = game.perform(A.CastSpell("Alice", hand(game, "Nyxborn Wolf"), (target,),
                                      choices=(("cost", "bestow"),)))
    spell = next(e.objects[0] for e in events if e.kind == "cast")
    assert CardType.CREATURE not in game.chars(spell).types  # 702.103b: an Aura spell
    assert "Aura" in game.chars(spell).subtypes
    resolve_all(game)
    return game.state.newest(spell)


def test_702_103b_cast_bestowed_it_enchants_the_target() -> None:
    game = table(NYXBORN_WOLF)
    bear = enter(game, "Grizzly Bears")
    wolf = _bestow_on(game, bear)
    assert game.obj(wolf).attached_to == bear
    assert not game.is_creature(wolf)
    assert (game.chars(bear).power, game.chars(bear).toughness) == (5, 3)


def test_702_103f_unattached_it_is_an_enchantment_creature() -> None:
    game = table(NYXBORN_WOLF)
    bear = enter(game, "Grizzly Bears")
    wolf = _bestow_on(game, bear)
    game.perform(A.DestroyObject(bear))
    assert zone(game, wolf) == Zone.BATTLEFIELD  # not put into a graveyard (704.5m)
    assert game.is_creature(wolf)
    assert (game.chars(wolf).power, game.chars(wolf).toughness) == (3, 1)


def test_702_103e_an_illegal_target_and_it_resolves_as_a_creature() -> None:
    game = table(NYXBORN_WOLF)
    bear = enter(game, "Grizzly Bears")
    for _ in range(5):
        enter(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Nyxborn Wolf"), (bear,),
                             choices=(("cost", "bestow"),)))
    game.perform(A.DestroyObject(bear))
    resolve_all(game)
    wolf = next(o for o in game.permanents("Alice") if game.chars(o).name == "Nyxborn Wolf")
    assert game.is_creature(wolf) and game.obj(wolf).attached_to is None


def test_702_103a_the_window_offers_bestow_for_its_cost() -> None:
    game = table(NYXBORN_WOLF)
    enter(game, "Grizzly Bears")
    for _ in range(4):
        enter(game, "Forest")
    options = options_for_object(game, "Alice", hand(game, "Nyxborn Wolf"))
    bestowed = [o for o in options if ("cost", "bestow") in o.action.choices]
    assert len(bestowed) == 1 and not bestowed[0].legal  # {4}{G}: five lands needed
    assert bestowed[0].targets  # it asks for the creature to enchant
