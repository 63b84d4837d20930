"""More activation cost parts (602.2b): "Exile ~ from your graveyard" (113.6k: the ability
works only there), processing a card an opponent owns from exile (Oracle of Dust), "Pay half
your life, rounded up" (119.4, Murderous Betrayal)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

ACCOMPLICE = card("Ghoulcaller's Accomplice", "Creature — Human Rogue",
                  "{3}{B}, Exile Ghoulcaller's Accomplice from your graveyard: Create a 2/2 "
                  "black Zombie creature token. Activate this ability only any time you could "
                  "cast a sorcery.", "{1}{B}", "2/2")
ORACLE = card("Oracle of Dust", "Creature — Eldrazi Processor",
              "Devoid\n{2}, Put a card an opponent owns from exile into that player's "
              "graveyard: Draw a card, then discard a card.", "{4}{U}", "3/5")
BETRAYAL = card("Murderous Betrayal", "Enchantment",
                "{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature. It "
                "can't be regenerated.", "{B}{B}{B}")


def _lands(game: Game, name: str, n: int) -> None:
    for _ in range(n):
        enter(game, name)


def _in(game: Game, name: str, where: str, owner: str = "Alice") -> int:
    oid = hand(game, name, owner)
    game.perform(A.MoveObject(oid, where))
    return game.state.newest(oid)


def test_113_6k_exile_it_from_your_graveyard_works_only_there() -> None:
    game = table(ACCOMPLICE)
    _lands(game, "Swamp", 4)
    on_battlefield = enter(game, "Ghoulcaller's Accomplice")
    with pytest.raises(A.IllegalAction):
        game.perform(A.ActivateAbility("Alice", on_battlefield, 1))
    dead = _in(game, "Ghoulcaller's Accomplice", "graveyard")
    game.perform(A.ActivateAbility("Alice", dead, 1))
    resolve_all(game)
    assert zone(game, dead) == Zone.EXILE
    assert [game.name_of(o) for o in game.permanents("Alice")].count("Zombie") == 1


def test_602_2b_process_a_card_an_opponent_owns_from_exile() -> None:
    game = table(ORACLE)
    library(game, "Alice")
    _lands(game, "Island", 2)
    oracle = enter(game, "Oracle of Dust")
    _in(game, "Grizzly Bears", "exile")  # Alice's own exiled card can't be processed
    with pytest.raises(A.IllegalAction, match="opponent owns"):
        game.perform(A.ActivateAbility("Alice", oracle, 1))
    theirs = _in(game, "Grizzly Bears", "exile", "Bob")
    game.perform(A.ActivateAbility("Alice", oracle, 1))
    assert zone(game, theirs) == Zone.GRAVEYARD
    assert game.state.newest(theirs) in game.state.zone_ids(Zone.GRAVEYARD, "Bob")
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Alice")) == 1  # drew, then discarded


def test_119_4_pay_half_your_life_rounded_up() -> None:
    game = table(BETRAYAL)
    _lands(game, "Swamp", 2)
    betrayal = enter(game, "Murderous Betrayal")
    bears = enter(game, "Grizzly Bears", "Bob")
    game.player("Alice").life = 15
    game.perform(A.ActivateAbility("Alice", betrayal, 1, (bears,)))
    assert game.player("Alice").life == 7  # 8 paid: half of 15, rounded up
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD


CITY = card("City of Shadows", "Land",
            "{T}, Exile a creature you control: Put a storage counter on City of Shadows.\n"
            "{T}: Add {C} for each storage counter on City of Shadows.")
TOMB = card("Tomb of Urami", "Legendary Land",
            "{T}: Add {B}. Tomb of Urami deals 1 damage to you if you don't control an Ogre.\n"
            "{2}{B}{B}, {T}, Sacrifice all lands you control: Create a legendary 5/5 black "
            "Demon Spirit creature token with flying named Urami.")
SCROUNGER = card("Scrapheap Scrounger", "Artifact Creature — Construct",
                 "Scrapheap Scrounger can't block.\n{1}{B}, Exile another creature card from "
                 "your graveyard: Return Scrapheap Scrounger from your graveyard to the "
                 "battlefield.", "{2}", "3/2")


def test_602_2b_exile_a_creature_you_control() -> None:
    game = table(CITY)
    city = enter(game, "City of Shadows")
    theirs = enter(game, "Grizzly Bears", "Bob")
    with pytest.raises(A.IllegalAction, match="no creature"):  # only your own
        game.perform(A.ActivateAbility("Alice", city, 1))
    mine = enter(game, "Grizzly Bears")
    game.perform(A.ActivateAbility("Alice", city, 1))
    assert zone(game, mine) == Zone.EXILE and zone(game, theirs) == Zone.BATTLEFIELD
    resolve_all(game)
    assert game.obj(city).counters.get("storage") == 1


def test_118_3_sacrifice_all_lands_you_control() -> None:
    game = table(TOMB)
    swamps = [enter(game, "Swamp") for _ in range(4)]
    tomb = enter(game, "Tomb of Urami")
    bobs = enter(game, "Swamp", "Bob")
    game.perform(A.ActivateAbility("Alice", tomb, 2))
    assert {zone(game, o) for o in (*swamps, tomb)} == {Zone.GRAVEYARD}
    assert zone(game, bobs) == Zone.BATTLEFIELD
    resolve_all(game)
    assert [game.name_of(o) for o in game.permanents("Alice")] == ["Urami"]


def test_113_6k_exile_another_creature_card_from_your_graveyard() -> None:
    game = table(SCROUNGER)
    for name in ("Swamp", "Swamp"):
        enter(game, name)
    scrounger = _in(game, "Scrapheap Scrounger", "graveyard")
    with pytest.raises(A.IllegalAction, match="graveyard"):  # not itself
        game.perform(A.ActivateAbility("Alice", scrounger, 1))
    bears = _in(game, "Grizzly Bears", "graveyard")
    game.perform(A.ActivateAbility("Alice", scrounger, 1))
    assert zone(game, bears) == Zone.EXILE
    resolve_all(game)
    assert zone(game, scrounger) == Zone.BATTLEFIELD
