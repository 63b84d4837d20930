"""Replacement effects on entering and on counters (614.1c-e, 614.12, 616).

Replacement specs come from static abilities (StaticAbility.replacement); the
compiler builds them, this module applies them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.abilities import StaticAbility
from tabletop.engine.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _replacements(game: Game) -> list[tuple[int, Any]]:
    """(source, replacement spec) of every static replacement ability in play, and of the
    entering object's own abilities (614.12)."""
    found: list[tuple[int, Any]] = []
    for oid in game.state.zone_ids(Zone.BATTLEFIELD):
        try:
            abilities = game.chars(oid).abilities
        except KeyError:
            continue
        for ability in abilities:
            if isinstance(ability, StaticAbility) and ability.replacement is not None:
                found.append((oid, ability.replacement))
    return found


def _call(spec: Any, name: str, *args: Any) -> Any:
    method = getattr(spec, name, None)
    return None if method is None else method(*args)


def enters_with(game: Game, oid: int) -> tuple[dict[str, int], bool]:
    """614.1c: "enters with counters", "enters tapped" from its own or other abilities."""
    counters: dict[str, int] = {}
    tapped = False
    for source, spec in _replacements(game):
        kind = getattr(spec, "kind", "")
        if kind == "enters_tapped" and source == oid:
            tapped = True
        applies = _call(spec, "applies_to_entering", game, source, oid)
        if applies:
            for k, n in applies.items():
                counters[k] = counters.get(k, 0) + int(n)
    return counters, tapped


def entry_choices(game: Game, oid: int) -> list[str]:
    keys: list[str] = []
    for ability in game.chars(oid).abilities:
        if isinstance(ability, StaticAbility) and ability.replacement is not None:
            choice = getattr(ability.replacement, "choose", None)
            if isinstance(choice, str):
                keys.append(choice)
    return keys


def modify_counters(game: Game, oid: int, kind: str, n: int) -> int:
    """614.1a: "that many plus one", "twice that many" counters (Hardened Scales,
    Doubling Season), applied in the order the affected object's controller chooses
    (616.1e; the default is the order they entered)."""
    for source, spec in _replacements(game):
        changed = _call(spec, "modify_counters", game, source, oid, kind, n)
        if isinstance(changed, int):
            n = changed
    return n
