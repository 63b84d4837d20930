"""Casting a card while a spell or ability resolves, as its instructions say (608.2g,
601.2): madness (702.35a), suspend (702.62a), cascade (702.85a), rebound (702.88a). The
player casts it during the resolution, ignoring timing permissions (no priority needed,
sorcery-speed cards too); the cost is the alternative cost the ability names, or nothing
("without paying its mana cost", 118.9: X is 0). The targets are the answer `new_targets`
of the resolving ability or else the first legal ones (the window's preselection); a card
that can't be cast (a land, no legal targets, a cost that can't be paid) stays where it
is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import CardType, Zone
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.model.objects import StackInfo
from tabletop.engine.rules.event_recording import record_cast
from tabletop.engine.rules.mana_payment import can_pay, plan_for
from tabletop.engine.rules.paying_costs import pay_costs
from tabletop.engine.rules.targets import aura_target_specs, check_targets, target_reason
from tabletop.engine.rules.triggering import note_event, note_targeted

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import TargetSpec
    from tabletop.engine.game import Game


def cast_while_resolving(game: Game, player: str, oid: int, cost: ManaCost | None, *,
                         wanted: Any = None, choices: dict[str, Any] | None = None
                         ) -> tuple[int | None, str]:
    """Cast the card for `cost` (None: without paying its mana cost); the new stack
    object, or None and why it couldn't be cast."""
    obj = game.state.objects.get(oid)
    if obj is None:
        return None, "the card is no longer there"
    chars = game.chars(oid)
    if CardType.LAND in chars.types:
        return None, f"{chars.name} is a land: it can't be cast (305.9)"
    choices = dict(choices or {})
    specs = _target_specs(game, oid)
    targets = tuple(wanted) if isinstance(wanted, list | tuple) else \
        _first_legal(game, specs, oid, player)
    try:
        check_targets(game, specs, targets, source=oid, controller=player,
                      colors=chars.colors)
    except IllegalAction as exc:
        return None, exc.reason
    total = cost if cost is not None else ManaCost()
    problem = can_pay(game, player, total)
    if problem:
        return None, problem
    plan = plan_for(game, player, total, 0, pay="auto")
    new = game.move(oid, Zone.STACK, controller=player, reason="cast")
    stack_obj = game.state.objects[new]
    stack_obj.controller = player
    stack_obj.stack_info = StackInfo(
        kind="spell", source_oid=new, ability_index=None, controller=player,
        targets=targets, choices=choices, x=0, text=chars.name, source_name=chars.name)
    pay_costs(game, player, None, source=new, x=0, choices=choices, mana=total, plan=plan)
    names = ", ".join(t if isinstance(t, str) else game.name_of(t) for t in targets)
    game.emit("cast", f"{player} casts {chars.name}" + (f" targeting {names}" if names
                                                        else "") + " (608.2g)",
              (new, *[t for t in targets if isinstance(t, int)]), player=player)
    record_cast(game, new, player)
    note_event(game, "cast", oid=new, player=player,
               n=len(game.state.history.spells_cast) - 1)
    note_targeted(game, targets, new)
    return new, ""


def _first_legal(game: Game, specs: tuple[TargetSpec, ...], source: int, player: str
                 ) -> tuple[Any, ...]:
    """The targets the window would preselect: the first legal ones, opponents' first."""
    chosen: list[Any] = []
    battlefield = game.battlefield()
    candidates: list[Any] = [*game.opponents(player), player]
    candidates += [o for o in battlefield if game.controller_of(o) != player]
    candidates += [o for o in battlefield if game.controller_of(o) == player]
    candidates += list(game.stack())
    for spec in specs:
        picked = 0
        for c in candidates:
            if picked >= max(spec.count_min, 1):
                break
            if c not in chosen and target_reason(game, spec, c, source=source,
                                                 controller=player) is None:
                chosen.append(c)
                picked += 1
    return tuple(chosen)


def _target_specs(game: Game, oid: int) -> tuple[TargetSpec, ...]:
    """601.2c: the spell's targets (a modal spell's first mode, 700.2), or an Aura's
    enchant target (303.4a)."""
    for ability in game.chars(oid).abilities:
        if isinstance(ability, SpellAbility):
            if ability.modes and ability.mode_targets:
                return ability.mode_targets[0]
            return ability.targets
    return aura_target_specs(game, oid)
