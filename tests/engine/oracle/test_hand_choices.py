""""Look at target player's hand and choose two cards from it": the cards the caster
chooses are what the next instructions act on, from Oracle text: Extortion, Agonizing
Memories, Painful Memories."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all, table, zone

EXTORTION = card("Extortion", "Sorcery",
                 "Look at target player's hand and choose up to two cards from it. That player "
                 "discards those cards.", "{3}{B}{B}")
AGONIZING = card("Agonizing Memories", "Sorcery",
                 "Look at target player's hand and choose two cards from it. Put them on top "
                 "of that player's library in any order.", "{2}{B}{B}")
PAINFUL = card("Painful Memories", "Sorcery",
               "Look at target opponent's hand and choose a card from it. Put that card on "
               "top of that player's library.", "{1}{B}")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")


def _bobs_hand(game: Game) -> list[int]:
    return [hand(game, name, "Bob") for name in ("Grizzly Bears", "Hill Giant", "Island")]


def test_701_8_extortion_discards_the_cards_chosen() -> None:
    game = table(EXTORTION, GIANT)
    bears, giant, island = _bobs_hand(game)
    game.perform(A.CastSpell("Alice", hand(game, "Extortion"), ("Bob",),
                             (("choose", [bears, island]),), pay="free"))
    resolve_all(game)
    assert zone(game, bears) == Zone.GRAVEYARD and zone(game, island) == Zone.GRAVEYARD
    assert zone(game, giant) == Zone.HAND


def test_701_8_up_to_two_may_be_one() -> None:
    game = table(EXTORTION, GIANT)
    bears, giant, island = _bobs_hand(game)
    game.perform(A.CastSpell("Alice", hand(game, "Extortion"), ("Bob",),
                             (("choose", [giant]),), pay="free"))
    resolve_all(game)
    assert [zone(game, o) for o in (bears, giant, island)] == [Zone.HAND, Zone.GRAVEYARD,
                                                               Zone.HAND]


def test_401_4_agonizing_memories_puts_two_on_top() -> None:
    game = table(AGONIZING, GIANT)
    library(game, "Bob", 3)
    bears, giant, island = _bobs_hand(game)
    game.perform(A.CastSpell("Alice", hand(game, "Agonizing Memories"), ("Bob",),
                             (("choose", [bears, giant]),), pay="free"))
    resolve_all(game)
    top_two = game.state.zone_ids(Zone.LIBRARY, "Bob")[-2:]
    assert sorted(game.name_of(o) for o in top_two) == ["Grizzly Bears", "Hill Giant"]
    assert zone(game, island) == Zone.HAND


def test_401_4_painful_memories_without_an_answer_takes_the_costliest() -> None:
    game = table(PAINFUL, GIANT)
    library(game, "Bob", 3)
    _bears, giant, _island = _bobs_hand(game)
    game.perform(A.CastSpell("Alice", hand(game, "Painful Memories"), ("Bob",), pay="free"))
    resolve_all(game)
    assert zone(game, giant) == Zone.LIBRARY
    assert game.name_of(game.state.zone_ids(Zone.LIBRARY, "Bob")[-1]) == "Hill Giant"
