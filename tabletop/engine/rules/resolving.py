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

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from tabletop.engine.definitions.expressions import EvalContext
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.casting import aura_target_specs, is_permanent_spell, target_reason

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
        _finish(game, top, info)
        return
    effect, specs = program(game, top, info)
    permanent = info.kind == "spell" and is_permanent_spell(game.chars(top))
    if permanent and not specs:
        specs = aura_target_specs(game, top)
    if info.targets and specs:
        legal = legal_targets(game, info, specs, top)
        if all(t is None for t in legal):
            game.emit("fizzle", f"{name} doesn't resolve: all its targets are illegal "
                      "(608.2b)", (top,), player=info.controller)
            _finish(game, top, info, countered=True)
            return
        if any(t is None for t in legal):
            game.emit("illegal_targets", f"{name}: illegal targets are not affected (608.2b)",
                      (top,), player=info.controller)
        info.targets = tuple(legal)
    involved = (top,) if info.source_oid in (None, top) else (top, info.source_oid)
    game.emit("resolve", f"{name} resolves", involved, player=info.controller)
    if permanent:
        from tabletop.engine.rules.entering import enter_battlefield

        if info.choices.get("copy"):  # 707.10, 608.3f: a copy of a permanent spell: a token
            _finish(game, top, info)
            enter_battlefield(game, obj.card, owner=info.controller,
                              controller=info.controller, token=True, choices=info.choices)
            return
        attach_to = info.targets[0] if info.targets and isinstance(info.targets[0], int) \
            else None
        enter_battlefield(game, obj.card, owner=obj.owner, controller=info.controller,
                          from_oid=top, attached_to=attach_to, choices=info.choices)
        return
    run_instructions(game, effect, info, top)
    _finish(game, top, info)


def legal_targets(game: Game, info: StackInfo, specs: tuple[TargetSpec, ...],
                  stack_oid: int) -> list[Any]:
    """608.2b: each target checked again; an illegal one becomes None."""
    from tabletop.engine.rules.targets import assign_specs

    flat = assign_specs(specs, len(info.targets))
    colors: frozenset = frozenset()
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
    ability = info.source_snapshot.get("ability")
    condition = getattr(ability, "condition", None)
    if condition is None:
        return True
    from tabletop.engine.rules.triggering import LookBack

    subject = info.choices.get("trigger_object")
    board: Any = game
    if isinstance(subject, int) and subject not in game.state.objects:
        board = LookBack(game, subject)
    source = info.source_oid if info.source_oid in game.state.objects else None
    try:
        return bool(condition.holds(EvalContext(board, source, info.controller,
                                                subject if isinstance(subject, int) else None)))
    except KeyError:
        return False


def program(game: Game, oid: int, info: StackInfo
            ) -> tuple[tuple[I.Instruction, ...], tuple[TargetSpec, ...]]:
    """The instructions and target specs of a stack object (modes chosen, 700.2)."""
    if info.kind == "spell":
        for ability in game.chars(oid).abilities:
            if isinstance(ability, SpellAbility):
                if ability.modes:
                    modes = info.choices.get("mode", 1)
                    picked = modes if isinstance(modes, list | tuple) else [modes]
                    steps: tuple[I.Instruction, ...] = ()
                    specs: tuple[TargetSpec, ...] = ()
                    for m in picked:
                        index = max(1, min(int(m), len(ability.modes))) - 1
                        steps += ability.modes[index]
                        if ability.mode_targets:
                            specs += ability.mode_targets[index]
                    return steps + ability.effect, specs or ability.targets
                return ability.effect, ability.targets
        return (), ()
    ability = info.source_snapshot.get("ability")
    if isinstance(ability, ActivatedAbility | TriggeredAbility):
        if isinstance(ability, ActivatedAbility) and ability.modes:
            mode = info.choices.get("mode", 1)
            index = max(1, min(int(mode), len(ability.modes))) - 1  # type: ignore[call-overload]
            return ability.modes[index] + ability.effect, ability.targets
        return ability.effect, ability.targets
    return (), ()


_program = program


def _finish(game: Game, oid: int, info: StackInfo, countered: bool = False) -> None:
    """608.2n: an instant or sorcery goes to its owner's graveyard (or hand: buyback);
    a copy of a spell ceases to exist (707.10a, 704.5e); abilities just leave."""
    if oid not in game.state.objects or game.obj(oid).zone != Zone.STACK:
        return
    if info.kind == "spell" and not info.choices.get("copy"):
        from tabletop.engine.rules.keyword_actions import move_object

        to = Zone.HAND if info.buyback and not countered else Zone.GRAVEYARD
        move_object(game, oid, to, reason="buyback (702.27)" if to == Zone.HAND else
                    "countered" if countered else "resolved")
    else:
        remove_from_stack(game, oid)


def remove_from_stack(game: Game, oid: int) -> None:
    state = game.state
    state.zones[(Zone.STACK, None)].remove(oid)
    del state.objects[oid]  # an ability: nothing's characteristics depended on it


def run_instructions(game: Game, steps: tuple[I.Instruction, ...], info: StackInfo,
                     stack_oid: int | None) -> None:
    """608.2c: follow the instructions in order."""
    from tabletop.engine.rules.instruction_handlers import Resolution, run

    res = Resolution(game, info, stack_oid)
    if "order" in info.choices:  # 616.1: the order answered when it was cast
        game.state.answers.give("order", info.choices["order"])
    run(res, steps)


def counter(game: Game, oid: int) -> None:
    """701.6: counter a spell or ability: it goes to its owner's graveyard (a spell) or
    just leaves the stack (an ability)."""
    obj = game.obj(oid)
    info = obj.stack_info
    game.emit("countered", f"{game.name_of(oid)} is countered (701.6)", (oid,))
    if info is None:
        return
    _finish(game, oid, info, countered=True)
