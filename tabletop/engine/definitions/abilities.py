"""Abilities (113): keywords, static, activated, triggered, mana, level bands, spells.

Abilities are frozen data. A card's abilities come from the compiler;
effects may add or remove them in layer 6.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.instructions import AddMana
from tabletop.engine.definitions.text_change import rewrite
from tabletop.engine.model.subtypes import BASIC_LAND_MANA

if TYPE_CHECKING:
    from tabletop.engine.definitions.conditions import Condition
    from tabletop.engine.definitions.effects import EffectSpec
    from tabletop.engine.definitions.expressions import Expr
    from tabletop.engine.definitions.instructions import Instruction, TargetSpec
    from tabletop.engine.definitions.trigger_conditions import Trigger


@dataclass(frozen=True, slots=True)
class Ability:
    """Base of all abilities. `text` is the rules text without reminder text."""

    text: str
    keyword: str | None = None

    @property
    def short(self) -> str:
        return self.keyword if self.keyword and not self.parameter_text else self.text

    @property
    def parameter_text(self) -> str:
        return ""

    def change_text(self, old: str, new: str) -> Ability:
        """612: a text-changing effect rewrites colour words and basic land types."""
        return rewrite(self, old, new)  # type: ignore[no-any-return]

    def __deepcopy__(self, memo: dict[int, object]) -> Ability:
        return self


@dataclass(frozen=True, slots=True)
class KeywordAbility(Ability):
    """A keyword with no cost of its own: Flying, First strike, Protection from white,
    Islandwalk, Exalted, Changeling, Indestructible ... (702)."""

    parameter: str = ""

    @property
    def parameter_text(self) -> str:
        return self.parameter


@dataclass(frozen=True, slots=True)
class StaticAbility(Ability):
    """604: generates continuous effects. `cda`: a characteristic-defining ability
    (604.3), which functions in every zone; others function on the battlefield
    unless `zones` says otherwise (e.g. "creature cards you own that aren't on the
    battlefield" still come from a permanent)."""

    effects: tuple[EffectSpec, ...] = ()
    cda: bool = False
    replacement: object | None = None  # a replacement effect (614), see replacement.py


@dataclass(frozen=True, slots=True)
class LevelBand(StaticAbility):
    """711.2: a level symbol is a static ability: as long as the level is in range,
    the creature has base power and toughness [P/T] (layer 7b) and has the band's
    abilities (layer 6). It has the leveler's own timestamp (ruling)."""

    low: int = 0
    high: int | None = None
    power: int = 0
    toughness: int = 0
    granted: tuple[Ability, ...] = ()

    @property
    def label(self) -> str:
        return self.keyword or self.text

    def contains(self, level: int) -> bool:
        return level >= self.low and (self.high is None or level <= self.high)


@dataclass(frozen=True, slots=True)
class ClassLevelBand(StaticAbility):
    """716.2d: the abilities printed beside "Level N" on a Class: as long as the Class is
    level N or greater, it has them (layer 6). `cost` is the level ability's mana cost."""

    level: int = 1
    granted: tuple[Ability, ...] = ()
    cost_text: str = ""

    @property
    def label(self) -> str:
        return f"Level {self.level}"


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """602: "[Cost]: [Effect]." `timing` is "instant" or "sorcery" (602.5d);
    mana abilities (605) have `is_mana` and resolve at once; loyalty abilities
    (606) have `loyalty`."""

    cost: Cost | None = None
    effect: tuple[Instruction, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    timing: str = "instant"
    is_mana: bool = False
    loyalty: bool = False
    once_per_turn: bool = False
    max_per_turn: int = 0  # "Activate this ability no more than twice each turn" (602.5b)
    modes: tuple[tuple[Instruction, ...], ...] = ()
    mode_targets: tuple[tuple[TargetSpec, ...], ...] = ()  # each mode's targets (700.2)
    choices: tuple[str, ...] = ()  # questions asked on activation: "x", "color", ...
    requires: Condition | None = None  # 602.5b: "Activate only if ..."
    # 601.2f, 602.2b: "This ability costs {1} less to activate for each ..." (generic mana)
    cost_reduction: Expr | None = None
    # 113.6k: "{2}{B}: Return ~ from your graveyard to your hand" works in that zone
    zone: str = "battlefield"
    # 602.2: "Any player may activate this ability" (the one who does controls it)
    any_player: bool = False
    # 107.3: "X is the number of cards in an opponent's hand": X is this, not chosen
    x_is: Expr | None = None
    # 602.5b: "no more times each turn than the number of snow Swamps you control"
    max_per_turn_count: Expr | None = None


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Ability):
    """603: "When/Whenever/At [trigger], [if condition,] [effect]."."""

    trigger: Trigger | None = None
    condition: Condition | None = None  # intervening "if" (603.4)
    effect: tuple[Instruction, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False  # "you may"
    # 113.6k: "At the beginning of your upkeep, you may return ~ from your graveyard to
    # your hand" triggers while it is in that zone
    zone: str = "battlefield"
    # 700.2: "When ~ enters, choose one —": the mode is chosen as it is put on the stack
    # (603.3c); each mode's instructions and targets
    modes: tuple[tuple[Instruction, ...], ...] = ()
    mode_targets: tuple[tuple[TargetSpec, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class ChapterAbility(TriggeredAbility):
    """714.2: a Saga's chapter ability, a triggered ability that triggers when lore counters
    put on the Saga bring their number from below one of its chapter numbers to or above it
    (714.2b); "I, II —" is one ability with both numbers (714.2c)."""

    chapters: tuple[int, ...] = ()

    @property
    def label(self) -> str:
        """The chapter symbols as printed: "I, II"."""
        return ", ".join(roman(n) for n in self.chapters)


_ROMAN = (("X", 10), ("IX", 9), ("V", 5), ("IV", 4), ("I", 1))


def roman(n: int) -> str:
    """A chapter number as its chapter symbol (714.2a): 4 -> "IV"."""
    out = ""
    for symbol, value in _ROMAN:
        while n >= value:
            out += symbol
            n -= value
    return out


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The text of an instant or sorcery, followed as it resolves (608.2)."""

    effect: tuple[Instruction, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[tuple[Instruction, ...], ...] = ()
    mode_targets: tuple[tuple[TargetSpec, ...], ...] = ()
    choices: tuple[str, ...] = ()
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)


def intrinsic_mana_ability(land_type: str) -> ActivatedAbility:
    """305.6: a basic land type gives "{T}: Add [mana]."."""
    symbol = BASIC_LAND_MANA[land_type]
    return ActivatedAbility(
        text=f"{{T}}: Add {{{symbol}}}.",
        cost=Cost(tap=True),
        effect=(AddMana((symbol,)),),
        is_mana=True,
    )
