"""A player reveals cards from the top of their library until enough match
(grammar/player_reveals_until.lark): "Its controller reveals cards from the top of their
library until they reveal a land card, then puts those cards into their graveyard."
(Destroy the Evidence), "Target opponent reveals cards from the top of their library until
four land cards are revealed. That player puts all cards revealed this way into their
graveyard." (Mind Funeral). 701.16; the cards go to their owner's graveyard (400.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.effects import Affects
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.graveyard_puts import PutIntoGraveyard
from tabletop.engine.definitions.instructions import PlayerRef, RevealedRef
from tabletop.engine.definitions.player_reveals_until import PlayerRevealsUntil

_REVEALED = Obj(RevealedRef(), Affects.FIXED)


@v_args(inline=True)
class PlayerRevealsUntilRules(ClauseRules):
    def v_reveals_until(self, enough: tuple[int, Desc]) -> Verb:
        count, desc = enough
        if desc.kind == "spell":
            raise CompileError("'reveals until' of no cards")

        def complete(who: PlayerRef) -> list[Any]:
            self.scope.antecedent = _REVEALED
            return [PlayerRevealsUntil(who, replace(desc.filter, zone=None), count)]
        return Verb(complete)

    def ue_they_reveal(self, n: Expr, desc: Desc) -> tuple[int, Desc]:
        return as_int(n), desc

    def ue_passive(self, n: Expr, desc: Desc) -> tuple[int, Desc]:
        return as_int(n), desc

    def v_put_revealed_into_graveyard(self) -> Verb:
        """"then puts those cards into their graveyard" (after the reveal)."""
        if self.scope.antecedent is not _REVEALED:
            raise CompileError("'those cards' after no cards revealed")
        return Verb(lambda who: [PutIntoGraveyard(RevealedRef())])
