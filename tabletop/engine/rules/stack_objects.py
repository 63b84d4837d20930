"""Objects on the stack: what they say (modes chosen, 700.2), and how they leave it
(608.2n, 701.6 countering, 707.10a copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions import instructions as I
from tabletop.engine.definitions.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from tabletop.engine.definitions.awaken import awaken_ability, awakened
from tabletop.engine.definitions.mode_targets import after_targets
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules import faces, splice
from tabletop.engine.rules.keyword_actions import move_object
from tabletop.engine.rules.overload import is_overloaded, overloaded
from tabletop.engine.rules.rebound import after_exile, rebounds

if TYPE_CHECKING:
    from tabletop.engine.definitions.instructions import TargetSpec
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import StackInfo


def program(game: Game, oid: int, info: StackInfo
            ) -> tuple[tuple[I.Instruction, ...], tuple[TargetSpec, ...]]:
    """The instructions and target specs of a stack object (modes chosen, 700.2)."""
    if info.kind == "spell":
        if faces.is_fused(game, oid, info):  # 702.102d: both halves' instructions
            halves = faces.fused_halves(game.obj(oid).card)
            return (tuple(i for h in halves for i in h.effect),
                    tuple(t for h in halves for t in h.targets))
        for ability in game.chars(oid).abilities:
            if isinstance(ability, SpellAbility):
                if ability.modes:
                    modes = info.choices.get("mode", 1)
                    picked = modes if isinstance(modes, list | tuple) else [modes]
                    steps: tuple[I.Instruction, ...] = ()
                    specs: tuple[TargetSpec, ...] = ()
                    for m in picked:
                        index = max(1, min(_mode(m), len(ability.modes))) - 1
                        steps += after_targets(ability.modes[index], specs)  # 700.2
                        if ability.mode_targets:
                            specs += ability.mode_targets[index]
                    return _awakened(game, oid, info, steps + ability.effect,
                                     specs or ability.targets)
                if is_overloaded(info.choices):  # 702.96b-c: "each", no targets
                    return overloaded(ability.effect, ability.targets), ()
                return _awakened(game, oid, info, ability.effect, ability.targets)
        return (), ()
    snapshot = info.ability
    if isinstance(snapshot, ActivatedAbility | TriggeredAbility):
        ability = snapshot
        if ability.modes:
            index = max(1, min(_mode(info.choices.get("mode", 1)), len(ability.modes))) - 1
            targets = ability.mode_targets[index] if ability.mode_targets else ability.targets
            return ability.modes[index] + ability.effect, targets
        if _declined(ability, info):
            return (), ability.targets
        return ability.effect, ability.targets
    return (), ()


def _declined(ability: ActivatedAbility | TriggeredAbility, info: StackInfo) -> bool:
    """603.5: "you may ..." as the whole effect of a triggered ability: the answer `may`
    (taken as yes) is the choice made as it resolves; an effect kept as an Optional_
    instruction asks the same answer itself (and follows its "if you don't")."""
    if not isinstance(ability, TriggeredAbility) or not ability.optional:
        return False
    kept = len(ability.effect) == 1 and isinstance(ability.effect[0], I.Optional_)
    return not kept and info.choices.get("may", True) is False


def _awakened(game: Game, oid: int, info: StackInfo, steps: tuple[I.Instruction, ...],
              specs: tuple[TargetSpec, ...]
              ) -> tuple[tuple[I.Instruction, ...], tuple[TargetSpec, ...]]:
    """702.113a: an awakened spell also follows its awaken instructions, on its last
    target; 702.47b: a spliced spell the spliced cards' instructions."""
    awaken = awaken_ability(game.chars(oid).abilities) if awakened(info.choices) else None
    if awaken is not None:
        steps, specs = steps + after_targets(awaken.effect, specs), specs + awaken.targets
    return splice.added_program(game, oid, info.choices, steps, specs)  # 702.47b


def finish(game: Game, oid: int, info: StackInfo, countered: bool = False,
           exile: bool = False, countered_to: str = "", bottom: bool = False) -> None:
    """608.2n: an instant or sorcery goes to its owner's graveyard (or hand: buyback);
    a copy of a spell ceases to exist (707.10a, 704.5e); abilities just leave."""
    if oid not in game.state.objects or game.obj(oid).zone != Zone.STACK:
        return
    if info.kind == "spell" and not info.choices.get("copy"):
        to = Zone.HAND if info.buyback and not countered else Zone.GRAVEYARD
        if info.choices.get("flashback") or info.choices.get("jump_start"):  # 702.34a
            to = Zone.EXILE
        if exile:  # "If that spell is countered this way, exile it instead" (614.6)
            to = Zone.EXILE
        if countered_to and countered:  # 614.6: "put it on top of its owner's library"
            move_object(game, oid, Zone.HAND if countered_to == "hand" else Zone.LIBRARY,
                        position="bottom" if bottom and countered_to == "top_or_bottom"
                        else "top", reason="countered")
            return
        if rebounds(info, countered):  # 702.88a: exiled as it resolves, cast next upkeep
            after_exile(game, move_object(game, oid, Zone.EXILE, reason="rebound (702.88a)"),
                        info)
            return
        obj = game.obj(oid)
        layout, instead = obj.card.layout, faces.destination(game, oid, info, countered)
        if instead is not None and to != Zone.EXILE:  # 715.3d: an Adventure is exiled
            new = move_object(game, oid, instead, reason="aftermath (702.127a)"
                              if layout == "aftermath" else "Adventure (715.3d)"
                              if instead == Zone.EXILE else "Omen")
            faces.after_leaving(game, new, layout, info.controller)
            return
        move_object(game, oid, to, reason="buyback (702.27)" if to == Zone.HAND else
                    "flashback (702.34a)" if to == Zone.EXILE else
                    "countered" if countered else "resolved")
    else:
        remove_from_stack(game, oid)


def remove_from_stack(game: Game, oid: int) -> None:
    state = game.state
    state.zones[(Zone.STACK, None)].remove(oid)
    del state.objects[oid]
    game.forget(oid)  # an ability: nothing's characteristics depended on it


def counter(game: Game, oid: int, exile: bool = False, instead: str = "",
            bottom: bool = False) -> None:
    """701.6: counter a spell or ability: it goes to its owner's graveyard (a spell) or
    just leaves the stack (an ability)."""
    obj = game.obj(oid)
    info = obj.stack_info
    game.emit("countered", f"{game.name_of(oid)} is countered (701.6)", (oid,))
    if info is None:
        return
    finish(game, oid, info, countered=True, exile=exile, countered_to=instead, bottom=bottom)


def _mode(chosen: object) -> int:
    """A chosen mode, 1-based (700.2); anything unreadable is the first."""
    if isinstance(chosen, bool):
        return 1
    if isinstance(chosen, int):
        return chosen
    try:
        return int(str(chosen))  # "2" as written in a scenario
    except ValueError:
        return 1
