"""Where a card goes instead of a graveyard (614.1a; 400.6: from any zone when it says
"from anywhere"), from Oracle text."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

COLOSSUS = card("Darksteel Colossus", "Artifact Creature — Golem",
                "Trample, indestructible\nIf Darksteel Colossus would be put into a graveyard "
                "from anywhere, reveal Darksteel Colossus and shuffle it into its owner's "
                "library instead.", "{11}", "11/11")
GRAVEBANE = card("Gravebane Zombie", "Creature — Zombie",
                 "If Gravebane Zombie would die, put Gravebane Zombie on top of its owner's "
                 "library instead.", "{3}{B}", "3/2")
MILLIKIN = card("Millikin", "Artifact Creature — Construct",
                "{T}, Put the top card of your library into your graveyard: Add {C}.", "{2}",
                "0/1")


def _names(game: Game, zone: Zone, player: str = "Alice") -> list[str]:
    return [game.name_of(o) for o in game.state.zone_ids(zone, player)]


def test_400_6_milled_from_the_library_it_is_shuffled_back() -> None:
    game = table(COLOSSUS, MILLIKIN)
    library(game, "Alice", 3)
    library(game, "Alice", 1, "Darksteel Colossus")  # on top
    millikin = enter(game, "Millikin", sick=False)
    game.perform(A.ActivateAbility("Alice", millikin, 1))
    assert _names(game, Zone.GRAVEYARD) == []  # the Colossus was the card milled
    assert "Darksteel Colossus" in _names(game, Zone.LIBRARY)
    assert len(_names(game, Zone.LIBRARY)) == 4


def test_614_1a_dies_and_goes_on_top_of_the_library() -> None:
    game = table(GRAVEBANE)
    library(game, "Alice", 3)
    zombie = enter(game, "Gravebane Zombie")
    game.state.priority = "Bob"
    game.perform(A.CastSpell("Bob", hand(game, "Lightning Bolt", "Bob"), (zombie,),
                             pay="free"))
    resolve_all(game)
    assert _names(game, Zone.GRAVEYARD) == []
    assert _names(game, Zone.LIBRARY)[-1] == "Gravebane Zombie"


LOTUS_VALE = card("Lotus Vale", "Land",
                  "If Lotus Vale would enter, sacrifice two untapped lands instead. If you do, "
                  "put Lotus Vale onto the battlefield. If you don't, put it into its owner's "
                  "graveyard.\n{T}: Add three mana of any one color.")
HEART = card("Heart of Yavimaya", "Land",
             "If Heart of Yavimaya would enter, sacrifice a Forest instead. If you do, put "
             "Heart of Yavimaya onto the battlefield. If you don't, put it into its owner's "
             "graveyard.\n{T}: Add {G}.\n{T}: Target creature gets +1/+1 until end of turn.")


def test_614_1c_two_untapped_lands_are_sacrificed_for_it_to_enter() -> None:
    game = table(LOTUS_VALE)
    tapped = enter(game, "Island", tapped=True)
    untapped = [enter(game, "Island") for _ in range(2)]
    game.perform(A.PlayLand("Alice", hand(game, "Lotus Vale")))
    assert _names(game, Zone.BATTLEFIELD) == ["Island", "Lotus Vale"]
    assert game.obj(tapped).zone == Zone.BATTLEFIELD
    assert all(zone(game, oid) == Zone.GRAVEYARD for oid in untapped)


def test_614_1c_without_a_forest_to_sacrifice_it_goes_to_the_graveyard() -> None:
    game = table(HEART)
    enter(game, "Island")
    game.perform(A.PlayLand("Alice", hand(game, "Heart of Yavimaya")))
    assert _names(game, Zone.GRAVEYARD) == ["Heart of Yavimaya"]
    assert _names(game, Zone.BATTLEFIELD) == ["Island"]


CORPSEJACK = card("Corpsejack Menace", "Creature — Fungus",
                  "If one or more +1/+1 counters would be put on a creature you control, twice "
                  "that many +1/+1 counters are put on it instead.", "{2}{B}{G}", "4/4")
SHAPERS = card("Shapers of Nature", "Creature — Merfolk Shaman",
               "{3}{G}: Put a +1/+1 counter on target creature.\n{2}{U}, Remove a +1/+1 "
               "counter from a creature you control: Draw a card.", "{1}{G}{U}", "3/3")
VIZIER = card("Vizier of Remedies", "Creature — Human Cleric",
              "If one or more -1/-1 counters would be put on a creature you control, that "
              "many -1/-1 counters minus one are put on it instead.", "{1}{W}", "2/1")
WRETCH = card("Cinderhaze Wretch", "Creature — Elemental Shaman",
              "{T}: Target player discards a card. Activate this ability only during your "
              "turn.\nPut a -1/-1 counter on Cinderhaze Wretch: Untap Cinderhaze Wretch.",
              "{4}{B}", "3/2")


def test_614_1a_twice_that_many_counters_on_your_creatures() -> None:
    game = table(CORPSEJACK, SHAPERS)
    enter(game, "Corpsejack Menace")
    shapers = enter(game, "Shapers of Nature")
    theirs = enter(game, "Grizzly Bears", "Bob")
    for _ in range(8):
        enter(game, "Forest")
    for target in (shapers, theirs):
        game.perform(A.ActivateAbility("Alice", shapers, 1, (target,)))
        resolve_all(game)
    assert game.obj(shapers).counters["+1/+1"] == 2
    assert game.obj(theirs).counters["+1/+1"] == 1


def test_614_1a_that_many_minus_one_counters() -> None:
    game = table(VIZIER, WRETCH)
    enter(game, "Vizier of Remedies")
    wretch = enter(game, "Cinderhaze Wretch", tapped=True)
    game.perform(A.ActivateAbility("Alice", wretch, 2))  # the cost: one -1/-1 counter
    resolve_all(game)
    assert not game.obj(wretch).tapped
    assert game.obj(wretch).counters.get("-1/-1", 0) == 0


BOON = card("Boon Reflection", "Enchantment",
            "If you would gain life, you gain twice that much life instead.", "{4}{W}")
TAINTED = card("Tainted Remedy", "Enchantment",
               "If an opponent would gain life, that player loses that much life instead.",
               "{2}{B}")
NECTAR = card("Sacred Nectar", "Sorcery", "You gain 4 life.", "{1}{W}")


def _nectar(game: Game, player: str) -> None:
    """`player` casts Sacred Nectar in their own main phase."""
    if game.state.active != player:
        library(game, "Alice")
        library(game, "Bob")
        game.perform(A.AdvanceTo("next_turn"))
        game.perform(A.AdvanceTo("precombat_main"))
    game.perform(A.CastSpell(player, hand(game, "Sacred Nectar", player), pay="free"))
    resolve_all(game)


def test_614_1a_twice_that_much_life() -> None:
    game = table(BOON, NECTAR)
    enter(game, "Boon Reflection")
    _nectar(game, "Alice")
    assert game.player("Alice").life == 28
    _nectar(game, "Bob")
    assert game.player("Bob").life == 24


def test_614_1a_an_opponent_loses_that_much_life_instead() -> None:
    game = table(TAINTED, NECTAR)
    enter(game, "Tainted Remedy")
    _nectar(game, "Alice")
    assert game.player("Alice").life == 24
    _nectar(game, "Bob")
    assert game.player("Bob").life == 16
