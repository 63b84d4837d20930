"""Conditions about what happened this turn or last turn (603.4 intervening "if" clauses),
read from the game state's event history (model/event_history.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.conditions import Condition, kicked_times

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.event_history import EventHistory


def event_history(ctx: EvalContext) -> EventHistory | None:
    """The game's record of this turn's events, when the board keeps one."""
    state: Any = getattr(ctx.board, "state", None)
    return getattr(state, "history", None)


def _players(ctx: EvalContext, who: str) -> tuple[str, ...]:
    """"you", "opponent" (any opponent of the controller) or "any" player."""
    if who == "you":
        return (ctx.controller,)
    players: tuple[str, ...] = ctx.board.players()
    return tuple(p for p in players if who == "any" or p != ctx.controller)


@dataclass(frozen=True, slots=True)
class SpellsCastLastTurn(Condition):
    """Werewolves (Innistrad): "if no spells were cast last turn" (`at_least` 0 and
    `none`), "if a player cast two or more spells last turn" (one player, `at_least` 2)."""

    at_least: int = 0
    none: bool = False

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        counts = history.spells_last_turn if history is not None else {}
        if self.none:
            return not any(counts.values())
        return any(n >= self.at_least for n in counts.values())

    def describe(self) -> str:
        if self.none:
            return "no spells were cast last turn"
        return f"a player cast {self.at_least} or more spells last turn"


@dataclass(frozen=True, slots=True)
class CreatureDiedThisTurn(Condition):
    """Morbid: "if a creature died this turn" (700.4); `yours`: "... under your control"."""

    yours: bool = False

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        return history is not None and any(not self.yours or c == ctx.controller
                                           for _, c in history.died)

    def describe(self) -> str:
        return "a creature died this turn"


@dataclass(frozen=True, slots=True)
class PermanentLeftThisTurn(Condition):
    """Revolt: "if a permanent you controlled left the battlefield this turn"."""

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        return history is not None and ctx.controller in history.left

    def describe(self) -> str:
        return "a permanent you controlled left the battlefield this turn"


@dataclass(frozen=True, slots=True)
class LifeChangedThisTurn(Condition):
    """"if you gained life this turn", "if you gained 3 or more life this turn" (119.9),
    "if an opponent lost 3 or more life this turn" (119.3): one player's total."""

    who: str  # "you", "opponent", "any"
    lost: bool = False
    at_least: int = 1

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        if history is None:
            return False
        totals = history.life_lost if self.lost else history.life_gained
        return any(totals.get(p, 0) >= self.at_least for p in _players(ctx, self.who))

    def describe(self) -> str:
        verb = "lost" if self.lost else "gained"
        return f"{self.who} {verb} {self.at_least} or more life this turn"


@dataclass(frozen=True, slots=True)
class SourceDamageThisTurn(Condition):
    """"if ~ dealt damage to an opponent this turn" (`dealt`, `to`), "if ~ was dealt
    damage this turn" (not `dealt`): this object's damage events (120)."""

    dealt: bool = True
    to: str = "any"  # what was dealt the damage: "any", "opponent", "player", "creature"

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        if history is None or ctx.source is None:
            return False
        for source, target, _, _ in history.damage:
            if not self.dealt:
                if target == ctx.source:
                    return True
            elif source == ctx.source and self._to(ctx, target):
                return True
        return False

    def _to(self, ctx: EvalContext, target: int | str) -> bool:
        if self.to == "any":
            return True
        if isinstance(target, str):
            return self.to == "player" or (self.to == "opponent" and target != ctx.controller)
        return self.to == "creature"

    def describe(self) -> str:
        if not self.dealt:
            return "it was dealt damage this turn"
        return f"it dealt damage to {self.to} this turn"


@dataclass(frozen=True, slots=True)
class CreaturesAttackedThisTurn(Condition):
    """"if no creatures attacked this turn" (`none`), "three or more creatures attacked
    this turn" (a Case's goal) (508.1: every creature declared as an attacker this turn,
    by any player)."""

    at_least: int = 1
    none: bool = False

    def holds(self, ctx: EvalContext) -> bool:
        state: Any = getattr(ctx.board, "state", None)
        attacked = len(set(state.attacked_this_turn)) if state is not None else 0
        return attacked == 0 if self.none else attacked >= self.at_least

    def describe(self) -> str:
        if self.none:
            return "no creatures attacked this turn"
        return f"{self.at_least} or more creatures attacked this turn"


@dataclass(frozen=True, slots=True)
class SourceHistory(Condition):
    """This object this turn: "if ~ attacked or blocked this turn" (`combat`), "if ~ entered
    the battlefield this turn" (`entered`), "if 4 or more damage was dealt to it this turn"
    (`damage_at_least`)."""

    combat: bool = False
    entered: bool = False
    damage_at_least: int = 0

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        source = ctx.source
        if history is None or source is None:
            return False
        state: Any = getattr(ctx.board, "state", None)
        if self.combat:
            return source in history.blocked or source in state.attacked_this_turn
        if self.entered:
            return history.has_entered(source)
        return history.damage_to(source) >= self.damage_at_least

    def describe(self) -> str:
        if self.combat:
            return "it attacked or blocked this turn"
        if self.entered:
            return "it entered the battlefield this turn"
        return f"{self.damage_at_least} or more damage was dealt to it this turn"


@dataclass(frozen=True, slots=True)
class ActivePlayerCastNoSpell(Condition):
    """"at the beginning of each player's end step, if that player didn't cast a spell
    this turn": that player is the player whose turn it is."""

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        state: Any = getattr(ctx.board, "state", None)
        return history is not None and not history.spells_by(state.active)

    def describe(self) -> str:
        return "that player didn't cast a spell this turn"


@dataclass(frozen=True, slots=True)
class TriggerSpellKicked(Condition):
    """"whenever you cast a spell, if that spell was kicked" (702.33d): the spell that
    triggered the ability."""

    def holds(self, ctx: EvalContext) -> bool:
        return kicked_times(ctx.board, ctx.affected) > 0

    def describe(self) -> str:
        return "that spell was kicked"


CAST_FROM_HAND = "cast_from_hand"  # the choice a spell cast from a hand carries (601.2a)


@dataclass(frozen=True, slots=True)
class CastFromHand(Condition):
    """"When ~ enters, if you cast it from your hand" (the source), "Whenever a creature
    enters, if you cast it from your hand" (the creature, and you its caster)."""

    about: str = "source"  # or "affected": the object the trigger event was about

    def holds(self, ctx: EvalContext) -> bool:
        oid = ctx.source if self.about == "source" else ctx.affected
        if oid is None:
            return False
        obj = ctx.board.obj(oid)
        return CAST_FROM_HAND in obj.chosen and ctx.board.controller_of(oid) == ctx.controller

    def describe(self) -> str:
        return "you cast it from your hand"


@dataclass(frozen=True, slots=True)
class PlayerDiscardedThisTurn(Condition):
    """"if a player discarded a card this turn" (701.9)."""

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        return history is not None and any(history.discarded.values())

    def describe(self) -> str:
        return "a player discarded a card this turn"
