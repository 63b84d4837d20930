"""The legal actions of a player at any moment (what the window offers and greys out).

Each option carries the engine's reason when it is not legal now, for example
"Level up only as a sorcery: only in a main phase (sorcery timing) (602.5d)".
Options that need targets list the target specs; the window asks for them and
the engine checks them again when the action is performed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine import actions as A
from tabletop.engine.casting import (
    activated_abilities,
    activation_reason,
    priority_reason,
    sorcery_timing_reason,
    spell_ability,
    split_second_on_stack,
)
from tabletop.engine.enums import CardType, Step, Zone
from tabletop.engine.mana_payment import can_pay

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.instructions import TargetSpec


@dataclass(frozen=True, slots=True)
class ActionOption:
    """One thing the player could do: the action (targets still empty), whether it is
    legal now and, if not, why."""

    label: str
    action: A.Action
    legal: bool
    reason: str = ""
    source: int | None = None
    targets: tuple[TargetSpec, ...] = field(default=())
    ability_index: int | None = None


def options_for_object(game: Game, player: str, oid: int) -> list[ActionOption]:
    """Everything `player` could do with one object (the right-click menu)."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return []
    out: list[ActionOption] = []
    chars = game.chars(oid)
    if obj.zone == Zone.HAND and obj.owner == player:
        if CardType.LAND in chars.types:
            reason = priority_reason(game, player) or sorcery_timing_reason(game, player)
            if reason is None and game.player(player).lands_played >= 1:
                reason = "you have already played a land this turn (305.2)"
            out.append(ActionOption(f"Play {chars.name}", A.PlayLand(player, oid),
                                    reason is None, reason or "", oid))
        else:
            reason = priority_reason(game, player)
            instant = CardType.INSTANT in chars.types or chars.has_keyword("Flash")
            if reason is None and not instant:
                timing = sorcery_timing_reason(game, player)
                reason = f"{chars.name} can be cast {timing}" if timing else None
            if reason is None and split_second_on_stack(game):
                reason = "a spell with split second is on the stack (702.61)"
            if reason is None:
                reason = can_pay(game, player, chars.mana_cost)
            spell = spell_ability(game, oid)
            targets = spell.targets if spell is not None else ()
            out.append(ActionOption(f"Cast {chars.name}", A.CastSpell(player, oid),
                                    reason is None, reason or "", oid, targets))
    if obj.zone == Zone.BATTLEFIELD:
        for index, ability in enumerate(activated_abilities(game, oid)):
            reason = activation_reason(game, player, oid, ability)
            cost = ability.cost
            if reason is None and cost is not None and not cost.mana.is_empty():
                exclude = frozenset({oid}) if cost.tap else frozenset()
                reason = can_pay(game, player, cost.mana, exclude=exclude)
            label = ability.keyword if ability.keyword == "Level up" else ability.text
            out.append(ActionOption(
                label or ability.text,
                A.ActivateAbility(player, oid, index + 1), reason is None, reason or "", oid,
                ability.targets, index))
    return out


def legal_actions(game: Game, player: str) -> list[ActionOption]:
    """Every option of the player now: hand, permanents, passing, combat declarations."""
    out: list[ActionOption] = []
    state = game.state
    for oid in state.zone_ids(Zone.HAND, player):
        out += options_for_object(game, player, oid)
    for oid in state.zone_ids(Zone.BATTLEFIELD):
        if game.controller_of(oid) == player:
            out += options_for_object(game, player, oid)
    reason = priority_reason(game, player)
    out.append(ActionOption("Pass priority", A.PassPriority(player), reason is None,
                            reason or ""))
    if state.step == Step.DECLARE_ATTACKERS and state.active == player and \
            not state.combat.get("declared"):
        out.append(ActionOption("Declare attackers", A.DeclareAttackers(player, ()), True))
    if state.step == Step.DECLARE_BLOCKERS and state.combat.get("defender") == player and \
            "blocks" not in state.combat:
        out.append(ActionOption("Declare blockers", A.DeclareBlockers(player, ()), True))
    return out
