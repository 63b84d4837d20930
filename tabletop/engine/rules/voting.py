"""Voting (701.38; definitions/voting.py): starting with the controller, in turn order,
each player votes (the answer `vote`, a table of player to option; unanswered, the first
option); the tally decides which outcome follows and how many "for each X vote" count."""

from __future__ import annotations

from tabletop.engine.definitions.voting import Vote
from tabletop.engine.rules.resolution import Resolution, handles, run


def starting_with(order: tuple[str, ...] | list[str], player: str) -> list[str]:
    """The players in turn order, beginning with `player` (101.4)."""
    seats = list(order)
    if player not in seats:
        return seats
    at = seats.index(player)
    return seats[at:] + seats[:at]


@handles(Vote)
def h_vote(res: Resolution, i: Vote) -> None:
    """701.38a: each player votes once; 701.38b-d: the outcomes by the tally."""
    game = res.game
    answers = res.info.choices.get("vote")
    wanted = answers if isinstance(answers, dict) else {}
    tally = dict.fromkeys(i.options, 0)
    for player in starting_with(game.state.turn_order, res.controller):
        if game.player(player).lost:
            continue
        choice = wanted.get(player)
        option = choice if choice in tally else i.options[0]
        tally[option] += 1
        game.emit("vote", f"{player} votes for {option} (701.38a)", player=player)
    res.votes = tally
    most = max(tally.values())
    winners = [o for o in i.options if tally[o] == most]
    for option, tied, then in i.outcomes:
        if winners == [option] or (tied and len(winners) > 1):
            run(res, then)
