"""Replacement effects (614) and prevention effects (615) of static abilities:
"~ enters tapped.", "You may have ~ enter as a copy of any creature on the battlefield.",
"If a creature you control would die, exile it instead."."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import subtype
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj, Quoted
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.abilities import Ability
from tabletop.engine.definitions.conditions import Condition, YouControl
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import (
    Const,
    Expr,
    IfKicked,
    KickedTimes,
    Times,
)
from tabletop.engine.definitions.replacement_specs import (
    ATTACK_TAX,
    DAMAGE_FLOOR_ONE,
    DIE_EXILE_INSTEAD,
    NO_MAXIMUM_HAND_SIZE,
    EntersAsCopy,
    EntersTapped,
    EntersWithChoice,
    EntersWithCounters,
    ModifyCounters,
    ModifyTokens,
    PreventDamageTo,
    ReplacementSpec,
)
from tabletop.engine.model.enums import Zone
from tabletop.engine.model.mana import ManaCost

CopyException = tuple[str, tuple[Ability, ...]]


def _combat(parts: tuple[Any, ...]) -> bool:
    return any(getattr(p, "data", None) == "combat_mark" for p in parts)


@v_args(inline=True)
class ReplacementEffectRules(ClauseRules):
    """One replacement or prevention effect; a few are rules changes (an EffectSpec)."""

    # ---- entering the battlefield (614.1c, 614.1d, 614.12)
    def rp_enters_tapped(self, _self: Obj) -> ReplacementSpec:
        return EntersTapped()

    def rp_enters_tapped_unless(self, _self: Obj, condition: Condition) -> ReplacementSpec:
        """614.1c: "~ enters tapped unless you control two or more basic lands"."""
        return EntersTapped(unless=condition)

    def rp_others_enter_tapped(self, desc: Desc) -> ReplacementSpec:
        """614.1c: "Creatures your opponents control enter tapped" (Kinjalli's Sunwing)."""
        if desc.kind != "object" or desc.player is not None or desc.chosen_type \
                or desc.cast_by is not None:
            raise CompileError("entering permanents described by more than a filter")
        return EntersTapped(desc.filter)

    def rp_opponents_cast_enter_tapped(self, desc: Desc) -> ReplacementSpec:
        """614.1c: "Creatures played by your opponents enter tapped" (Uphill Battle): a
        creature played is one cast (old wording), here by an opponent."""
        spec = self.rp_others_enter_tapped(desc)
        if not isinstance(spec, EntersTapped) or spec.filter is None \
                or spec.filter.controller is not None:
            raise CompileError("permanents played by a player of their own")
        return replace(spec, filter=replace(spec.filter, controller="opponent"),
                       cast_only=True)

    # ---- prevention (615): "Prevent all combat damage that would be dealt to ~"
    def rp_prevent_to_self(self, *parts: Any) -> ReplacementSpec:
        return PreventDamageTo(None, to_self=True, combat_only=_combat(parts))

    def rp_prevent_to_desc(self, *parts: Any) -> ReplacementSpec:
        """615: "Prevent all damage that would be dealt to creatures you control"."""
        desc = next(p for p in parts if isinstance(p, Desc))
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("prevention to something not a permanent")
        return PreventDamageTo(None, to_filter=desc.filter, combat_only=_combat(parts))

    def rp_prevent_by_self(self, *parts: Any) -> ReplacementSpec:
        return PreventDamageTo(None, by_self=True, combat_only=_combat(parts))

    def rp_prevent_to_and_by_self(self, *parts: Any) -> ReplacementSpec:
        return PreventDamageTo(None, to_self=True, by_self=True, combat_only=_combat(parts))

    def rp_prevent_opponents(self, n: Expr) -> ReplacementSpec:
        """615: "If a source an opponent controls would deal damage to you, prevent 1 of
        that damage"."""
        return PreventDamageTo(as_int(n), to_you=True, from_opponents=True)

    def rp_prevent_attached(self, *parts: Any) -> ReplacementSpec:
        """615: "... dealt to and dealt by enchanted creature"."""
        return PreventDamageTo(None, to_self=True, by_self=True, combat_only=_combat(parts),
                               attached=True)

    def rp_choose_land_type(self, _self: Obj) -> ReplacementSpec:
        return EntersWithChoice("land_type")

    def rp_choose_player(self, _self: Obj) -> ReplacementSpec:
        return EntersWithChoice("player")

    def rp_enters_tapped_with(self, _self: Obj, n: Expr, kind: str) -> list[ReplacementSpec]:
        """"~ enters tapped with two charge counters on it" (two replacements, 614.1c)."""
        return [EntersTapped(), EntersWithCounters(kind, n)]

    def rp_enters_with_kicks(self, _self: Obj, n: Expr, kind: str) -> ReplacementSpec:
        """702.33d: "... for each time it was kicked"."""
        return EntersWithCounters(kind, KickedTimes() if n == Const(1) else
                                  Times(as_int(n), KickedTimes()))

    def rp_attack_tax(self, tok: Token) -> EffectSpec:
        """508.1g: "Creatures can't attack you unless their controller pays {2} for each
        creature they control that's attacking you"."""
        amount = ManaCost.parse(str(tok)).mana_value
        return EffectSpec((RuleChange(ATTACK_TAX, (("amount", amount),), on_players=True),),
                          Affects.PLAYERS)

    def rp_enters_with(self, _self: Obj, n: Expr, kind: str) -> ReplacementSpec:
        return EntersWithCounters(kind, n)

    def rp_kicked_enters_with(self, _self: Obj, *rest: Any) -> ReplacementSpec:
        """702.33d: "If ~ was kicked, it enters with N counters on it"."""
        n, kind = rest[-2], rest[-1]
        return EntersWithCounters(kind, IfKicked(n))

    def rp_choose_type(self, _self: Obj) -> ReplacementSpec:
        return EntersWithChoice("creature_type")

    def rp_choose_color(self, _self: Obj) -> ReplacementSpec:
        return EntersWithChoice("color")

    def rp_enter_as_copy(self, _self: Obj, desc: Desc, exception: CopyException | None = None
                         ) -> ReplacementSpec:
        flt = replace(desc.filter, zone=Zone.BATTLEFIELD)
        if exception is None:
            return EntersAsCopy(flt)
        sub, abilities = exception
        return EntersAsCopy(flt, add_subtypes=(sub,), extra_abilities=abilities)

    def copy_except(self, tok: Token, quoted: Token) -> CopyException:
        return subtype(tok), self.resolve_abilities((Quoted(str(quoted)[1:-1]),))

    def rp_enters_additional(self, desc: Desc, kind: str) -> ReplacementSpec:
        return EntersWithCounters(kind, Const(1), desc.filter, additional=True,
                                  chosen_type=desc.chosen_type)

    # ---- counters and tokens (614.1a)
    def rp_counters_plus_one(self, kind: str, on: Obj | Desc, _kind: str) -> ReplacementSpec:
        flt = on.filter if isinstance(on, Desc) else None
        return ModifyCounters(kind, flt, plus=1)

    def rp_counters_twice(self, desc: Desc) -> ReplacementSpec:
        return ModifyCounters(None, desc.filter, times=2)

    def rp_tokens_twice(self) -> ReplacementSpec:
        return ModifyTokens()

    # ---- dying, damage and life (614.1a, 615)
    def rp_die_exile(self, desc: Desc) -> EffectSpec:
        return EffectSpec((RuleChange(DIE_EXILE_INSTEAD),), Affects.MATCHING, desc.filter)

    def rp_prevent_some(self, desc: Desc, n: Expr) -> ReplacementSpec:
        return PreventDamageTo(as_int(n), to_you=True, to_filter=desc.filter)

    def rp_no_max_hand_size(self) -> EffectSpec:
        """402.2: "You have no maximum hand size"."""
        return EffectSpec((RuleChange(NO_MAXIMUM_HAND_SIZE, on_players=True),), Affects.PLAYERS)

    def rp_life_floor(self, desc: Desc) -> EffectSpec:
        return EffectSpec((RuleChange(DAMAGE_FLOOR_ONE, on_players=True),), Affects.PLAYERS,
                          condition=YouControl(desc.filter))
