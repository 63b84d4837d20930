"""Rules that forbid casting spells or playing lands (101.2; grammar:
cast_prohibitions.lark): "Your opponents can't cast spells with mana value 3 or less",
"You can't cast creature spells", "Creature spells can't be cast", "Players can't play
lands", and a spell's "Your opponents can't cast spells this turn"; and changes to the
maximum hand size (402.2)."""

from __future__ import annotations

from dataclasses import replace

from lark import v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc
from tabletop.cards.compiler.static_abilities import either
from tabletop.engine.definitions.cast_prohibitions import CANT_CAST, CANT_PLAY_LANDS
from tabletop.engine.definitions.conditions import Condition, YourTurn
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Expr, Negate
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.hand_size import HAND_SIZE
from tabletop.engine.definitions.instructions import CreateEffect, Instruction
from tabletop.engine.definitions.replacement_specs import CANT_ACTIVATE, PLAYER_HEXPROOF
from tabletop.engine.definitions.target_limits import SPELLS_CANT_BE_COUNTERED
from tabletop.engine.model.enums import Zone


def _spells(desc: Desc) -> ObjectFilter | None:
    """The spells a description names, as a filter of the card being cast (None: any)."""
    if desc.kind != "spell" or desc.cast_by is not None or desc.player is not None \
            or desc.chosen_type or desc.not_source:
        raise CompileError("spells described by more than their characteristics")
    flt = replace(desc.filter, zone=None)
    return None if flt == ObjectFilter(zone=None) else flt


def _cant_cast(who: str, desc: Desc, condition: Condition | None = None) -> EffectSpec:
    change = RuleChange(CANT_CAST, (("who", who), ("filter", _spells(desc)),
                                    ("condition", condition)), on_players=True)
    return EffectSpec((change,), Affects.PLAYERS)


@v_args(inline=True)
class CastProhibitionRules(ClauseRules):
    """"can't cast" and "can't play lands" rules, static or for this turn."""

    def ru_cant_cast(self, who: str, desc: Desc) -> EffectSpec:
        return _cant_cast(who, desc)

    def ru_cant_cast_your_turn(self, who: str, desc: Desc) -> EffectSpec:
        """Dragonlord Dromoka: "Your opponents can't cast spells during your turn"."""
        return _cant_cast(who, desc, YourTurn())

    def ru_cant_be_cast(self, desc: Desc) -> EffectSpec:
        return _cant_cast("each", desc)

    def ru_cant_play_lands(self, who: str) -> EffectSpec:
        change = RuleChange(CANT_PLAY_LANDS, (("who", who),), on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    def i_cant_cast_this_turn(self, who: str, desc: Desc) -> list[Instruction]:
        if who == "attached":
            raise CompileError("an enchanted creature's controller in a spell")
        spec = replace(_cant_cast(who, desc), duration=Duration.END_OF_TURN)
        return [CreateEffect(spec, Duration.END_OF_TURN)]

    def cw_opponents(self) -> str:
        return "opponents"

    def cw_you(self) -> str:
        return "you"

    def cw_each(self) -> str:
        return "each"

    def cw_attached(self) -> str:
        return "attached"

    # ---- 602.5
    def ru_no_activations(self, desc: Desc) -> EffectSpec:
        """Cursed Totem: "Activated abilities of creatures can't be activated" (mana
        abilities too)."""
        return self._no_activations(desc, (("mana", True),))

    def ru_no_activations_but_mana(self, desc: Desc) -> EffectSpec:
        return self._no_activations(desc, ())

    def _no_activations(self, desc: Desc, params: tuple[tuple[str, object], ...]
                        ) -> EffectSpec:
        if desc.kind != "object" or desc.player is not None or desc.chosen_type:
            raise CompileError("permanents described by more than a filter")
        return EffectSpec((RuleChange(CANT_ACTIVATE, params),), Affects.MATCHING, desc.filter)

    # ---- 402.2: maximum hand size
    def ru_hand_size_less(self, who: str, n: Expr) -> EffectSpec:
        return _hand_size(who, Negate(n))

    def ru_hand_size_more(self, who: str, n: Expr) -> EffectSpec:
        return _hand_size(who, n)

    def ru_hand_size_set(self, who: str, n: Expr) -> EffectSpec:
        return _hand_size(who, n, setting=True)

    # ---- 702.18d
    def ru_player_shroud(self) -> EffectSpec:
        change = RuleChange(PLAYER_HEXPROOF, (("rule", "shroud (702.18d)"), ("shroud", True)),
                            on_players=True)
        return EffectSpec((change,), Affects.PLAYERS)

    # ---- 101.2: spells that can't be countered
    def ru_spells_cant_be_countered(self, desc: Desc) -> EffectSpec:
        if desc.kind != "spell" or desc.player is not None or desc.chosen_type:
            raise CompileError("spells described by more than a filter")
        whose = "you" if desc.filter.controller == "you" or desc.cast_by == "you" else None
        flt = replace(desc.filter, zone=Zone.STACK, controller=whose)
        return EffectSpec((RuleChange(SPELLS_CANT_BE_COUNTERED),), Affects.MATCHING, flt)

    def ru_either_spells_cant_be_countered(self, first: Desc, second: Desc) -> EffectSpec:
        both = either(first, second)
        return self.ru_spells_cant_be_countered(replace(
            both, filter=replace(both.filter, controller="you")))


def _hand_size(who: str, amount: Expr, *, setting: bool = False) -> EffectSpec:
    change = RuleChange(HAND_SIZE, (("who", who), ("amount", amount), ("set", setting)),
                        on_players=True)
    return EffectSpec((change,), Affects.PLAYERS)
