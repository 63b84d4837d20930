"""Clause rules of the banded card families (Cases, 719): the conditions Cases are solved
by and the sentence of a solved ability that no other family reads."""

from __future__ import annotations

from dataclasses import replace

from lark.visitors import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.card_moves import MayPlayFromExile
from tabletop.engine.definitions.case_goals import ColorsAmongYourPermanents, TotalPowerAtLeast
from tabletop.engine.definitions.cases import ChooseOneOf, SourcesDealtDamage
from tabletop.engine.definitions.conditions import Condition, Greater, Not
from tabletop.engine.definitions.expressions import CardsInZone, Const, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.history_conditions import CreaturesAttackedThisTurn
from tabletop.engine.definitions.instructions import ChosenRef, Instruction, TopCardRef
from tabletop.engine.definitions.modern import SpellsCastThisTurn
from tabletop.engine.model.enums import Zone


@v_args(inline=True)
class BandedCardRules(ClauseRules):
    """Conditions Cases ask for (719.3a) that no other card family reads."""

    def cond_sources_dealt_damage(self, n: Expr) -> Condition:
        """"three or more sources you controlled dealt damage this turn"."""
        return SourcesDealtDamage(as_int(n))

    def sentence_choose_one_may_play(self) -> list[Instruction]:
        """"Choose one of them. You may play that card this turn." after cards exiled from
        the top of a library: one of them may be played this turn."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef):
            raise CompileError("'choose one of them' after no cards exiled from a library")
        return [ChooseOneOf(it.ref), MayPlayFromExile(ChosenRef(), False)]

    def cond_creatures_attacked(self, n: Expr) -> Condition:
        """"three or more creatures attacked this turn"."""
        return CreaturesAttackedThisTurn(at_least=as_int(n))

    def cond_total_power(self, n: Expr) -> Condition:
        """"creatures you control have total power 8 or greater"."""
        return TotalPowerAtLeast(as_int(n))

    def cond_colors_among(self, n: Expr) -> Condition:
        """"there are five colors among permanents you control"."""
        return ColorsAmongYourPermanents(as_int(n))

    def cond_hand_at_most(self, n: Expr) -> Condition:
        """"you have one or fewer cards in hand"."""
        return Not(Greater(CardsInZone(Zone.HAND, "you"), Const(as_int(n))))

    def cond_cast_many_this_turn(self, n: Expr, desc: Desc) -> Condition:
        """"you've cast four or more instant and sorcery spells this turn" (a spell of any
        of the card types counts)."""
        flt = desc.filter
        if desc.kind != "spell" or replace(flt, types=frozenset(), any_types=frozenset(),
                                           zone=None) != ObjectFilter(zone=None):
            raise CompileError("spells described by more than their card types")
        types = frozenset(t.value for t in flt.types | flt.any_types)
        return SpellsCastThisTurn(types, at_least=as_int(n))
