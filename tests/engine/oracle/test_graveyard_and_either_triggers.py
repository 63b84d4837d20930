"""One ability with two trigger events ("At the beginning of your upkeep or whenever you
cast a green spell", 603.2), an Aura's host put into a graveyard (603.10a: the Aura looks
back at what it was attached to), and a card milled from the library (603.6)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

SHRINE = card("Shrine of Boundless Growth", "Artifact",
              "At the beginning of your upkeep or whenever you cast a green spell, put a "
              "charge counter on Shrine of Boundless Growth.\n{T}, Sacrifice Shrine of "
              "Boundless Growth: Add {C} for each charge counter on Shrine of Boundless "
              "Growth.", "{3}")
GENJU = card("Genju of the Cedars", "Enchantment — Aura",
             "Enchant Forest\n{2}: Enchanted Forest becomes a 4/4 green Spirit creature until "
             "end of turn. It's still a land.\nWhen enchanted Forest is put into a graveyard, "
             "you may return Genju of the Cedars from your graveyard to your hand.", "{G}")
NARCOMOEBA = card("Narcomoeba", "Creature — Illusion",
                  "Flying\nWhen Narcomoeba is put into your graveyard from your library, you "
                  "may put it onto the battlefield.", "{1}{U}", "1/1")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def test_either_event_adds_a_charge_counter() -> None:
    game = _game(SHRINE)
    shrine = enter(game, "Shrine of Boundless Growth")
    game.perform(A.CastSpell("Alice", hand(game, "Grizzly Bears"), (), (), "free"))
    resolve_all(game)
    assert game.obj(shrine).counters.get("charge") == 1
    game.perform(A.CastSpell("Alice", hand(game, "Lightning Bolt"), ("Bob",), (), "free"))
    resolve_all(game)  # a red spell: no counter
    assert game.obj(shrine).counters.get("charge") == 1
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert game.obj(shrine).counters.get("charge") == 2


def test_the_genju_returns_to_hand_when_its_forest_goes() -> None:
    game = _game(GENJU)
    forest = enter(game, "Forest")
    genju = enter(game, "Genju of the Cedars", attached_to=forest)
    game.perform(A.DestroyObject(forest))
    resolve_all(game)
    assert zone(game, genju) == Zone.HAND


def test_a_milled_narcomoeba_enters_the_battlefield() -> None:
    game = _game(NARCOMOEBA)
    game.perform(A.PutInLibrary("Narcomoeba", "Alice"))
    (moeba,) = [o for o in game.state.zone_ids(Zone.LIBRARY, "Alice")
                if game.obj(o).card.name == "Narcomoeba"]
    game.perform(A.MoveObject(moeba, "graveyard"))
    resolve_all(game)
    assert zone(game, moeba) == Zone.BATTLEFIELD


def test_a_narcomoeba_that_dies_stays_in_the_graveyard() -> None:
    game = _game(NARCOMOEBA)
    moeba = enter(game, "Narcomoeba")
    game.perform(A.DestroyObject(moeba))
    resolve_all(game)
    assert zone(game, moeba) == Zone.GRAVEYARD
