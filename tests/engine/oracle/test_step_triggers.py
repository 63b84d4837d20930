"""Beginning-of-step triggers (503-513) from Oracle text: each player's draw step ("that
player draws an additional card", 504.2), the upkeep of an Aura's host's controller with
"that creature" being the host, each player's precombat main phase."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table

MINE = card("Howling Mine", "Artifact",
            "At the beginning of each player's draw step, if Howling Mine is untapped, that "
            "player draws an additional card.", "{2}")
FONT = card("Font of Mythos", "Artifact",
            "At the beginning of each player's draw step, that player draws two additional "
            "cards.", "{4}")
MUTATION = card("Unstable Mutation", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature gets +3/+3.\nAt the beginning of the "
                "upkeep of enchanted creature's controller, put a -1/-1 counter on that "
                "creature.", "{U}")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice", 20)
    library(game, "Bob", 20)
    return game


def _hand(game: Game, player: str) -> int:
    return len(game.state.zone_ids(Zone.HAND, player))


def test_each_player_draws_additional_cards_in_their_draw_step() -> None:
    game = _game(FONT)
    enter(game, "Font of Mythos")
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert _hand(game, "Bob") == 3  # the draw of the turn and two more
    assert _hand(game, "Alice") == 0


def test_a_tapped_mine_gives_nothing() -> None:
    game = _game(MINE)
    mine = enter(game, "Howling Mine", "Bob")  # it untaps in Bob's untap step only
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert _hand(game, "Bob") == 2
    game.perform(A.SetTapped(mine))
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("precombat_main"))
    resolve_all(game)
    assert _hand(game, "Alice") == 1  # 603.4: it was tapped as the step began


def test_the_hosts_controller_upkeep_shrinks_the_host() -> None:
    game = _game(MUTATION)
    bears = enter(game, "Grizzly Bears", "Bob")
    enter(game, "Unstable Mutation", attached_to=bears)
    game.perform(A.AdvanceTo("next_turn"))  # Bob's upkeep
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert game.obj(bears).counters.get("-1/-1") == 1
    game.perform(A.AdvanceTo("next_turn"))  # Alice's upkeep: not the host's controller
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert game.obj(bears).counters.get("-1/-1") == 1


MONGREL = card("Hellfire Mongrel", "Creature — Elemental Hound",
               "At the beginning of each opponent's upkeep, if that player has two or fewer "
               "cards in hand, Hellfire Mongrel deals 2 damage to them.", "{2}{R}", "2/2")
AFFLICTION = card("Shrieking Affliction", "Enchantment",
                  "At the beginning of each opponent's upkeep, if that player has one or fewer "
                  "cards in hand, they loses 3 life.", "{B}")
SANCTUARY = card("Spiritual Sanctuary", "Enchantment",
                 "At the beginning of each player's upkeep, if that player controls a Plains, "
                 "they gains 1 life.", "{2}{W}{W}")


def _upkeep_of_bob(game: Game) -> None:
    game.perform(A.AdvanceTo("next_turn"))
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)


def test_that_player_is_the_opponent_whose_upkeep_it_is() -> None:
    game = _game(MONGREL, AFFLICTION)
    enter(game, "Hellfire Mongrel")
    enter(game, "Shrieking Affliction")
    for _ in range(2):
        hand(game, "Grizzly Bears", "Bob")
    _upkeep_of_bob(game)  # two cards: the Mongrel only
    assert game.player("Bob").life == 18
    assert game.player("Alice").life == 20


def test_a_full_hand_is_spared() -> None:
    game = _game(MONGREL)
    enter(game, "Hellfire Mongrel")
    for _ in range(3):
        hand(game, "Grizzly Bears", "Bob")
    _upkeep_of_bob(game)
    assert game.player("Bob").life == 20


def test_each_player_with_a_plains_gains_life_in_their_upkeep() -> None:
    game = _game(SANCTUARY)
    enter(game, "Spiritual Sanctuary")
    enter(game, "Plains", "Bob")
    _upkeep_of_bob(game)
    assert game.player("Bob").life == 21
    game.perform(A.AdvanceTo("next_turn"))  # Alice has no Plains
    game.perform(A.AdvanceTo("draw"))
    resolve_all(game)
    assert game.player("Alice").life == 20
