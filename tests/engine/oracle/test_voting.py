"""Voting (701.38): starting with the spell's or ability's controller, each player votes
(701.38a); "If A gets more votes, ..." follows the winning option, "... or the vote is
tied" the tie too (will of the council); "for each A vote" counts the votes (council's
dilemma)."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.model import actions as A
from tabletop.engine.model.enums import Zone
from tabletop.session.cardpool import builtin_pool
from tests.engine.oracle.oracle_kit import card
from tests.engine.rules_kit import hand, library, resolve_all

PLEA = card("Plea for Power", "Sorcery",
            "Will of the council — Starting with you, each player votes for time or knowledge. "
            "If time gets more votes, take an extra turn after this one. If knowledge gets "
            "more votes or the vote is tied, draw three cards.", "{3}{U}")
ORCHARD = card("Orchard Elemental", "Creature — Elemental",
               "Council's dilemma — When Orchard Elemental enters, starting with you, each "
               "player votes for sprout or harvest. Put two +1/+1 counters on Orchard "
               "Elemental for each sprout vote. You gain 3 life for each harvest vote.",
               "{5}{G}", "2/2")


def _game(*players: str) -> Game:
    own = {c.name.casefold(): c for c in (PLEA, ORCHARD)}
    pool = builtin_pool()
    game = Game(players, cards=lambda n: own.get(n.casefold()) or pool(n))
    for p in players:
        library(game, p, 10)
    return game


def _plea(game: Game, votes: dict[str, str]) -> None:
    game.perform(A.CastSpell("Alice", hand(game, "Plea for Power"),
                             choices=(("vote", votes),), pay="free"))
    resolve_all(game)


def test_701_38_the_option_with_more_votes_happens() -> None:
    game = _game("Alice", "Bob", "Carol")
    before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    _plea(game, {"Alice": "time", "Bob": "knowledge", "Carol": "time"})
    assert game.state.extra_turns  # time: 2 votes to 1
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == before


def test_701_38_or_the_vote_is_tied() -> None:
    game = _game("Alice", "Bob")
    before = len(game.state.zone_ids(Zone.HAND, "Alice"))
    _plea(game, {"Alice": "time", "Bob": "knowledge"})
    assert not game.state.extra_turns
    assert len(game.state.zone_ids(Zone.HAND, "Alice")) == before + 3


def test_701_38_for_each_vote_counts_the_votes() -> None:
    game = _game("Alice", "Bob", "Carol")
    events = game.perform(A.EnterBattlefield("Orchard Elemental", "Alice"))
    elemental = next(e.objects[0] for e in events if e.kind == "enters")
    resolve_all(game)  # unanswered, each of the three players votes for the first option
    assert game.obj(elemental).counters.get("+1/+1") == 6  # two for each sprout vote
    assert game.player("Alice").life == 20  # no harvest vote

