"""Static changes to the amount of damage a source would deal (614.1a, 615): "If an
instant or sorcery source you control would deal damage to a creature or player, it deals
that much damage plus 2 to that creature or player instead", "If a source would deal
damage to a creature you control, it deals that much damage minus 1 to that creature
instead", "If a source would deal 4 or more damage to a creature or player, that source
deals 3 damage to that creature or player instead", "If a source would deal damage to
another Dinosaur you control, prevent all but 1 of that damage", "If a source would deal
damage to equipped creature, prevent X of that damage, where X is ..."."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.replacement_specs import ReplacementSpec


@dataclass(frozen=True, slots=True)
class DamageChange(ReplacementSpec):
    """Damage from a source matching `source_filter` (None: any; `yours`: a source its
    controller controls) of at least `at_least` to a recipient: `to_you`, `to_players`
    (any player) or an object of `to_filter` (`to_attached`: the equipped or enchanted
    creature; `to_self`: the object with the ability) and `combat` damage or not. The
    amount becomes amount × `times` + `plus`, or `set_to`, or at most `all_but`
    (prevention), or less `prevent` (prevention), or 0 (`prevent_all`). Prevention (615)
    never touches damage that can't be prevented (615.12)."""

    kind: ClassVar[str] = "damage_change"
    source_filter: ObjectFilter | None = None
    yours: bool = False
    at_least: int = 1
    to_you: bool = False
    to_players: bool = False
    to_filter: ObjectFilter | None = None
    to_attached: bool = False
    plus: int = 0
    times: int = 1  # "it deals double that damage to that creature instead"
    set_to: int | None = None
    all_but: int | None = None
    prevent: Expr | None = None
    prevent_all: bool = False  # 615.1: "Prevent all damage that would be dealt to you"
    combat: bool | None = None  # True: combat damage only; False: noncombat damage only
    to_self: bool = False  # "... dealt to ~ by enchanted creatures"
    by_self: bool = False  # "Prevent all damage that ~ would deal to snow creatures"
    # 614.9: dealt instead to "attached" (the enchanted or equipped creature), to
    # "attached_controller" (that creature's controller) or to "self" (the object itself)
    redirect: str | None = None
    # counters put on (n > 0) or removed from (n < 0) the object with the ability as the
    # damage is changed; n 0: "that many" (the damage it would have been dealt)
    counters: tuple[str, int] | None = None
    while_counter: str | None = None  # "while it has a +1/+1 counter on it"

    @property
    def is_prevention(self) -> bool:
        return self.all_but is not None or self.prevent is not None or self.prevent_all

    def describe(self) -> str:
        if self.redirect is not None:
            change = f"dealt to {self.redirect.replace('_', ' ')} instead"
        elif self.prevent_all:
            change = "prevent it"
        elif self.set_to is not None:
            change = f"{self.set_to} damage instead"
        elif self.all_but is not None:
            change = f"prevent all but {self.all_but}"
        elif self.prevent is not None:
            change = f"prevent {self.prevent.describe()}"
        elif self.times != 1:
            change = f"{self.times} times that damage instead"
        else:
            change = f"that much damage {'plus' if self.plus >= 0 else 'minus'} " \
                f"{abs(self.plus)} instead"
        source = "a source" if self.source_filter is None else \
            f"a {self.source_filter.describe()} source"
        return f"{source}{' you control' if self.yours else ''} would deal " \
            f"{'' if self.at_least <= 1 else f'{self.at_least} or more '}damage: {change}"
