"""Sagas (714): lore counters as a Saga enters and after its controller's draw step, its
chapter abilities (triggered, rules/trigger_events.py), and its sacrifice after the last
chapter (a state-based action, rules/state_based_actions.py); read ahead (702.155)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import ChapterAbility
from tabletop.engine.definitions.sagas import LORE, READ_AHEAD, SAGA, final_chapter
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def is_saga(game: Game, oid: int) -> bool:
    """714.1: a Saga with one or more chapter abilities (714.3b, 714.4 ask for both)."""
    chars = game.chars(oid)
    return SAGA in chars.subtypes and final_chapter(chars.abilities) > 0


def entering_lore(game: Game, oid: int, choices: dict[str, Any]) -> int:
    """714.3a: as a Saga enters, its controller puts a lore counter on it. 702.155b: with
    read ahead, that many as the chapter its controller chooses (`choices.chapter`, from
    one to the final chapter number; the preselected answer is one). 0 for a non-Saga."""
    chars = game.chars(oid)
    if SAGA not in chars.subtypes:
        return 0
    if not chars.has_keyword(READ_AHEAD):
        return 1
    final = max(1, final_chapter(chars.abilities))
    try:
        wanted = int(choices.get("chapter", 1) or 1)
    except (TypeError, ValueError):
        wanted = 1
    return min(max(wanted, 1), final)


def add_lore_counters(game: Game) -> None:
    """714.3b: as the active player's precombat main phase begins, they put a lore counter
    on each Saga they control (a turn-based action, before anyone gets priority)."""
    active = game.state.active
    for oid in list(game.state.zone_ids(Zone.BATTLEFIELD)):
        if game.controller_of(oid) == active and is_saga(game, oid):
            game.emit("lore", f"{game.name_of(oid)}: a lore counter after the draw step "
                      "(714.3b)", (oid,), player=active)
            game.put_counters(oid, LORE, 1)


def chapter_pending(game: Game, oid: int) -> bool:
    """714.4: the Saga is the source of a chapter ability that has triggered but not yet
    left the stack."""
    state = game.state
    if any(t.source == oid and isinstance(t.ability, ChapterAbility)
           for t in state.pending_triggers):
        return True
    for sid in state.zone_ids(Zone.STACK):
        info = state.objects[sid].stack_info
        if info is not None and info.source_oid == oid and \
                isinstance(info.ability, ChapterAbility):
            return True
    return False


def sagas_to_sacrifice(game: Game) -> list[int]:
    """714.4: Sagas whose lore counters reached their final chapter number, with no chapter
    ability of theirs waiting to resolve."""
    return [oid for oid in game.battlefield()
            if is_saga(game, oid)
            and game.obj(oid).counters.get(LORE, 0) >= final_chapter(game.chars(oid).abilities)
            and not chapter_pending(game, oid)]
