"""Cycling and discard triggers from Oracle text: "When you cycle ~" (702.29c) works from
the graveyard the card went to, "whenever you cycle or discard a card" triggers once for a
cycled card (cycling discards it, 702.29a), "whenever a player discards a card" (701.9)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import enter, hand, library, resolve_all, table, zone

DECREE = card("Decree of Savagery", "Instant",
              "Put four +1/+1 counters on each creature you control.\nCycling {4}{G}{G}\nWhen "
              "you cycle Decree of Savagery, you may put four +1/+1 counters on target "
              "creature.", "{7}{G}{G}")
ARCHFIEND = card("Archfiend of Ifnir", "Creature — Demon",
                 "Flying\nWhenever you cycle or discard another card, put a -1/-1 counter on "
                 "each creature your opponents control.\nCycling {2}", "{3}{B}{B}", "5/4")
AVEN = card("Fleeting Aven", "Creature — Bird Wizard",
            "Flying\nWhenever a player cycles a card, return Fleeting Aven to its owner's hand.",
            "{1}{U}{U}", "2/2")
SPECTER = card("Fell Specter", "Creature — Specter",
               "Flying\nWhen Fell Specter enters, target opponent discards a card.\nWhenever an "
               "opponent discards a card, that player loses 2 life.", "{3}{B}", "1/3")


def _game(*cards: object) -> Game:
    game = table(*cards)  # type: ignore[arg-type]
    library(game, "Alice")
    library(game, "Bob")
    return game


def _cycle(game: Game, player: str, oid: int) -> None:
    if game.state.priority != player:
        game.perform(A.PassPriority(str(game.state.priority)))
    game.perform(A.ActivateAbility(player, oid, "Cycling", pay="free"))
    resolve_all(game)


def test_702_29c_when_you_cycle_this_card() -> None:
    game = _game(DECREE)
    bears = enter(game, "Grizzly Bears")
    decree = hand(game, "Decree of Savagery")
    _cycle(game, "Alice", decree)  # the trigger targets the only creature
    assert game.obj(bears).counters.get("+1/+1") == 4
    assert zone(game, decree) == Zone.GRAVEYARD
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == 1  # and cycling drew a card


def test_cycle_or_discard_another_card_triggers_once_per_cycled_card() -> None:
    game = _game(ARCHFIEND, DECREE)
    enter(game, "Archfiend of Ifnir")
    wurm = enter(game, "Craw Wurm", "Bob")
    _cycle(game, "Alice", hand(game, "Archfiend of Ifnir"))  # another Archfiend: "another"
    assert game.obj(wurm).counters.get("-1/-1") == 1  # once, not for cycle and discard
    _cycle(game, "Bob", hand(game, "Decree of Savagery", "Bob"))  # Bob's cycling: not yours
    assert game.obj(wurm).counters.get("-1/-1") == 1


def test_a_player_cycles_a_card_returns_the_aven() -> None:
    game = _game(AVEN, ARCHFIEND)
    aven = enter(game, "Fleeting Aven")
    _cycle(game, "Bob", hand(game, "Archfiend of Ifnir", "Bob"))  # any player
    assert zone(game, aven) == Zone.HAND


def test_701_9_an_opponent_discards_and_loses_two_life() -> None:
    game = _game(SPECTER)
    hand(game, "Grizzly Bears", "Bob")
    enter(game, "Fell Specter")  # its enters trigger makes Bob discard
    resolve_all(game)
    assert game.state.zone_ids(Zone.HAND, "Bob") == []
    assert game.player("Bob").life == 18


SOJOURNERS = card("Jund Sojourners", "Creature — Viashino Shaman",
                  "When you cycle Jund Sojourners or it dies, you may have it deal 1 damage to "
                  "any target.\nCycling {2}{R}", "{B}{R}{G}", "3/2")


def test_cycling_or_dying_both_deal_the_damage() -> None:
    game = _game(SOJOURNERS)
    _cycle(game, "Alice", hand(game, "Jund Sojourners"))  # 702.29c: from the graveyard
    assert game.player("Bob").life == 19
    game.perform(A.DestroyObject(enter(game, "Jund Sojourners")))  # 700.4
    resolve_all(game)
    assert game.player("Bob").life == 18
