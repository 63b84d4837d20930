"""Mana with a restriction on how it may be spent (106.6; grammar/modern_costs.lark): "{T}:
Add {C}. Spend this mana only to cast an artifact spell or activate an ability of an
artifact source.", "When this Vehicle enters, add four mana of any one color. Spend this
mana only to activate abilities.", Powerstones' "This mana can't be spent to cast a
nonartifact spell."."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.engine.definitions.abilities import Ability, ActivatedAbility
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction
from tabletop.engine.definitions.restricted_mana import (
    ANY_OBJECT,
    AddRestrictedMana,
    ManaRestriction,
)

Use = tuple[str, ObjectFilter]  # ("spell" | "ability", what it may be spent on)


def _anywhere(desc: Desc) -> ObjectFilter:
    """The objects a description names wherever they are (a spell on the stack, a card
    being cast, a permanent whose ability is activated)."""
    if desc.player is not None or desc.chosen_type or desc.not_source:
        raise CompileError("restricted mana: a description relative to something")
    return replace(desc.filter, zone=None)


@v_args(inline=True)
class RestrictedManaRules(ClauseRules):
    def start_mana_restricted(self, cost: Cost, produced: Instruction,
                              restriction: ManaRestriction) -> list[Ability]:
        rules: Any = self  # the mana ability's own rule (ActivatedAbilityRules)
        made: list[Ability] = rules.start_mana(cost, produced)
        out: list[Ability] = []
        for ability in made:
            if not isinstance(ability, ActivatedAbility) or len(ability.effect) != 1:
                raise CompileError("restricted mana: one mana instruction")
            out.append(replace(ability, effect=(AddRestrictedMana(ability.effect[0],
                                                                  restriction),)))
        return out

    def sentence_add_restricted(self, produced: Instruction, restriction: ManaRestriction
                                ) -> list[Instruction]:
        return [AddRestrictedMana(produced, restriction)]

    @v_args(inline=True, meta=True)
    def mr_only(self, meta: Any, *uses: Use) -> ManaRestriction:
        """106.6: "Spend this mana only to cast ... or activate ...": at most one kind of
        spell and one kind of source."""
        spells = [f for kind, f in uses if kind == "spell"]
        sources = [f for kind, f in uses if kind == "ability"]
        if len(spells) > 1 or len(sources) > 1:
            raise CompileError("restricted mana: two descriptions of one kind")
        return ManaRestriction(spells[0] if spells else None,
                               sources[0] if sources else None,
                               text=self._restriction_text(meta))

    @v_args(inline=True, meta=True)
    def mr_cant_cast(self, meta: Any, desc: Desc) -> ManaRestriction:
        """"This mana can't be spent to cast a nonartifact spell": it casts artifact
        spells and pays for anything else."""
        flt = _anywhere(desc)
        if desc.kind != "spell" or not flt.not_types or \
                flt != ObjectFilter(not_types=flt.not_types, zone=None, extra=flt.extra):
            raise CompileError("restricted mana: only a 'non[type] spell' is read")
        allowed = ObjectFilter(any_types=flt.not_types, zone=None)
        return ManaRestriction(allowed, ANY_OBJECT, other=True,
                               text=self._restriction_text(meta))

    def mu_cast(self, desc: Desc) -> Use:
        if desc.kind != "spell":
            raise CompileError("restricted mana: cast what?")
        return ("spell", _anywhere(desc))

    def mu_abilities(self) -> Use:
        return ("ability", ANY_OBJECT)

    def mu_abilities_of(self, desc: Desc) -> Use:
        return ("ability", _anywhere(desc))

    def _restriction_text(self, meta: Any) -> str:
        if meta.empty:
            return "restricted mana (106.6)"
        span = self.source[meta.start_pos:meta.end_pos].strip().rstrip(".")
        return span[:1].upper() + span[1:]
