"""Writing the turn's event history (model/event_history.py): as the trigger machinery
notices events (603.2) — damage dealt (120), life gained (119.9) and lost (119.3), cards
discarded, creatures that died (700.4), permanents that left the battlefield, blockers
(509.1) — and where they happen: spells cast (601.2i), permanents entering (celebration,
"entered this turn"), crimes (700.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.continuous.state_reads import THIS_TURN
from tabletop.engine.definitions.modern import CAST_FROM
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.rules.speed import start_engines

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.event_history import EventHistory
    from tabletop.engine.model.objects import StackInfo


def _add(counts: dict[str, int], player: object, n: object) -> None:
    if isinstance(player, str) and isinstance(n, int) and n > 0:
        counts[player] = counts.get(player, 0) + n


def record_event(game: Game, kind: str, data: dict[str, Any]) -> None:
    history = game.state.history
    if kind == "gain_life":
        _add(history.life_gained, data.get("player"), data.get("n"))
    elif kind == "lose_life":
        _add(history.life_lost, data.get("player"), data.get("n"))
    elif kind == "discard":
        _add(history.discarded, data.get("player"), 1)
    elif kind == "draw":
        _add(history.drawn, data.get("player"), 1)
    elif kind == "blocks" and isinstance(data.get("oid"), int):
        history.blocked.append(data["oid"])
    elif kind == "damage":
        source, target, n = data.get("source"), data.get("target"), data.get("n")
        if isinstance(target, int | str) and isinstance(n, int):
            history.damage.append((source if isinstance(source, int) else None, target, n,
                                   bool(data.get("combat"))))
            if isinstance(target, str) and not _infect(game, source):  # 120.3a, 120.3b
                _add(history.life_lost, target, n)
            if isinstance(target, str) and data.get("combat"):  # 702.76a prowl
                _note_combat_source(game, history, source)


def _note_combat_source(game: Game, history: EventHistory, source: object) -> None:
    """702.76a: who controlled the source and its subtypes as it dealt the damage."""
    chars = game.known_chars(source) if isinstance(source, int) else None
    if chars is not None and isinstance(source, int) and source in game.state.objects:
        history.combat_damage_sources.append((game.controller_of(source),
                                              tuple(chars.subtypes)))


def _infect(game: Game, source: object) -> bool:
    chars = game.known_chars(source) if isinstance(source, int) else None
    return chars is not None and chars.has_keyword("Infect")


def record_left_battlefield(board: Any, oid: int, to_zone: Zone) -> None:
    """A permanent left the battlefield: `board` answers as it last existed (603.10a)."""
    history = board.state.history
    try:
        controller = board.controller_of(oid)
        creature = CardType.CREATURE in board.chars(oid).types
    except KeyError:
        return
    history.left.append(controller)
    if to_zone == Zone.GRAVEYARD:  # 702.69a gravestorm counts every permanent
        history.died_permanents.append(controller)
    if creature and to_zone == Zone.GRAVEYARD:
        history.died.append((oid, controller))


def _types(game: Game, oid: int) -> tuple[str, ...]:
    return tuple(sorted(t.value for t in game.chars(oid).types))


def record_to_graveyard(game: Game, oid: int) -> None:
    """A card was put into a graveyard from anywhere ("if a creature card was put into your
    graveyard from anywhere this turn"): its owner, card types and subtypes."""
    chars = game.chars(oid)
    game.state.history.to_graveyard.append((game.obj(oid).owner, _types(game, oid),
                                            tuple(sorted(chars.subtypes))))
    game.state_changed(THIS_TURN)


def record_resolved(game: Game, info: StackInfo) -> None:
    """608.2: an activated or triggered ability resolved ("if this is the second time this
    ability has resolved this turn")."""
    if info.kind != "spell" and info.source_oid is not None:
        game.state.history.resolved.append((info.source_oid, info.text))


def record_cast(game: Game, oid: int, player: str) -> None:
    """601.2i: the spell became cast (before its cast triggers look at the record)."""
    game.state.history.spells_cast.append((player, _types(game, oid)))
    info = game.obj(oid).stack_info
    if info is not None:  # "if you cast it from your hand": the zone it was cast from
        old = next((o for o, n in game.state.successors.items() if n == oid), None)
        known = game.state.lki.get(old) if old is not None else None
        if known is not None:
            info.choices[CAST_FROM] = known.obj.zone.value
    game.state_changed(THIS_TURN)  # "as long as you've cast an instant or sorcery spell"


def record_entered(game: Game, oid: int) -> None:
    """A permanent entered the battlefield under its controller's control."""
    game.state.history.entered.append((oid, game.controller_of(oid), _types(game, oid)))
    game.state_changed(THIS_TURN)  # celebration
    start_engines(game, oid)  # 702.179b


def crime_committed(game: Game, player: str, targets: tuple[object, ...]) -> bool:
    """700.13: a player commits a crime as they cast a spell, activate an ability or put a
    triggered ability on the stack that targets an opponent, a permanent or a spell or
    ability an opponent controls, or a card in an opponent's graveyard. Recorded; the
    caller notes the event ("whenever you commit a crime")."""
    opponents = set(game.opponents(player))
    crime = False
    for t in targets:
        if isinstance(t, str):
            crime = crime or t in opponents
            continue
        if not isinstance(t, int) or t not in game.state.objects:
            continue
        obj = game.obj(t)
        if obj.zone == Zone.GRAVEYARD:
            crime = crime or obj.owner in opponents
        elif obj.zone in (Zone.BATTLEFIELD, Zone.STACK):
            crime = crime or game.controller_of(t) in opponents
    if crime:
        game.state.history.crimes.append(player)
    return crime
