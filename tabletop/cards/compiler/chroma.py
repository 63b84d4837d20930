"""Chroma (207.2c): counts of a colour's mana symbols in mana costs — the affected
object's own ("for each white mana symbol in its mana cost") or those of the permanents
you control (devotion, 700.5)."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.engine.definitions.chroma import ManaSymbolsOfAffected
from tabletop.engine.definitions.expressions import Devotion, Expr
from tabletop.engine.model.enums import Color


@v_args(inline=True)
class ChromaRules(ClauseRules):
    def fe_symbols_its(self, color: Token) -> Expr:
        return ManaSymbolsOfAffected(Color.from_word(str(color)).value)

    def fe_symbols_yours(self, color: Token) -> Expr:
        return Devotion(Color.from_word(str(color)).value)
