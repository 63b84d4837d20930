"""Resolving spells and abilities (608).

608.2b: targets are checked again; if every target is now illegal the spell or
ability doesn't resolve, otherwise the illegal ones are left alone. 603.4: a
triggered ability's intervening "if" is checked again. 608.2c: instructions are
followed in order (the handlers are in handlers.py, 610). 608.2n: an instant or
sorcery goes to its owner's graveyard as the last step (or hand, with buyback,
702.27). 608.3: a permanent spell becomes a permanent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import SpellAbility
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.model.enums import Color
from tabletop.engine.rules import faces
from tabletop.engine.rules.bestow import is_bestowed, stop_bestowing
from tabletop.engine.rules.cipher import encode_as_resolves
from tabletop.engine.rules.designations import ascend_as_resolves
from tabletop.engine.rules.devour import devour_as_enters
from tabletop.engine.rules.entering import enter_battlefield
from tabletop.engine.rules.epic import epic_as_resolves
from tabletop.engine.rules.event_recording import record_resolved
from tabletop.engine.rules.following_instructions import run_instructions
from tabletop.engine.rules.gift import gift_first
from tabletop.engine.rules.haunt import haunt_as_resolved
from tabletop.engine.rules.stack_objects import finish, program
from tabletop.engine.rules.targets import assign_specs, aura_target_specs, target_reason
from tabletop.engine.rules.triggering import LookBack
from tabletop.engine.rules.x_targets import with_x

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import TargetSpec
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo


def resolve_top(game: Game) -> None:
    """608.2: the top object of the stack resolves."""
    state = game.state
    top = game.stack()[-1]
    obj = state.objects[top]
    info = obj.stack_info
    assert info is not None
    name = info.source_name or obj.card.name
    if info.kind == "triggered" and not _condition_still_true(game, info):
        game.emit("resolve", f"{name}'s ability resolves and does nothing: its \"if\" "
                  "condition is no longer true (603.4)", (top,), player=info.controller)
        finish(game, top, info)
        return
    effect, specs = program(game, top, info)
    permanent = info.kind == "spell" and game.chars(top).is_permanent
    if permanent and not specs:
        specs = aura_target_specs(game, top)
    if info.targets and specs:
        legal = legal_targets(game, info, specs, top)
        if all(t is None for t in legal) and is_bestowed(obj):  # 702.103e: not 608.2b
            stop_bestowing(game, obj, "702.103e: its target is illegal")
            legal = []
        elif all(t is None for t in legal):
            game.emit("fizzle", f"{name} doesn't resolve: all its targets are illegal "
                      "(608.2b)", (top,), player=info.controller)
            finish(game, top, info, countered=True)
            return
        if any(t is None for t in legal):
            game.emit("illegal_targets", f"{name}: illegal targets are not affected (608.2b)",
                      (top,), player=info.controller)
        info.targets = tuple(legal)
    involved = (top,) if info.source_oid in (None, top) else (top, info.source_oid)
    game.emit("resolve", f"{name} resolves", involved, player=info.controller)
    record_resolved(game, info)
    if permanent:
        if info.choices.get("copy"):  # 707.10, 608.3f: a copy of a permanent spell: a token
            finish(game, top, info)
            enter_battlefield(game, obj.card, owner=info.controller,
                              controller=info.controller, token=True, choices=info.choices)
            return
        attach_to = info.targets[0] if info.targets and isinstance(info.targets[0], int) \
            else None
        enchanted = info.targets[0] if info.targets and isinstance(info.targets[0], str) \
            else None  # 303.4a: an Aura spell targeting a player enchants that player
        choices = devour_as_enters(game, top, info.controller, info.choices)  # 702.82a
        enter_battlefield(game, obj.card, owner=obj.owner, controller=info.controller,
                          from_oid=top, attached_to=attach_to, attached_player=enchanted,
                          choices=choices,
                          face=obj.face)  # 712.13: the face it was cast with
        return
    if faces.is_fused(game, top, info):  # 702.102d: the left half, then the right half
        for part in faces.fused_parts(game, top, info):
            half = part.ability
            run_instructions(game, half.effect if isinstance(half, SpellAbility) else (),
                             part, top)
    else:
        ascend_as_resolves(game, top, info)  # 702.131a
        run_instructions(game, gift_first(game, top, info) + effect, info, top)  # 702.174
        epic_as_resolves(game, top, info)  # 702.50a
        encode_as_resolves(game, top, info)  # 702.99a: after its other effects
    finish(game, top, info)
    haunt_as_resolved(game, top, info)  # 702.55a: put into a graveyard as it resolved


def legal_targets(game: Game, info: StackInfo, specs: tuple[TargetSpec, ...],
                  stack_oid: int) -> list[Any]:
    """608.2b: each target checked again; an illegal one becomes None."""
    flat = assign_specs(with_x(specs, info.x), len(info.targets))  # X known (601.2b)
    colors: frozenset[Color] = frozenset()
    if stack_oid in game.state.objects:
        colors = game.chars(stack_oid).colors
    source = stack_oid if info.kind == "spell" else info.source_oid
    legal: list[Any] = list(info.targets)
    for i, target in enumerate(info.targets):
        if target is None:
            continue
        spec = flat[i]
        if target_reason(game, spec, target, source=source, controller=info.controller,
                         source_colors=colors) is not None:
            legal[i] = None
    return legal


def _condition_still_true(game: Game, info: StackInfo) -> bool:
    ability = info.ability
    condition = getattr(ability, "condition", None)
    if condition is None:
        return True

    subject = info.choices.get("trigger_object")
    board: Any = game
    if isinstance(subject, int) and subject not in game.state.objects:
        board = LookBack(game, subject)
    gone = info.source_oid in game.state.lki  # it looks back at it (603.10a)
    source = info.source_oid if info.source_oid in game.state.objects or gone else None
    try:
        return bool(condition.holds(EvalContext(board, source, info.controller,
                                                subject if isinstance(subject, int) else None)))
    except KeyError:
        return False


