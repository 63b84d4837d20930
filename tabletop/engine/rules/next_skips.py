""""Target player skips their next untap step / draw step / combat phase" (614.10; 500.11
skips a whole phase): each effect is used up by the first such step or phase of that
player's turns (definitions/next_skips.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.definitions.effects import (
    Affects,
    ContinuousEffect,
    Duration,
    EffectSpec,
    RuleChange,
)
from tabletop.engine.definitions.next_skips import SKIP_NEXT_STEP, SKIPPABLE, SKIPPED, SkipNext
from tabletop.engine.model.enums import Step
from tabletop.engine.rules.resolution import Resolution, handles

if TYPE_CHECKING:
    from tabletop.engine.game import Game

_KEYS = {Step.UNTAP: "untap", Step.DRAW: "draw", Step.BEGINNING_OF_COMBAT: "combat"}


@handles(SkipNext)
def h_skip_next(res: Resolution, i: SkipNext) -> None:
    change = RuleChange(SKIP_NEXT_STEP, ((SKIPPED, i.step),), on_players=True)
    spec = EffectSpec((change,), Affects.PLAYERS, text=f"skip your next {SKIPPABLE[i.step]}")
    for player in res.players(i.who):
        res.game.add_effect(spec, source=res.source, controller=player, locked=None,
                            duration=Duration.INDEFINITE)


def _skips(effect: ContinuousEffect, player: str, key: str) -> bool:
    return effect.controller == player and any(
        isinstance(m, RuleChange) and m.kind == SKIP_NEXT_STEP and m.param(SKIPPED) == key
        for m in effect.spec.mods)


def skips_next(game: Game, step: Step) -> bool:
    """True (and the oldest such effect is used up) when the active player skips `step`
    (the beginning of combat: the whole combat phase)."""
    key = _KEYS.get(step)
    player = game.state.active
    if key is None or not any(_skips(e, player, key) for e in game.state.effects):
        return False
    first = min((e for e in game.state.effects if _skips(e, player, key)),
                key=lambda e: (e.timestamp, e.eid))
    game.end_effects(lambda e: e.eid == first.eid)
    game.emit("skip", f"{player} skips their {SKIPPABLE[key]} (614.10)", player=player)
    return True
