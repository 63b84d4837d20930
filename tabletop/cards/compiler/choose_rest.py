"""Keep some, lose the rest (grammar/choose_rest.lark): each player chooses permanents of
their own (115.10: not targets; by default the most valuable are kept), then the others
matching the description are sacrificed or destroyed at once (701.21a, 701.8a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.choose_rest import ActOnRest
from tabletop.engine.definitions.each_player_own import ACTING
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import ChooseObjects, Instruction, PlayerRef


def _own(desc: Desc, who: PlayerRef) -> ObjectFilter:
    """The description of the player's own permanents ("permanents they control")."""
    if desc.kind != "object" or desc.player not in (None, ACTING, who) or \
            desc.filter.controller not in (None, "you"):
        raise CompileError("keeping permanents not of the choosing player's own")
    return replace(desc.filter, controller=None)


def _keep(flt: ObjectFilter, who: PlayerRef, count: int) -> ChooseObjects:
    # the player keeps what they choose: the most valuable unless answered (chooser set)
    return ChooseObjects(flt, who, count, chooser=who)


@v_args(inline=True)
class ChooseRestRules(ClauseRules):
    def kc_exact(self, n: Expr) -> int:
        return as_int(n)

    def kc_up_to(self, n: Expr) -> int:
        return as_int(n)

    def v_keep_sacrifice_rest(self, count: int, desc: Desc) -> Verb:
        def complete(who: PlayerRef) -> list[Instruction]:
            flt = _own(desc, who)
            return [_keep(flt, who, count), ActOnRest(flt, who, sacrifice=True)]
        return Verb(complete)

    def sentence_keep_destroy_rest(self, who: PlayerRef, count: int, desc: Desc
                                   ) -> list[Any]:
        self.scope.each_subject = False
        flt = _own(desc, who)
        return [_keep(flt, who, count), ActOnRest(flt, who, sacrifice=False)]
