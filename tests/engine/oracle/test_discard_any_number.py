"""Discarding any number of cards, then counting them: "Discard any number of cards. ... for
each card discarded this way" (701.8 discard; the count is locked as the spell resolves,
608.2h)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, resolve_all, table

SACRED_RITES = card("Sacred Rites", "Instant",
                    "Discard any number of cards. Creatures you control get +0/+1 until end of "
                    "turn for each card discarded this way.", "{1}{W}")
RITES_OF_REFUSAL = card("Rites of Refusal", "Instant",
                        "Discard any number of cards. Counter target spell unless its "
                        "controller pays {3} for each card discarded this way.", "{1}{U}")


def _names(game: Game, zone: Zone, player: str = "Alice") -> list[str]:
    return sorted(game.name_of(o) for o in game.state.zone_ids(zone, player))


def test_701_8_the_chosen_cards_are_discarded_and_counted() -> None:
    game = table(SACRED_RITES)
    bears = enter(game, "Grizzly Bears")
    islands = [hand(game, "Island"), hand(game, "Island")]
    hand(game, "Forest")
    game.perform(A.CastSpell("Alice", hand(game, "Sacred Rites"),
                             choices=(("choose", islands),), pay="free"))
    resolve_all(game)
    assert _names(game, Zone.HAND) == ["Forest"]
    assert _names(game, Zone.GRAVEYARD) == ["Island", "Island", "Sacred Rites"]
    assert game.chars(bears).toughness == 2 + 2


def _bolt_then_refusal(game: Game, discarded: list[int]) -> int:
    for _ in range(3):
        enter(game, "Mountain", "Bob")
    game.perform(A.PassPriority("Alice"))
    bolt = hand(game, "Lightning Bolt", "Bob")
    game.perform(A.CastSpell("Bob", bolt, targets=("Alice",)))  # two Mountains stay untapped
    game.perform(A.PassPriority("Bob"))
    game.perform(A.CastSpell("Alice", hand(game, "Rites of Refusal"), (game.stack()[-1],),
                             choices=(("choose", discarded),), pay="free"))
    resolve_all(game)
    return bolt


def test_701_8_one_card_discarded_asks_three_the_controller_cannot_pay() -> None:
    game = table(RITES_OF_REFUSAL)
    island = hand(game, "Island")
    _bolt_then_refusal(game, [island])
    assert game.player("Alice").life == 20  # countered
    assert "Lightning Bolt" in _names(game, Zone.GRAVEYARD, "Bob")


def test_701_8_no_card_discarded_asks_nothing() -> None:
    game = table(RITES_OF_REFUSAL)
    hand(game, "Island")
    _bolt_then_refusal(game, [])
    assert game.player("Alice").life == 17
    assert _names(game, Zone.HAND) == ["Island"]
