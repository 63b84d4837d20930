"""Cards chosen by one of two descriptions ("a Mount creature card or a Plains card",
"basic land cards and/or Gate cards") and a card chosen from a graveyard without
targeting (115.10): "then you may return a creature card from your graveyard to your
hand"."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table

CHURN = card("Corpse Churn", "Instant", "Put the top three cards of your library into your "
             "graveyard, then you may return a creature card from your graveyard to your "
             "hand.", "{1}{B}")
ROUTE = card("Circuitous Route", "Sorcery", "Search your library for up to two basic land "
             "cards and/or Gate cards, put them onto the battlefield tapped, Then shuffle.",
             "{3}{G}")
SEEKER = card("Frontier Seeker", "Creature — Human Scout",
              "When Frontier Seeker enters, look at the top five cards of your library. You "
              "may reveal a Mount creature card or a Plains card from among them and put it "
              "into your hand. Put the rest on the bottom of your library in a random order.",
              "{1}{W}", "2/1")
GATE = card("Azorius Guildgate", "Land — Gate",
            "Azorius Guildgate enters tapped.\n{T}: Add {W} or {U}.")


def _names(game: Game, zone: Zone) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, "Alice"))


def test_a_creature_card_milled_this_way_is_returned() -> None:
    game = table(CHURN)
    library(game, "Alice", 2, "Island")
    library(game, "Alice", 1, "Grizzly Bears")
    library(game, "Alice", 2, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Corpse Churn"), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Grizzly Bears"]
    assert _names(game, Zone.GRAVEYARD) == ["Corpse Churn", "Island", "Island"]


def test_declining_leaves_the_creature_in_the_graveyard() -> None:
    game = table(CHURN)
    library(game, "Alice", 3, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Corpse Churn"), pay="free",
                             choices=(("may", False),)))
    resolve_all(game)
    assert _names(game, Zone.HAND) == []


def test_701_23_basic_lands_and_or_gates() -> None:
    game = table(ROUTE, GATE)
    library(game, "Alice", 1, "Azorius Guildgate")
    library(game, "Alice", 3, "Grizzly Bears")
    library(game, "Alice", 1, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Circuitous Route"), pay="free"))
    resolve_all(game)
    found = [o for o in game.battlefield() if game.controller_of(o) == "Alice"]
    assert sorted(game.name_of(o) for o in found) == ["Azorius Guildgate", "Forest"]
    assert all(game.obj(o).tapped for o in found)


def test_a_plains_is_revealed_from_among_them() -> None:
    game = table(SEEKER)
    library(game, "Alice", 3, "Island")
    library(game, "Alice", 1, "Plains")
    library(game, "Alice", 4, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Frontier Seeker"), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Plains"]
