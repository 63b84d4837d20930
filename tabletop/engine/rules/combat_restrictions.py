"""Restrictions on attacking and blocking that abilities and evasion keywords state (508.1c,
509.1b): who can't block whom, how many creatures may block one attacker, and attacks
that need something of the defending player. combat.py asks these as it checks a
declaration."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions import replacement_specs as R
from tabletop.engine.model.enums import CardType, Color
from tabletop.engine.rules.combat_conditions import (
    conditional_attack_reason,
    conditional_block_reason,
    weaker_blocker_reason,
)

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.characteristics import Characteristics



def _evasion(ac: Characteristics, bc: Characteristics) -> str | None:
    """Evasion keywords (702): fear, intimidate, shadow, horsemanship, skulk."""
    name = ac.name
    artifact = CardType.ARTIFACT in bc.types
    if ac.has_keyword("Fear") and not (artifact or Color.BLACK in bc.colors):
        return f"{name} has fear: only artifact and/or black creatures can block it (702.36b)"
    if ac.has_keyword("Intimidate") and not (artifact or ac.colors & bc.colors):
        return (f"{name} has intimidate: only artifact creatures and creatures that share a "
                "colour with it can block it (702.13b)")
    if ac.has_keyword("Shadow") != bc.has_keyword("Shadow"):
        return "only creatures with shadow block or are blocked by creatures with shadow " \
               "(702.28b)"
    if ac.has_keyword("Horsemanship") and not bc.has_keyword("Horsemanship"):
        return f"{name} has horsemanship: only creatures with horsemanship can block it " \
               "(702.31b)"
    if ac.has_keyword("Skulk") and (bc.power or 0) > (ac.power or 0):
        return f"{name} has skulk: creatures with greater power can't block it (702.118b)"
    return None


def blocker_restriction(game: Game, blocker: int, attacker: int) -> str | None:
    """Why this blocker can't block this attacker beyond the basic rules, or None."""
    ac, bc = game.chars(attacker), game.chars(blocker)
    reason = _evasion(ac, bc)
    if reason:
        return reason
    # "can't be blocked by creatures with flying"
    for effect in game.rule_effects_on(R.CANT_BE_BLOCKED_BY, attacker):
        f = effect.change.param("filter")
        if f is not None and f.matches(game, blocker, attacker, effect.controller):
            return f"{ac.name} can't be blocked by {f.describe()} (509.1b)"
    for effect in game.rule_effects_on(R.CANT_BLOCK_CREATURES, blocker):  # "creatures with power 2
        f = effect.change.param("filter")                            # or less"
        if f is not None and f.matches(game, attacker, blocker, effect.controller):
            return f"{bc.name} can't block {f.describe()} (509.1b)"
    return conditional_block_reason(game, blocker) or \
        weaker_blocker_reason(game, blocker, attacker)


def blockers_restriction(game: Game, attacker: int, blockers: list[int]) -> str | None:
    """509.1b-c: "can't be blocked by more than one creature", "except by three or more"."""
    name = game.name_of(attacker)
    for effect in game.rule_effects_on(R.MAX_BLOCKERS, attacker):
        n = int(effect.change.param("n", 1))
        if len(blockers) > n:
            return f"{name} can't be blocked by more than {n} creature(s) (509.1b)"
    for effect in game.rule_effects_on(R.MIN_BLOCKERS, attacker):
        n = int(effect.change.param("n", 2))
        if 0 < len(blockers) < n:
            return f"{name} can't be blocked except by {n} or more creatures (509.1b)"
    return None


def attack_restriction(game: Game, player: str, oid: int) -> str | None:
    """508.1c: "can't attack unless defending player controls an Island"."""
    for effect in game.rule_effects_on(R.CANT_ATTACK_UNLESS_DEFENDER, oid):
        f = effect.change.param("filter")
        defenders = game.opponents(player)
        if f is not None and not any(f.matches(game, o, oid, effect.controller)
                                     for p in defenders for o in game.permanents(p)):
            return f"{game.name_of(oid)} can't attack unless defending player controls " \
                   f"{f.describe()} (508.1c)"
    return conditional_attack_reason(game, oid)
