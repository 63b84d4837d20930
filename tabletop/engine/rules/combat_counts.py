"""508.1c, 509.1b: a declaration of attackers or blockers with more creatures than an
effect allows in one combat is illegal ("No more than one creature can attack each combat",
Dueling Grounds). The restrictions bind every player, whoever controls the effect."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tabletop.engine.definitions.combat_counts import MOST_ATTACKERS, MOST_BLOCKERS

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _too_many(game: Game, kind: str, creatures: Iterable[int], verb: str, rule: str
              ) -> str | None:
    group = list(creatures)
    if not group:
        return None
    for effect in game.rule_effects(kind):
        n = int(effect.change.param("n", 1))
        flt = effect.change.param("filter")
        counted = [o for o in group
                   if flt is None or flt.matches(game, o, effect.source, effect.controller)]
        if len(counted) > n:
            return (f"no more than {n} creature(s) can {verb} each combat "
                    f"({game.name_of(effect.source or 0)}, {rule})")
    return None


def attacker_count_reason(game: Game, attackers: Iterable[int]) -> str | None:
    """508.1c: why this many attackers break a count restriction, or None."""
    return _too_many(game, MOST_ATTACKERS, attackers, "attack", "508.1c")


def blocker_count_reason(game: Game, blockers: Iterable[int]) -> str | None:
    """509.1b: why this many blockers break a count restriction, or None."""
    return _too_many(game, MOST_BLOCKERS, blockers, "block", "509.1b")
