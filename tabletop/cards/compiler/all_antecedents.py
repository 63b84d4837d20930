"""The permanents an instruction names with "all" are "they" / "those creatures" after it:
"Gain control of all creatures until end of turn. Untap them. They gain haste until end
of turn." (Tibalt, the Fiend-Blooded), "Untap all creatures you control. They gain hexproof
and indestructible until end of turn." (Join Shields). Read again, the description names
the same permanents only while the instruction left who controls them alone: gaining
control of "all creatures your opponents control" is not read this way."""

from __future__ import annotations

from tabletop.cards.compiler.phrases import Obj
from tabletop.cards.compiler.scope import Scope
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.instructions import EachRef
from tabletop.engine.model.enums import Zone


def name_them(scope: Scope, obj: Obj, *, changes_control: bool = False) -> None:
    flt = obj.filter
    if not isinstance(obj.ref, EachRef) or obj.affects != Affects.MATCHING or flt is None \
            or obj.ref.controlled_by_target is not None or flt.zone != Zone.BATTLEFIELD:
        return
    if changes_control and flt.controller is not None:
        return
    scope.antecedent = obj
