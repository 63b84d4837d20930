"""Prototype cards as data (702.160, 718): "Prototype [mana cost] — [P]/[T]".

A prototype card may be cast prototyped (the choice `cost = "prototype"`): the spell, and
the permanent it becomes, has the prototype's mana cost, power and toughness and the
colour of that mana cost (718.3b) and keeps every other characteristic. Anywhere else
(in a hand, a library, cast normally) the card has its printed values (718.4).
The prototype line is a static ability working in every zone, like a characteristic-
defining ability (604.3): its values apply first in their layers (colour 5, P/T 7a).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import Ability, StaticAbility
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, Modification, SetPT
from tabletop.engine.definitions.expressions import Const
from tabletop.engine.definitions.filters import COLORS
from tabletop.engine.model.actions import IllegalAction
from tabletop.engine.model.enums import Layer, Zone
from tabletop.engine.model.mana import ManaCost

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext
    from tabletop.engine.model.characteristics import Characteristics

PROTOTYPE = "prototype"  # the `cost` choice, and the mark a prototyped permanent keeps
COST_MARK = "cost"  # GameObject.chosen key: the alternative cost it was cast for


def is_prototyped_choice(choices: object) -> bool:
    """Whether a spell's choices cast it prototyped (718.3)."""
    return isinstance(choices, dict) and str(choices.get(COST_MARK, "")).lower() == PROTOTYPE


@dataclass(frozen=True, slots=True)
class Prototyped(Condition):
    """718.3b: the object is a prototyped spell, or the permanent a prototyped spell
    became, or a copy of one (718.3d); never in any other zone."""

    def holds(self, ctx: EvalContext) -> bool:
        if ctx.source is None:
            return False
        obj = ctx.board.obj(ctx.source)
        if obj.zone == Zone.STACK:
            info = obj.stack_info
            return info is not None and info.kind == "spell" and \
                is_prototyped_choice(info.choices)
        if obj.zone != Zone.BATTLEFIELD:
            return False
        if obj.chosen.get(COST_MARK) == PROTOTYPE:
            return True
        # 718.3d: the prototype's values are copiable: a copy of a prototyped permanent
        # (it entered as one, 707.2) has them too
        original = obj.entered_as_copy_of
        return original is not None and original != ctx.source and \
            original in getattr(getattr(ctx.board, "state", None), "objects", {}) and \
            self.holds(replace(ctx, source=original))

    def describe(self) -> str:
        return "it is prototyped"


@dataclass(frozen=True, slots=True)
class PrototypeCost(Modification):
    """718.3b: the prototype's mana cost, and the colour of that mana cost (202.2)."""

    cost: ManaCost

    def layer(self, cda: bool) -> Layer:
        return Layer.COLOR

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        values.mana_cost = self.cost
        values.colors = self.cost.colors

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({COLORS})

    def describe(self) -> str:
        return f"mana cost {self.cost.text}, its colour"


@dataclass(frozen=True, slots=True)
class PrototypeAbility(StaticAbility):
    """702.160a: "Prototype [cost] — [P]/[T]"; `cost` is the prototype mana cost."""

    cost: ManaCost = field(default_factory=ManaCost)
    power: int = 0
    toughness: int = 0

    @property
    def pt_text(self) -> str:
        return f"{self.power}/{self.toughness}"


def prototype_ability(cost: ManaCost, power: int, toughness: int) -> PrototypeAbility:
    """702.160a, 718.3b: while prototyped: the prototype's cost, colour and P/T."""
    spec = EffectSpec(
        mods=(PrototypeCost(cost), SetPT(Const(power), Const(toughness))),
        affects=Affects.SELF,
        condition=Prototyped(),
        duration=Duration.WHILE_SOURCE,
        text=f"prototyped: {cost.text}, {power}/{toughness} (718.3b)",
    )
    return PrototypeAbility(text=f"Prototype {cost.text} — {power}/{toughness}",
                            keyword="Prototype", effects=(spec,), cda=True, cost=cost,
                            power=power, toughness=toughness)


def prototype_cost(abilities: tuple[Ability, ...], name: str,
                   choices: dict[str, object]) -> ManaCost | None:
    """718.3a: the mana cost of a spell cast prototyped (None when it is not); a card
    without a prototype can't be cast that way."""
    if not is_prototyped_choice(choices):
        return None
    for ability in abilities:
        if isinstance(ability, PrototypeAbility):
            return ability.cost
    raise IllegalAction(f"{name} has no prototype (702.160a)")
