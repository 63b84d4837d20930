"""Searches for cards by name (701.23), from Oracle text: Counterbore and Scour (the same
name as the target), Memoricide (a nonland card name chosen as it is cast, 201.3), Vraska's
Scorn (a card named ... from the library or the graveyard)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.action_questions import questions_for
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
COUNTERBORE = card("Counterbore", "Instant",
                   "Counter target spell. Search its controller's graveyard, hand, and library "
                   "for all cards with the same name as that spell and exile them. Then that "
                   "player shuffles their library.", "{3}{U}{U}")
SCOUR = card("Scour", "Instant",
             "Exile target enchantment. Search its controller's graveyard, hand, and library "
             "for all cards with the same name as that enchantment and exile them. Then that "
             "player shuffles their library.", "{2}{W}{W}")
PACIFISM = card("Pacifism", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature can't attack or block.", "{1}{W}")
MEMORICIDE = card("Memoricide", "Sorcery",
                  "Choose a nonland card name. Search target player's graveyard, hand, and "
                  "library for any number of cards with that name and exile them. Then that "
                  "player shuffles their library.", "{3}{B}")
SCORN = card("Vraska's Scorn", "Sorcery",
             "Target opponent loses 4 life. You may search your library and/or graveyard for a "
             "card named Vraska, Scheming Gorgon, reveal it, and put it into your hand. If you "
             "search your library this way, shuffle it.", "{2}{B}{B}")
VRASKA = card("Vraska, Scheming Gorgon", "Legendary Planeswalker — Vraska",
              "+2: Creatures you control get +1/+0 until end of turn.\n−3: Destroy target "
              "creature.\n−10: Until end of turn, creatures you control gain deathtouch and "
              "\"Whenever this creature deals damage to an opponent, that player loses the "
              "game.\"", "{4}{B}{B}")


def _bolts(game: Game, player: str) -> None:
    """A Lightning Bolt in the player's hand and graveyard, two in the library (among
    Islands)."""
    library(game, player, 3, "Island")
    library(game, player, 2, "Lightning Bolt")
    hand(game, "Lightning Bolt", player)
    game.perform(A.MoveObject(hand(game, "Lightning Bolt", player), "graveyard"))


def _names(game: Game, where: Zone, player: str) -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(where, player))


def test_701_23_counterbore_exiles_every_card_of_that_name() -> None:
    game = table(BOLT, COUNTERBORE)
    _bolts(game, "Bob")
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.PassPriority("Alice"))
    game.perform(A.CastSpell("Bob", bolt, ("Alice",), pay="free"))
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Counterbore"), (game.stack()[-1],),
                             pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 20  # countered
    assert _names(game, Zone.EXILE, "Bob") == ["Lightning Bolt"] * 5  # the spell's too
    assert _names(game, Zone.LIBRARY, "Bob") == ["Island"] * 3
    assert _names(game, Zone.HAND, "Bob") == []


def test_701_23_scour_finds_the_exiled_enchantment_by_its_last_name() -> None:
    game = table(SCOUR, PACIFISM)
    bears = enter(game, "Grizzly Bears")
    aura = enter(game, "Pacifism", "Bob", attached_to=bears)
    library(game, "Bob", 2, "Pacifism")
    hand(game, "Pacifism", "Bob")
    hand(game, "Island", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Scour"), (aura,), pay="free"))
    resolve_all(game)
    assert zone(game, aura) == Zone.EXILE
    assert _names(game, Zone.EXILE, "Bob") == ["Pacifism"] * 4
    assert _names(game, Zone.HAND, "Bob") == ["Island"]


def test_201_3_memoricide_asks_a_nonland_name_and_exiles_those_cards() -> None:
    game = table(BOLT, MEMORICIDE)
    _bolts(game, "Bob")
    memoricide = hand(game, "Memoricide")
    action = A.CastSpell("Alice", memoricide, ("Bob",), (("card_name", "Lightning Bolt"),),
                         pay="free")
    question = next(q for q in questions_for(game, action) if q.key == "card_name")
    assert "Lightning Bolt" in question.values and "Island" not in question.values
    game.perform(action)
    resolve_all(game)
    assert _names(game, Zone.EXILE, "Bob") == ["Lightning Bolt"] * 4
    assert _names(game, Zone.LIBRARY, "Bob") == ["Island"] * 3


def test_201_3_a_land_name_finds_nothing() -> None:
    game = table(BOLT, MEMORICIDE)
    _bolts(game, "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Memoricide"), ("Bob",),
                             (("card_name", "Island"),), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.EXILE, "Bob") == []
    assert _names(game, Zone.LIBRARY, "Bob").count("Island") == 3


def test_701_23_the_named_card_comes_from_the_graveyard() -> None:
    game = table(SCORN, VRASKA)
    library(game, "Alice", 3, "Island")
    vraska = hand(game, "Vraska, Scheming Gorgon")
    game.perform(A.MoveObject(vraska, "graveyard"))
    game.perform(A.CastSpell("Alice", hand(game, "Vraska's Scorn"), ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 16
    assert _names(game, Zone.HAND, "Alice") == ["Vraska, Scheming Gorgon"]


def test_701_23_the_named_card_comes_from_the_library() -> None:
    game = table(SCORN, VRASKA)
    library(game, "Alice", 1, "Vraska, Scheming Gorgon")
    library(game, "Alice", 3, "Island")
    game.perform(A.CastSpell("Alice", hand(game, "Vraska's Scorn"), ("Bob",), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND, "Alice") == ["Vraska, Scheming Gorgon"]
    assert _names(game, Zone.LIBRARY, "Alice") == ["Island"] * 3


def test_701_23_declining_the_search_finds_nothing() -> None:
    game = table(SCORN, VRASKA)
    library(game, "Alice", 1, "Vraska, Scheming Gorgon")
    game.perform(A.CastSpell("Alice", hand(game, "Vraska's Scorn"), ("Bob",),
                             (("may", False),), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND, "Alice") == []
    assert game.player("Bob").life == 16
