"""Continuous effects (611, 613): what a subject gets, has, loses or is, and for how long.

Shared by static abilities ("Creatures you control get +1/+1.") and by spells and
abilities that create an effect ("Target creature gets +3/+3 until end of turn.").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import AbilityResolver, ClauseRules
from tabletop.cards.compiler.noun_phrases import card_type, subtype
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj, Quoted, matching
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.abilities import Ability, KeywordAbility
from tabletop.engine.definitions.attack_limits import CANT_ATTACK_YOU
from tabletop.engine.definitions.chosen_becoming import (
    COLORS,
    CREATURE_TYPE,
    LAND_TYPE,
    BecomeChosen,
)
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeColors,
    ChangeTypes,
    Duration,
    Modification,
    ModifyPT,
    RemoveAbilities,
    RuleChange,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const, Expr, Negate, Times, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import EachRef
from tabletop.engine.definitions.replacement_specs import (
    ATTACKS_EACH_COMBAT,
    BLOCK_ONLY_FLYERS,
    CANT_ACTIVATE,
    CANT_ATTACK,
    CANT_ATTACK_OR_BLOCK,
    CANT_ATTACK_UNLESS_DEFENDER,
    CANT_BE_BLOCKED,
    CANT_BE_BLOCKED_BY,
    CANT_BE_BLOCKED_EXCEPT_BY,
    CANT_BLOCK,
    CANT_BLOCK_CREATURES,
    DOESNT_UNTAP,
    MAX_BLOCKERS,
    MIN_BLOCKERS,
    AnyOfFilter,
    CopyTopOfGraveyard,
)
from tabletop.engine.model.enums import CardType, Color, Supertype
from tabletop.engine.model.subtypes import LAND_TYPES, is_creature_type

AbilityItem = Ability | Quoted


@dataclass(frozen=True, slots=True)
class With:
    """A "with ..." part of what something becomes."""

    mods: tuple[Modification, ...] = ()
    abilities: tuple[AbilityItem, ...] = ()
    still: bool = False


@dataclass(frozen=True, slots=True)
class Addition:
    kind: str  # "types", "land", "other"


@dataclass(frozen=True, slots=True)
class CopyOf:
    """"becomes a copy of ..." (an instruction, not a modification)."""

    of: Obj


@dataclass(frozen=True, slots=True)
class Lasting:
    """A predicate that says how long its effect lasts ("... next untap step")."""

    duration: Duration


Mods = list[Modification | CopyOf | Lasting]  # what a subject's predicates say
PowerToughness = tuple[Expr, Expr]  # "+1/+1", "X/X"


def pt_part(text: str) -> Expr:
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    if body.upper() == "X":
        return XValue() if sign > 0 else Negate(XValue())
    return Const(sign * int(body))


def pt_value(text: str) -> PowerToughness:
    power, toughness = text.split("/")
    return pt_part(power), pt_part(toughness)


def times(n: Expr, each: Expr | None) -> Expr:
    if each is None:
        return n
    if isinstance(n, Const):
        return each if n.value == 1 else Const(0) if n.value == 0 else Times(n.value, each)
    raise CompileError("'for each' with a variable amount")


def order_mods(mods: Mods) -> tuple[Modification, ...]:
    """Layer order, and in layer 6 "loses all (other) abilities" before "has ..."."""
    real = [m for m in mods if isinstance(m, Modification)]

    def key(m: Modification) -> tuple[int, int]:
        return (int(m.layer(False)), 0 if isinstance(m, RemoveAbilities) else 1)

    return tuple(sorted(real, key=key))


def retain_types(change: ChangeTypes) -> ChangeTypes:
    """205.1b: "It's still a land": the object keeps its types, subtypes and supertypes."""
    add = change.add_types | (change.set_types or frozenset())
    subtypes = change.add_subtypes + (change.set_land_types or ())
    return replace(change, set_types=None, add_types=add, lose_other_creature_types=False,
                   set_land_types=None, add_subtypes=subtypes)


def being_mods(pt: PowerToughness | None, colors: frozenset[Color] | None,
               subs: list[str], types: frozenset[CardType], withs: list[With],
               addition: str | None, resolve: AbilityResolver) -> Mods:
    """What "is/becomes a 2/2 blue Frog artifact creature with flying" changes: types keep
    the old ones "in addition to" or when "still" a land (205.1b); new creature types
    replace the old ones, new land types too (305.7)."""
    keep = addition == "types" or any(w.still for w in withs)
    kwargs: dict[str, Any] = {}
    if types:
        kwargs["add_types" if keep else "set_types"] = types
    creature_subs = tuple(s for s in subs if is_creature_type(s) and s not in LAND_TYPES)
    land_subs = tuple(s for s in subs if s in LAND_TYPES)
    other_subs = tuple(s for s in subs if s not in creature_subs and s not in land_subs)
    added = creature_subs + other_subs
    if creature_subs and not keep and addition != "other":
        kwargs["lose_other_creature_types"] = True
    if land_subs and (keep or addition == "land"):
        added += land_subs
    elif land_subs:
        kwargs["set_land_types"] = land_subs
    if added:
        kwargs["add_subtypes"] = added
    mods: Mods = []
    if kwargs:
        mods.append(ChangeTypes(**kwargs))
    if colors is not None:
        if addition == "other":
            mods.append(ChangeColors(add_colors=colors))
        else:
            mods.append(ChangeColors(set_colors=colors))
    if pt is not None:
        mods.append(SetPT(*pt))
    for w in withs:
        mods.extend(w.mods)
        if w.abilities:
            mods.append(AddAbilities(resolve(w.abilities, False)))
    return mods


@v_args(inline=True)
class ContinuousEffectRules(ClauseRules):
    """Subjects, predicates, what something becomes, and durations."""

    # ---- subjects
    def subj_obj(self, obj: Obj) -> Obj:
        return obj

    def subj_desc(self, desc: Desc) -> Obj:
        self.scope.group = desc
        if desc.player is not None and desc.player.who == "target":
            return Obj(EachRef(desc.filter), Affects.MATCHING,
                       replace(desc.filter, controller="target"))
        return matching(desc)

    def subj_both(self, first: Desc, second: Desc) -> Obj:
        a, b = first.filter, second.filter
        if a.types == b.types and not a.any_types and not b.any_types:
            flt = replace(a, subtypes=a.subtypes | b.subtypes)
        else:
            flt = AnyOfFilter(alternatives=(a, b))
        return Obj(EachRef(flt), Affects.MATCHING, flt)

    def subj_everything(self) -> Obj:
        flt = ObjectFilter(zone=None)
        return Obj(EachRef(flt), Affects.MATCHING, flt)

    # ---- predicates
    def preds(self, *items: Mods) -> Mods:
        return [m for group in items for m in group]

    def pr_with_duration(self, mods: Mods, duration: Duration) -> Mods:
        """"gains shroud until end of turn and can't be blocked this turn"."""
        return [*mods, Lasting(duration)]

    def pr_pt(self, tok: Token, each: Expr | None = None) -> Mods:
        power, toughness = pt_value(str(tok))
        return [ModifyPT(times(power, each), times(toughness, each))]

    def pr_add_abilities(self, items: list[AbilityItem]) -> Mods:
        return [AddAbilities(self.resolve_abilities(tuple(items)))]

    def pr_all_creature_types(self) -> Mods:
        return [ChangeTypes(all_creature_types=True)]

    def pr_lose_all_creature_types(self) -> Mods:
        """"loses all creature types" (205.3d: its card types stay)."""
        return [ChangeTypes(lose_other_creature_types=True)]

    def pr_lose_all(self) -> Mods:
        return [RemoveAbilities(all=True)]

    def pr_lose_all_other(self) -> Mods:
        return [RemoveAbilities(all=True)]

    def pr_lose_keywords(self, names: list[str]) -> Mods:
        return [RemoveAbilities(keywords=frozenset(n.lower() for n in names))]

    def pr_base_pt(self, tok: Token) -> Mods:
        return [SetPT(*pt_value(str(tok)))]

    def pr_base_pt_each(self, expr: Expr) -> Mods:
        return [SetPT(expr, expr)]

    def pr_be(self, being: Mods) -> Mods:
        return being

    def pr_not_type(self, tok: Token) -> Mods:
        """The Theros gods: "~ isn't a creature" (205.1b, layer 4)."""
        return [ChangeTypes(remove_types=frozenset({card_type(str(tok))}))]

    def pr_full_text(self) -> Mods:
        return [CopyTopOfGraveyard()]

    def pr_add_text(self, tok: Token) -> Mods:
        return [AddAbilities(self.resolve_abilities((Quoted(str(tok)[1:-1]),)))]

    def pr_unblockable(self) -> Mods:
        return [RuleChange(CANT_BE_BLOCKED)]

    def pr_unblockable_except(self, desc: Desc) -> Mods:
        return [RuleChange(CANT_BE_BLOCKED_EXCEPT_BY, (("filter", desc.filter),))]

    def pr_min_blockers(self, n: Expr, *_: Any) -> Mods:
        return [RuleChange(MIN_BLOCKERS, (("n", as_int(n)),))]  # 509.1b

    def pr_max_blockers(self, n: Expr, *_: Any) -> Mods:
        return [RuleChange(MAX_BLOCKERS, (("n", as_int(n)),))]  # 509.1b

    def pr_unblockable_by(self, desc: Desc) -> Mods:
        """509.1b: "can't be blocked by creatures with flying"."""
        return [RuleChange(CANT_BE_BLOCKED_BY, (("filter", desc.filter),))]

    def pr_cant_block_these(self, desc: Desc) -> Mods:
        """509.1b: "can't block creatures with power 2 or less"."""
        return [RuleChange(CANT_BLOCK_CREATURES, (("filter", desc.filter),))]

    def pr_cant_attack_unless(self, desc: Desc) -> Mods:
        """508.1c: "can't attack unless defending player controls an Island"."""
        return [RuleChange(CANT_ATTACK_UNLESS_DEFENDER,
                           (("filter", replace(desc.filter, controller=None)),))]

    def pr_cant_attack_block(self) -> Mods:
        return [RuleChange(CANT_ATTACK_OR_BLOCK)]

    def pr_cant_attack(self) -> Mods:
        return [RuleChange(CANT_ATTACK)]  # 508.1c

    def pr_hexproof(self) -> Mods:
        """702.11b: "can't be the target of spells or abilities your opponents control" is
        what hexproof means."""
        return [AddAbilities((KeywordAbility("Hexproof", "Hexproof"),))]

    def pr_cant_block(self) -> Mods:
        return [RuleChange(CANT_BLOCK)]  # 509.1b

    def pr_block_only_flyers(self) -> Mods:
        return [RuleChange(BLOCK_ONLY_FLYERS)]  # 509.1b

    def pr_must_attack(self) -> Mods:
        return [RuleChange(ATTACKS_EACH_COMBAT)]  # 508.1d

    def pr_must_attack_this_turn(self) -> Mods:
        return [RuleChange(ATTACKS_EACH_COMBAT), Lasting(Duration.END_OF_TURN)]  # 508.1d

    def pr_cant_attack_you(self) -> Mods:
        """508.1c: "can't attack you or a planeswalker you control"."""
        return [RuleChange(CANT_ATTACK_YOU)]

    def pr_no_untap(self, _whose: Any = None) -> Mods:
        return [RuleChange(DOESNT_UNTAP)]  # 502.3

    def pr_no_untap_next(self, _whose: Any = None) -> Mods:
        """502.3: "doesn't untap during its controller's next untap step"."""
        return [RuleChange(DOESNT_UNTAP), Lasting(Duration.NEXT_UNTAP)]

    def pr_no_activate(self) -> Mods:
        return [RuleChange(CANT_ACTIVATE)]

    def pr_no_activate_any(self) -> Mods:
        """Arrest: mana abilities can't be activated either (602.5)."""
        return [RuleChange(CANT_ACTIVATE, (("mana", True),))]

    def abilities(self, *items: Any) -> list[AbilityItem]:
        out: list[AbilityItem] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    def ai_keyword(self, ability: Ability | list[Ability]) -> list[AbilityItem]:
        return list(ability) if isinstance(ability, list) else [ability]

    def ai_quoted(self, tok: Token) -> Quoted:
        text = str(tok)[1:-1]  # 'haste, "... this permanent," and "...": the list's comma
        return Quoted(text[:-1] + "." if text.endswith(",") else text)

    def kw_names(self, *names: str) -> list[str]:
        return list(names)

    # ---- what something is or becomes
    def colors(self, *toks: Token) -> frozenset[Color]:
        return frozenset(Color.from_word(t) for t in toks)

    def types(self, *toks: Token) -> frozenset[CardType]:
        return frozenset(card_type(t) for t in toks)

    def plural_types(self, *toks: Token) -> frozenset[CardType]:
        return self.types(*toks)

    def bw_base_pt(self, tok: Token) -> With:
        return With(mods=(SetPT(*pt_value(str(tok))),))

    def bw_pt_each(self, expr: Expr) -> With:
        return With(mods=(SetPT(expr, expr),))

    def bw_base_pt_abilities(self, tok: Token, items: list[AbilityItem]) -> With:
        return With(mods=(SetPT(*pt_value(str(tok))),), abilities=tuple(items))

    def bw_abilities(self, items: list[AbilityItem]) -> With:
        return With(abilities=tuple(items))

    def bw_all_creature_types(self) -> With:
        """"becomes a 2/2 creature with all creature types" (Mutavault; 205.3m changeling)."""
        return With(mods=(ChangeTypes(all_creature_types=True),))

    def bw_still(self, _tok: Token) -> With:
        return With(still=True)

    def add_types(self) -> Addition:
        return Addition("types")

    def add_land_types(self) -> Addition:
        return Addition("land")

    def add_other(self) -> Addition:
        return Addition("other")

    def _being(self, parts: tuple[Any, ...]) -> Mods:
        pt = None
        colors: frozenset[Color] | None = None
        subs: list[str] = []
        types: frozenset[CardType] = frozenset()
        withs: list[With] = []
        addition = None
        for part in parts:
            if isinstance(part, Token) and part.type == "PTVAL":
                pt = pt_value(str(part))
            elif isinstance(part, Token) and part.type == "SUBTYPE":
                subs.append(subtype(part))
            elif isinstance(part, frozenset) and part and isinstance(next(iter(part)), Color):
                colors = part
            elif isinstance(part, frozenset):
                types = types | part
            elif isinstance(part, With):
                withs.append(part)
            elif isinstance(part, Addition):
                addition = part.kind
        if not (pt or colors or subs or types or withs):
            raise CompileError("becomes nothing")
        return being_mods(pt, colors, subs, types, withs, addition, self.resolve_abilities)

    def be_typed(self, *parts: Any) -> Mods:
        return self._being(parts)

    def be_typed_legendary(self, *parts: Any) -> Mods:
        """"becomes a legendary 4/4 red Dragon creature" (205.4a: the supertype is gained)."""
        return [*self._being(parts), ChangeTypes(add_supertypes=frozenset({Supertype.LEGENDARY}))]

    def be_two_types(self, *parts: Any) -> Mods:
        return self._being(parts)

    def be_chosen_type(self, addition: Addition | None = None) -> Mods:
        return [ChangeTypes(chosen_type=True, lose_other_creature_types=addition is None)]

    def be_chosen_color(self, addition: Addition | None = None) -> Mods:
        if addition is None:
            return [ChangeColors(set_colors=frozenset(), chosen_color=True)]
        return [ChangeColors(chosen_color=True)]

    def be_color_choice(self) -> Mods:
        self.scope.choose("color")
        return [ChangeColors(set_colors=frozenset(), chosen_color=True)]

    def be_creature_type_choice(self) -> Mods:
        return self._become_chosen(CREATURE_TYPE)

    def be_land_type_choice(self) -> Mods:
        return self._become_chosen(LAND_TYPE)

    def be_colors_choice(self) -> Mods:
        return self._become_chosen(COLORS)

    def _become_chosen(self, kind: str) -> Mods:
        """"becomes the creature type of your choice" (chosen_becoming)."""
        self.scope.choose(kind)
        return [BecomeChosen(kind)]

    def be_colorless(self) -> Mods:
        return [ChangeColors(set_colors=frozenset())]

    def be_copy(self, obj: Obj) -> Mods:
        return [CopyOf(obj)]

    # ---- durations (611.2a)
    def dur_eot(self) -> Duration:
        return Duration.END_OF_TURN

    def dur_next_turn(self) -> Duration:
        return Duration.YOUR_NEXT_TURN

    def dur_source_tapped(self, _self: Obj) -> Duration:
        """"for as long as ~ remains tapped" (ends as it untaps or leaves, 611.2b)."""
        return Duration.WHILE_SOURCE_TAPPED
