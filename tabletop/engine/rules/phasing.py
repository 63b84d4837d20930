"""Phasing (702.26): a phased-out permanent is treated as though it doesn't exist
(702.26b). It keeps its object — phasing is no zone change (702.26d): no enters or leaves
triggers, its counters, tapped state and the effects on it stay — but it is in no zone's
list: its `zone` is `Zone.PHASED_OUT`, so nothing that looks at the battlefield sees it.
What is attached to it phases out with it (702.26g) and back in with it (702.26h). As the
active player's untap step begins, their permanents with phasing phase out and what
phased out under their control phases in, simultaneously (502.1, 702.26a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.phasing import PHASED_OUT_BY, PHASED_OUT_WITH, PhaseOut
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Zone
from tabletop.engine.rules.combat_removal import remove_from_combat
from tabletop.engine.rules.printed_keywords import printed_anywhere
from tabletop.engine.rules.resolution import Resolution, handles
from tabletop.engine.rules.trigger_events import Watcher, listens, subject_matches
from tabletop.engine.rules.triggering import note_event

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.model.objects import GameObject

PHASING = "Phasing"


def is_phased_out(obj: GameObject) -> bool:
    return obj.zone == Zone.PHASED_OUT


def phase_out(game: Game, oids: list[int]) -> None:
    """702.26b: each permanent of `oids` still on the battlefield phases out, and with it
    (indirectly, 702.26g) everything attached to it."""
    done: list[int] = []
    for oid in oids:
        obj = game.state.objects.get(oid)
        if obj is not None and obj.zone == Zone.BATTLEFIELD:
            _phase_out_one(game, obj, game.controller_of(oid), None, done)
    if done:
        game.invalidate()
        game.emit("phase_out", ", ".join(game.name_of(o) for o in done) + " phase out "
                  "(702.26b)", tuple(done))


def _phase_out_one(game: Game, obj: GameObject, controller: str, host: int | None,
                   done: list[int]) -> None:
    attached = [o for o in game.battlefield() if game.obj(o).attached_to == obj.oid]
    note_event(game, "phases_out", oid=obj.oid)  # its own abilities see it go
    remove_from_combat(game, obj.oid)  # 506.4: it is no longer in combat
    game.state.zones[(Zone.BATTLEFIELD, None)].remove(obj.oid)
    obj.zone = Zone.PHASED_OUT
    obj.choose(PHASED_OUT_BY, controller)
    if host is not None:
        obj.choose(PHASED_OUT_WITH, str(host))
    done.append(obj.oid)
    for other in attached:  # 702.26g: phased out indirectly, whoever controls it
        _phase_out_one(game, game.obj(other), game.controller_of(other), obj.oid, done)


def phase_in(game: Game, oids: list[int]) -> None:
    """702.26h: each of `oids` phases in, and what phased out indirectly with it."""
    done: list[int] = []
    for oid in oids:
        _phase_in_one(game, oid, done)
    if done:
        game.invalidate()
        game.emit("phase_in", ", ".join(game.name_of(o) for o in done) + " phase in "
                  "(702.26h)", tuple(done))
        for oid in done:
            note_event(game, "phases_in", oid=oid)


def _phase_in_one(game: Game, oid: int, done: list[int]) -> None:
    obj = game.state.objects[oid]
    obj.zone = Zone.BATTLEFIELD
    obj.chosen = {k: v for k, v in obj.chosen.items()
                  if k not in (PHASED_OUT_BY, PHASED_OUT_WITH)}
    game.state.zones[(Zone.BATTLEFIELD, None)].append(oid)
    done.append(oid)
    for other in [o for o in game.state.objects.values() if o.zone == Zone.PHASED_OUT
                  and o.chosen.get(PHASED_OUT_WITH) == str(oid)]:
        _phase_in_one(game, other.oid, done)


def untap_step_phasing(game: Game) -> None:
    """502.1, 702.26a: the active player's permanents with phasing phase out and the
    permanents that phased out directly under their control phase in, at once."""
    active = game.state.active
    going = [o for o in game.battlefield() if game.controller_of(o) == active
             and game.chars(o).has_ability(PHASING)] if printed_anywhere(game, PHASING) else []
    coming = [o.oid for o in game.state.objects.values()
              if o.zone == Zone.PHASED_OUT and o.chosen.get(PHASED_OUT_BY) == active
              and PHASED_OUT_WITH not in o.chosen]
    phase_out(game, going)
    phase_in(game, coming)


@handles(PhaseOut)
def h_phase_out(res: Resolution, i: PhaseOut) -> None:
    """"~ phases out", "target creature phases out", "all lands you control phase out"."""
    phase_out(res.game, res.objects(i.what))


@listens(TriggerEvent.PHASES_OUT, "phases_out")
@listens(TriggerEvent.PHASES_IN, "phases_in")
def _phases(board: Any, w: Watcher, trigger: Trigger, subject: Any,
            data: dict[str, Any]) -> bool:
    """702.26: "whenever ~ phases out", "whenever ~ phases in"."""
    return subject_matches(board, trigger, w, subject)
