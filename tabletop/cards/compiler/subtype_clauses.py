"""205.3: a relative clause naming subtypes after a noun (grammar: subtype_clauses.lark):
"Each other creature you control that's a Wolf or a Werewolf gets +1/+1"."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, patch, subtype


@v_args(inline=True)
class SubtypeClauseRules(ClauseRules):
    def post_thats_subtype(self, *words: Token) -> Patch:
        """At least one of the subtypes named (ObjectFilter.subtypes)."""
        return patch(subtypes=frozenset(subtype(w) for w in words))
