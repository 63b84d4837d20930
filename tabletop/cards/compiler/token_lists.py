"""Tokens of different kinds created by one instruction (grammar/token_lists.lark): "Create
a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant
creature token." (111.2: each under the control of the player who creates it)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.engine.definitions.instructions import PlayerRef


@v_args(inline=True)
class TokenListRules(ClauseRules):
    def v_create_token_list(self, *tokens: Any) -> Verb:
        rules: Any = self  # the transformer has every family's rules
        made = [i for token in tokens for i in rules.i_create_token(token)]

        def complete(who: PlayerRef) -> list[Any]:
            return [replace(i, who=who) for i in made]
        return Verb(complete)
