"""Which objects an effect or a count looks at: one composable filter.

"Other Merfolk creatures you control", "each other non-Aura enchantment",
"nonbasic lands", "each creature you control with a level counter on it".
A filter reads the characteristics the board reports at that moment, which
during the layer loop are the values computed so far (this is what makes
dependencies, 613.8, visible).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.definitions.enchanted_players import ENCHANTED_PLAYER, enchanted_player
from tabletop.engine.model.enums import CardType, Color, Supertype, Zone

if TYPE_CHECKING:
    from tabletop.engine.model.board import Board
    from tabletop.engine.model.characteristics import Characteristics

# Aspects a filter or effect may read or write, used to find dependencies (613.8a).
TYPES = "types"
COLORS = "colors"
ABILITIES = "abilities"
# an ability may be lost: what decides whether a static ability's effect exists (613.8a)
ABILITIES_LOST = "abilities_lost"
CONTROL = "control"
PT = "pt"
TEXT = "text"
COUNTERS = "counters"
CHOSEN_CARD_NAME = "card_name"  # GameObject.chosen: "As ~ enters, choose a card name"
CHOSEN_NUMBER = "number"  # GameObject.chosen: "As ~ enters, choose a number"
POWER_OR_TOUGHNESS = "power_or_toughness"  # a `stats` name: "with power or toughness 1 or less"


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """All given conditions must hold. Sets of alternatives are "any of"."""

    types: frozenset[CardType] = frozenset()  # all of these
    any_types: frozenset[CardType] = frozenset()  # at least one of these
    not_types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()  # at least one of these
    not_subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    not_supertypes: frozenset[Supertype] = frozenset()
    colors: frozenset[Color] = frozenset()  # at least one of these
    not_colors: frozenset[Color] = frozenset()
    colorless: bool | None = None
    controller: str | None = None  # "you", "opponent", or None for any
    owner: str | None = None  # "you" for "cards you own", "opponent": "an opponent owns"
    other: bool = False  # not the source itself
    with_counter: str | None = None  # "with a level counter on it"
    min_counters: int = 1
    with_ability: str | None = None  # "with level up"
    without_ability: str | None = None
    power_at_most: int | None = None
    power_at_least: int | None = None
    lesser_power: bool = False  # 702.134a mentor: power less than the source's power
    # 208, 202.3: comparisons of a stat with a number: ("mana_value", "<=", 3),
    # ("toughness", ">=", 4); stats "power", "toughness", "mana_value"; ops <=, >=, ==, <, >
    stats: tuple[tuple[str, str, int], ...] = ()
    # "with mana value X or less": a comparison with a value known only once X is (an Expr);
    # written into `stats` before use (x_stats.py), a filter still holding one matches nothing
    x_stats: tuple[tuple[str, str, Any], ...] = ()
    tapped: bool | None = None
    token: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    in_combat: bool = False  # "attacking or blocking creature"
    blocking_source: bool = False  # "for each creature blocking it" (the source)
    banded_with_source: bool = False  # "creatures banded with ~": in its band (702.22c)
    # 509.1h: "blocked creature" (True) / "unblocked creature" (False): an attacking creature
    # once blockers are declared
    blocked: bool | None = None
    # "each creature blocking or blocked by ~" (509.1: the source's blockers or blocked)
    in_combat_with_source: bool = False
    # 508.1: "creatures that attacked this turn" (declared as attackers; read by one-shot
    # instructions, not a characteristic the layer system follows)
    attacked_this_turn: bool = False
    multicolored: bool | None = None  # 105.4: two or more colours
    zone: Zone | None = Zone.BATTLEFIELD
    names: frozenset[str] = frozenset()
    not_names: frozenset[str] = frozenset()  # "Dragon cards not named Tiamat" (201.2)
    with_different_names: bool = False
    chosen_name: bool = False  # "with the chosen name": the source's choice (614.12, 201.3)
    chosen_mana_value: bool = False  # "with mana value equal to the chosen number" (614.12)
    extra: tuple[str, ...] = field(default=())  # words kept for the description

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        obj = board.obj(oid)
        if self.zone is not None and obj.zone != self.zone:
            return False
        if self.other and oid == source:
            return False
        c = board.chars(oid)
        if self.types and not self.types <= c.types:
            return False
        if self.any_types and not (self.any_types & c.types):
            return False
        if self.not_types and self.not_types & c.types:
            return False
        if self.subtypes and not (self.subtypes & c.subtypes):
            return False
        if self.not_subtypes and self.not_subtypes & c.subtypes:
            return False
        if self.supertypes and not self.supertypes <= c.supertypes:
            return False
        if self.not_supertypes and self.not_supertypes & c.supertypes:
            return False
        if self.colors and not (self.colors & c.colors):
            return False
        if self.not_colors and self.not_colors & c.colors:
            return False
        if self.colorless is not None and self.colorless != (not c.colors):
            return False
        if self.controller is not None:
            ctl = board.controller_of(oid)
            if self.controller == "you" and ctl != controller:
                return False
            if self.controller == "opponent" and ctl == controller:
                return False
            if self.controller == ENCHANTED_PLAYER:  # "creatures enchanted player controls"
                if ctl != enchanted_player(board, source):
                    return False
            elif self.controller not in ("you", "opponent") and ctl != self.controller:
                return False
        if self.owner == "you" and obj.owner != controller:
            return False
        if self.owner == "opponent" and obj.owner == controller:
            return False
        counters = obj.counters
        if self.with_counter is not None and counters.get(self.with_counter, 0) < self.min_counters:
            return False
        if self.with_ability is not None and not c.has_ability(self.with_ability):
            return False
        if self.without_ability is not None and c.has_ability(self.without_ability):
            return False
        if self.power_at_most is not None and (c.power is None or c.power > self.power_at_most):
            return False
        if self.power_at_least is not None and (c.power is None or c.power < self.power_at_least):
            return False
        if self.stats and not all(_stat_holds(c, name, op, n) for name, op, n in self.stats):
            return False
        if self.x_stats:
            return False
        if self.lesser_power and not _less_power(board, c.power, source):
            return False
        if self.tapped is not None and obj.tapped != self.tapped:
            return False
        if self.token is not None and obj.is_token != self.token:
            return False
        if self.attacking is not None and (obj.attacking is not None) != self.attacking:
            return False
        if self.blocking is not None and bool(obj.blocking) != self.blocking:
            return False
        if self.in_combat and obj.attacking is None and not obj.blocking:
            return False
        if self.blocking_source and (source is None or source not in obj.blocking):
            return False
        if self.banded_with_source and not _banded_with(board, oid, obj, source):
            return False
        if self.blocked is not None and _blocked(board, oid) is not self.blocked:
            return False
        if self.in_combat_with_source and not _in_combat_with(board, oid, obj, source):
            return False
        if self.attacked_this_turn and not _attacked_this_turn(board, oid):
            return False
        if self.multicolored is not None and (len(c.colors) >= 2) != self.multicolored:
            return False
        if self.not_names and c.name in self.not_names:
            return False
        if self.chosen_name and (source is None or not c.name or
                                 board.obj(source).chosen.get(CHOSEN_CARD_NAME) != c.name):
            return False
        if self.chosen_mana_value and (source is None or str(c.mana_value) !=
                                       board.obj(source).chosen.get(CHOSEN_NUMBER)):
            return False
        return not (self.names and c.name not in self.names)

    @property
    def reads(self) -> frozenset[str]:
        """The aspects of objects this filter looks at (for 613.8 dependencies)."""
        aspects: set[str] = set()
        if (
            self.types
            or self.any_types
            or self.not_types
            or self.subtypes
            or self.not_subtypes
            or self.supertypes
            or self.not_supertypes
        ):
            aspects.add(TYPES)
        if self.colors or self.not_colors or self.colorless is not None:
            aspects.add(COLORS)
        if self.controller is not None:
            aspects.add(CONTROL)
        if self.with_ability or self.without_ability:
            aspects.add(ABILITIES)
        if self.power_at_most is not None or self.power_at_least is not None or \
                self.lesser_power or any(
                name != "mana_value" for name, _, _ in self.stats):
            aspects.add(PT)
        if self.names or self.not_names or self.chosen_name:
            aspects.add(TEXT)
        return frozenset(aspects)

    def describe(self) -> str:
        words: list[str] = []
        if self.other:
            words.append("other")
        if self.tapped is True:
            words.append("tapped")
        if self.attacking:
            words.append("attacking")
        if self.in_combat:
            words.append("attacking or blocking")
        if self.blocked is not None:
            words.append("blocked" if self.blocked else "unblocked")
        words += [f"non{c.name.lower()}" for c in sorted(self.not_colors, key=lambda c: c.value)]
        words += [c.name.lower() for c in sorted(self.colors, key=lambda c: c.value)]
        words += [f"non{s.value.lower()}" for s in self.not_supertypes]
        words += [s.value.lower() for s in self.supertypes]
        words += [f"non-{s}" for s in sorted(self.not_subtypes)]
        words += sorted(self.subtypes)
        words += [f"non{t.value.lower()}" for t in self.not_types]
        if self.any_types:
            words.append(" or ".join(t.value.lower() for t in self.any_types))
        words += [t.value.lower() for t in sorted(self.types, key=lambda t: t.value)]
        if not (self.types or self.any_types):
            words.append("permanents" if self.zone == Zone.BATTLEFIELD else "objects")
        elif self.zone == Zone.BATTLEFIELD:
            words[-1] = _plural(words[-1])
        if self.controller == "you":
            words.append("you control")
        elif self.controller == "opponent":
            words.append("an opponent controls")
        elif self.controller == ENCHANTED_PLAYER:
            words.append("enchanted player controls")
        if self.with_counter:
            words.append(f"with a {self.with_counter} counter on it")
        if self.with_ability:
            words.append(f"with {self.with_ability.lower()}")
        if self.power_at_most is not None:
            words.append(f"with power {self.power_at_most} or less")
        words += [f"with {name.replace('_', ' ')} {_OP_WORDS[op].format(n)}"
                  for name, op, n in self.stats]
        words += [f"with {name.replace('_', ' ')} {_OP_WORDS[op].format(n.describe())}"
                  for name, op, n in self.x_stats]
        if self.chosen_name:
            words.append("with the chosen name")
        if self.chosen_mana_value:
            words.append("with mana value equal to the chosen number")
        if self.attacked_this_turn:
            words.append("that attacked this turn")
        if self.banded_with_source:
            words.append("banded with it")
        return " ".join(words)


_OP_WORDS = {"<=": "{} or less", ">=": "{} or greater", "==": "{}", "<": "less than {}",
             ">": "greater than {}"}


def _stat_holds(chars: Characteristics, name: str, op: str, n: int) -> bool:
    """A stat comparison; "power or toughness 1 or less" holds when either one does."""
    if name == POWER_OR_TOUGHNESS:
        return _compare(chars.power, op, n) or _compare(chars.toughness, op, n)
    return _compare(_stat(chars, name), op, n)


def _stat(chars: Characteristics, name: str) -> int | None:
    if name == "mana_value":
        return chars.mana_value
    value = chars.power if name == "power" else chars.toughness
    return value


def _compare(value: int | None, op: str, n: int) -> bool:
    """208.3: a creature's power compared; a noncreature has none (no match)."""
    if value is None:
        return False
    if op == "<=":
        return value <= n
    if op == ">=":
        return value >= n
    if op == "<":
        return value < n
    if op == ">":
        return value > n
    return value == n


def _blocked(board: Board, oid: int) -> bool | None:
    """509.1h: whether an attacking creature is blocked; None if it isn't attacking or
    blockers aren't declared yet (then it is neither blocked nor unblocked)."""
    combat = getattr(getattr(board, "state", None), "combat", None)
    if combat is None or oid not in combat.attackers or combat.blocks is None:
        return None
    return oid in combat.blocked


def _attacked_this_turn(board: Board, oid: int) -> bool:
    """508.1: declared as an attacker this turn (a board that keeps that record)."""
    check = getattr(board, "attacked_this_turn", None)
    return bool(check is not None and check(oid))


def _plural(word: str) -> str:
    if word.endswith("y") and not word.endswith("ey"):
        return word[:-1] + "ies"
    if word.endswith("s"):
        return word
    return word + "s"


CREATURES = ObjectFilter(types=frozenset({CardType.CREATURE}))


def _less_power(board: Board, power: int | None, source: int | None) -> bool:
    """702.134a: "with lesser power": less than the source's power (as it last existed)."""
    if power is None or source is None:
        return False
    try:
        mine = board.chars(source).power
    except KeyError:  # gone, and the board knows no last information of it
        return False
    return mine is not None and power < mine


def _banded_with(board: Board, oid: int, obj: Any, source: int | None) -> bool:
    """702.22c, 702.22f: `oid` attacks in one band with the source (not the source)."""
    if source is None or oid == source or obj.attacking is None:
        return False
    combat = getattr(getattr(board, "state", None), "combat", None)
    return any(oid in band and source in band for band in getattr(combat, "bands", ()))


def _in_combat_with(board: Board, oid: int, obj: Any, source: int | None) -> bool:
    """509.1: `oid` blocks the source, or the source blocks it."""
    if source is None:
        return False
    if source in obj.blocking:
        return True
    combat = getattr(getattr(board, "state", None), "combat", None)
    blocks = combat.blocks if combat is not None else None
    return blocks is not None and source in blocks.get(oid, ())
