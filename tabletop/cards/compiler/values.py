"""Values: numbers ("two", "X"), numbers that depend on the game (107.3, 208.2: "for each
Swamp you control", "your life total", "its power"), and X replaced by the value a
"where X is ..." names (107.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import (
    BasicLandTypes,
    CardsInZone,
    CardTypesInGraveyards,
    Const,
    CountersOn,
    CountersOnCreator,
    CountPermanents,
    Devotion,
    EventAmount,
    Expr,
    Half,
    LifeTotal,
    ManaValueOf,
    Of,
    PowerOf,
    StatOf,
    Sum,
    Times,
    XValue,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    ChosenRef,
    CreatedRef,
    FoundRef,
    PlayerRef,
    TargetRef,
    TopCardRef,
)
from tabletop.engine.definitions.nested import nested_values, substitute
from tabletop.engine.definitions.player_values import (
    ChosenCount,
    DamageDealtThisWay,
    OfPlayer,
)
from tabletop.engine.model.enums import Color, Zone

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
            "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
            "eighteen": 18, "nineteen": 19, "twenty": 20}
ANY_NUMBER = 99  # "any number of target players"


def as_int(expr: Expr) -> int:
    """A number printed as a number; a value that depends on the game is refused."""
    if isinstance(expr, Const):
        return expr.value
    raise CompileError("a fixed number is needed here")


def substitute_x(value: Any, expr: Expr) -> Any:
    """`value` with every XValue replaced by `expr`."""
    return substitute(value, XValue, expr)


def uses_x(value: object) -> bool:
    """Whether an XValue appears anywhere in `value`."""
    return isinstance(value, XValue) or any(isinstance(v, XValue)
                                            for v in nested_values(value))


def _zone_filter(desc: Desc, zone: Zone) -> ObjectFilter | None:
    """A card filter for cards in a zone; None when it names any card."""
    f = desc.filter
    if f == ObjectFilter(zone=f.zone):
        return None
    return replace(f, zone=zone)


def count_of(desc: Desc) -> Expr:
    """How many objects a description names: permanents, or cards in a zone ("creature
    cards in your graveyard", "cards named ~ in all graveyards")."""
    zone = desc.filter.zone
    if zone == Zone.BATTLEFIELD and desc.player is not None:
        # "for each tapped artifact they control": that player's (counted as they see it)
        return OfPlayer(desc.player, CountPermanents(replace(desc.filter, controller="you")))
    if zone == Zone.BATTLEFIELD:
        return CountPermanents(desc.filter)
    if zone is None or desc.player is not None:
        raise CompileError("a count of objects in no one zone")
    who = "you" if desc.filter.owner == "you" else "all"
    flt = replace(desc.filter, owner=None)
    plain = flt == ObjectFilter(zone=zone)
    return CardsInZone(zone, who, None if plain else flt)


@v_args(inline=True)
class ValueRules(ClauseRules):
    """Numbers, expressions and counts; "that number" is the last expression said."""

    # ---- numbers
    def num_word(self, tok: Token) -> Expr:
        return Const(_NUMBERS[str(tok).lower()])

    def num_int(self, tok: Token) -> Expr:
        return Const(int(tok))

    def num_that_much(self) -> Expr:
        """"that much life", "that many cards": the number of the trigger event."""
        if not self.scope.event_amount:
            raise CompileError("'that much' refers to no event")
        return EventAmount()

    def num_x(self) -> Expr:
        self.scope.choose("x")
        return XValue()

    # ---- expressions
    def ex_number(self, n: Expr) -> Expr:
        return self._remember(n)

    def ex_life_total(self) -> Expr:
        return self._remember(LifeTotal())

    def ex_twice(self, inner: Expr) -> Expr:
        return self._remember(Times(2, inner))

    def ex_plus(self, n: Expr, rest: Expr) -> Expr:
        return self._remember(Sum(n, rest))

    @v_args(inline=True, meta=True)
    def ex_half(self, meta: Any, inner: Expr) -> Expr:
        """107.1a: "half X, rounded up/down"."""
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        return self._remember(Half(inner, up=span.rstrip(". ").endswith("up")))

    def ex_count(self, count: Expr) -> Expr:
        return self._remember(count)

    def ex_previous_plus(self, n: Expr) -> Expr:
        if self.previous_expr is None:
            raise CompileError("'that number' refers to nothing")
        return Sum(self.previous_expr, n)

    def ex_mana_value(self) -> Expr:
        return self._of_it(ManaValueOf())

    def ex_that_mana_value(self, _kind: Token | None = None) -> Expr:
        """"where X is that creature's mana value" (the object named before, 202.3; a
        target as it last existed, 608.2h)."""
        word = str(_kind).lower().rstrip("s") if _kind is not None else "permanent"
        for index in range(len(self.scope.targets) - 1, -1, -1):
            flt = self.scope.targets[index].filter
            types = set() if flt is None else {t.value.lower() for t in flt.types | flt.any_types}
            if word in types or (word == "permanent" and flt is not None):
                return Of(TargetRef(index), ManaValueOf())
        return self.ex_mana_value()

    def ex_its_power(self) -> Expr:
        return self._of_it(PowerOf("source" if self._it_is_self() else "affected"))

    def ex_its_toughness(self) -> Expr:
        return self._of_it(StatOf("toughness", "source" if self._it_is_self() else
                                  "affected"))

    def _of_it(self, inner: Expr) -> Expr:
        """"its mana value" of a card the ability found, chose, made or looked at."""
        it = self.scope.antecedent
        if it is not None and isinstance(it.ref, FoundRef | ChosenRef | CreatedRef |
                                                 TopCardRef):
            return Of(it.ref, inner)
        return inner

    def ex_self_power(self, _self: Obj) -> Expr:
        return PowerOf("source")

    def ex_that_power(self) -> Expr:
        return StatOf("power", "trigger")

    def ex_that_toughness(self) -> Expr:
        return StatOf("toughness", "trigger")

    def ex_devotion(self, tok: Token, second: Token | None = None) -> Expr:
        extra = "" if second is None else Color.from_word(second).value
        return Devotion(Color.from_word(tok).value, extra)

    def _remember(self, expr: Expr) -> Expr:
        self.previous_expr = expr
        return expr

    def _it_is_self(self) -> bool:
        it = self.scope.antecedent
        return it is not None and it.affects == Affects.SELF

    # ---- counts
    def cnt_card_types(self) -> Expr:
        return CardTypesInGraveyards()

    def cnt_card_types_yours(self) -> Expr:
        """Delirium: "card types among cards in your graveyard"."""
        return CardTypesInGraveyards(who="you")

    def cnt_hand(self, desc: Desc) -> Expr:
        return CardsInZone(Zone.HAND, "you", _zone_filter(desc, Zone.HAND))

    def fe_chosen_this_way(self, _desc: Desc) -> Expr:
        """"for each creature tapped this way" (the ones just chosen)."""
        return ChosenCount()

    def ex_damage_dealt(self) -> Expr:
        """"You gain life equal to the damage dealt this way" (the damage just dealt)."""
        return DamageDealtThisWay()

    def cnt_player_hand(self, desc: Desc, who: PlayerRef) -> Expr:
        """"the number of cards in that player's hand" (another player's)."""
        return OfPlayer(who, self.cnt_hand(desc))

    def cnt_graveyard(self, desc: Desc) -> Expr:
        return CardsInZone(Zone.GRAVEYARD, "you", _zone_filter(desc, Zone.GRAVEYARD))

    def cnt_counters_self(self, kind: str, obj: Obj) -> Expr:
        if obj.outer:
            return CountersOnCreator(kind, self.scope.card_name)
        return CountersOn(kind)

    def cnt_counters_it(self, kind: str) -> Expr:
        """"the number of pain counters on it": on the source when "it" is the source."""
        if not self._it_is_self():
            raise CompileError("counters on an 'it' that is not this object")
        return CountersOn(kind)

    def cnt_domain(self) -> Expr:
        return BasicLandTypes()

    def fe_domain(self) -> Expr:
        return BasicLandTypes()

    def fe_counters_it(self, kind: str) -> Expr:
        return self.cnt_counters_it(kind)

    def cnt_permanents(self, desc: Desc) -> Expr:
        return count_of(desc)

    def fe_hand(self, desc: Desc) -> Expr:
        return self.cnt_hand(desc)

    def fe_counters_self(self, kind: str, obj: Obj) -> Expr:
        return self.cnt_counters_self(kind, obj)

    def fe_permanents(self, desc: Desc) -> Expr:
        return count_of(desc)

    def where_x(self, expr: Expr) -> Expr:
        return expr
