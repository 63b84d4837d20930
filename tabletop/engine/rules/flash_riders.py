"""702.8a, 601.3: a card's own permission to be cast as though it had flash, with a rider
that applies only when the permission is what lets it be cast (a sorcery couldn't have
been cast now, and nothing else allows it): "You may cast ~ as though it had flash if you
pay {2} more to cast it" (601.2f: a cost increase, `surcharge`); "... If you cast it any
time a sorcery couldn't have been cast, the controller of the permanent it becomes
sacrifices it at the beginning of the next cleanup step" (603.7: a delayed trigger,
`cleanup_sacrifice`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import RuleChange
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.definitions.flash_permissions import (
    CAST_AS_THOUGH_FLASH,
    SELF_AS_THOUGH_FLASH,
)
from tabletop.engine.definitions.flash_riders import (
    CLEANUP_SACRIFICE,
    FLASH_SACRIFICE,
    SURCHARGE,
)
from tabletop.engine.definitions.instructions import Sacrifice, TriggerObjectRef
from tabletop.engine.definitions.spell_rules import stated_rules
from tabletop.engine.model.enums import CardType, Step
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.model.pending import DelayedTrigger
from tabletop.engine.rules.triggering import add_delayed

if TYPE_CHECKING:
    from tabletop.engine.game import Game



def _has_rider(change: RuleChange) -> bool:
    return change.param(SURCHARGE) is not None or bool(change.param(CLEANUP_SACRIFICE))


def _holds(game: Game, player: str, oid: int, change: RuleChange) -> bool:
    condition = change.param("condition")
    return not isinstance(condition, Condition) or condition.holds(
        EvalContext(game, oid, player))


def flash_rider(game: Game, player: str, oid: int, sorcery_time: bool) -> RuleChange | None:
    """The permission with a rider this cast uses, or None (cast at sorcery time, an
    instant, flash, or another permission that has no rider)."""
    if sorcery_time:
        return None
    chars = game.chars(oid)
    if CardType.INSTANT in chars.types or chars.has_keyword("Flash"):
        return None
    own = [c for c in stated_rules(chars, SELF_AS_THOUGH_FLASH)
           if _holds(game, player, oid, c)]
    if any(not _has_rider(c) for c in own) or any(
            oid in e.affected and (e.controller == player or e.change.param("who") == "any")
            for e in game.rule_effects(CAST_AS_THOUGH_FLASH)):
        return None
    return next(iter(own), None)


def flash_surcharge(game: Game, player: str, oid: int, sorcery_time: bool) -> ManaCost:
    """601.2f: "if you pay {2} more to cast it"."""
    rider = flash_rider(game, player, oid, sorcery_time)
    extra = rider.param(SURCHARGE) if rider is not None else None
    return extra if isinstance(extra, ManaCost) else ManaCost()


def flash_marks(game: Game, player: str, oid: int, sorcery_time: bool) -> dict[str, Any]:
    """The spell's mark when it will be sacrificed at the next cleanup step."""
    rider = flash_rider(game, player, oid, sorcery_time)
    return {FLASH_SACRIFICE: True} if rider is not None and rider.param(CLEANUP_SACRIFICE) \
        else {}


def sacrifice_at_next_cleanup(game: Game, oid: int, controller: str) -> None:
    """603.7a: created as the permanent enters; it triggers at the beginning of the next
    cleanup step (514.3a: then players get priority)."""
    name = game.name_of(oid)
    add_delayed(game, DelayedTrigger(
        step=Step.CLEANUP.key, whose="each", controller=controller, source=oid,
        source_name=name, text=f"at the beginning of the next cleanup step, sacrifice {name} "
        "(cast as though it had flash, 702.8a)",
        effect=(Sacrifice(TriggerObjectRef()),), turn=game.state.turn, trigger_object=oid))
