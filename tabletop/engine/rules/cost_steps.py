"""Checking and paying the more parts of a cost (definitions/cost_steps.py; 118.3: a cost
can't be paid unless all of it can; 602.2b). The answers that pick objects: `choose`
(counters, returns), `exile` (cards in hand), `sacrifice`; without one the window's
preselection is used."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions import cost_steps as S
from tabletop.engine.definitions.conspire import ConspireTapCost
from tabletop.engine.definitions.exile_and_life_costs import (
    ExilePermanentCost,
    PayHalfLifeCost,
    ProcessCost,
    SacrificeAllCost,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.ninjutsu import RETURNED_FROM_ATTACK
from tabletop.engine.definitions.reveal_costs import RevealFromHandCost
from tabletop.engine.definitions.x_costs import DiscardXCost, PayXLifeCost
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.conspire import conspire_problem, pay_conspire
from tabletop.engine.rules.exert import exert_attackers
from tabletop.engine.rules.keyword_actions import (
    discard,
    lose_life,
    mill,
    move_object,
    sacrifice,
)

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def step_problem(game: Game, player: str, step: S.CostStep, source: int,
                 choices: dict[str, Any]) -> str | None:
    """Why this part of a cost can't be paid now, or None (118.3)."""
    name = game.name_of(source)
    obj = game.obj(source)
    if isinstance(step, S.MillCost | S.ExileTopCost):
        if len(game.state.zone_ids(Zone.LIBRARY, player)) < step.n:
            return f"{player}'s library has fewer than {step.n} card(s)"
    elif isinstance(step, S.ReturnSelfCost | S.ExertSelfCost):
        if obj.zone != Zone.BATTLEFIELD:
            return f"{name} is not on the battlefield"
    elif isinstance(step, S.PutCountersCost):
        if step.on is None and obj.zone != Zone.BATTLEFIELD:
            return f"{name} is not on the battlefield"
        if step.on is not None and not _matching(game, player, step.on, source):
            return f"no {step.on.describe()} to put a counter on"
    elif isinstance(step, S.RemoveCountersAmongCost):
        have = sum(game.obj(o).counters.get(step.kind, 0)
                   for o in _matching(game, player, step.among, source))
        if have < _n(step.n, choices):
            return f"only {have} {step.kind} counter(s) among {step.among.describe()}"
    elif isinstance(step, S.ExileFromHandCost | S.HandToLibraryTopCost):
        if len(_hand(game, player, getattr(step, "filter", None), source)) < step.n:
            return f"{player} has too few cards in hand to exile"
    elif isinstance(step, S.SacrificeEachCost):
        if _distinct(game, player, step.filters, source, choices.get("sacrifice")) is None:
            return "nothing to sacrifice: need " + step.describe()[len("Sacrifice "):]
    elif isinstance(step, S.SacrificeManyCost):
        if len(_matching(game, player, step.filter, source)) < _n(step.n, choices):
            return f"nothing to sacrifice: need {step.describe()[len('Sacrifice '):]}"
    elif isinstance(step, S.ExileFromGraveyardCost):
        if len(_graveyard(game, player, step.filter, source)) < _n(step.n, choices):
            return "not enough cards in your graveyard to exile"
    elif isinstance(step, S.ReturnManyCost) and \
            len(_matching(game, player, step.filter, source)) < step.n:
        return f"nothing to return: need {step.n} {step.filter.describe()}"
    elif isinstance(step, S.RevealSelfCost) and (obj.zone != Zone.HAND or obj.owner != player):
        return f"{name} is not in {player}'s hand to be revealed"
    elif isinstance(step, S.ReturnUnblockedAttackerCost) and not unblocked_attackers(game,
                                                                                   player):
        return "no unblocked attacking creature of yours to return (702.49a)"
    elif isinstance(step, ConspireTapCost):
        return conspire_problem(game, player, source)
    elif isinstance(step, DiscardXCost) and \
            len(_hand(game, player, step.filter, source)) < _n(S.X_COUNT, choices):
        return f"{player} has too few cards in hand to discard X"
    elif isinstance(step, PayXLifeCost) and \
            game.player(player).life < _n(S.X_COUNT, choices):
        return f"{player} can't pay X life (119.4)"
    elif isinstance(step, RevealFromHandCost) and not _hand(game, player, step.filter, source):
        return f"{player} has no {step.filter.describe()} card in hand to reveal"
    elif isinstance(step, ProcessCost) and not _opponents_exiled(game, player):
        return "no card an opponent owns in exile to put into a graveyard"
    elif isinstance(step, ExilePermanentCost) and not _matching(game, player, step.filter,
                                                                source):
        return f"no {step.filter.describe()} to exile"
    return None


def unblocked_attackers(game: Game, player: str) -> list[int]:
    """509.1h: attacking creatures of `player` that blockers were declared against and
    that nothing blocks."""
    combat = game.state.combat
    if combat.blocks is None:
        return []
    return [a for a in combat.attackers if a in game.state.objects
            and game.obj(a).attacking is not None and a not in combat.blocked
            and game.controller_of(a) == player]


def pay_step(game: Game, player: str, step: S.CostStep, source: int,
             choices: dict[str, Any], paid: dict[str, Any]) -> None:
    """Pay one part of a cost that step_problem found payable."""
    if isinstance(step, S.MillCost):
        mill(game, player, step.n)
    elif isinstance(step, S.ExileTopCost):
        for _ in range(step.n):
            top = game.state.zone_ids(Zone.LIBRARY, player)[-1]
            paid.setdefault("exiled", []).append(
                move_object(game, top, Zone.EXILE, reason="cost"))
    elif isinstance(step, S.ReturnSelfCost):
        move_object(game, source, Zone.HAND, reason="cost")
    elif isinstance(step, S.ExertSelfCost):
        exert_attackers(game, player, (source,))
    elif isinstance(step, S.PutCountersCost):
        on = source if step.on is None else _pick(
            game, _matching(game, player, step.on, source), choices.get("choose"))
        game.put_counters(on, step.kind, step.n, source=source)
    elif isinstance(step, S.RemoveCountersAmongCost):
        for _ in range(_n(step.n, choices)):
            having = [o for o in _matching(game, player, step.among, source)
                      if game.obj(o).counters.get(step.kind, 0) > 0]
            game.remove_counters(_pick(game, having, choices.get("choose")), step.kind, 1)
    elif isinstance(step, S.ExileFromHandCost):
        for _ in range(step.n):
            pick = _pick(game, _hand(game, player, step.filter, source), choices.get("exile"))
            paid.setdefault("exiled", []).append(
                move_object(game, pick, Zone.EXILE, reason="cost"))
    elif isinstance(step, S.HandToLibraryTopCost):
        for _ in range(step.n):
            pick = _pick(game, _hand(game, player, None, source), choices.get("choose"))
            move_object(game, pick, Zone.LIBRARY, reason="cost", position="top")
    elif isinstance(step, S.SacrificeEachCost):
        for oid in _distinct(game, player, step.filters, source,
                             choices.get("sacrifice")) or ():
            sacrifice(game, oid)
    elif isinstance(step, S.ReturnUnblockedAttackerCost):
        pick = _pick(game, unblocked_attackers(game, player), choices.get("choose"))
        defender = game.obj(pick).attacking  # 702.49c: the player, and what it attacked
        paid[RETURNED_FROM_ATTACK] = (defender, game.state.combat.attacks.get(pick, defender))
        move_object(game, pick, Zone.HAND, reason="cost")
    elif isinstance(step, ConspireTapCost):
        pay_conspire(game, player, source, choices.get("tap"))
    elif isinstance(step, DiscardXCost):  # 107.3, 701.9
        for _ in range(_n(S.X_COUNT, choices)):
            discard(game, player, _pick(game, _hand(game, player, step.filter, source),
                                        choices.get("discard")))
    elif isinstance(step, PayXLifeCost):  # 119.4
        lose_life(game, player, _n(S.X_COUNT, choices))
    elif isinstance(step, PayHalfLifeCost):  # 119.4: half of a life total of 0 or less is 0
        life = max(0, game.player(player).life)
        lose_life(game, player, (life + 1) // 2 if step.round_up else life // 2)
    elif isinstance(step, ProcessCost):  # to its owner's graveyard (400.3)
        pick = _pick(game, _opponents_exiled(game, player), choices.get("choose"))
        move_object(game, pick, Zone.GRAVEYARD, reason="cost")
    elif isinstance(step, ExilePermanentCost):
        pick = _pick(game, _matching(game, player, step.filter, source), choices.get("exile"))
        paid.setdefault("exiled", []).append(move_object(game, pick, Zone.EXILE, reason="cost"))
    elif isinstance(step, SacrificeAllCost):  # 701.21
        for oid in _matching(game, player, step.filter, source):
            sacrifice(game, oid)
    elif isinstance(step, RevealFromHandCost):  # 701.16: it stays in the hand
        pick = _pick(game, _hand(game, player, step.filter, source), choices.get("reveal"))
        game.emit("reveal", f"{player} reveals {game.name_of(pick)} from their hand (cost)",
                  (pick,), player=player)
    elif isinstance(step, S.RevealSelfCost):
        game.emit("reveal", f"{player} reveals {game.name_of(source)} from their hand "
                  "(cost)", (source,), player=player)
    elif isinstance(step, S.SacrificeManyCost):
        for _ in range(_n(step.n, choices)):
            sacrifice(game, _pick(game, _matching(game, player, step.filter, source),
                                  choices.get("sacrifice")))
    elif isinstance(step, S.ExileFromGraveyardCost):
        for _ in range(_n(step.n, choices)):
            pick = _pick(game, _graveyard(game, player, step.filter, source),
                         choices.get("exile"))
            move_object(game, pick, Zone.EXILE, reason="cost")
    elif isinstance(step, S.DiscardHandCost):  # 701.9a
        for oid in list(game.state.zone_ids(Zone.HAND, player)):
            discard(game, player, oid)
    elif isinstance(step, S.ExileGraveyardCost):
        for oid in list(game.state.zone_ids(Zone.GRAVEYARD, player)):
            move_object(game, oid, Zone.EXILE, reason="cost")
    elif isinstance(step, S.ReturnManyCost):
        for _ in range(step.n):
            pick = _pick(game, _matching(game, player, step.filter, source),
                         choices.get("choose"))
            move_object(game, pick, Zone.HAND, reason="cost")


def _matching(game: Game, player: str, f: ObjectFilter, source: int) -> list[int]:
    return [o for o in game.permanents(player) if f.matches(game, o, source, player)]


def _n(n: int, choices: dict[str, Any]) -> int:
    """A step's number; X_COUNT: the X chosen as it is activated (107.3)."""
    if n != S.X_COUNT:
        return n
    try:
        return max(0, int(choices.get("x") or 0))
    except (TypeError, ValueError):
        return 0


def _graveyard(game: Game, player: str, f: ObjectFilter | None, source: int) -> list[int]:
    return [o for o in game.state.zone_ids(Zone.GRAVEYARD, player)
            if o != source and (f is None or f.matches(game, o, source, player))]


def _opponents_exiled(game: Game, player: str) -> list[int]:
    """Cards in exile an opponent of `player` owns (face-up or not)."""
    return [o for p in game.opponents(player) for o in game.state.zone_ids(Zone.EXILE, p)]


def _hand(game: Game, player: str, f: ObjectFilter | None, source: int) -> list[int]:
    return [o for o in game.state.zone_ids(Zone.HAND, player)
            if o != source and (f is None or f.matches(game, o, source, player))]


def _named(game: Game, options: list[int], wanted: Any) -> list[int]:
    """The options an answer names (ids or card names), in the answer's order."""
    items = wanted if isinstance(wanted, list | tuple) else [] if wanted is None else [wanted]
    out: list[int] = []
    for item in items:
        out.extend(o for o in options if o not in out and (o == item or (
            isinstance(item, str) and game.name_of(o).casefold() == item.casefold())))
    return out


def _pick(game: Game, options: list[int], wanted: Any) -> int:
    """The option the answer names, else the preselection: a token first, then the lowest
    mana value."""
    named = _named(game, options, wanted)
    if named:
        return named[0]
    return min(options, key=lambda o: (not game.obj(o).is_token,
                                       game.chars(o).mana_value, -o))


def _distinct(game: Game, player: str, filters: tuple[ObjectFilter, ...], source: int,
              wanted: Any) -> list[int] | None:
    """One different permanent for each filter (the answer's first), or None."""
    def assign(i: int, used: list[int]) -> list[int] | None:
        if i == len(filters):
            return used
        options = [o for o in _matching(game, player, filters[i], source) if o not in used]
        named = _named(game, options, wanted)
        for oid in named + sorted(set(options) - set(named), key=lambda o: (
                not game.obj(o).is_token, game.chars(o).mana_value, -o)):
            found = assign(i + 1, [*used, oid])
            if found is not None:
                return found
        return None
    return assign(0, [])
