"""A choice each opponent makes to avoid a punishment, and "descended" (its reminder
text: "You descended if a permanent card was put into your graveyard from anywhere").
A choice another player makes ("that creature's controller may have ~ deal 1 damage to
it"). Handlers: rules/punisher_choices.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.history_conditions import event_history
from tabletop.engine.definitions.instructions import Instruction, PlayerRef

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


@dataclass(frozen=True, slots=True)
class DescendedThisTurn(Condition):
    """"if you descended this turn": a permanent card was put into your graveyard from
    anywhere this turn."""

    def holds(self, ctx: EvalContext) -> bool:
        history = event_history(ctx)
        return history is not None and any(
            owner == ctx.controller and any(t in PERMANENT_TYPES for t in types)
            for owner, types, _ in history.to_graveyard)

    def describe(self) -> str:
        return "you descended this turn"


@dataclass(frozen=True, slots=True)
class EachOpponentMayOrDamage(Instruction):
    """"Each opponent may discard a card or sacrifice a permanent. ~ deals 3 damage to each
    opponent who didn't.": in turn order each opponent does one of the `options`
    ("discard": a card; "sacrifice": a permanent matching `sacrifice`) or is dealt
    `damage` by the source. The answer `punish` maps a player to "discard", "sacrifice" or
    "none"; without one a player avoids the damage with the first option they can do."""

    options: tuple[str, ...]
    damage: Expr
    sacrifice: ObjectFilter | None = None

    def describe(self) -> str:
        return f"each opponent may {' or '.join(self.options)}; else damage"


@dataclass(frozen=True, slots=True)
class PlayerMay(Instruction):
    """"That creature's controller may have ~ deal 1 damage to it": a player other than the
    controller chooses (the answer `player_may`; unanswered: they do)."""

    who: PlayerRef
    inner: tuple[Instruction, ...]

    def describe(self) -> str:
        return f"{self.who.describe()} may " + "; ".join(i.describe() for i in self.inner)


@dataclass(frozen=True, slots=True)
class IfCreatedMatches(Instruction):
    """"If you put an artifact onto the battlefield this way, put two +1/+1 counters on
    it": `then` follows when the permanent just put onto the battlefield matches."""

    filter: ObjectFilter
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        return f"if it's a {self.filter.describe()}: " + "; ".join(
            i.describe() for i in self.then)
