"""509.1a: how many attackers one creature may block: one, plus what "can block an
additional creature" effects add; no limit with "can block any number of creatures"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.expressions import EvalContext, Expr
from tabletop.engine.definitions.extra_blocks import BLOCK_ADDITIONAL, BLOCK_ANY_NUMBER
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.rules.banding import attacker_divides, attacker_division

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def blocks_allowed(game: Game, blocker: int) -> int | None:
    """The most attackers `blocker` may block this combat; None: any number."""
    if any(blocker in e.affected for e in game.rule_effects(BLOCK_ANY_NUMBER)):
        return None
    allowed = 1
    for effect in game.rule_effects(BLOCK_ADDITIONAL):
        if blocker in effect.affected:
            n = effect.change.param("n", 1)
            if isinstance(n, Expr):  # "for each Equipment attached to ~"
                n = n.evaluate(EvalContext(game, effect.source, effect.controller))
            allowed += max(0, n) if isinstance(n, int) else 1
    return allowed


def check_block_counts(game: Game, blocks: tuple[tuple[int, int], ...]) -> None:
    """Refuse a declaration where a creature blocks more attackers than it may, or the
    same attacker twice (509.1a)."""
    counts: dict[int, int] = {}
    for pair in set(blocks):
        counts[pair[0]] = counts.get(pair[0], 0) + 1
    if len(set(blocks)) != len(blocks):
        raise IllegalAction("a creature blocks the same attacker only once (509.1a)")
    for blocker, n in counts.items():
        allowed = blocks_allowed(game, blocker)
        if allowed is not None and n > allowed:
            what = "one creature" if allowed == 1 else f"{allowed} creatures"
            raise IllegalAction(f"{game.name_of(blocker)} can block only {what} (509.1a)")


def blocker_damage(game: Game, blocker: int, attackers: list[int], power: int
                   ) -> list[tuple[int, Any, int]]:
    """510.1d: a creature blocking several attackers divides its damage among them as its
    controller chooses (the choice `assign`, keyed by the blocker: {blocker: {attacker:
    n}}); unanswered, all of it to the first. Blocking a creature with banding, the
    attacking player divides it (702.22k, banding.py)."""
    answer = game.state.answers.assign or game.state.combat.assign
    inner = answer.get(str(blocker), answer.get(blocker)) if isinstance(answer, dict) else None
    wanted = {int(k) if isinstance(k, str) and k.isdigit() else k: int(n)
              for k, n in inner.items()} if isinstance(inner, dict) and inner else None
    if len(attackers) > 1 and attacker_divides(game, attackers):  # 702.22k
        return attacker_division(game, blocker, attackers, power, wanted)
    if len(attackers) > 1 and wanted is not None:
        if any(a not in attackers or n < 0 for a, n in wanted.items()) or \
                sum(wanted.values()) != power:
            raise IllegalAction(f"{game.name_of(blocker)} must assign exactly {power} damage "
                                "among the creatures it blocks (510.1d)")
        return [(blocker, a, n) for a, n in wanted.items() if n > 0]
    return [(blocker, attackers[0], power)]
