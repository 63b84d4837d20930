"""702.50a epic as the spell resolves, and its copies (definitions/epic.py): the caster
can't cast spells for the rest of the game (101.2), and at the beginning of each of their
upkeeps a copy of the spell, without epic, is put on the stack (707.10: it isn't cast; the
answer `new_targets` gives the copy new targets). Each upkeep's delayed trigger (603.7)
makes the copy and waits for the next upkeep."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.cast_prohibitions import CANT_CAST
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.epic import EPIC, EpicCopy
from tabletop.engine.model.enums import Step, Zone
from tabletop.engine.model.objects import GameObject, StackInfo
from tabletop.engine.model.pending import DelayedTrigger
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.triggering import add_delayed, note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def _wait_for_upkeep(game: Game, player: str, copy: EpicCopy) -> None:
    add_delayed(game, DelayedTrigger(
        step=Step.UPKEEP.key, whose="your", controller=player, source=None,
        source_name=copy.card.name, text=f"at the beginning of your upkeep, copy "
        f"{copy.card.name} except for its epic ability (epic, 702.50a)",
        effect=(copy,), turn=game.state.turn))


def epic_as_resolves(game: Game, oid: int, info: StackInfo) -> None:
    """702.50a: a resolving spell with epic (not a copy: a copy has no epic)."""
    if oid not in game.state.objects or info.choices.get("copy") or \
            not game.chars(oid).has_keyword(EPIC):  # (a spell that left as it resolved)
        return
    player = info.controller
    cant = RuleChange(CANT_CAST, (("who", "you"), ("filter", None), ("condition", None)),
                      on_players=True)
    game.add_effect(EffectSpec((cant,), Affects.PLAYERS, text="for the rest of the game, "
                               "you can't cast spells (epic, 702.50a)"),
                    source=None, controller=player, locked=None,
                    duration=Duration.INDEFINITE)
    card = game.obj(oid).card
    without = replace(card, abilities=tuple(a for a in card.abilities if a.keyword != EPIC))
    choices = tuple((k, v) for k, v in info.choices.items() if k != "new_targets")
    _wait_for_upkeep(game, player, EpicCopy(without, info.targets, choices, info.x))


@handles(EpicCopy)
def h_epic_copy(res: Resolution, i: EpicCopy) -> None:
    game = res.game
    state = game.state
    choices = dict(i.choices)
    choices["copy"] = True
    wanted = res.info.choices.get("new_targets")
    targets = tuple(wanted) if isinstance(wanted, list | tuple) else i.targets
    copy = GameObject(oid=state.new_oid(), card=i.card, owner=res.controller,
                      controller=res.controller, zone=Zone.STACK,
                      timestamp=state.new_timestamp(), is_token=True)
    copy.stack_info = StackInfo(kind="spell", source_oid=copy.oid, ability_index=None,
                                controller=res.controller, targets=targets, choices=choices,
                                x=i.x, text=i.card.name, source_name=i.card.name)
    state.objects[copy.oid] = copy
    state.zones[(Zone.STACK, None)].append(copy.oid)
    game.invalidate()
    game.emit("copy", f"{res.controller} copies {i.card.name} (epic, 702.50a, 707.10)",
              (copy.oid,), player=res.controller)
    note_event(game, "copy_spell", oid=copy.oid, player=res.controller)
    _wait_for_upkeep(game, res.controller, i)  # "each of your upkeeps"
