"""Writing the turn's event history (model/event_history.py) as the trigger machinery
notices events (603.2): damage dealt (120), life gained (119.9) and lost (119.3), cards
discarded, creatures that died (700.4), permanents that left the battlefield, blockers
(509.1). Spells cast, permanents entering and crimes are written where they happen
(turn_history.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.model.enums import CardType, Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


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
    elif kind == "blocks" and isinstance(data.get("oid"), int):
        history.blocked.append(data["oid"])
    elif kind == "damage":
        source, target, n = data.get("source"), data.get("target"), data.get("n")
        if isinstance(target, int | str) and isinstance(n, int):
            history.damage.append((source if isinstance(source, int) else None, target, n,
                                   bool(data.get("combat"))))
            if isinstance(target, str) and not _infect(game, source):  # 120.3a, 120.3b
                _add(history.life_lost, target, n)


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
    if creature and to_zone == Zone.GRAVEYARD:
        history.died.append((oid, controller))
