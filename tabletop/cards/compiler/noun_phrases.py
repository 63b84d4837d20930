"""Noun phrases: descriptions of objects ("other Merfolk creatures you control") and
references to objects ("~", "it", "that creature", "enchanted creature", "each ...")."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.cards.compiler.phrases import (
    ATTACHED,
    SELF,
    TRIGGER_OBJECT,
    CompileError,
    Desc,
    Head,
    Obj,
    matching,
)
from tabletop.cards.compiler.top_cards import top_cards_ref
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.each_player_own import ACTING
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.filters import POWER_OR_TOUGHNESS, ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChosenRef,
    CreatedRef,
    EachMatching,
    FoundRef,
    PlayerRef,
    TargetRef,
    TargetSpec,
    TopCardRef,
    TriggerObjectRef,
)
from tabletop.engine.definitions.radiance import SharesColorRef
from tabletop.engine.definitions.replacement_specs import AnyOfFilter
from tabletop.engine.model.enums import PERMANENT_TYPES, CardType, Color, Supertype, Zone

_SET_FIELDS = frozenset({"types", "any_types", "not_types", "subtypes", "not_subtypes",
                         "supertypes", "not_supertypes", "colors", "not_colors", "names"})
_TUPLE_FIELDS = frozenset({"stats", "x_stats"})
# "~ deals 1 damage to it": "it" is not ~ (Oracle says "itself" for that)
_DAMAGE_TO_IT = re.compile(r"~ deals \d+ damage to it\b")


@dataclass(frozen=True, slots=True)
class Patch:
    """Part of a filter said by an adjective or a trailing phrase."""

    values: tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class Kind:
    kind: str


def patch(**values: Any) -> Patch:
    return Patch(tuple(values.items()))


# 208, 202.3: an operator and a printed number, or a value known later ("X or less")
Comparison = tuple[str, int | Expr]


def _fixed_or_x(n: Expr) -> int | Expr:
    return n.value if isinstance(n, Const) else n


def card_type(word: str) -> CardType:
    w = word.lower()
    if w == "sorceries":
        return CardType.SORCERY
    return CardType.from_word(w[:-1] if w.endswith("s") and w != "sorcery" else w)


def subtype(word: str) -> str:
    return subtype_forms()[str(word)]


def merge(fields: dict[str, Any], extra: Patch) -> None:
    for key, value in extra.values:
        if key in _SET_FIELDS:
            fields[key] = frozenset(fields.get(key, frozenset())) | frozenset(value)
        elif key in _TUPLE_FIELDS:
            fields[key] = tuple(fields.get(key, ())) + tuple(value)
        else:
            fields[key] = value


def target_text(desc: Desc, prefix: str = "target") -> str:
    return f"{prefix} {desc.filter.describe()}"


@v_args(inline=True)
class NounPhraseRules(ClauseRules):
    """Descriptions, counter kinds, and what "it" and "that creature" refer to."""

    # ---- counter kinds (122.1)
    def ck_pt(self, tok: Token) -> str:
        return str(tok)

    def ck_word(self, tok: Token) -> str:
        return str(tok).lower()

    # ---- descriptions
    def head_typed(self, *toks: Token) -> Head:
        subs = frozenset(subtype(t) for t in toks if t.type == "SUBTYPE")
        types = frozenset(card_type(t) for t in toks if t.type == "CARDTYPE")
        return Head(types, subs)

    def head_historic_card(self) -> Head:
        return Head(kind="card", historic=True)  # 700.6

    def head_historic_spell(self) -> Head:
        return Head(kind="spell", historic=True)

    def head_historic_permanent(self) -> Head:
        return Head(kind="permanent", historic=True)

    def head_sub(self, *toks: Token) -> Head:
        subtypes = frozenset(subtype(t) for t in toks)
        if len(subtypes) > 1 and "Urza's" in subtypes:
            # 205.3i: "an Urza's Tower" has both types; only Urza's lands are Towers, Mines
            # and Power-Plants, so the second type alone names it (subtypes match any-of)
            subtypes -= {"Urza's"}
        return Head(subtypes=subtypes)

    def head_permanent(self) -> Head:
        return Head(kind="permanent")

    def head_card(self) -> Head:
        return Head(kind="card")

    def head_spell(self) -> Head:
        return Head(kind="spell")

    def head_token(self) -> Head:
        return Head(kind="token")

    def alts_one(self, head: Head) -> list[Head]:
        return [head]

    def alts_or(self, *heads: Head) -> list[Head]:
        return list(heads)

    def own_adj_head(self, *parts: Any) -> Head:
        """"..., or tapped creature": adjectives of this alternative only."""
        fields: dict[str, Any] = {}
        for part in parts[:-1]:
            merge(fields, part)
        head: Head = parts[-1]
        return replace(head, own=tuple(fields.items()))

    def kind_spell(self) -> Kind:
        return Kind("spell")

    def kind_card(self) -> Kind:
        return Kind("card")

    def kind_token(self) -> Kind:
        return Kind("token")

    def kind_permanent(self) -> Kind:
        return Kind("permanent")

    def kind_permanent_card(self) -> Kind:
        """"a Rebel permanent card": a card of a permanent type (110.4)."""
        return Kind("permanent_card")

    def adj_other(self) -> Patch:
        return patch(other=True)

    def adj_nontoken(self) -> Patch:
        return patch(token=False)

    def adj_color(self, *toks: Token) -> Patch:
        """"white", "white or black" (any of them, 105.2)."""
        return patch(colors={Color.from_word(t) for t in toks})

    def adj_colorless(self) -> Patch:
        return patch(colorless=True)

    def adj_noncolor(self, tok: Token) -> Patch:
        return patch(not_colors={Color.from_word(str(tok)[3:])})

    def adj_nontype(self, tok: Token) -> Patch:
        word = str(tok)[3:].lower()
        if word == "basic":
            return patch(not_supertypes={Supertype.BASIC})
        if word == "legendary":
            return patch(not_supertypes={Supertype.LEGENDARY})
        if word == "token":
            return patch(token=False)
        return patch(not_types={card_type(word)})

    def adj_nonsub(self, tok: Token) -> Patch:
        return patch(not_subtypes={subtype(str(tok)[4:])})

    def adj_multicolored(self) -> Patch:
        return patch(multicolored=True)

    def adj_monocolored(self) -> Patch:
        return patch(multicolored=False, colorless=False)

    def adj_basic(self) -> Patch:
        return patch(supertypes={Supertype.BASIC})

    def adj_legendary(self) -> Patch:
        return patch(supertypes={Supertype.LEGENDARY})

    def adj_tapped(self) -> Patch:
        return patch(tapped=True)

    def adj_untapped(self) -> Patch:
        return patch(tapped=False)

    def adj_in_combat(self) -> Patch:
        return patch(in_combat=True)

    def adj_attacking(self) -> Patch:
        return patch(attacking=True)

    def adj_blocking(self) -> Patch:
        return patch(blocking=True)

    def adj_nonattacking(self) -> Patch:
        return patch(attacking=False)

    def adj_nonblocking(self) -> Patch:
        return patch(blocking=False)

    def adj_blocked(self) -> Patch:
        """509.1h: an attacking creature that is blocked."""
        return patch(blocked=True)

    def adj_unblocked(self) -> Patch:
        """509.1h: an attacking creature with no blockers once they are declared."""
        return patch(blocked=False)

    def post_you(self) -> Patch:
        return patch(controller="you")

    def post_opponent(self) -> Patch:
        return patch(controller="opponent")

    def post_own(self) -> Patch:
        return patch(owner="you")

    def post_opponent_owns(self) -> Patch:
        """"a card an opponent owns" (108.3)."""
        return patch(owner="opponent")

    def post_you_cast(self) -> Patch:
        return patch(_cast_by="you")

    def post_opponents_cast(self) -> Patch:
        return patch(_cast_by="opponent")

    def post_target_player(self) -> Patch:
        index = self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return patch(_player=PlayerRef("target", self.scope.player_index(index)))

    def post_that_player(self) -> Patch:
        try:
            return patch(_player=self.scope.that_player())
        except CompileError:
            if not self.scope.each_subject:
                raise
            return patch(_player=ACTING)  # "Each player sacrifices ... they control"

    def post_defending(self) -> Patch:
        return patch(_player=PlayerRef("defending"))

    def post_with_kw(self, name: str) -> Patch:
        return patch(_with_ability=name.lower())

    def post_stat(self, stat: str, comparison: Comparison) -> Patch:
        op, n = comparison
        if not isinstance(n, int):  # "with mana value X or less" (x_stats.py)
            return patch(x_stats=((stat, op, n),))
        if stat == "power" and op == "<=":
            return patch(power_at_most=n)
        if stat == "power" and op == ">=":
            return patch(power_at_least=n)
        return patch(stats=((stat, op, n),))

    def post_power_or_toughness(self, comparison: Comparison) -> Patch:
        """"with power or toughness 1 or less": either stat compares (208.1)."""
        op, n = comparison
        if not isinstance(n, int):
            raise CompileError("'power or toughness' compared with a changing value")
        return patch(stats=((POWER_OR_TOUGHNESS, op, n),))

    def sn_mana_value(self) -> str:
        return "mana_value"

    def sn_power(self) -> str:
        return "power"

    def sn_toughness(self) -> str:
        return "toughness"

    def cmp_le(self, n: Expr) -> Comparison:
        return "<=", _fixed_or_x(n)

    def cmp_ge(self, n: Expr) -> Comparison:
        return ">=", _fixed_or_x(n)

    def cmp_lt(self, n: Expr) -> Comparison:
        return "<", _fixed_or_x(n)

    def cmp_gt(self, n: Expr) -> Comparison:
        return ">", _fixed_or_x(n)

    def cmp_eq(self, n: Expr) -> Comparison:
        return "==", _fixed_or_x(n)

    def post_without_kw(self, name: str) -> Patch:
        return patch(without_ability=name.lower())

    def post_counter(self, kind: str) -> Patch:
        return patch(with_counter=kind)

    def post_counters_n(self, n: Expr, kind: str) -> Patch:
        return patch(with_counter=kind, min_counters=as_int(n))

    def post_chosen_type(self) -> Patch:
        return patch(_chosen_type=True)

    def post_other_than_self(self, _self: Obj) -> Patch:
        return patch(other=True, _not_source=True)

    def post_in_graveyard(self) -> Patch:
        return patch(zone=Zone.GRAVEYARD)

    def post_in_your_graveyard(self) -> Patch:
        return patch(zone=Zone.GRAVEYARD, owner="you")

    def post_in_opponent_graveyard(self) -> Patch:
        """"target card from an opponent's graveyard" (404: its owner's graveyard)."""
        return patch(zone=Zone.GRAVEYARD, owner="opponent")

    def post_in_hand(self) -> Patch:
        return patch(zone=Zone.HAND)

    def post_on_battlefield(self) -> Patch:
        return patch(zone=Zone.BATTLEFIELD)

    def post_named_self(self, _self: Obj) -> Patch:
        """"a card named ~" (201.2)."""
        return patch(names={self.scope.card_name})

    def post_named(self, *names: Token) -> Patch:
        """"a card named Festering Newt or Bubbling Cauldron" (201.2)."""
        return patch(names={str(n) for n in names})

    def post_different_names(self) -> Patch:
        return patch(with_different_names=True)

    def desc(self, *parts: Any) -> Desc:
        heads: list[Head] = []
        kind: str | None = None
        fields: dict[str, Any] = {}
        leading: dict[str, Any] = {}  # adjectives before the nouns
        for part in parts:
            if isinstance(part, list):
                heads = part
            elif isinstance(part, Kind):
                kind = part.kind
            elif isinstance(part, Patch):
                merge(fields, part)
                if not heads:
                    merge(leading, part)
        if any(h.own for h in heads):  # the leading adjectives are the first noun's own
            for key in leading:
                del fields[key]
            heads = [replace(heads[0], own=tuple(leading.items())), *heads[1:]]
        kinds = {h.kind for h in heads if h.kind}
        if kind == "card" and kinds == {"permanent"} and not any(h.types for h in heads):
            kind = "permanent_card"  # "permanent cards with mana value X or less" (110.4)
        if kind is None and len(kinds) == 1:
            kind = kinds.pop()
        elif kind is None and kinds == {"spell", "permanent"}:
            kind = "spell_or_permanent"
            fields.setdefault("zone", None)
        player = fields.pop("_player", None)
        chosen = bool(fields.pop("_chosen_type", False))
        not_source = bool(fields.pop("_not_source", False))
        with_ability = fields.pop("_with_ability", None)
        cast_by = fields.pop("_cast_by", None)
        if kind == "spell":
            fields.setdefault("zone", Zone.STACK)
        elif kind == "card":
            fields.setdefault("zone", None)
        elif kind == "permanent_card":
            kind = "card"
            fields.setdefault("zone", None)
            if not any(h.types for h in heads):
                fields["any_types"] = PERMANENT_TYPES
        elif kind == "token":
            fields["token"] = True
        # "land and/or legendary permanent cards": an alternative "permanent" of its own
        typed = [h for h in heads if h.types or h.subtypes or (h.own and h.kind == "permanent")]
        flt = self._combine(typed, fields, with_ability)
        if any(h.historic for h in heads):  # 700.6: artifacts, legendaries and Sagas
            flt = AnyOfFilter(alternatives=(
                replace(flt, types=flt.types | {CardType.ARTIFACT}),
                replace(flt, supertypes=flt.supertypes | {Supertype.LEGENDARY}),
                replace(flt, subtypes=flt.subtypes | {"Saga"})), zone=flt.zone)
        out_kind = {"spell": "spell", "card": "card",
                    "spell_or_permanent": "spell_or_permanent"}.get(kind or "", "object")
        return Desc(flt, out_kind, player, chosen, not_source, cast_by)

    def _combine(self, heads: list[Head], fields: dict[str, Any],
                 with_ability: str | None) -> ObjectFilter:
        if len(heads) <= 1:
            if heads:
                fields["types"] = frozenset(fields.get("types", frozenset())) | heads[0].types
                fields["subtypes"] = frozenset(fields.get("subtypes", frozenset())) | \
                    heads[0].subtypes
            if with_ability:
                fields["with_ability"] = with_ability
            return ObjectFilter(**fields)
        own = any(h.own for h in heads)
        simple_types = not own and all(len(h.types) == 1 and not h.subtypes for h in heads)
        only_subtypes = not own and all(h.subtypes and not h.types for h in heads)
        if not with_ability and simple_types:
            fields["any_types"] = frozenset().union(*(h.types for h in heads))
            return ObjectFilter(**fields)
        if not with_ability and only_subtypes:
            fields["subtypes"] = frozenset().union(*(h.subtypes for h in heads))
            return ObjectFilter(**fields)
        alternatives = []
        for n, h in enumerate(heads):
            extra = {"with_ability": with_ability} if with_ability and n == len(heads) - 1 \
                else {}
            alt = {**fields, "types": h.types, "subtypes": h.subtypes, **extra}
            if not h.types and not h.subtypes:  # "legendary permanent" (110.4)
                alt["any_types"] = PERMANENT_TYPES
            merge(alt, Patch(h.own))
            alternatives.append(ObjectFilter(**alt))
        return AnyOfFilter(alternatives=tuple(alternatives), zone=fields.get("zone",
                                                                            Zone.BATTLEFIELD))

    # ---- references to objects
    def self_name(self, *_: Token) -> Obj:
        obj = replace(SELF, outer=self.scope.quoted)
        self.scope.antecedent = SELF
        return obj

    def self_this(self) -> Obj:
        self.scope.antecedent = SELF
        return SELF

    def obj_self(self, obj: Obj) -> Obj:
        return obj

    def obj_top_card(self, *parts: Any) -> Obj:
        """401.1: "the top card of your library" (then "that card" is that card)."""
        who = next(p for p in parts if isinstance(p, PlayerRef))
        n = next((p for p in parts if isinstance(p, Expr)), None)
        obj = Obj(top_cards_ref(who, n), Affects.FIXED)  # "the top X cards" too
        self.scope.antecedent = obj
        return obj

    def lib_you(self) -> PlayerRef:
        return PlayerRef("you")

    def lib_that_player(self) -> PlayerRef:
        return self.scope.that_player()

    def lib_target(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return PlayerRef("target", self.scope.player_index(index))

    def lib_each(self) -> PlayerRef:
        return PlayerRef("each")

    def post_blocking_source(self, *_: Any) -> Patch:
        return patch(blocking_source=True)

    def post_banded_with_source(self, *_: Any) -> Patch:
        return patch(banded_with_source=True)  # 702.22c

    def obj_self_in_graveyard(self, obj: Obj) -> Obj:
        """113.6k: "return ~ from your graveyard to ...": the ability works there."""
        self.scope.functions_in = "graveyard"
        return obj

    def obj_it(self) -> Obj:
        if self.scope.antecedent is None:
            raise CompileError("'it' refers to nothing")
        if self.scope.antecedent is SELF and self.scope.trigger_subject is TRIGGER_OBJECT \
                and _DAMAGE_TO_IT.search(self.source):
            # "Whenever a creature attacks, ~ deals 1 damage to it": "it" isn't ~ (that
            # would be "itself"), it is the creature the trigger is about
            return TRIGGER_OBJECT
        return self.scope.antecedent

    def obj_them(self) -> Obj:
        """"them", "they": what "it" would mean, else the last group named as a subject
        ("Other creatures you control get +2/+2 ... Put a counter on each of them")."""
        if self.scope.antecedent is not None and self.scope.antecedent.affects == Affects.SELF:
            # "them" is never the card itself: "at the beginning of each opponent's upkeep,
            # ~ deals 2 damage to them" means that player
            if not self.scope.event_player:
                raise CompileError("'them' refers to nothing")
            return Obj(PlayerRef("trigger_player"), Affects.FIXED)
        if self.scope.antecedent is not None:
            return self.scope.antecedent
        if self.scope.group is not None:
            return matching(self.scope.group)
        raise CompileError("'them' refers to nothing")

    def obj_created(self) -> Obj:
        if self.scope.antecedent is None or not isinstance(self.scope.antecedent.ref,
                                                             CreatedRef):
            raise CompileError("'that token' refers to nothing")
        return self.scope.antecedent

    def obj_those(self) -> Obj:
        """"those creatures": the group last named as a subject ("Other creatures you
        control get +1/+0 ... those creatures get +2/+0 instead"), else as "that creature"."""
        if self.scope.group is not None:
            return matching(self.scope.group)
        it = self.scope.antecedent
        if it is not None and isinstance(it.ref, SharesColorRef):
            return it  # radiance: the target and the creatures sharing a color with it
        return self.obj_that()

    def obj_that(self) -> Obj:
        it = self.scope.antecedent
        if it is not None and isinstance(it.ref, FoundRef | CreatedRef | ChosenRef | TopCardRef):
            return it  # "search ... for a card, put that card into your hand"
        trigger = self.scope.trigger_subject
        if trigger is not None and isinstance(trigger.ref, TriggerObjectRef | CreatedRef):
            return trigger  # CreatedRef: the dead creature's card was returned (400.7)
        it = self.scope.antecedent
        if it is not None and it.is_target and \
                self.scope.targets[it.indices[-1]].kind not in ("player", "opponent"):
            return it  # "those creatures": every target of "up to two target creatures"
        for index in range(len(self.scope.targets) - 1, -1, -1):
            if self.scope.targets[index].kind not in ("player", "opponent"):
                return Obj(TargetRef(index), Affects.TARGETS, indices=(index,))
        if self.scope.antecedent is not None:
            return self.scope.antecedent
        raise CompileError("'that' refers to nothing")

    def obj_enchanted(self, _desc: Desc) -> Obj:
        self.scope.antecedent = ATTACHED
        return ATTACHED

    def obj_equipped(self, _desc: Desc) -> Obj:
        self.scope.antecedent = ATTACHED
        return ATTACHED

    def obj_target(self, obj: Obj) -> Obj:
        return obj

    def obj_both(self, first: Obj, second: Obj) -> Obj:
        """"Destroy target artifact and target enchantment": both targets."""
        return Obj(first.ref, Affects.TARGETS, None, first.indices + second.indices)

    def obj_each(self, desc: Desc) -> Obj:
        if desc.player is None:
            return matching(desc)
        last = None
        if desc.filter.other and desc.player.who == "controller":
            last = max((n for n, t in enumerate(self.scope.targets)
                        if t.kind not in ("player", "opponent")), default=None)
        flt = replace(desc.filter, other=False) if last is not None else desc.filter
        return Obj(EachMatching(flt, desc.player, last), Affects.FIXED, flt)
