"""Continuous effects (611) as a small set of composable primitives.

A continuous effect is an `EffectSpec`: which objects it affects, an
optional "as long as" condition, and one or more `Modification`s, each of
which applies in one layer (613.1-613.4). A Modification changes one
object's working characteristics; the layer loop decides when.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING

from tabletop.engine.definitions.abilities import KeywordAbility, intrinsic_mana_ability
from tabletop.engine.definitions.expressions import Const, EvalContext, Expr
from tabletop.engine.definitions.filters import (
    ABILITIES,
    ABILITIES_LOST,
    COLORS,
    CONTROL,
    PT,
    TEXT,
    TYPES,
    ObjectFilter,
)
from tabletop.engine.definitions.protection_qualities import of_chosen_type
from tabletop.engine.definitions.text_change import rewrite_text
from tabletop.engine.model.enums import CardType, Color, Layer, Supertype
from tabletop.engine.model.mana import ManaCost
from tabletop.engine.model.subtypes import (
    ARTIFACT_TYPES,
    BASIC_LAND_MANA,
    BATTLE_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    SPELL_TYPES,
    is_creature_type,
)

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability
    from tabletop.engine.definitions.conditions import Condition
    from tabletop.engine.model.board import Board
    from tabletop.engine.model.characteristics import Characteristics


class EffectError(Exception):
    """An effect the engine cannot apply: names the source and the clause."""

    def __init__(self, source: str, clause: str, reason: str) -> None:
        super().__init__(f"{source}: cannot apply {clause!r}: {reason}")
        self.source = source
        self.clause = clause
        self.reason = reason


class Modification:
    """One change to one characteristic, in one layer."""

    __slots__ = ()

    def layer(self, cda: bool) -> Layer:
        raise NotImplementedError

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        raise NotImplementedError

    @property
    def writes(self) -> frozenset[str]:
        raise NotImplementedError

    @property
    def reads(self) -> frozenset[str]:
        return frozenset()

    def fixed(self, ctx: EvalContext) -> Modification:
        """This modification with its numbers fixed now (611.2d)."""
        return self

    def with_answers(self, choices: dict[str, object]) -> Modification:
        """This modification with the choices made for it written in (611.2d)."""
        return self

    def describe(self) -> str:
        raise NotImplementedError


# --- layer 1a: copy ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BecomeCopy(Modification):
    """707.2: the copiable values of `of` replace this object's; `except_` adds to them.

    `of` is the object id whose copiable values are copied (they are read
    afresh, so a copy of a copy follows 707.3). `extra_abilities` and the
    type additions are "except" clauses (707.9).
    """

    of: int
    extra_abilities: tuple[Ability, ...] = ()
    add_types: frozenset[CardType] = frozenset()
    add_subtypes: tuple[str, ...] = ()
    source_name: str = ""

    def layer(self, cda: bool) -> Layer:
        return Layer.COPY

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        copiable = ctx.board.copiable(self.of)  # type: ignore[attr-defined]
        controller = values.controller
        for name in values.__slots__:
            setattr(values, name, getattr(copiable, name))
        values.controller = controller
        values.linked_mana_value = None  # 712.8e: a copy of a back face has mana value 0
        values.abilities = values.abilities + self.extra_abilities
        values.types = values.types | self.add_types
        if self.add_subtypes:
            values.subtypes = values.subtypes | frozenset(self.add_subtypes)
            values.subtype_order = values.subtype_order + self.add_subtypes

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({TYPES, COLORS, ABILITIES, ABILITIES_LOST, PT, TEXT})

    def describe(self) -> str:
        return f"becomes a copy of {self.source_name or f'object {self.of}'}"


@dataclass(frozen=True, slots=True)
class FaceDown(Modification):
    """708.2: a face-down permanent is a 2/2 creature with no name, text, types or cost."""

    def layer(self, cda: bool) -> Layer:
        return Layer.FACE_DOWN

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:

        values.name = ""
        values.mana_cost = ManaCost()
        values.colors = frozenset()
        values.supertypes = frozenset()
        values.types = frozenset({CardType.CREATURE})
        values.subtypes = frozenset()
        values.subtype_order = ()
        values.rules_text = ""
        values.abilities = ()
        values.power, values.toughness = 2, 2
        values.face_down = True

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({TYPES, COLORS, ABILITIES, ABILITIES_LOST, PT, TEXT})

    def describe(self) -> str:
        return "is face down: a 2/2 creature with no name, text or types"


# --- layer 2: control ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetController(Modification):
    """Layer 2: "You control enchanted creature", "gain control of target creature"."""

    player: str

    def layer(self, cda: bool) -> Layer:
        return Layer.CONTROL

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        values.controller = ctx.controller if self.player == "you" else self.player

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({CONTROL})

    @property
    def reads(self) -> frozenset[str]:
        """"You" is the source's controller as the effect applies (613.1b, 613.8a)."""
        return frozenset({CONTROL}) if self.player == "you" else frozenset()

    def fixed(self, ctx: EvalContext) -> Modification:
        return SetController(ctx.controller) if self.player == "you" else self

    def describe(self) -> str:
        who = "you" if self.player == "you" else self.player
        return f"controlled by {who}"


# --- layer 3: text ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChangeText(Modification):
    """612: replace all instances of one colour word or basic land type with another."""

    old: str
    new: str

    def layer(self, cda: bool) -> Layer:
        return Layer.TEXT

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        values.rules_text = _replace_word(values.rules_text, self.old, self.new)
        values.abilities = tuple(a.change_text(self.old, self.new) for a in values.abilities)

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({TEXT, ABILITIES, ABILITIES_LOST})

    def describe(self) -> str:
        return f"text: {self.old} → {self.new}"


def _replace_word(text: str, old: str, new: str) -> str:

    return rewrite_text(text, old, new)


# --- layer 4: types --------------------------------------------------------------------

def _orphaned_subtypes(types: frozenset[CardType]) -> frozenset[str]:
    """205.3g-q: the subtypes of the card types an object doesn't have."""
    out: set[str] = set()
    if CardType.LAND not in types:
        out |= LAND_TYPES
    if CardType.ARTIFACT not in types:
        out |= ARTIFACT_TYPES
    if CardType.ENCHANTMENT not in types:
        out |= ENCHANTMENT_TYPES
    if not types & {CardType.INSTANT, CardType.SORCERY}:
        out |= SPELL_TYPES
    if CardType.BATTLE not in types:
        out |= BATTLE_TYPES
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class ChangeTypes(Modification):
    """Layer 4: card types, subtypes and supertypes (205.1).

    set_types replaces the card types; set_subtypes replaces the subtypes of
    the kinds it names (a creature that "is a Frog" loses its other creature
    types only if the text says so: `lose_other_creature_types`);
    set_land_types follows 305.7 (the land loses its other land types and
    the abilities from its rules text, and gains the basic types' mana abilities).
    """

    set_types: frozenset[CardType] | None = None
    add_types: frozenset[CardType] = frozenset()
    remove_types: frozenset[CardType] = frozenset()
    add_subtypes: tuple[str, ...] = ()
    lose_other_creature_types: bool = False
    lose_all_subtypes: bool = False
    all_creature_types: bool = False
    set_land_types: tuple[str, ...] | None = None
    add_supertypes: frozenset[Supertype] = frozenset()
    remove_supertypes: frozenset[Supertype] = frozenset()
    chosen_type: bool = False  # "the chosen type": read from the source's choice

    def layer(self, cda: bool) -> Layer:
        return Layer.TYPE

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:

        if self.set_types is not None:
            values.types = self.set_types
        values.types = (values.types | self.add_types) - self.remove_types
        values.supertypes = (values.supertypes | self.add_supertypes) - self.remove_supertypes
        subtypes = set(values.subtypes)
        if self.lose_all_subtypes:
            subtypes.clear()
        if self.lose_other_creature_types:
            subtypes = {s for s in subtypes if not is_creature_type(s)}
        added = list(self.add_subtypes)
        if self.chosen_type and ctx.source is not None:
            chosen = ctx.board.obj(ctx.source).chosen.get("creature_type")
            if chosen:
                added.append(chosen)
        if self.all_creature_types:
            subtypes |= CREATURE_TYPES
        if self.set_land_types is not None:
            subtypes = {s for s in subtypes if s not in LAND_TYPES}
            added += list(self.set_land_types)
            # 305.7: loses the abilities from its rules text and old land types
            values.abilities = tuple(
                intrinsic_mana_ability(t) for t in self.set_land_types if t in BASIC_LAND_MANA
            )
            values.rules_text = ""
        subtypes |= set(added)
        # 205.3d: an object can't have subtypes that don't correspond to its types; a type
        # taken away takes its subtypes with it (a Dryad Arbor that stops being a land is
        # no longer a Forest)
        if CardType.CREATURE not in values.types and CardType.KINDRED not in values.types:
            subtypes = {s for s in subtypes if not is_creature_type(s)}
        if self.set_types is not None or self.remove_types:
            subtypes -= _orphaned_subtypes(values.types)
        values.subtypes = frozenset(subtypes)
        values.subtype_order = tuple(s for s in values.subtype_order if s in subtypes) + tuple(
            s for s in added if s not in values.subtype_order
        )

    @property
    def writes(self) -> frozenset[str]:
        if self.set_land_types is not None:
            return frozenset({TYPES, ABILITIES, ABILITIES_LOST})  # 305.7
        return frozenset({TYPES})

    def describe(self) -> str:
        parts: list[str] = []
        if self.set_types is not None:
            parts.append("is " + " ".join(t.value.lower() for t in self.set_types))
        if self.add_types:
            parts.append("is also " + " ".join(t.value.lower() for t in self.add_types))
        if self.remove_types:
            parts.append("loses " + " ".join(t.value.lower() for t in self.remove_types))
        if self.set_land_types is not None:
            parts.append("is a " + " ".join(self.set_land_types) + " (305.7)")
        if self.add_subtypes:
            parts.append("is a " + " ".join(self.add_subtypes))
        if self.chosen_type:
            parts.append("is the chosen type")
        if self.all_creature_types:
            parts.append("has all creature types")
        if self.lose_other_creature_types:
            parts.append("loses other creature types")
        if self.add_supertypes:
            parts.append("is " + " ".join(s.value.lower() for s in self.add_supertypes))
        return ", ".join(parts) or "type change"


# --- layer 5: colour -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChangeColors(Modification):
    """Layer 5: "becomes green" (set) or "is the chosen color in addition" (add)."""

    set_colors: frozenset[Color] | None = None
    add_colors: frozenset[Color] = frozenset()
    chosen_color: bool = False

    def layer(self, cda: bool) -> Layer:
        return Layer.COLOR

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        if self.set_colors is not None:
            values.colors = self.set_colors
        values.colors = values.colors | self.add_colors
        if self.chosen_color and ctx.source is not None:
            chosen = ctx.board.obj(ctx.source).chosen.get("color")
            if chosen:
                values.colors = values.colors | {Color.from_word(chosen)}

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({COLORS})

    def describe(self) -> str:
        if self.set_colors is not None:
            words = " and ".join(c.name.lower() for c in self.set_colors) or "colorless"
            return f"is {words}"
        if self.chosen_color:
            return "is the chosen colour too"
        return "is also " + " and ".join(c.name.lower() for c in self.add_colors)


# --- layer 6: abilities ----------------------------------------------------------------


def of_chosen_color(ability: Ability, board: Board, source: int) -> Ability:
    """"Enchanted creature has protection from the chosen color" (702.16): the color the
    source's controller chose as it entered (614.12), once chosen."""
    if not isinstance(ability, KeywordAbility) or \
            "chosen color" not in ability.parameter.lower():
        return of_chosen_type(ability, board, source)  # "... of the chosen type"
    chosen = board.obj(source).chosen.get("color")
    if not isinstance(chosen, str) or not chosen:
        return ability
    return KeywordAbility(f"Protection from {chosen.lower()}", ability.keyword, chosen.lower())


@dataclass(frozen=True, slots=True)
class AddAbilities(Modification):
    """Layer 6: "has flying", "gains trample", a level band's abilities (711.2)."""

    abilities: tuple[Ability, ...]

    def layer(self, cda: bool) -> Layer:
        return Layer.ABILITY

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        blocked = getattr(ctx.board, "cant_have", None)
        adding = self.abilities
        if blocked is not None and ctx.affected is not None:
            names = blocked(ctx.affected)
            adding = tuple(a for a in adding if (a.keyword or "").lower() not in names)
        if ctx.source is not None:
            adding = tuple(of_chosen_color(a, ctx.board, ctx.source) for a in adding)
        values.abilities = values.abilities + adding

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({ABILITIES})

    def describe(self) -> str:
        return "has " + ", ".join(a.short for a in self.abilities)


@dataclass(frozen=True, slots=True)
class RemoveAbilities(Modification):
    """Layer 6: "loses all abilities", "loses flying"."""

    all: bool = False
    keywords: frozenset[str] = frozenset()  # lower-case keyword names
    except_keywords: frozenset[str] = frozenset()

    def layer(self, cda: bool) -> Layer:
        return Layer.ABILITY

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        if self.all:
            values.abilities = tuple(
                a for a in values.abilities if (a.keyword or "").lower() in self.except_keywords
            )
        else:
            values.abilities = tuple(
                a for a in values.abilities if (a.keyword or "").lower() not in self.keywords
            )

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({ABILITIES, ABILITIES_LOST})

    def describe(self) -> str:
        if self.all:
            return "loses all abilities"
        return "loses " + ", ".join(sorted(self.keywords))


@dataclass(frozen=True, slots=True)
class CantHaveAbilities(Modification):
    """Layer 6 (613.1f): "can't have [ability]": it loses the ability and, while the
    effect applies, effects later in the layer can't give it back."""

    keywords: frozenset[str]  # lower-case keyword names

    def layer(self, cda: bool) -> Layer:
        return Layer.ABILITY

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        values.abilities = tuple(
            a for a in values.abilities if (a.keyword or "").lower() not in self.keywords
        )
        forbid = getattr(ctx.board, "forbid_abilities", None)
        if forbid is not None and ctx.affected is not None:
            forbid(ctx.affected, self.keywords)

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({ABILITIES, ABILITIES_LOST})

    def describe(self) -> str:
        return "can't have " + ", ".join(sorted(self.keywords))


# --- layer 7: power and toughness --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetPT(Modification):
    """7b: "has base power and toughness 1/1"; from a CDA (604.3) it applies in 7a."""

    power: Expr | None
    toughness: Expr | None

    def layer(self, cda: bool) -> Layer:
        return Layer.PT_CDA if cda else Layer.PT_SET

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        if self.power is not None:
            values.power = self.power.evaluate(ctx)
        if self.toughness is not None:
            values.toughness = self.toughness.evaluate(ctx)

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({PT})

    @property
    def reads(self) -> frozenset[str]:
        return _expr_reads(self.power, self.toughness)

    def fixed(self, ctx: EvalContext) -> Modification:
        return SetPT(_fix(self.power, ctx), _fix(self.toughness, ctx))

    def describe(self) -> str:
        p = "—" if self.power is None else self.power.describe()
        t = "—" if self.toughness is None else self.toughness.describe()
        if self.power is not None and self.toughness is not None:
            if self.power.is_constant and self.toughness.is_constant:
                return f"base P/T {p}/{t}"
            if self.power == self.toughness:
                return f"P/T each equal to {p}"
        return f"power {p}, toughness {t}"


@dataclass(frozen=True, slots=True)
class ModifyPT(Modification):
    """7c: "+1/+1", "-2/-0", "+1/+1 for each Swamp you control"."""

    power: Expr
    toughness: Expr

    def layer(self, cda: bool) -> Layer:
        return Layer.PT_MODIFY

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        if values.power is not None:
            values.power += self.power.evaluate(ctx)
        if values.toughness is not None:
            values.toughness += self.toughness.evaluate(ctx)

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({PT})

    @property
    def reads(self) -> frozenset[str]:
        return _expr_reads(self.power, self.toughness)

    def fixed(self, ctx: EvalContext) -> Modification:
        return ModifyPT(_fix(self.power, ctx), _fix(self.toughness, ctx))  # type: ignore[arg-type]

    def describe(self) -> str:
        if self.power.is_constant and self.toughness.is_constant:
            p, t = self.power.value, self.toughness.value  # type: ignore[attr-defined]
            return f"{_signed(p)}/{_signed(t)}"
        if self.power == self.toughness:
            return f"+X/+X where X is {self.power.describe()}"
        return f"+({self.power.describe()})/+({self.toughness.describe()})"


@dataclass(frozen=True, slots=True)
class SwitchPT(Modification):
    """7d: switch power and toughness (613.4d)."""

    def layer(self, cda: bool) -> Layer:
        return Layer.PT_SWITCH

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        values.power, values.toughness = values.toughness, values.power

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({PT})

    def describe(self) -> str:
        return "power and toughness switched"


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def _fix(expr: Expr | None, ctx: EvalContext) -> Expr | None:
    if expr is None or expr.is_constant:
        return expr
    return Const(expr.evaluate(ctx))


def _expr_reads(*exprs: Expr | None) -> frozenset[str]:
    out: set[str] = set()
    for e in exprs:
        if e is not None:
            out |= getattr(e, "reads", frozenset())
    return frozenset(out)

# --- rules and players (613.10, 613.11) ----------------------------------------------


@dataclass(frozen=True, slots=True)
class RuleChange(Modification):
    """613.11 / 613.10: an effect on the rules or on players (cost changes, hand size...).

    `kind` names the rule; the game asks for active rule changes by kind.
    """

    kind: str
    params: tuple[tuple[str, object], ...] = ()
    on_players: bool = False

    def layer(self, cda: bool) -> Layer:
        return Layer.PLAYER if self.on_players else Layer.RULES

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        return None  # rule changes are read by the game, not applied to objects

    @property
    def writes(self) -> frozenset[str]:
        return frozenset()

    def param(self, key: str, default: object = None) -> object:
        return dict(self.params).get(key, default)

    def describe(self) -> str:
        return self.kind.replace("_", " ")


# --- whole effects ------------------------------------------------------------------------


class Duration(Enum):
    """611.2a: how long an effect from a resolved spell or ability lasts."""

    WHILE_SOURCE = "while its source is there"  # static abilities (611.3)
    END_OF_TURN = "until end of turn"
    INDEFINITE = "indefinitely"
    YOUR_NEXT_TURN = "until your next turn"
    WHILE_ATTACHED = "while attached"
    # "doesn't untap during its controller's next untap step": ends once that untap step
    # of the affected object's controller has passed (502.3)
    NEXT_UNTAP = "during its controller's next untap step"
    # "for as long as ~ remains tapped": ends as its source untaps or leaves (611.2b)
    WHILE_SOURCE_TAPPED = "for as long as its source remains tapped"
    # "for as long as ~ remains on the battlefield", "for as long as you control ~": end as
    # the source leaves, or (the second) its controller isn't the effect's (611.2b)
    WHILE_SOURCE_ON_BATTLEFIELD = "for as long as its source remains on the battlefield"
    WHILE_YOU_CONTROL_SOURCE = "for as long as you control its source"


class Affects(Enum):
    """Who an effect's text points at."""

    SELF = "self"  # "Serra Avatar's power ...", a leveler's own bands
    ATTACHED = "attached"  # "Enchanted creature", "Equipped creature"
    MATCHING = "matching"  # "Creatures you control", "Other Merfolk ..."
    TARGETS = "targets"  # resolved effects on the spell's targets (fixed, 611.2c)
    FIXED = "fixed"  # a set fixed when the effect began
    PLAYERS = "players"  # 613.10


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """One continuous effect as the text says it."""

    mods: tuple[Modification, ...]
    affects: Affects = Affects.SELF
    filter: ObjectFilter | None = None
    condition: Condition | None = None
    duration: Duration = Duration.WHILE_SOURCE
    text: str = ""
    target_index: int | None = None  # for TARGETS: which target, None for all
    per_object_condition: bool = False  # condition reads the affected object

    def layers(self, cda: bool) -> tuple[Layer, ...]:
        return tuple(sorted({m.layer(cda) for m in self.mods}))

    def describe(self) -> str:
        return self.text or "; ".join(m.describe() for m in self.mods)

    @property
    def reads(self) -> frozenset[str]:
        out: set[str] = set()
        if self.filter is not None:
            out |= self.filter.reads
        if self.condition is not None:
            out |= self.condition.reads
        for m in self.mods:
            out |= m.reads
        return frozenset(out)


@dataclass(slots=True)
class ContinuousEffect:
    """An effect in the game: a resolved one, or one generated by a static ability.

    `locked` is the set of objects fixed when it began (611.2c) for resolved
    effects; for statics it is None and the set is found at each computation.
    """

    eid: int
    spec: EffectSpec
    source: int | None
    source_name: str
    controller: str
    timestamp: int
    cda: bool = False
    locked: frozenset[int] | None = None
    x: int = 0
    from_static: bool = False
    ability_key: tuple[int, int, int] | None = None  # (source oid, ability index, effect index)
    # 613.7a: a granted static whose object got a newer timestamp keeps its order after
    # the object's own abilities: (timestamp, sub) is the order key
    sub: int = 0
    ends_turn: int | None = None
    extra: dict[str, object] = field(default_factory=dict)

    def ctx(self, board: object, affected: int | None) -> EvalContext:
        return EvalContext(board, self.source, self.controller, affected, self.x)  # type: ignore[arg-type]

    def describe(self) -> str:
        return self.spec.describe()


def fix_spec(spec: EffectSpec, ctx: EvalContext) -> EffectSpec:
    """611.2d: a resolving effect fixes the values of its variables once."""
    return replace(spec, mods=tuple(m.fixed(ctx) for m in spec.mods))


def with_choices(spec: EffectSpec, choices: dict[str, object]) -> EffectSpec:
    """Choices made as the spell or ability was put on the stack or resolved, written into
    the effect (611.2d): "becomes the color of your choice" (Wild Mongrel), "protection
    from artifacts or from the color of your choice" (Apostle's Blessing)."""

    spec = replace(spec, mods=tuple(m.with_answers(choices) for m in spec.mods))
    chosen = choices.get("color")
    if not isinstance(chosen, str) or not chosen:
        return spec
    mods: list[Modification] = []
    for mod in spec.mods:
        if isinstance(mod, ChangeColors) and mod.chosen_color:
            try:
                color = frozenset({Color.from_word(chosen)})
            except ValueError:
                mods.append(mod)
                continue
            if mod.set_colors is not None:
                mods.append(ChangeColors(set_colors=color))
            else:
                mods.append(ChangeColors(add_colors=mod.add_colors | color))
        elif isinstance(mod, AddAbilities):
            granted = []
            for a in mod.abilities:
                param = getattr(a, "parameter", "")
                if isinstance(a, KeywordAbility) and "chosen color" in param.lower():
                    quality = chosen.lower()
                    text = f"Protection from {quality}"
                    a = KeywordAbility(text, a.keyword, quality)
                granted.append(a)
            mods.append(AddAbilities(tuple(granted)))
        else:
            mods.append(mod)
    return replace(spec, mods=tuple(mods))
