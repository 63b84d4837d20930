"""Instructions a player carries out on their own cards: "Target player exiles a card from
their graveyard" (their choice), "Target opponent exiles the top card of their library.
Until end of turn, you may play that card.", "Target opponent reveals a card at random
from their hand. You gain life equal to that card's mana value." (701.16)."""

from __future__ import annotations

from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

BONEGNAWER = card("Merrow Bonegnawer", "Creature — Merfolk Rogue",
                  "{T}: Target player exiles a card from their graveyard.\nWhenever you cast a "
                  "black spell, you may untap Merrow Bonegnawer.", "{B}", "1/1")
CLIQUE = card("Knacksaw Clique", "Creature — Faerie Rogue",
              "Flying\n{1}{U}, {Q}: Target opponent exiles the top card of their library. "
              "Until end of turn, you may play that card.", "{3}{U}", "1/4")
MIRTH = card("Planeswalker's Mirth", "Enchantment",
             "{3}{W}: Target opponent reveals a card at random from their hand. You gain life "
             "equal to that card's mana value.", "{2}{W}")


def test_the_target_player_exiles_one_card_of_their_graveyard() -> None:
    game = table(BONEGNAWER)
    library(game, "Bob", 2, "Grizzly Bears")
    for oid in list(game.state.zone_ids(Zone.LIBRARY, "Bob")):
        game.perform(A.MoveObject(oid, "graveyard"))
    gnawer = enter(game, "Merrow Bonegnawer")
    game.perform(A.ActivateAbility("Alice", gnawer, 1, ("Bob",), pay="free"))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 1
    assert len(game.state.zone_ids(Zone.EXILE)) == 1


def test_you_may_play_the_card_the_opponent_exiled() -> None:
    game = table(CLIQUE)
    library(game, "Bob", 3, "Island")
    library(game, "Bob", 1, "Lightning Bolt")
    clique = enter(game, "Knacksaw Clique", tapped=True)  # {Q}: untap it as a cost
    game.perform(A.ActivateAbility("Alice", clique, 1, ("Bob",), pay="free"))
    resolve_all(game)
    (bolt,) = game.state.zone_ids(Zone.EXILE)
    game.perform(A.CastSpell("Alice", bolt, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Bob").life == 17
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")] == \
        ["Lightning Bolt"]  # its owner's graveyard


def test_life_equal_to_the_mana_value_of_the_card_revealed_at_random() -> None:
    game = table(MIRTH)
    for _ in range(2):
        hand(game, "Colossal Dreadmaw", "Bob")
    mirth = enter(game, "Planeswalker's Mirth")
    game.perform(A.ActivateAbility("Alice", mirth, 1, ("Bob",), pay="free"))
    resolve_all(game)
    assert game.player("Alice").life == 26
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 2  # revealed, not moved


def test_305_1_a_land_of_the_opponent_played_from_exile_stays_theirs() -> None:
    game = table(CLIQUE)
    library(game, "Bob", 2, "Island")
    library(game, "Bob", 1, "Forest")
    clique = enter(game, "Knacksaw Clique", tapped=True)
    game.perform(A.ActivateAbility("Alice", clique, 1, ("Bob",), pay="free"))
    resolve_all(game)
    (forest,) = game.state.zone_ids(Zone.EXILE)
    game.perform(A.PlayLand("Alice", forest))
    (played,) = [o for o in game.battlefield() if game.name_of(o) == "Forest"]
    assert game.controller_of(played) == "Alice" and game.obj(played).owner == "Bob"
