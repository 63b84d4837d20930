""""... for each creature sacrificed / exiled / that died this way": what the instruction
before did, counted (608.2c), also leading its sentence ("For each creature card exiled
this way, create ..."), and exiling the cards of a kind from a graveyard (406.3), from
Oracle text: Syphon Flesh, Midnight Ritual, Mogg Infestation, Whiptongue Hydra, Crypt
Incursion."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

SYPHON = card("Syphon Flesh", "Sorcery",
              "Each other player sacrifices a creature. You create a 2/2 black Zombie creature "
              "token for each creature sacrificed this way.", "{4}{B}")
RITUAL = card("Midnight Ritual", "Sorcery",
              "Exile X target creature cards from your graveyard. For each creature card "
              "exiled this way, create a 2/2 black Zombie creature token.", "{X}{2}{B}")
MOGG = card("Mogg Infestation", "Sorcery",
            "Destroy all creatures target player controls. For each creature that died this "
            "way, that player creates two 1/1 red Goblin creature tokens.", "{3}{R}{R}")
HYDRA = card("Whiptongue Hydra", "Creature — Lizard Hydra",
             "Reach\nWhen Whiptongue Hydra enters, destroy all creatures with flying. Put a "
             "+1/+1 counter on Whiptongue Hydra for each creature destroyed this way.",
             "{5}{G}", "4/4")
CRYPT = card("Crypt Incursion", "Instant",
             "Exile all creature cards from target player's graveyard. You gain 3 life for "
             "each card exiled this way.", "{2}{B}")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")
RELIC = card("Darksteel Myr", "Artifact Creature — Myr", "Indestructible", "{3}", "0/1")


def _tokens(game: Game, player: str, name: str) -> int:
    return sum(1 for o in game.battlefield() if game.obj(o).is_token
               and game.controller_of(o) == player and game.name_of(o) == name)


def _in_graveyard(game: Game, name: str, owner: str) -> int:
    oid = enter(game, name, owner)
    game.perform(A.MoveObject(oid, "graveyard"))
    return game.state.newest(oid)


def test_608_2c_syphon_flesh_one_zombie_per_creature_sacrificed() -> None:
    game = table(SYPHON)
    bears = enter(game, "Grizzly Bears", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Syphon Flesh"), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD
    assert _tokens(game, "Alice", "Zombie") == 1


def test_608_2c_syphon_flesh_nothing_sacrificed_no_zombie() -> None:
    game = table(SYPHON)
    enter(game, "Grizzly Bears", "Alice")  # you don't sacrifice: only the other players
    game.perform(A.CastSpell("Alice", hand(game, "Syphon Flesh"), pay="free"))
    resolve_all(game)
    assert _tokens(game, "Alice", "Zombie") == 0


def test_608_2c_midnight_ritual_a_zombie_for_each_card_exiled() -> None:
    game = table(RITUAL)
    cards = [_in_graveyard(game, "Grizzly Bears", "Alice") for _ in range(2)]
    game.perform(A.CastSpell("Alice", hand(game, "Midnight Ritual"), tuple(cards),
                             choices=(("x", 2),), pay="free"))
    resolve_all(game)
    assert all(zone(game, c) == Zone.EXILE for c in cards)
    assert _tokens(game, "Alice", "Zombie") == 2


def test_608_2c_mogg_infestation_goblins_for_the_player_whose_creatures_died() -> None:
    game = table(MOGG, RELIC)
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Grizzly Bears", "Bob")
    enter(game, "Darksteel Myr", "Bob")  # indestructible: didn't die
    enter(game, "Grizzly Bears", "Alice")  # not that player's
    game.perform(A.CastSpell("Alice", hand(game, "Mogg Infestation"), ("Bob",), pay="free"))
    resolve_all(game)
    assert _tokens(game, "Bob", "Goblin") == 4
    assert _tokens(game, "Alice", "Goblin") == 0


def test_608_2c_whiptongue_hydra_counts_the_fliers_destroyed() -> None:
    game = table(HYDRA, ORNITHOPTER)
    enter(game, "Ornithopter", "Bob")
    enter(game, "Ornithopter", "Alice")
    enter(game, "Grizzly Bears", "Bob")  # no flying: stays
    game.perform(A.CastSpell("Alice", hand(game, "Whiptongue Hydra"), pay="free"))
    resolve_all(game)
    hydra = next(o for o in game.battlefield() if game.name_of(o) == "Whiptongue Hydra")
    assert game.obj(hydra).counters.get("+1/+1") == 2


def test_406_3_crypt_incursion_exiles_only_that_players_creature_cards() -> None:
    game = table(CRYPT)
    theirs = [_in_graveyard(game, "Grizzly Bears", "Bob") for _ in range(2)]
    land = _in_graveyard(game, "Forest", "Bob")
    mine = _in_graveyard(game, "Grizzly Bears", "Alice")
    game.perform(A.CastSpell("Alice", hand(game, "Crypt Incursion"), ("Bob",), pay="free"))
    resolve_all(game)
    assert all(zone(game, c) == Zone.EXILE for c in theirs)
    assert zone(game, land) == Zone.GRAVEYARD and zone(game, mine) == Zone.GRAVEYARD
    assert game.player("Alice").life == 26


DESCENT = card("Descent of the Dragons", "Sorcery",
               "Destroy any number of target creatures. For each creature destroyed this way, "
               "its controller creates a 4/4 red Dragon creature token with flying.",
               "{4}{R}{R}")


def test_608_2c_descent_of_the_dragons_each_controller_gets_their_dragons() -> None:
    game = table(DESCENT, RELIC)
    theirs = [enter(game, "Grizzly Bears", "Bob") for _ in range(2)]
    mine = enter(game, "Grizzly Bears", "Alice")
    myr = enter(game, "Darksteel Myr", "Bob")  # indestructible: not destroyed, no Dragon
    game.perform(A.CastSpell("Alice", hand(game, "Descent of the Dragons"),
                             (*theirs, mine, myr), pay="free"))
    resolve_all(game)
    assert _tokens(game, "Bob", "Dragon") == 2
    assert _tokens(game, "Alice", "Dragon") == 1
