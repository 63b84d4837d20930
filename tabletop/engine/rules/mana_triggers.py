"""Triggered mana abilities (605.1b): an ability that triggers from a mana ability being
activated ("whenever enchanted land is tapped for mana") and could add mana doesn't use the
stack; it resolves right after the mana ability that triggered it (605.4a). Other abilities
with the same trigger ("Whenever a player taps a nonbasic land for mana, Burning Earth deals
1 damage to that player") go on the stack as any triggered ability (603.3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.abilities import TriggeredAbility
from tabletop.engine.definitions.mana_mixes import MANA_MIX
from tabletop.engine.definitions.mana_triggers import PRODUCED, is_mana_instruction
from tabletop.engine.definitions.trigger_conditions import TriggerEvent
from tabletop.engine.model.objects import StackInfo
from tabletop.engine.rules.resolution import Resolution, run
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game


def is_mana_trigger(ability: TriggeredAbility) -> bool:
    """605.1b: no target, triggers from a mana ability, could add mana."""
    return ability.trigger is not None and ability.trigger.event == \
        TriggerEvent.TAPPED_FOR_MANA and not ability.targets and \
        any(is_mana_instruction(i) for i in ability.effect)


def tapped_for_mana(game: Game, player: str, oid: int, produced: tuple[str, ...],
                    choices: Mapping[str, Any] | None = None) -> None:
    """`player` tapped permanent `oid` for mana, which made `produced`: its abilities
    trigger (603.2); the triggered mana abilities among them resolve at once (605.4a),
    with the activation's colour choice (`color`, a mix) or the colour it produced."""
    before = len(game.state.pending_triggers)
    note_event(game, "tapped_for_mana", oid=oid, player=player)
    pending = game.state.pending_triggers
    mana = [t for t in pending[before:] if is_mana_trigger(t.ability)]
    if not mana:
        return
    game.state.pending_triggers = [t for t in pending if all(t is not m for m in mana)]
    kinds = "".join(produced)
    color = (choices or {}).get("color") or next((k for k in kinds if k != "C"), None)
    for trig in mana:
        info = StackInfo("triggered", trig.source, None, trig.controller,
                         choices={"trigger_object": oid, "trigger_player": player,
                                  PRODUCED: kinds, "color": color,
                                  MANA_MIX: (choices or {}).get(MANA_MIX)},
                         text=trig.ability.text, source_name=trig.source_name)
        info.ability = trig.ability
        run(Resolution(game, info, None), trig.ability.effect)  # 608.2c, off the stack
        game.emit("mana_ability", f"{trig.source_name}: {trig.ability.text} (605.4a)",
                  (trig.source,) if trig.source is not None else (), player=trig.controller)
