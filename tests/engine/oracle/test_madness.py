"""Madness (702.35): a discarded card with madness is exiled instead of put into the
graveyard; its madness ability then triggers, and its owner may cast it for its madness
cost as the trigger resolves (608.2g), else it goes to the graveyard."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

JUST_THE_WIND = card("Just the Wind", "Instant",
                     "Return target creature to its owner's hand.\nMadness {U}", "{1}{U}")
AQUAMOEBA = card("Aquamoeba", "Creature — Elemental Beast",
                 "Discard a card: Switch Aquamoeba's power and toughness until end of turn.",
                 "{1}{U}", "1/3")


def _discard_wind(game, islands: int) -> tuple[int, int]:
    for _ in range(islands):
        enter(game, "Island")
    outlet = enter(game, "Aquamoeba")
    wind = hand(game, "Just the Wind")
    game.perform(A.ActivateAbility("Alice", outlet, 1, choices=(("discard", [wind]),)))
    return outlet, wind


def test_702_35a_discarded_into_exile_and_cast_for_its_madness_cost() -> None:
    game = table(JUST_THE_WIND, AQUAMOEBA)
    bear = enter(game, "Grizzly Bears", "Bob")
    _, wind = _discard_wind(game, 1)
    assert zone(game, wind) == Zone.EXILE  # discarded, but exiled instead (702.35a)
    resolve_all(game)
    assert zone(game, bear) == Zone.HAND  # cast for {U} as the trigger resolved
    assert zone(game, wind) == Zone.GRAVEYARD  # the instant resolved
    assert not game.state.zone_ids(Zone.EXILE)


def test_702_35a_a_madness_card_not_cast_goes_to_the_graveyard() -> None:
    game = table(JUST_THE_WIND, AQUAMOEBA)
    bear = enter(game, "Grizzly Bears", "Bob")
    _, wind = _discard_wind(game, 0)  # no mana for the madness cost
    resolve_all(game)
    assert zone(game, bear) == Zone.BATTLEFIELD
    assert zone(game, wind) == Zone.GRAVEYARD


def test_702_35_a_card_without_madness_is_discarded_into_the_graveyard() -> None:
    game = table(AQUAMOEBA)
    outlet = enter(game, "Aquamoeba")
    bears = hand(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", outlet, 1, choices=(("discard", [bears]),)))
    assert zone(game, bears) == Zone.GRAVEYARD
