"""Noun phrases: descriptions of objects ("other Merfolk creatures you control") and
references to objects ("~", "it", "that creature", "enchanted creature", "each ...")."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.cards.compiler.phrases import (
    ATTACHED,
    SELF,
    CompileError,
    Desc,
    Head,
    Obj,
    matching,
)
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    EachMatching,
    PlayerRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)
from tabletop.engine.definitions.replacement_specs import AnyOfFilter
from tabletop.engine.model.enums import CardType, Color, Supertype, Zone

_SET_FIELDS = frozenset({"types", "any_types", "not_types", "subtypes", "not_subtypes",
                         "supertypes", "not_supertypes", "colors", "not_colors", "names"})


@dataclass(frozen=True, slots=True)
class Patch:
    """Part of a filter said by an adjective or a trailing phrase."""

    values: tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class Kind:
    kind: str


def patch(**values: Any) -> Patch:
    return Patch(tuple(values.items()))


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

    def head_sub(self, *toks: Token) -> Head:
        return Head(subtypes=frozenset(subtype(t) for t in toks))

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

    def kind_spell(self) -> Kind:
        return Kind("spell")

    def kind_card(self) -> Kind:
        return Kind("card")

    def kind_token(self) -> Kind:
        return Kind("token")

    def kind_permanent(self) -> Kind:
        return Kind("permanent")

    def adj_other(self) -> Patch:
        return patch(other=True)

    def adj_nontoken(self) -> Patch:
        return patch(token=False)

    def adj_color(self, tok: Token) -> Patch:
        return patch(colors={Color.from_word(tok)})

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

    def adj_basic(self) -> Patch:
        return patch(supertypes={Supertype.BASIC})

    def adj_legendary(self) -> Patch:
        return patch(supertypes={Supertype.LEGENDARY})

    def adj_tapped(self) -> Patch:
        return patch(tapped=True)

    def adj_untapped(self) -> Patch:
        return patch(tapped=False)

    def adj_attacking(self) -> Patch:
        return patch(attacking=True)

    def adj_blocking(self) -> Patch:
        return patch(blocking=True)

    def post_you(self) -> Patch:
        return patch(controller="you")

    def post_opponent(self) -> Patch:
        return patch(controller="opponent")

    def post_own(self) -> Patch:
        return patch(owner="you")

    def post_target_player(self) -> Patch:
        index = self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return patch(_player=PlayerRef("target", self.scope.player_index(index)))

    def post_that_player(self) -> Patch:
        return patch(_player=self.scope.that_player())

    def post_defending(self) -> Patch:
        return patch(_player=PlayerRef("defending"))

    def post_with_kw(self, name: str) -> Patch:
        return patch(_with_ability=name.lower())

    def post_power_le(self, n: Expr) -> Patch:
        return patch(power_at_most=as_int(n))

    def post_power_ge(self, n: Expr) -> Patch:
        return patch(power_at_least=as_int(n))

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

    def post_in_hand(self) -> Patch:
        return patch(zone=Zone.HAND)

    def post_on_battlefield(self) -> Patch:
        return patch(zone=Zone.BATTLEFIELD)

    def post_different_names(self) -> Patch:
        return patch(with_different_names=True)

    def desc(self, *parts: Any) -> Desc:
        heads: list[Head] = []
        kind: str | None = None
        fields: dict[str, Any] = {}
        for part in parts:
            if isinstance(part, list):
                heads = part
            elif isinstance(part, Kind):
                kind = part.kind
            elif isinstance(part, Patch):
                merge(fields, part)
        kinds = {h.kind for h in heads if h.kind}
        if kind is None and len(kinds) == 1:
            kind = kinds.pop()
        elif kind is None and kinds == {"spell", "permanent"}:
            kind = "spell_or_permanent"
            fields.setdefault("zone", None)
        player = fields.pop("_player", None)
        chosen = bool(fields.pop("_chosen_type", False))
        not_source = bool(fields.pop("_not_source", False))
        with_ability = fields.pop("_with_ability", None)
        if kind == "spell":
            fields.setdefault("zone", Zone.STACK)
        elif kind == "card":
            fields.setdefault("zone", None)
        elif kind == "token":
            fields["token"] = True
        typed = [h for h in heads if h.types or h.subtypes]
        flt = self._combine(typed, fields, with_ability)
        out_kind = {"spell": "spell", "card": "card",
                    "spell_or_permanent": "spell_or_permanent"}.get(kind or "", "object")
        return Desc(flt, out_kind, player, chosen, not_source)

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
        simple_types = all(len(h.types) == 1 and not h.subtypes for h in heads)
        only_subtypes = all(h.subtypes and not h.types for h in heads)
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
            alternatives.append(ObjectFilter(**{**fields, "types": h.types,
                                                "subtypes": h.subtypes, **extra}))
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

    def obj_it(self) -> Obj:
        if self.scope.antecedent is None:
            raise CompileError("'it' refers to nothing")
        return self.scope.antecedent

    def obj_that(self) -> Obj:
        trigger = self.scope.trigger_subject
        if trigger is not None and isinstance(trigger.ref, TriggerObjectRef):
            return trigger
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

    def obj_each(self, desc: Desc) -> Obj:
        if desc.player is None:
            return matching(desc)
        last = None
        if desc.filter.other and desc.player.who == "controller":
            last = max((n for n, t in enumerate(self.scope.targets)
                        if t.kind not in ("player", "opponent")), default=None)
        flt = replace(desc.filter, other=False) if last is not None else desc.filter
        return Obj(EachMatching(flt, desc.player, last), Affects.FIXED, flt)
