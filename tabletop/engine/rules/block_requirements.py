"""509.1c: blocking requirements. The declaration must obey the greatest number of
requirements a legal declaration could: each creature bound by "all creatures able to
block ~ do so" is one requirement (to block that attacker), each "~ must be blocked if
able" is one (that some creature blocks it). A creature blocks one attacker, so the
greatest number is found over the creatures able to block a required attacker, keeping the
set of "must be blocked" attackers already blocked (a small exact search)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.engine.definitions.block_requirements import (
    ALL_MUST_BLOCK,
    ATTACKER_SOURCE,
    BLOCKS_IF_ABLE,
    MUST_BE_BLOCKED,
)
from tabletop.engine.definitions.provoke import PROVOKED_BY

if TYPE_CHECKING:
    from tabletop.engine.game import Game

BlockCheck = Callable[[int, int], bool]  # (blocker, attacker): may it block, alone?


def _lure(game: Game, attacker: int, blocker: int) -> bool:
    """Whether an "all creatures able to block it do so" effect on `attacker` binds
    `blocker`."""
    for effect in game.rule_effects(ALL_MUST_BLOCK):
        if attacker in effect.affected:
            provoked = effect.change.param(PROVOKED_BY)  # 702.39a: one creature
            if provoked is not None:
                if provoked == blocker:
                    return True
                continue
            flt = effect.change.param("filter")
            if flt is None or flt.matches(game, blocker, effect.source, effect.controller):
                return True
    return _ordered(game, attacker, blocker)


def _ordered(game: Game, attacker: int, blocker: int) -> bool:
    """Whether blocking `attacker` obeys a "blocks this turn if able" / "blocks ~ this turn
    if able" effect on `blocker`."""
    for effect in game.rule_effects_on(BLOCKS_IF_ABLE, blocker):
        named = effect.change.param("attacker")
        if named is None or (named == ATTACKER_SOURCE and effect.source == attacker):
            return True
    return False


def _required(game: Game, attackers: list[int]) -> list[int]:
    return [a for a in attackers if any(a in e.affected
                                        for e in game.rule_effects(MUST_BE_BLOCKED))]


def _obeyed(game: Game, blocks: dict[int, int], attackers: list[int],
            must: list[int]) -> int:
    lured = sum(1 for b, a in blocks.items() if _lure(game, a, b))
    return lured + sum(1 for a in must if a in blocks.values())


def _best(game: Game, creatures: list[int], attackers: list[int], must: list[int],
          may_block: BlockCheck) -> int:
    """The most requirements a declaration could obey: each creature blocks one attacker
    or none; the state is the set of required attackers blocked so far."""
    index = {a: i for i, a in enumerate(must)}
    best: dict[int, int] = {0: 0}
    for c in creatures:
        options = [a for a in attackers if may_block(c, a)]
        step: dict[int, int] = dict(best)
        for mask, value in best.items():
            for a in options:
                gain = 1 if _lure(game, a, c) else 0
                new = mask
                if a in index and not mask & (1 << index[a]):
                    new |= 1 << index[a]
                    gain += 1
                if step.get(new, -1) < value + gain:
                    step[new] = value + gain
        best = step
    return max(best.values())


def requirement_reason(game: Game, player: str, blocks: dict[int, int],
                       may_block: BlockCheck) -> str | None:
    """Why the declared blocks (blocker → attacker) obey fewer requirements than they
    could (509.1c), or None."""
    attackers = [a for a in game.state.combat.attackers if a in game.state.objects]
    must = _required(game, attackers)
    lures = [a for a in attackers if any(a in e.affected
                                         for e in game.rule_effects(ALL_MUST_BLOCK))]
    ordered = {o for e in game.rule_effects(BLOCKS_IF_ABLE) for o in e.affected}
    if not must and not lures and not ordered:
        return None
    creatures = [o for o in game.permanents(player) if game.is_creature(o)
                 and any(may_block(o, a) for a in (attackers if o in ordered
                                                   else (*must, *lures)))]
    wanted = _best(game, creatures, attackers, must, may_block)
    if _obeyed(game, blocks, attackers, must) >= wanted:
        return None
    for a in attackers:
        for c in creatures:
            held = blocks.get(c)
            if may_block(c, a) and _lure(game, a, c) and not (
                    held is not None and _lure(game, held, c)):
                return f"{game.name_of(c)} is able to block {game.name_of(a)} and must " \
                       "(509.1c)"
    for a in must:
        if a not in blocks.values():
            return f"{game.name_of(a)} must be blocked if able (509.1c)"
    return "the blocks obey fewer requirements than they could (509.1c)"
