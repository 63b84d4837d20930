"""602.5b: activation rules on leading the opponents: "only if you have more cards in hand
than each opponent" (Kitsune Bonesetter), "only if you have at least 10 life more than your
starting life total" (Ayli, Eternal Pilgrim; 103.4)."""

from __future__ import annotations

import pytest

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table, zone

BONESETTER = card("Kitsune Bonesetter", "Creature — Fox Cleric",
                  "{T}: Prevent the next 3 damage that would be dealt to target creature this "
                  "turn. Activate this ability only if you have more cards in hand than each "
                  "opponent.", "{2}{W}", "0/1")
AYLI = card("Ayli, Eternal Pilgrim", "Legendary Creature — Kor Cleric",
            "Deathtouch\n{1}, Sacrifice another creature: You gain life equal to the sacrificed "
            "creature's toughness.\n{1}{W}{B}, Sacrifice another creature: Exile target nonland "
            "permanent. Activate this ability only if you have at least 10 life more than your "
            "starting life total.", "{W}{B}", "2/3")


def _bonesetter(game: Game) -> int:
    bonesetter = enter(game, "Kitsune Bonesetter")
    game.obj(bonesetter).controlled_since_turn_start = True
    return bonesetter


def test_602_5b_more_cards_in_hand_than_each_opponent() -> None:
    game = table(BONESETTER)
    bonesetter = _bonesetter(game)
    hand(game, "Island")
    hand(game, "Island", "Bob")
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):  # as many as Bob: not more
        game.perform(A.ActivateAbility("Alice", bonesetter, 1, (bonesetter,)))
    hand(game, "Island")
    game.perform(A.ActivateAbility("Alice", bonesetter, 1, (bonesetter,)))
    resolve_all(game)
    assert game.obj(bonesetter).tapped


def test_103_4_at_least_ten_life_more_than_the_starting_life() -> None:
    game = table(AYLI)
    for name in ("Plains", "Swamp", "Swamp"):
        enter(game, name)
    ayli = enter(game, "Ayli, Eternal Pilgrim")
    fodder = enter(game, "Grizzly Bears")
    target = enter(game, "Grizzly Bears", "Bob")
    game.player("Alice").life = 29
    with pytest.raises(A.IllegalAction, match=r"602\.5b"):
        game.perform(A.ActivateAbility("Alice", ayli, 2, (target,),
                                       choices=(("sacrifice", (fodder,)),)))
    game.player("Alice").life = 30
    game.perform(A.ActivateAbility("Alice", ayli, 2, (target,),
                                   choices=(("sacrifice", (fodder,)),)))
    resolve_all(game)
    assert zone(game, target) == Zone.EXILE
