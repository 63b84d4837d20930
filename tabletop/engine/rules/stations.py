"""Station (702.184a): the cost that taps another creature, and the charge counters.

The cost taps one other untapped creature its controller controls, the answer `tap` (an
alias, id or name); without one the window's preselection: the most powerful. Summoning
sickness does not matter: the cost has no {T} of the creature's own (302.6, like crew).
The creature and its power as it was tapped go with the ability on the stack; as it
resolves it puts charge counters equal to that creature's power (its power then if it is
still on the battlefield).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.stations import (
    CHARGE,
    STATION_POWER,
    STATION_TAPPED,
    PutStationCounters,
)
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.tapping import set_tapped

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _options(game: Game, player: str, source: int) -> list[int]:
    return [o for o in game.permanents(player)
            if o != source and game.is_creature(o) and not game.obj(o).tapped]


def station_options(game: Game, player: str, source: int) -> list[int]:
    """The creatures that may pay the station cost, the most powerful first (the window's
    question and its preselected answer)."""
    return sorted(_options(game, player, source),
                  key=lambda o: (-(game.chars(o).power or 0), o))


def station_choice(game: Game, player: str, source: int, wanted: Any) -> int | str:
    """The creature that pays the station cost, or why none can (702.184a)."""
    options = _options(game, player, source)
    if not options:
        return f"{player} controls no other untapped creature to station with (702.184a)"
    if wanted is None:
        return station_options(game, player, source)[0]
    items = wanted if isinstance(wanted, list | tuple) else [wanted]
    if len(items) != 1:
        return "station taps exactly one other creature (702.184a)"
    item = items[0]
    match = [o for o in options if o == item or (
        isinstance(item, str) and game.name_of(o).casefold() == item.casefold())]
    if not match:
        return f"{item!r} is not another untapped creature {player} controls (702.184a)"
    return match[0]


def pay_station(game: Game, player: str, source: int, wanted: Any) -> dict[str, int]:
    """Tap the creature; what the ability remembers of it."""
    pick = station_choice(game, player, source, wanted)
    if isinstance(pick, str):  # checked before anything was paid (cost_problem)
        return {}
    power = game.chars(pick).power or 0
    set_tapped(game, pick, True)
    game.state_changed("tapped")
    game.emit("tap", f"{game.name_of(pick)} taps to station {game.name_of(source)} "
              f"(power {power}, 702.184a)", (pick, source))
    return {STATION_TAPPED: pick, STATION_POWER: power}


@handles(PutStationCounters)
def h_put_station_counters(res: Resolution, i: PutStationCounters) -> None:
    """702.184a: charge counters equal to the tapped creature's power."""
    game = res.game
    source = res.source
    if source is None or source not in game.state.objects or \
            game.obj(source).zone != Zone.BATTLEFIELD:
        return
    tapped = res.info.choices.get(STATION_TAPPED)
    power = res.info.choices.get(STATION_POWER, 0)
    if isinstance(tapped, int) and tapped in game.state.objects and \
            game.obj(tapped).zone == Zone.BATTLEFIELD:
        power = game.chars(tapped).power or 0
    n = power if isinstance(power, int) else 0
    if n > 0:
        game.put_counters(source, CHARGE, n, source=source)
    else:
        game.emit("station", f"{game.name_of(source)} gets no charge counters: the tapped "
                  "creature's power is 0 (702.184a)", (source,))
