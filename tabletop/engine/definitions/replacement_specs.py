"""Data specs of replacement, prevention, restriction and permission effects.

The Oracle-text compiler builds these; they hold no game logic. A replacement
or prevention effect (614, 615) sits in `StaticAbility.replacement`; every
spec has a `kind` naming it and a `describe()` in words. Restrictions and
permissions ("can't be blocked", "cast this spell only before ...", cost
reductions, "spend mana as though ...") are `RuleChange` modifications whose
`kind` is one of the names in `RULE_KINDS` below; the game asks for the
active ones by kind (613.11).

Two pieces here are not replacement specs but had no other place to live:
`CopyTopOfGraveyard` (Volrath's Shapeshifter) is a layer-1 modification
(BecomeCopy needs a fixed object id; this one names "the top card of your
graveyard" and delegates to BecomeCopy), and `AnyOfFilter` is an ObjectFilter
matching any of several filters ("artifact, enchantment, or creature with
flying"). Both could move to effects.py and filters.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop.engine.definitions.effects import Modification
from tabletop.engine.definitions.filters import (
    ABILITIES,
    ABILITIES_LOST,
    COLORS,
    PT,
    TEXT,
    TYPES,
    ObjectFilter,
)
from tabletop.engine.model.enums import Layer, Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability
    from tabletop.engine.definitions.conditions import Condition
    from tabletop.engine.definitions.expressions import EvalContext, Expr
    from tabletop.engine.model.board import Board
    from tabletop.engine.model.characteristics import Characteristics


# --- restriction and permission kinds (RuleChange.kind) ------------------------------------
# The names the engine asks for with `rule_effects(kind)`; `params` as noted.

CANT_ATTACK_OR_BLOCK = "cant_attack_or_block"
CANT_ATTACK = "cant_attack"  # 508.1c restriction
CANT_BLOCK = "cant_block"  # 509.1b restriction
BLOCK_ONLY_FLYERS = "block_only_flyers"  # "can block only creatures with flying"
ATTACKS_EACH_COMBAT = "attacks_each_combat"  # 508.1d requirement, "if able"
DOESNT_UNTAP = "doesnt_untap"  # 502.3: "doesn't untap during ... untap step"
CANT_BE_BLOCKED = "cant_be_blocked"
CANT_BE_BLOCKED_EXCEPT_BY = "cant_be_blocked_except_by"  # params: filter (ObjectFilter)
CANT_ACTIVATE = "cant_activate"  # mana abilities may still be activated
CAST_ONLY_BEFORE = "cast_only_before"  # params: step (Step key, e.g. "combat_damage")
ACTIVATION_COST_REDUCTION = "activation_cost_reduction"  # params: amount, min_mana
SPEND_MANA_AS_ANY_COLOR = "spend_mana_as_any_color"  # params: mana ("any" or "U"), for
NO_MAXIMUM_HAND_SIZE = "no_maximum_hand_size"  # 402.2: "You have no maximum hand size"
DAMAGE_FLOOR_ONE = "damage_floor_one"  # Worship; the EffectSpec's condition says when
DIE_EXILE_INSTEAD = "die_exile_instead"  # Misery's Shadow; affects the creatures it names
NO_COMBAT_DAMAGE = "no_combat_damage"  # 510.1: "~ assigns no combat damage this turn"

RULE_KINDS: dict[str, str] = {
    CANT_ATTACK_OR_BLOCK: "can't attack or block",
    CANT_ATTACK: "can't attack",
    CANT_BLOCK: "can't block",
    BLOCK_ONLY_FLYERS: "can block only creatures with flying",
    ATTACKS_EACH_COMBAT: "attacks each combat if able",
    DOESNT_UNTAP: "doesn't untap during its controller's untap step",
    CANT_BE_BLOCKED: "can't be blocked",
    CANT_BE_BLOCKED_EXCEPT_BY: "can't be blocked except by the filter's creatures",
    CANT_ACTIVATE: "its activated abilities can't be activated unless they're mana abilities",
    CAST_ONLY_BEFORE: "this spell may be cast only before the given step",
    ACTIVATION_COST_REDUCTION: "activated abilities cost {amount} less (never below min_mana)",
    SPEND_MANA_AS_ANY_COLOR: "mana may be spent as though it were mana of any colour",
    DAMAGE_FLOOR_ONE: "damage can't reduce your life total below 1",
    NO_MAXIMUM_HAND_SIZE: "its controller has no maximum hand size (402.2)",
    DIE_EXILE_INSTEAD: "a creature it affects that would die is exiled instead",
    NO_COMBAT_DAMAGE: "assigns no combat damage",
}


# --- replacement and prevention specs (614, 615) -------------------------------------------


class ReplacementSpec:
    """Base of the specs held by StaticAbility.replacement."""

    __slots__ = ()
    kind: ClassVar[str] = "replacement"

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class EntersTapped(ReplacementSpec):
    """614.1c: "This land enters tapped." (filter None: this object)."""

    kind: ClassVar[str] = "enters_tapped"
    filter: ObjectFilter | None = None
    unless: Condition | None = None  # "enters tapped unless you control two or more ..."
    cast_only: bool = False  # "Creatures played by your opponents": entering as a spell cast

    def describe(self) -> str:
        who = "it" if self.filter is None else f"each {self.filter.describe()}"
        who += " cast as a spell" if self.cast_only else ""
        unless = "" if self.unless is None else f" unless {self.unless.describe()}"
        return f"{who} enters tapped{unless}"


@dataclass(frozen=True, slots=True)
class EntersWithCounters(ReplacementSpec):
    """614.1c: "enters with X +1/+1 counters on it" (filter None: this object);
    "Each other creature you control of the chosen type enters with an additional
    +1/+1 counter on it" (filter, `chosen_type` reads the source's choice)."""

    kind: ClassVar[str] = "enters_with_counters"
    counter: str
    n: Expr
    filter: ObjectFilter | None = None
    additional: bool = False
    chosen_type: bool = False

    def describe(self) -> str:
        who = "it" if self.filter is None else f"each {self.filter.describe()}"
        if self.chosen_type:
            who += " of the chosen type"
        extra = " additional" if self.additional else ""
        return f"{who} enters with {self.n.describe()}{extra} {self.counter} counter(s)"


@dataclass(frozen=True, slots=True)
class EntersWithChoice(ReplacementSpec):
    """614.12: "As ~ enters, choose a creature type" (stored in GameObject.chosen)."""

    kind: ClassVar[str] = "enters_with_choice"
    choose: str  # "creature_type", "color", "land_type", "player"

    def describe(self) -> str:
        return f"as it enters, choose a {self.choose.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class EntersAsCopy(ReplacementSpec):
    """707.2, 614.1c: "You may have ~ enter as a copy of any creature on the battlefield",
    with the exceptions of 707.9 (`add_subtypes`, `extra_abilities`)."""

    kind: ClassVar[str] = "enters_as_copy"
    filter: ObjectFilter
    optional: bool = True
    add_subtypes: tuple[str, ...] = ()
    extra_abilities: tuple[Ability, ...] = ()

    def describe(self) -> str:
        text = f"{'may enter' if self.optional else 'enters'} as a copy of a "
        text += self.filter.describe()
        if self.add_subtypes:
            text += ", except it's also " + " ".join(self.add_subtypes)
        if self.extra_abilities:
            text += " and has " + "; ".join(a.text for a in self.extra_abilities)
        return text


@dataclass(frozen=True, slots=True)
class ModifyCounters(ReplacementSpec):
    """614.1a: counters put on a matching permanent: `times` as many, then `plus` more
    (Hardened Scales: plus=1; Doubling Season: times=2). counter None: any kind;
    filter None: this object."""

    kind: ClassVar[str] = "modify_counters"
    counter: str | None = "+1/+1"
    filter: ObjectFilter | None = None
    plus: int = 0
    times: int = 1

    def describe(self) -> str:
        what = "counters" if self.counter is None else f"{self.counter} counters"
        on = "it" if self.filter is None else f"a {self.filter.describe()}"
        change = "twice that many" if self.times == 2 else f"{self.times}× that many"
        if self.times == 1:
            change = f"that many plus {self.plus}"
        return f"{what} put on {on}: {change} instead"


@dataclass(frozen=True, slots=True)
class ModifyTokens(ReplacementSpec):
    """614.1a: "If an effect would create one or more tokens under your control, it
    creates twice that many of those tokens instead."."""

    kind: ClassVar[str] = "modify_tokens"
    times: int = 2
    controller: str = "you"

    def describe(self) -> str:
        return f"tokens created under your control: {self.times}× as many"


@dataclass(frozen=True, slots=True)
class PreventDamageTo(ReplacementSpec):
    """615: "If a source would deal damage to you or a creature you control, prevent N of
    that damage." amount None: all of it."""

    kind: ClassVar[str] = "prevent_damage"
    amount: int | None
    to_you: bool = False
    to_filter: ObjectFilter | None = None
    to_self: bool = False  # "Prevent all combat damage that would be dealt to ~"
    by_self: bool = False  # "... dealt by ~"
    combat_only: bool = False
    attached: bool = False  # to_self/by_self mean the enchanted or equipped creature
    from_opponents: bool = False  # "If a source an opponent controls would deal damage"
    by_filter: ObjectFilter | None = None  # "... dealt to ~ by artifact creatures"

    def describe(self) -> str:
        whom = []
        if self.to_you:
            whom.append("you")
        if self.to_filter is not None:
            whom.append(f"a {self.to_filter.describe()}")
        if self.to_self:
            whom.append("it")
        what = "all" if self.amount is None else str(self.amount)
        combat = " combat" if self.combat_only else ""
        to = f" to {' or '.join(whom)}" if whom else ""
        by = " dealt by it" if self.by_self else ""
        if self.by_filter is not None:
            by += f" dealt by a {self.by_filter.describe()}"
        return f"prevent {what} of any{combat} damage{to}{by}"


# --- a copy-like modification -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CopyTopOfGraveyard(Modification):
    """Volrath's Shapeshifter: it has the full text of the top card of its controller's
    graveyard and keeps `extra_abilities`. 612.6: "the full text" is a text-changing
    effect (layer 3): name, mana cost, colour indicator, types, abilities, P/T as printed
    on that card. Used with the condition TopOfGraveyardIs(creature card)."""

    extra_abilities: tuple[Ability, ...] = ()

    def layer(self, cda: bool) -> Layer:
        return Layer.TEXT

    def apply(self, values: Characteristics, ctx: EvalContext) -> None:
        ids = list(ctx.board.objects_in(Zone.GRAVEYARD, ctx.controller))
        if not ids:
            return
        text = ctx.board.obj(ids[-1]).card.characteristics()
        for name in ("name", "mana_cost", "colors", "supertypes", "types", "subtypes",
                     "subtype_order", "rules_text", "power", "toughness", "loyalty",
                     "defense"):
            setattr(values, name, getattr(text, name))
        values.abilities = text.abilities + self.extra_abilities

    @property
    def writes(self) -> frozenset[str]:
        return frozenset({TYPES, COLORS, ABILITIES, ABILITIES_LOST, PT, TEXT})

    def describe(self) -> str:
        extra = "; ".join(a.text for a in self.extra_abilities)
        text = "has the full text of the top card of your graveyard (612.6)"
        return text + (f" and {extra}" if extra else "")


# --- a filter the compiler needs ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AnyOfFilter(ObjectFilter):
    """Matches when any of `alternatives` matches: "artifact, enchantment, or creature
    with flying" (Broken Wings). Its own ObjectFilter fields are not used."""

    alternatives: tuple[ObjectFilter, ...] = ()

    def matches(self, board: Board, oid: int, source: int | None, controller: str) -> bool:
        return any(f.matches(board, oid, source, controller) for f in self.alternatives)

    @property
    def reads(self) -> frozenset[str]:
        out: set[str] = set()
        for f in self.alternatives:
            out |= f.reads
        return frozenset(out)

    def describe(self) -> str:
        return " or ".join(f.describe() for f in self.alternatives)


# --- appended by the rules engine (614, 615, 616): more "instead" and "skip" specs ---------

DAMAGE_CANT_BE_PREVENTED = "damage_cant_be_prevented"  # 615.12; affects: the sources
RULE_KINDS[DAMAGE_CANT_BE_PREVENTED] = "damage the affected sources deal can't be prevented"


@dataclass(frozen=True, slots=True)
class ZoneChangeInstead(ReplacementSpec):
    """614.1a: "If a card would be put into a graveyard from anywhere, exile it instead"
    (filter matches the cards, from_zone None: anywhere), "If ~ would die, shuffle it
    into its owner's library instead" (filter None: this object, from the battlefield).
    `instead`: "exile", "library" (shuffled in), "hand", "library_bottom", "library_top".
    `self_replacement`: part of a resolving spell's own text (614.15)."""

    kind: ClassVar[str] = "zone_change_instead"
    to_zone: str = "graveyard"
    instead: str = "exile"
    from_zone: str | None = "battlefield"
    filter: ObjectFilter | None = None
    self_replacement: bool = False

    def describe(self) -> str:
        what = "it" if self.filter is None else f"a {self.filter.describe()}"
        where = "" if self.from_zone is None else f" from the {self.from_zone}"
        return f"if {what} would be put into a {self.to_zone}{where}, {self.instead} instead"


@dataclass(frozen=True, slots=True)
class ModifyDamage(ReplacementSpec):
    """614.1a: "If a source you control would deal damage to a permanent or player, it
    deals double that damage instead" (times 2; plus adds; source_filter None: any source
    its controller controls)."""

    kind: ClassVar[str] = "modify_damage"
    times: int = 2
    plus: int = 0
    source_filter: ObjectFilter | None = None
    to_opponents: bool = False  # "to an opponent or a permanent an opponent controls"

    def describe(self) -> str:
        change = "double that damage" if self.times == 2 and not self.plus else \
            f"{self.times}× that damage plus {self.plus}"
        return f"a source you control would deal damage: it deals {change} instead"


@dataclass(frozen=True, slots=True)
class DrawInstead(ReplacementSpec):
    """614.11: "If you would draw a card, return a card from your graveyard to your hand
    instead" (instead "return_from_graveyard") or "... gain 1 life instead" ("gain_life")."""

    kind: ClassVar[str] = "draw_instead"
    instead: str = "return_from_graveyard"

    def describe(self) -> str:
        return f"if you would draw a card, {self.instead.replace('_', ' ')} instead"


@dataclass(frozen=True, slots=True)
class LifeGainInstead(ReplacementSpec):
    """614.1a: "If you would gain life, draw that many cards instead" (instead "draw")."""

    kind: ClassVar[str] = "life_gain_instead"
    instead: str = "draw"

    def describe(self) -> str:
        return f"if you would gain life, {self.instead} that many cards instead"


@dataclass(frozen=True, slots=True)
class SkipStep(ReplacementSpec):
    """614.1b, 614.10: "Skip your untap step", "Players skip their untap steps"
    (whose "your", "each", "opponent")."""

    kind: ClassVar[str] = "skip_step"
    step: str = "untap"
    whose: str = "your"

    def describe(self) -> str:
        who = {"your": "you skip your", "each": "players skip their",
               "opponent": "opponents skip their"}.get(self.whose, self.whose)
        return f"{who} {self.step.replace('_', ' ')} steps"


@dataclass(frozen=True, slots=True)
class OthersEnterAsCopy(ReplacementSpec):
    """614.1c, 616.1c: "Creatures you control enter as a copy of ~" (Essence of the Wild):
    each other object matching `filter` enters as a copy of this permanent."""

    kind: ClassVar[str] = "others_enter_as_copy"
    filter: ObjectFilter | None = None

    def describe(self) -> str:
        who = "each other object" if self.filter is None else f"each {self.filter.describe()}"
        return f"{who} enters as a copy of this"

SPELL_COST_INCREASE = "spell_cost_increase"  # params: amount; affects: the spells (zone None)
SPELL_COST_REDUCTION = "spell_cost_reduction"  # params: amount, min_mana
RULE_KINDS[SPELL_COST_INCREASE] = "spells it affects cost {amount} more (601.2f)"
RULE_KINDS[SPELL_COST_REDUCTION] = "spells it affects cost {amount} less (601.2f)"

CANT_BE_BLOCKED_BY = "cant_be_blocked_by"  # params: filter (the blockers it excludes)
CANT_BLOCK_CREATURES = "cant_block_creatures"  # params: filter (attackers it can't block)
MAX_BLOCKERS = "max_blockers"  # params: n ("can't be blocked by more than one creature")
MIN_BLOCKERS = "min_blockers"  # params: n ("can't be blocked except by three or more")
CANT_ATTACK_UNLESS_DEFENDER = "cant_attack_unless_defender"  # params: filter
RULE_KINDS[CANT_BE_BLOCKED_BY] = "can't be blocked by the filter's creatures (509.1b)"
RULE_KINDS[CANT_BLOCK_CREATURES] = "can't block the filter's creatures (509.1b)"
RULE_KINDS[MAX_BLOCKERS] = "can't be blocked by more than n creatures (509.1b)"
RULE_KINDS[MIN_BLOCKERS] = "can't be blocked except by n or more creatures (509.1b)"
RULE_KINDS[CANT_ATTACK_UNLESS_DEFENDER] = \
    "can't attack unless defending player controls a permanent the filter matches (508.1c)"

CANT_GAIN_LIFE = "cant_gain_life"  # 119.7; on players: "Players can't gain life"
EXTRA_LAND = "extra_land"  # 305.2: "You may play an additional land on each of your turns"
PLAYER_HEXPROOF = "player_hexproof"  # 702.11d: "You have hexproof"
DECK_RULE = "deck_rule"  # 903.3, 905: "~ can be your commander", "Draft ~ face up"
RULE_KINDS[DECK_RULE] = "a rule for building a deck or drafting: nothing in a game"
RULE_KINDS[CANT_GAIN_LIFE] = "the affected players can't gain life (119.7)"
RULE_KINDS[EXTRA_LAND] = "its controller may play an additional land each turn (305.2)"
RULE_KINDS[PLAYER_HEXPROOF] = "its controller has hexproof (702.11d)"

ATTACK_TAX = "attack_tax"  # params: amount; "creatures can't attack you unless their
# controller pays {amount} for each creature attacking you" (508.1g-h); the effect's
# controller is the player protected
RULE_KINDS[ATTACK_TAX] = "creatures can't attack its controller unless {amount} is paid each"
