"""502.3 "You may choose not to untap ~ during your untap step" and its partner duration
"for as long as ~ remains tapped" (611.2b), from Oracle text."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, library, resolve_all, table

LEECH = card("Mana Leech", "Creature — Leech",
             "You may choose not to untap Mana Leech during your untap step.\n{T}: Tap target "
             "land. It doesn't untap during its controller's untap step for as long as Mana "
             "Leech remains tapped.", "{2}{B}", "1/1")
SWORD = card("Zelyon Sword", "Artifact",
             "You may choose not to untap Zelyon Sword during your untap step.\n{3}, {T}: "
             "Target creature gets +2/+0 for as long as Zelyon Sword remains tapped.", "{3}")


def _to_turn_of(game: Game, player: str) -> None:
    game.perform(A.AdvanceTo("next_turn"))
    while game.state.active != player:
        game.perform(A.AdvanceTo("next_turn"))


def _leech_game() -> tuple[Game, int, int]:
    game = table(LEECH)
    library(game, "Alice")
    library(game, "Bob")
    leech = enter(game, "Mana Leech")
    game.obj(leech).controlled_since_turn_start = True
    swamp = enter(game, "Swamp", "Bob")
    game.perform(A.ActivateAbility("Alice", leech, 1, targets=(swamp,)))
    resolve_all(game)
    assert game.obj(swamp).tapped
    return game, leech, swamp


def test_502_3_the_leech_stays_tapped_and_so_does_the_land() -> None:
    game, leech, swamp = _leech_game()
    _to_turn_of(game, "Bob")
    assert game.obj(swamp).tapped  # it doesn't untap while the Leech stays tapped
    _to_turn_of(game, "Alice")  # the preselected answer: keep the Leech tapped
    assert game.obj(leech).tapped
    _to_turn_of(game, "Bob")
    assert game.obj(swamp).tapped


def test_502_3_choosing_to_untap_it_ends_the_effect() -> None:
    game, leech, swamp = _leech_game()
    _to_turn_of(game, "Bob")
    game.perform(A.AdvanceTo("end"))
    game.perform(A.Choose("Alice", (("keep_tapped", ()),)))  # untap everything
    _to_turn_of(game, "Alice")
    assert not game.obj(leech).tapped
    _to_turn_of(game, "Bob")
    assert not game.obj(swamp).tapped


def test_611_2b_the_bonus_ends_as_the_sword_untaps_or_leaves() -> None:
    game = table(SWORD)
    library(game, "Alice")
    library(game, "Bob")
    sword = enter(game, "Zelyon Sword")
    bears = enter(game, "Grizzly Bears")
    for _ in range(3):
        enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", sword, 1, targets=(bears,)))
    resolve_all(game)
    assert game.chars(bears).power == 4
    _to_turn_of(game, "Bob")
    _to_turn_of(game, "Alice")
    assert game.chars(bears).power == 4  # still tapped: the bonus lasts
    game.perform(A.SetTapped(sword, False))
    assert game.chars(bears).power == 2


def test_611_2b_no_bonus_when_the_sword_untapped_before_it_resolved() -> None:
    game = table(SWORD)
    sword = enter(game, "Zelyon Sword")
    bears = enter(game, "Grizzly Bears")
    for _ in range(3):
        enter(game, "Plains")
    game.perform(A.ActivateAbility("Alice", sword, 1, targets=(bears,)))
    game.perform(A.SetTapped(sword, False))
    resolve_all(game)
    assert game.chars(bears).power == 2


STORE = card("Icatian Store", "Land",
             "Icatian Store enters tapped.\nYou may choose not to untap Icatian Store during "
             "your untap step.\nAt the beginning of your upkeep, if Icatian Store is tapped, "
             "put a storage counter on it.\n{T}, Remove any number of storage counters from "
             "Icatian Store: Add {W} for each storage counter removed this way.")


def test_107_3_a_storage_land_kept_tapped_stores_mana_and_spends_any_number() -> None:
    game = table(STORE)
    library(game, "Alice")
    library(game, "Bob")
    store = enter(game, "Icatian Store", tapped=True)
    for _ in range(2):  # two of Alice's untap steps: she keeps it tapped both times
        _to_turn_of(game, "Bob")
        game.perform(A.AdvanceTo("end"))
        game.perform(A.Choose("Alice", (("keep_tapped", (store,)),)))
        _to_turn_of(game, "Alice")
        game.perform(A.AdvanceTo("precombat_main"))
    assert game.obj(store).counters.get("storage") == 2
    _to_turn_of(game, "Bob")
    _to_turn_of(game, "Alice")  # no answer: nothing lasts while it is tapped, so it untaps
    assert not game.obj(store).tapped
    game.perform(A.AdvanceTo("precombat_main"))
    assert game.obj(store).counters.get("storage") == 2  # untapped: no counter
    with pytest.raises(A.IllegalAction, match="storage"):
        game.perform(A.ActivateAbility("Alice", store, 1, choices=(("x", 3),)))
    game.perform(A.ActivateAbility("Alice", store, 1, choices=(("x", 2),)))
    assert game.player("Alice").mana_pool == {"W": 2}
    assert not game.obj(store).counters.get("storage")
