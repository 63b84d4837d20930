"""Handlers of definitions/name_searches.py: searching zones for cards by name (701.23)."""

from __future__ import annotations

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.name_searches import (
    CARD_NAME,
    ExileByName,
    SearchLibraryAndGraveyard,
)
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.keyword_actions import move_object, shuffle_library
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.search_prohibitions import may_search

_SEARCHED = (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY)


def _asked(res: Resolution) -> list[object]:
    wanted = res.info.choices.get("search")
    return list(wanted) if isinstance(wanted, list | tuple) else [wanted]


def _chosen_name(res: Resolution, i: ExileByName, player: str) -> str | None:
    """The name to search for: that of `same_as` (its last known name, 608.2h), or the one
    chosen as the spell was cast; without an answer, that of the first nonland card in the
    player's hand (then graveyard, then library)."""
    game = res.game
    if i.same_as is not None:
        if isinstance(i.same_as, I.TargetRef):
            t = res.target(i.same_as.index)
            return game.name_of(t) if isinstance(t, int) else None
        found = res.objects(i.same_as)
        return game.name_of(found[0]) if found else None
    answer = res.info.choices.get(CARD_NAME)
    if isinstance(answer, str) and answer.strip():
        return answer.strip()
    for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY):
        for oid in reversed(game.state.zone_ids(zone, player)):
            if not i.nonland or CardType.LAND not in game.obj(oid).card.types:
                return game.obj(oid).card.name
    return None


def _is_land_name(res: Resolution, name: str) -> bool:
    try:
        return CardType.LAND in res.game.card(name).types
    except IllegalAction:  # a name no card of the game's database has: it finds nothing
        return False


@handles(ExileByName)
def h_exile_by_name(res: Resolution, i: ExileByName) -> None:
    """701.23: the player's graveyard, hand and library are searched for the cards with the
    name and those found are exiled ("any number of": the answer `search` may name fewer)."""
    game = res.game
    for player in res.players(i.who):
        name = _chosen_name(res, i, player)
        if name is None:
            continue
        if i.nonland and _is_land_name(res, name):
            game.emit("search", f"{name} is a land's name: no card is found (201.3)",
                      player=res.controller)
            continue
        found = [o for zone in _SEARCHED for o in game.state.zone_ids(zone, player)
                 if game.obj(o).card.name.casefold() == name.casefold()
                 and (zone != Zone.LIBRARY or may_search(game, res.controller))]
        asked = _asked(res)
        if i.any_number and any(isinstance(a, int) for a in asked):
            found = [o for o in found if o in asked]
        game.emit("search", f"{res.controller} searches {player}'s graveyard, hand and "
                  f"library for {name} and finds {len(found)} (701.23)", tuple(found),
                  player=res.controller)
        for oid in found:
            move_object(game, oid, Zone.EXILE, reason="exiled")


@handles(SearchLibraryAndGraveyard)
def h_search_library_and_graveyard(res: Resolution, i: SearchLibraryAndGraveyard) -> None:
    """701.23: one matching card of the library or the graveyard is found (the answer
    `search`; else the library's first, then the graveyard's); the library searched is
    shuffled when `shuffle` says so."""
    game = res.game
    me = res.controller
    zones = (Zone.LIBRARY, Zone.GRAVEYARD) if may_search(game, me) else (Zone.GRAVEYARD,)
    options = [o for zone in zones  # "Players can't search libraries" (701.23)
               for o in reversed(game.state.zone_ids(zone, me))
               if i.filter.matches(game, o, res.source, me)]
    picks = [o for o in _asked(res) if isinstance(o, int) and o in options][:1] or options[:1]
    res.found = picks
    names = ", ".join(game.name_of(o) for o in picks) or "nothing"
    game.emit("search", f"{me} searches their library and graveyard and finds {names} "
              "(701.23)", tuple(picks), player=me)
    if i.shuffle:
        shuffle_library(game, me)
