"""701.22, 701.25: "Whenever you scry" / "Whenever you surveil" trigger on the controller's
own scry or surveil of one or more cards."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

KNOWLEDGE = card("Knowledge and Power", "Enchantment",
                 "Whenever you scry, you may pay {2}. If you do, Knowledge and Power deals 2 "
                 "damage to any target.", "{4}{R}")
CAMPAIGN = card("Disinformation Campaign", "Enchantment",
                "When Disinformation Campaign enters, you draw a card and each opponent "
                "discards a card.\nWhenever you surveil, return Disinformation Campaign to its "
                "owner's hand.", "{1}{U}{B}")
OPT = card("Opt", "Instant", "Scry 1.\nDraw a card.", "{U}")
SURVEIL = card("Test Look", "Sorcery", "Surveil 2.", "{U}")


def _game(*cards: object) -> Game:
    game = table(*cards, OPT, SURVEIL)  # type: ignore[arg-type]
    library(game, "Alice", 10)
    library(game, "Bob", 10)
    return game


def _cast(game: Game, name: str, player: str = "Alice") -> None:
    game.perform(A.CastSpell(player, hand(game, name, player), pay="free"))
    resolve_all(game)


def test_701_22_scrying_lets_you_pay_for_2_damage() -> None:
    game = _game(KNOWLEDGE)
    enter(game, "Knowledge and Power")
    enter(game, "Mountain")
    enter(game, "Mountain")
    _cast(game, "Opt")
    assert game.player("Bob").life == 18


def test_701_25_surveilling_returns_the_campaign() -> None:
    game = _game(CAMPAIGN)
    campaign = enter(game, "Disinformation Campaign")
    resolve_all(game)
    _cast(game, "Opt")  # a scry isn't a surveil
    assert zone(game, campaign) == Zone.BATTLEFIELD
    _cast(game, "Test Look")
    assert zone(game, campaign) == Zone.HAND
