"""601.2f: cost changes for spells that target something (grammar: targeting_costs.lark):
"Spells your opponents cast that target ~ cost {2} more to cast", "Spells that target ~
cost {2} less to cast"; and for activated abilities (602.2b): "Abilities your opponents
activate that target a Merfolk you control cost {2} more", "Activated abilities cost {2}
more to activate unless they're mana abilities"; the engine reads them in
rules/targeting_costs.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.replacement_specs import (
    SPELL_COST_INCREASE,
    SPELL_COST_REDUCTION,
)
from tabletop.engine.definitions.targeting_costs import (
    ACTIVATION_COST_INCREASE,
    SOURCE,
    TARGETS,
    TARGETS_YOU,
)
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost

# what a spell's targets must include: ((param, value), ...)
Aim = tuple[tuple[str, Any], ...]


@v_args(inline=True)
class TargetingCostRules(ClauseRules):
    def ru_targeting_spells_cost_more(self, desc: Desc, aim: Aim, tok: Token) -> EffectSpec:
        return _targeting_cost(desc, aim, tok, SPELL_COST_INCREASE)

    def ru_targeting_spells_cost_less(self, desc: Desc, aim: Aim, tok: Token) -> EffectSpec:
        return _targeting_cost(desc, aim, tok, SPELL_COST_REDUCTION)

    def ru_targeting_abilities_cost_more(self, caster: str, aim: Aim, tok: Token
                                         ) -> EffectSpec:
        """602.2b: the activating player's abilities that target it cost more."""
        amount = _generic(tok)
        change = RuleChange(ACTIVATION_COST_INCREASE,
                            (("amount", amount), ("caster", caster), *aim), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def ru_activations_cost_more(self, tok: Token) -> EffectSpec:
        """602.2b: every player's abilities but mana abilities cost more (Suppression
        Field)."""
        change = RuleChange(ACTIVATION_COST_INCREASE, (("amount", _generic(tok)),),
                            on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def act_you(self) -> str:
        return "you"

    def act_opponents(self) -> str:
        return "opponent"

    def ct_self(self, _self: Obj) -> Aim:
        return ((TARGETS, SOURCE),)

    def ct_desc(self, desc: Desc) -> Aim:
        if desc.player is not None or desc.kind != "object":
            raise CompileError("a target of spells that is not a permanent")
        return ((TARGETS, replace(desc.filter, zone=Zone.BATTLEFIELD)),)

    def ct_you_or(self, desc: Desc) -> Aim:
        return ((TARGETS_YOU, True), *self.ct_desc(desc))


def _targeting_cost(desc: Desc, aim: Aim, tok: Token, kind: str) -> EffectSpec:
    if desc.kind != "spell" or desc.player is not None:
        raise CompileError("a cost change of something not a spell")
    caster = desc.cast_by or "any"
    params = (("amount", _generic(tok)), ("caster", caster), *aim)
    return EffectSpec((RuleChange(kind, params),), Affects.MATCHING,
                      replace(desc.filter, zone=None))


def _generic(tok: Token) -> int:
    cost = ManaCost.parse(str(tok))
    if any(sym.kind != "generic" for sym in cost.symbols):
        raise CompileError("a cost change of coloured mana")
    return cost.mana_value
