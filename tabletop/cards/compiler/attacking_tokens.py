"""Tokens created attacking (508.4): "create a 2/2 white Knight creature token with
vigilance that's attacking" — untapped (not "tapped and attacking"), attacking what the
creatures of its controller attack, never declared as an attacker (no attack triggers)."""

from __future__ import annotations

from typing import Any

from lark import v_args

from tabletop.cards.compiler.one_shot_effects import OneShotEffectRules
from tabletop.engine.definitions.instructions import CreatedRef, Instruction
from tabletop.engine.definitions.modern import PutAttacking


@v_args(inline=True)
class AttackingTokenRules(OneShotEffectRules):
    @v_args(inline=False)
    def i_create_untapped_attacking(self, children: list[Any]) -> list[Instruction]:
        made: list[Instruction] = self.i_create_token(children[0])
        return [*made, PutAttacking(CreatedRef())]
