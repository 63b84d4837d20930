"""Attack and block restrictions with a condition (508.1c, 509.1b): "~ can't attack unless
you control a Knight", "~ can't block unless you control more lands than attacking
player", "~ can't attack alone", "~ can't attack unless at least two other creatures
attack"; and the conditions only those restrictions name ("defending player is
poisoned"). The game reads them as attackers or blockers are declared
(rules/combat_conditions.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.replacement_specs import RULE_KINDS
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.definitions.filters import ObjectFilter

# params: condition (the creature may attack / block only while it holds)
CANT_ATTACK_UNLESS = "cant_attack_unless"
CANT_BLOCK_UNLESS = "cant_block_unless"
# params: filter (None: any other creature), n; "can't attack alone" is n=1, filter None
ATTACK_WITH_OTHERS = "attack_with_others"
BLOCK_WITH_OTHERS = "block_with_others"
# params: amount (Expr): creatures with less power can't block it (509.1b)
CANT_BE_BLOCKED_BY_WEAKER = "cant_be_blocked_by_weaker"
RULE_KINDS[CANT_BE_BLOCKED_BY_WEAKER] = \
    "creatures with power less than the amount can't block it (509.1b)"
# params: walks (frozenset of keyword names, lower case; empty: every landwalk)
BLOCKABLE_DESPITE_LANDWALK = "blockable_despite_landwalk"
RULE_KINDS[BLOCKABLE_DESPITE_LANDWALK] = \
    "can be blocked as though it didn't have those landwalk abilities (702.14)"
ATTACKS_ONLY_ALONE = "attacks_only_alone"  # 506.5: "can only attack alone"
RULE_KINDS[ATTACKS_ONLY_ALONE] = "can attack only as the only attacker declared (506.5)"
RULE_KINDS[CANT_ATTACK_UNLESS] = "can't attack unless the condition holds (508.1c)"
RULE_KINDS[CANT_BLOCK_UNLESS] = "can't block unless the condition holds (509.1b)"
RULE_KINDS[ATTACK_WITH_OTHERS] = \
    "can't attack unless n other creatures the filter matches also attack (508.1c)"
RULE_KINDS[BLOCK_WITH_OTHERS] = \
    "can't block unless n other creatures the filter matches also block (509.1b)"


def _creature(ctx: EvalContext) -> int | None:
    return ctx.affected if ctx.affected is not None else ctx.source


def opposing_players(ctx: EvalContext) -> tuple[str, ...]:
    """"defending player" (the player the creature attacks, 506.2) and "attacking player":
    an opponent of the creature's controller; before the creature attacks, any of them it
    could attack (in a two-player game, the one opponent)."""
    oid = _creature(ctx)
    if oid is not None and ctx.board.obj(oid).zone == Zone.BATTLEFIELD:
        attacked = ctx.board.obj(oid).attacking
        if attacked is not None:
            return (str(attacked),)
        return ctx.board.opponents(ctx.board.controller_of(oid))
    return ctx.board.opponents(ctx.controller)


def _controls(ctx: EvalContext, player: str, flt: ObjectFilter) -> int:
    return sum(1 for o in ctx.board.objects_in(Zone.BATTLEFIELD)
               if ctx.board.controller_of(o) == player
               and flt.matches(ctx.board, o, ctx.source, ctx.controller))


@dataclass(frozen=True, slots=True)
class DefendingPlayerControls(Condition):
    """"~ can't attack if defending player controls an untapped creature with power 3 or
    greater" (the player it would attack)."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        return any(_controls(ctx, p, self.filter) > 0 for p in opposing_players(ctx))

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"defending player controls a {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class DefendingPlayerPoisoned(Condition):
    """"~ can't attack unless defending player is poisoned" (122.1f: has a poison
    counter)."""

    def holds(self, ctx: EvalContext) -> bool:
        return any(ctx.board.player(p).counters.get("poison", 0) > 0
                   for p in opposing_players(ctx))

    def describe(self) -> str:
        return "defending player is poisoned"


@dataclass(frozen=True, slots=True)
class YouControlMoreThanOpponent(Condition):
    """"unless you control more creatures than defending player" / "... than attacking
    player"."""

    filter: ObjectFilter

    def holds(self, ctx: EvalContext) -> bool:
        mine = _controls(ctx, ctx.controller, self.filter)
        return any(mine > _controls(ctx, p, self.filter) for p in opposing_players(ctx))

    @property
    def reads(self) -> frozenset[str]:
        return self.filter.reads

    def describe(self) -> str:
        return f"you control more {self.filter.describe()} than that player"


@dataclass(frozen=True, slots=True)
class APlayerHasNoCardsInHand(Condition):
    """"unless a player has no cards in hand"."""

    def holds(self, ctx: EvalContext) -> bool:
        return any(not any(True for _ in ctx.board.objects_in(Zone.HAND, p))
                   for p in ctx.board.players())

    def describe(self) -> str:
        return "a player has no cards in hand"
