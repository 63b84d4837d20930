"""701.16 "Target player reveals three cards from their hand and you choose one of them.
That player discards that card." (Blackmail): the player picks which three to reveal, you
pick among those."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, resolve_all, table

BLACKMAIL = card("Blackmail", "Sorcery", "Target player reveals three cards from their hand "
                 "and you choose one of them. That player discards that card.", "{B}")


def _bobs_hand(game: Game) -> list[int]:
    names = ("Island", "Forest", "Grizzly Bears", "Colossal Dreadmaw")
    return [hand(game, name, "Bob") for name in names]


def test_you_choose_one_of_the_three_revealed_and_it_is_discarded() -> None:
    game = table(BLACKMAIL)
    island, _forest, bears, dreadmaw = _bobs_hand(game)
    game.perform(A.CastSpell("Alice", hand(game, "Blackmail"), ("Bob",), pay="free",
                             choices=(("reveal", [island, bears, dreadmaw]),
                                      ("choose", bears))))
    resolve_all(game)
    assert [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")] == \
        ["Grizzly Bears"]


def test_a_card_not_revealed_can_t_be_chosen() -> None:
    game = table(BLACKMAIL)
    island, forest, bears, dreadmaw = _bobs_hand(game)
    game.perform(A.CastSpell("Alice", hand(game, "Blackmail"), ("Bob",), pay="free",
                             choices=(("reveal", [island, forest, bears]),
                                      ("choose", dreadmaw))))
    resolve_all(game)
    graveyard = [game.name_of(o) for o in game.state.zone_ids(Zone.GRAVEYARD, "Bob")]
    assert graveyard == ["Grizzly Bears"]  # the most valuable of those revealed
    assert dreadmaw in game.state.zone_ids(Zone.HAND, "Bob")
