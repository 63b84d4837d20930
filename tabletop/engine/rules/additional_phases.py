"""Additional phases (500.8): the phases an effect adds directly after the current phase,
kept in GameState.extra_phases with the step the turn then goes on with; turns.py begins
them as each phase ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.additional_phases import AdditionalCombat
from tabletop.engine.model.enums import Step
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.game import Game

# the last step of each phase an added phase can follow, and the step after that phase
_PHASE_END_NEXT = {
    Step.DRAW: Step.PRECOMBAT_MAIN,
    Step.PRECOMBAT_MAIN: Step.BEGINNING_OF_COMBAT,
    Step.END_OF_COMBAT: Step.POSTCOMBAT_MAIN,
    Step.POSTCOMBAT_MAIN: Step.END,
}


def _phase_end(step: Step) -> Step | None:
    """The step that ends the phase `step` belongs to (500.1); None in the ending phase."""
    if step <= Step.DRAW:
        return Step.DRAW
    if step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN):
        return step
    if Step.BEGINNING_OF_COMBAT <= step <= Step.END_OF_COMBAT:
        return Step.END_OF_COMBAT
    return None


def added_phase_next(game: Game) -> Step | None:
    """The step an added phase begins with, if the current step ends a phase and one
    waits (500.8)."""
    state = game.state
    if state.extra_phases and state.step in _PHASE_END_NEXT:
        return state.extra_phases[0]
    return None


def take_added_phase(game: Game) -> None:
    """The current phase is over: the first added phase (or the step after them) begins."""
    if added_phase_next(game) is not None:
        game.state.extra_phases.pop(0)


@handles(AdditionalCombat)
def h_additional_combat(res: Resolution, i: AdditionalCombat) -> None:
    """500.8: the phases are added directly after this one; phases added earlier (still
    waiting) follow them, else the turn goes on where it would have."""
    game = res.game
    state = game.state
    end = _phase_end(state.step)
    if end is None:
        game.emit("no_effect", "500.8: no phase can be added in the ending phase")
        return
    added = [Step.BEGINNING_OF_COMBAT, *([Step.POSTCOMBAT_MAIN] if i.then_main else [])]
    state.extra_phases[:0] = added if state.extra_phases else [*added, _PHASE_END_NEXT[end]]
    game.emit("extra_combat_main" if i.then_main else "extra_combat",
              "500.8: after this phase, there is an additional combat phase"
              + (" followed by an additional main phase" if i.then_main else ""))
