""""If the sacrificed artifact was legendary" (118.3, 603.10, 608.2h): a condition on the
permanent the cost of the resolving spell or ability sacrificed, as it last existed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.sacrificed import SACRIFICED
from tabletop.engine.model.enums import CardType, Color, Supertype, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext


@dataclass(frozen=True, slots=True)
class SacrificedWas(Condition):
    """The sacrificed permanent had all of `types` and `supertypes`, one of `subtypes`
    and one of `colors` (each when given)."""

    types: frozenset[CardType] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    subtypes: frozenset[str] = frozenset()
    colors: frozenset[Color] = frozenset()
    text: str = ""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        known = getattr(ctx.board, "known_chars", None)
        if state is None or known is None:
            return False
        stack = state.zone_ids(Zone.STACK)
        info = state.objects[stack[-1]].stack_info if stack else None
        gone = info.choices.get(SACRIFICED) if info is not None else None
        chars = known(gone) if isinstance(gone, int) else None
        if chars is None:
            return False
        return (self.types <= chars.types and self.supertypes <= chars.supertypes
                and (not self.subtypes or bool(self.subtypes & set(chars.subtypes)))
                and (not self.colors or bool(self.colors & chars.colors)))

    def describe(self) -> str:
        return self.text or "the sacrificed permanent had that quality"
