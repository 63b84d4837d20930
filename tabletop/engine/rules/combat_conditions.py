"""Attack and block restrictions with a condition (508.1c, 509.1b), checked as the
declaration is made: "~ can't attack unless you control a Knight or a Soldier", "~ can't
block unless you control a Vampire", "~ can't attack alone", "~ can't attack unless at
least two other creatures attack". combat.py and combat_restrictions.py ask these."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.combat_conditions import (
    ATTACK_WITH_OTHERS,
    ATTACKS_ONLY_ALONE,
    BLOCK_WITH_OTHERS,
    BLOCKABLE_DESPITE_LANDWALK,
    CANT_ATTACK_UNLESS,
    CANT_BE_BLOCKED_BY_WEAKER,
    CANT_BLOCK_UNLESS,
)
from tabletop.engine.definitions.expressions import EvalContext

if TYPE_CHECKING:
    from tabletop.engine.game import Game



def _unmet(game: Game, kind: str, oid: int) -> Any:
    for effect in game.rule_effects_on(kind, oid):
        condition = effect.change.param("condition")
        ctx = EvalContext(game, effect.source, effect.controller, oid)
        if condition is not None and not condition.holds(ctx):
            return condition
    return None


def conditional_attack_reason(game: Game, oid: int) -> str | None:
    """508.1c: "can't attack unless [condition]" while the condition doesn't hold."""
    unmet = _unmet(game, CANT_ATTACK_UNLESS, oid)
    if unmet is None:
        return None
    return f"{game.name_of(oid)} can't attack unless {unmet.describe()} (508.1c)"


def conditional_block_reason(game: Game, oid: int) -> str | None:
    """509.1b: "can't block unless [condition]" while the condition doesn't hold."""
    unmet = _unmet(game, CANT_BLOCK_UNLESS, oid)
    if unmet is None:
        return None
    return f"{game.name_of(oid)} can't block unless {unmet.describe()} (509.1b)"


def weaker_blocker_reason(game: Game, blocker: int, attacker: int) -> str | None:
    """509.1b: "Creatures with power less than ~'s power can't block it"."""
    for effect in game.rule_effects_on(CANT_BE_BLOCKED_BY_WEAKER, attacker):
        amount = effect.change.param("amount")
        need = amount.evaluate(EvalContext(game, effect.source, effect.controller, attacker))
        power = game.chars(blocker).power or 0
        if power < need:
            return f"creatures with power less than {need} can't block " \
                   f"{game.name_of(attacker)} (509.1b)"
    return None


def landwalk_ignored(game: Game, attacker: int, walk: str) -> bool:
    """"Creatures with swampwalk can be blocked as though they didn't have swampwalk"."""
    for effect in game.rule_effects_on(BLOCKABLE_DESPITE_LANDWALK, attacker):
        walks = effect.change.param("walks") or frozenset()
        if not walks or walk in walks:
            return True
    return False


def _companions(game: Game, kind: str, chosen: Iterable[int], verb: str, rule: str
                ) -> str | None:
    group = list(chosen)
    for oid in group:
        for effect in game.rule_effects_on(kind, oid):
            flt = effect.change.param("filter")
            n = int(effect.change.param("n", 1))
            others = [o for o in group if o != oid and (
                flt is None or flt.matches(game, o, effect.source, effect.controller))]
            if len(others) < n:
                if flt is None and n == 1:
                    return f"{game.name_of(oid)} can't {verb} alone ({rule})"
                what = "other creature(s)" if flt is None else flt.describe()
                return f"{game.name_of(oid)} can't {verb} unless {n} {what} also {verb} " \
                       f"({rule})"
    return None


def attack_group_reason(game: Game, chosen: Iterable[int]) -> str | None:
    """508.1c: restrictions about the other attackers of the same declaration ("can't
    attack alone", 506.5)."""
    group = list(chosen)
    for oid in group:
        if len(group) > 1 and game.rule_effects_on(ATTACKS_ONLY_ALONE, oid):
            return f"{game.name_of(oid)} can only attack alone (506.5)"
    return _companions(game, ATTACK_WITH_OTHERS, group, "attack", "508.1c")


def block_group_reason(game: Game, blockers: Iterable[int]) -> str | None:
    """509.1b: "can't block alone" and "unless two other creatures block" (506.5)."""
    return _companions(game, BLOCK_WITH_OTHERS, blockers, "block", "509.1b")
