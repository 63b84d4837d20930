"""Sweep (an ability word, Saviors of Kamigawa): "Return any number of [lands] you control
to their owner's hand", then an effect counting the lands "returned this way" — the
answer `choose` names them (all of them unless told)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import creature, enter, hand, library, resolve_all, table

BARREL_DOWN_SOKENZAN = card(
    "Barrel Down Sokenzan", "Instant — Arcane",
    "Sweep — Return any number of Mountains you control to their owner's hand. Barrel Down "
    "Sokenzan deals damage to target creature equal to twice the number of Mountains "
    "returned this way.", "{2}{R}")
PLOW_THROUGH_REITO = card(
    "Plow Through Reito", "Instant — Arcane",
    "Sweep — Return any number of Plains you control to their owner's hand. Target creature "
    "gets +1/+1 until end of turn for each Plains returned this way.", "{1}{W}")
SINK_INTO_TAKENUMA = card(
    "Sink into Takenuma", "Sorcery — Arcane",
    "Sweep — Return any number of Swamps you control to their owner's hand. Target player "
    "discards a card for each Swamp returned this way.", "{3}{B}")
WALL = creature("Tall Wall", 0, 10)


def _lands(game: Game, name: str, n: int) -> list[int]:
    return [enter(game, name) for _ in range(n)]


def test_sweep_returns_the_chosen_mountains_and_counts_them() -> None:
    game = table(BARREL_DOWN_SOKENZAN, WALL)
    mountains = _lands(game, "Mountain", 4)
    giant = enter(game, "Tall Wall", "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Barrel Down Sokenzan"), (giant,),
                             choices=(("choose", [mountains[0], mountains[3]]),)))
    resolve_all(game)
    assert game.obj(giant).damage == 4  # twice the two Mountains returned
    names = [game.name_of(o) for o in game.state.zone_ids(Zone.HAND, "Alice")]
    assert names.count("Mountain") == 2
    assert len(game.permanents("Alice")) == 2


def test_sweep_without_an_answer_returns_every_plains() -> None:
    game = table(PLOW_THROUGH_REITO)
    _lands(game, "Plains", 3)
    bears = enter(game, "Grizzly Bears")
    game.perform(A.CastSpell("Alice", hand(game, "Plow Through Reito"), (bears,)))
    resolve_all(game)
    assert game.chars(bears).power == 5  # 2/2 +1/+1 for each of the three Plains
    assert not [o for o in game.permanents("Alice") if game.name_of(o) == "Plains"]


def test_sweep_the_target_player_discards_a_card_per_swamp() -> None:
    game = table(SINK_INTO_TAKENUMA)
    swamps = _lands(game, "Swamp", 5)
    library(game, "Bob")
    for name in ("Island", "Forest", "Mountain", "Plains"):
        hand(game, name, "Bob")
    game.perform(A.CastSpell("Alice", hand(game, "Sink into Takenuma"), ("Bob",),
                             choices=(("choose", swamps[:3]),)))
    resolve_all(game)
    assert len(game.state.zone_ids(Zone.GRAVEYARD, "Bob")) == 3
    assert len(game.state.zone_ids(Zone.HAND, "Bob")) == 1
