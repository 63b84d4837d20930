"""614.12, 201.3: "As ~ enters, choose a [nonland] card name" and what reads the name:
"Spells with the chosen name can't be cast", "Your opponents can't cast spells with the
chosen name", "Activated abilities of sources with the chosen name can't be activated
[unless they're mana abilities]" (grammar: chosen_names.lark). A source is an object in
any zone (Pithing Needle stops cycling in a hand too)."""

from __future__ import annotations

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, patch
from tabletop.cards.compiler.phrases import Obj
from tabletop.engine.definitions.chosen_names import EntersNamingCard
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.filters import CHOSEN_NUMBER, ObjectFilter
from tabletop.engine.definitions.replacement_specs import (
    CANT_ACTIVATE,
    EntersWithChoice,
    ReplacementSpec,
)
from tabletop.engine.model.enums import CardType

_SOURCES = ObjectFilter(zone=None, chosen_name=True)


@v_args(inline=True)
class ChosenNameRules(ClauseRules):
    def rp_choose_card_name(self, _self: Obj, *limits: Token) -> ReplacementSpec:
        return EntersNamingCard(not_types=frozenset(CardType(str(t)[3:].capitalize())
                                                    for t in limits))

    def rp_look_choose_card_name(self, _self: Obj) -> ReplacementSpec:
        """Sorcerous Spyglass: the controller looks at an opponent's hand first."""
        return EntersNamingCard(look_at_hand=True)

    def rp_choose_number(self, _self: Obj) -> ReplacementSpec:
        """Sanctum Prelate (614.12)."""
        return EntersWithChoice(CHOSEN_NUMBER)

    def post_chosen_mana_value(self) -> Patch:
        return patch(chosen_mana_value=True)

    def post_chosen_name(self) -> Patch:
        return patch(chosen_name=True)

    def ru_chosen_name_no_activations(self) -> EffectSpec:
        """Voidstone Gargoyle: mana abilities too (602.5)."""
        return EffectSpec((RuleChange(CANT_ACTIVATE, (("mana", True),)),), Affects.MATCHING,
                          _SOURCES)

    def ru_chosen_name_no_activations_but_mana(self) -> EffectSpec:
        """Pithing Needle (602.5, 605.1a)."""
        return EffectSpec((RuleChange(CANT_ACTIVATE),), Affects.MATCHING, _SOURCES)
