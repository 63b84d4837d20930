"""Paying costs (601.2g-h, 602.2b, 118): everything is checked before anything is paid,
so a cost that can't be paid changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.costs import REMOVE_X, Cost
from tabletop.engine.definitions.crew_power import CREW_POWER_BONUS
from tabletop.engine.definitions.tapped_for_cost import TAPPED_FOR_COST
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.rules.cost_steps import pay_step, step_problem
from tabletop.engine.rules.crew_triggers import note_crewed
from tabletop.engine.rules.keyword_actions import discard, lose_life, move_object, sacrifice
from tabletop.engine.rules.mana_payment import pay_mana
from tabletop.engine.rules.stations import pay_station, station_choice
from tabletop.engine.rules.tapping import set_tapped

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def cost_problem(game: Game, player: str, cost: Cost | None, source: int,
                 choices: dict[str, Any]) -> str | None:
    """Why the non-mana parts of a cost can't be paid now, or None (118.3, 602.5a)."""
    if cost is None or cost == Cost(mana=cost.mana):
        return None  # mana only: the mana payment says what is missing
    obj = game.state.objects.get(source)
    if obj is None:
        return "that object is no longer there"
    name = game.name_of(source)
    if cost.tap or cost.untap:
        if obj.zone != Zone.BATTLEFIELD:
            return f"{name} is not on the battlefield"
        if cost.tap and obj.tapped:
            return f"{name} is already tapped"
        if cost.untap and not obj.tapped:
            return f"{name} is not tapped"
        chars = game.chars(source)
        if (CardType.CREATURE in chars.types and not obj.controlled_since_turn_start
                and not chars.has_keyword("Haste")):
            return (f"{name} has summoning sickness: it can't use {{T}} or {{Q}} abilities "
                    "this turn (302.6, 602.5a)")
    if cost.pay_life and game.player(player).life < cost.pay_life:
        return f"{player} can't pay {cost.pay_life} life (119.4)"
    for kind, n in cost.remove_counters:
        have = obj.counters.get(kind, 0)
        if n == REMOVE_X:
            n = _chosen_x(choices)
        if n > 0 and have < n:
            return f"{name} has only {have} {kind} counter(s)"
    if cost.loyalty is not None and cost.loyalty < 0 and \
            obj.counters.get("loyalty", 0) < -cost.loyalty:
        return f"{name} doesn't have {-cost.loyalty} loyalty (606.6)"
    if cost.discard and len(discard_options(game, player, cost, source)) < cost.discard:
        kind = f"{cost.discard_filter.describe()} " if cost.discard_filter else ""
        return f"{player} has no {kind}card to discard"
    if cost.sacrifice is not None and \
            len(sacrifice_options(game, player, cost, source)) < max(1, cost.sacrifice_count):
        return f"nothing to sacrifice: need {max(1, cost.sacrifice_count)} " \
               f"{cost.sacrifice.describe()}"
    if cost.sacrifice_attached:  # 701.21a: only a permanent you control
        host = _host(game, source)
        if host is None or game.controller_of(host) != player:
            return f"{name} is attached to no permanent {player} controls to sacrifice"
    if cost.sacrifice_self and obj.zone != Zone.BATTLEFIELD:
        return f"{name} is not on the battlefield to be sacrificed"
    grave = exile_options(game, player, cost, source)
    if cost.exile_from_graveyard and len(grave) < cost.exile_from_graveyard:
        return "not enough cards in your graveyard to exile"
    tap_count = _chosen_x(choices) if cost.tap_count == REMOVE_X else cost.tap_count
    if cost.tap_filter is not None and len(tap_options(game, player, cost, source)) < tap_count:
        return f"not enough untapped {cost.tap_filter.describe()} to tap"
    if cost.return_filter is not None and not return_options(game, player, cost, source):
        return f"nothing to return: need a {cost.return_filter.describe()}"
    if cost.discard_self and (obj.zone != Zone.HAND or obj.owner != player):
        return f"{name} is not in {player}'s hand to be discarded"
    if cost.energy and game.player(player).counters.get("energy", 0) < cost.energy:
        return f"{player} doesn't have {cost.energy} energy (107.14)"
    if cost.crew_power:
        crew = crew_choice(game, player, cost.crew_power, source, choices.get("tap"))
        if isinstance(crew, str):
            return crew
    if cost.station:  # 702.184a
        pick = station_choice(game, player, source, choices.get("tap"))
        if isinstance(pick, str):
            return pick
    return next((p for step in cost.steps
                 if (p := step_problem(game, player, step, source, choices))), None)


def _untapped_creatures(game: Game, player: str, source: int) -> list[int]:
    return [o for o in game.permanents(player)
            if o != source and game.is_creature(o) and not game.obj(o).tapped]


def _power(game: Game, oid: int) -> int:
    """The power a creature crews or saddles with (702.122a, 702.171a): "as though its
    power were 2 greater" counts too."""
    bonus = sum(int(str(e.change.param("amount", 0)))
                for e in game.rule_effects_on(CREW_POWER_BONUS, oid))
    return (game.chars(oid).power or 0) + bonus


def crew_choice(game: Game, player: str, power: int, source: int, wanted: Any
                ) -> list[int] | str:
    """702.122a: the untapped creatures tapped to crew (the answer `tap`: aliases or names;
    without one the window's preselection: the weakest creatures that are enough), or why
    they can't pay. Summoning sickness does not matter: crew has no {T} (702.122, 302.6)."""
    options = _untapped_creatures(game, player, source)
    if wanted is None:
        picked: list[int] = []
        for oid in sorted(options, key=lambda o: (_power(game, o), o)):
            if sum(_power(game, o) for o in picked) >= power:
                break
            picked.append(oid)
    else:
        picked = []
        for item in wanted if isinstance(wanted, list | tuple) else [wanted]:
            match = [o for o in options if o == item or (
                isinstance(item, str) and game.name_of(o).casefold() == item.casefold())]
            if not match:
                return f"{item!r} is not an untapped creature {player} controls (702.122a)"
            picked.append(next((o for o in match if o not in picked), match[0]))
    total = sum(_power(game, o) for o in set(picked))
    if total < power:
        return f"crew {power}: the creatures tapped have total power {total} (702.122a)"
    return sorted(set(picked), key=picked.index)


def sacrifice_options(game: Game, player: str, cost: Cost, source: int) -> list[int]:
    f = cost.sacrifice
    if f is None:
        return []
    return [o for o in game.permanents(player) if f.matches(game, o, source, player)]


def tap_options(game: Game, player: str, cost: Cost, source: int) -> list[int]:
    """"Tap an untapped creature you control": untapped permanents that may be tapped
    for it (not the source when the cost also has {T}). 302.6 limits only a creature's
    own {T} abilities: a creature that came under your control this turn may be tapped
    to pay another permanent's cost."""
    f = cost.tap_filter
    if f is None:
        return []
    return [o for o in game.permanents(player)
            if not game.obj(o).tapped and not (cost.tap and o == source)
            and f.matches(game, o, source, player)]


def return_options(game: Game, player: str, cost: Cost, source: int) -> list[int]:
    f = cost.return_filter
    if f is None:
        return []
    return [o for o in game.permanents(player) if f.matches(game, o, source, player)]


def _host(game: Game, source: int) -> int | None:
    """The permanent an Aura or Equipment is attached to, if it is on the battlefield."""
    host = game.obj(source).attached_to
    if host is None or host not in game.state.objects or \
            game.obj(host).zone != Zone.BATTLEFIELD:
        return None
    return host


def _chosen_x(choices: dict[str, Any]) -> int:
    try:
        return max(0, int(choices.get("x") or 0))
    except (TypeError, ValueError):
        return 0


def exile_options(game: Game, player: str, cost: Cost, source: int) -> list[int]:
    """The cards in the graveyard a cost may exile ("Exile a creature card from your
    graveyard": `exile_filter`)."""
    grave = game.state.zone_ids(Zone.GRAVEYARD, player)
    f = cost.exile_filter
    return [o for o in grave if o != source and (f is None or f.matches(game, o, source,
                                                                        player))]


def pay_costs(game: Game, player: str, cost: Cost | None, *, source: int, x: int,
              choices: dict[str, Any], mana: ManaCost | None = None, pay: str = "auto",
              plan: Any = None, purpose: tuple[str, int] | None = None) -> dict[str, Any]:
    """601.2h: pay the total cost in any order; everything is checked before anything
    is paid, so a cost that can't be paid changes nothing (601.2 and 730 rollback)."""
    problem = cost_problem(game, player, cost, source, choices)
    if problem:
        raise IllegalAction(problem)
    paid: dict[str, Any] = {}
    total = mana if mana is not None else (cost.mana if cost is not None else ManaCost())
    exclude = frozenset({source}) if cost is not None and (cost.tap or cost.untap) \
        else frozenset()
    if not total.is_empty() and pay != "free":
        paid["mana"] = pay_mana(game, player, total, x, exclude, pool_only=pay == "pool",
                                life_for_phyrexian=choices.get("phyrexian") == "life",
                                plan=plan, purpose=purpose)
    if cost is None:
        return paid
    if cost.tap:
        set_tapped(game, source, True)
        game.state_changed("tapped")
        game.emit("tap", f"{game.name_of(source)} taps", (source,))
    if cost.untap:
        set_tapped(game, source, False)
        game.state_changed("tapped")
        game.emit("untap", f"{game.name_of(source)} untaps", (source,))
    if cost.pay_life:
        lose_life(game, player, cost.pay_life)
    for kind, n in cost.remove_counters:
        if n == REMOVE_X:
            n = x
        game.remove_counters(source, kind, None if n < 0 else n)
    if cost.loyalty is not None:  # 606.4
        if cost.loyalty > 0:
            game.put_counters(source, "loyalty", cost.loyalty)
        elif cost.loyalty < 0:
            game.remove_counters(source, "loyalty", -cost.loyalty)
    if cost.discard:
        _discard_cost(game, player, cost, source, choices)
    if cost.sacrifice is not None:
        for _ in range(max(1, cost.sacrifice_count)):  # "Sacrifice three Treasures"
            options = sacrifice_options(game, player, cost, source)
            pick = _pick(game, options, choices.get("sacrifice"), source)
            paid["sacrificed"] = pick
            sacrifice(game, pick)
    if cost.exile_from_graveyard:
        for _ in range(cost.exile_from_graveyard):
            pick = _pick(game, exile_options(game, player, cost, source),
                         choices.get("exile"), source, newest_first=True)
            move_object(game, pick, Zone.EXILE, reason="cost")
    if cost.tap_filter is not None:
        for _ in range(x if cost.tap_count == REMOVE_X else cost.tap_count):  # 107.3
            pick = _pick(game, tap_options(game, player, cost, source), choices.get("tap"),
                         source)
            set_tapped(game, pick, True)
            paid[TAPPED_FOR_COST] = pick  # "the creature tapped this way" (608.2h)
            game.emit("tap", f"{game.name_of(pick)} taps (cost)", (pick,))
        game.state_changed("tapped")
    if cost.return_filter is not None:
        pick = _pick(game, return_options(game, player, cost, source),
                     choices.get("choose"), source)
        move_object(game, pick, Zone.HAND, reason="cost")
    if cost.energy:  # 107.14: energy counters are paid
        counters = game.player(player).counters
        counters["energy"] = counters.get("energy", 0) - cost.energy
        game.invalidate()
        game.emit("energy", f"{player} pays " + "{E}" * cost.energy, player=player)
    if cost.discard_self:
        discard(game, player, source)
    if cost.exile_self:
        move_object(game, source, Zone.EXILE, reason="cost")
    for step in cost.steps:  # definitions/cost_steps.py
        pay_step(game, player, step, source, choices, paid)
    if cost.sacrifice_attached:  # "Sacrifice enchanted creature" (the host, 701.21)
        host = _host(game, source)
        if host is not None:
            paid["sacrificed"] = host
            sacrifice(game, host)
    if cost.sacrifice_self:
        paid["sacrificed_self"] = True
        sacrifice(game, source)
    if cost.crew_power:
        crew = crew_choice(game, player, cost.crew_power, source, choices.get("tap"))
        for oid in crew if isinstance(crew, list) else []:
            set_tapped(game, oid, True)
            game.emit("tap", f"{game.name_of(oid)} taps to crew {game.name_of(source)} "
                      "(702.122a)", (oid, source))
        game.state_changed("tapped")
        note_crewed(game, source, crew if isinstance(crew, list) else [])  # 702.122c
    if cost.station:  # 702.184a: the creature tapped and its power go with the ability
        paid.update(pay_station(game, player, source, choices.get("tap")))
    return paid


def discard_options(game: Game, player: str, cost: Cost, source: int) -> list[int]:
    """The cards in hand the cost may discard: any but the source, or those of the kind
    it names ("Discard a creature card")."""
    flt = cost.discard_filter
    return [o for o in game.state.zone_ids(Zone.HAND, player) if o != source and (
        flt is None or flt.matches(game, o, source, player))]


def _discard_cost(game: Game, player: str, cost: Cost, source: int,
                  choices: dict[str, Any]) -> None:
    for _ in range(cost.discard):
        hand = discard_options(game, player, cost, source)
        if cost.discard_random:
            pick = hand[game.state.rng.randrange(len(hand))]
        else:
            pick = _pick(game, hand, choices.get("discard"), source, newest_first=True)
        discard(game, player, pick)


def _pick(game: Game, options: list[int], wanted: Any, source: int, *,
          newest_first: bool = False) -> int:
    """The object a choice names (an id, or a card name), else the window's preselected
    one: not the source itself, a token first, then the lowest mana value. A list names
    several (each cost takes the first still there)."""
    if isinstance(wanted, list | tuple):
        for item in wanted:
            if item in options or (isinstance(item, str) and any(
                    game.name_of(o).casefold() == item.casefold() for o in options)):
                return _pick(game, options, item, source, newest_first=newest_first)
        wanted = None
    if wanted in options:
        return int(wanted)
    if isinstance(wanted, str):
        named = [o for o in options if game.name_of(o).casefold() == wanted.casefold()]
        if named:
            return named[-1]
    if newest_first:
        return options[-1]
    others = [o for o in options if o != source] or options
    return min(others, key=lambda o: (not game.obj(o).is_token,
                                      game.chars(o).mana_value, -o))
