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
    """614.1a: "that many plus one" (Hardened Scales), "twice that many" (Doubling Season).

    616.1: with several, the affected permanent's controller chooses the order; the
    answer is `choices.order` (aliases of the effects' sources, first applied first),
    otherwise the order the sources entered (the window's preselected answer). Each
    applies at most once (614.5).
    """
    found: list[tuple[int, Any]] = []
    controller = game.controller_of(oid)
    for source, spec in _replacements(game):
        if getattr(spec, "kind", "") != "modify_counters":
            continue
        if spec.counter is not None and spec.counter != kind:
            continue
        if spec.filter is None:
            applies = source == oid
        else:
            applies = spec.filter.matches(game, oid, source, game.controller_of(source))
        if applies:
            found.append((source, spec))
    if not found:
        return n
    wanted = game.answers.get("order")
    if isinstance(wanted, list | tuple):
        rank = {src: i for i, src in enumerate(wanted)}
        found.sort(key=lambda f: rank.get(f[0], len(rank)))
    for source, spec in found:
        before = n
        n = n * spec.times + spec.plus
        game.emit("replacement", f"{game.name_of(source)}: {before} {kind} counter(s) on "
                  f"{game.name_of(oid)} become {n} (614.1a)", (source, oid), player=controller)
    return n
