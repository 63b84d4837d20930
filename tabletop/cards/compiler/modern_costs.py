"""Costs of the 2020-2025 sets (grammar/modern_costs.lark): "This ability costs {1} less to
activate for each basic land type among lands you control" (602.2b, 601.2f), "This spell
costs {1} less to cast if it targets a blocking creature", the condition "if a creature
card was put into your graveyard from anywhere this turn"; a player's protection from
each of their opponents (702.16), torpor effects (603.6a), "If the sacrificed artifact was
legendary", "When ~ enters from your graveyard" and crewing or saddling "as though its
power were 2 greater"."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.abilities import KeywordAbility
from tabletop.engine.definitions.behold import FLASH_IF_BEHOLD
from tabletop.engine.definitions.conditions import Condition, Greater
from tabletop.engine.definitions.crew_power import CREW_POWER_BONUS
from tabletop.engine.definitions.effects import Affects, EffectSpec, RuleChange
from tabletop.engine.definitions.entering_triggers import ENTERING_DOESNT_TRIGGER
from tabletop.engine.definitions.exile_if_dies import ExileIfDiesThisTurn
from tabletop.engine.definitions.expressions import Const, Expr, KickedTimes, Times
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.graveyard_history import CardToGraveyardThisTurn
from tabletop.engine.definitions.hand_library_exchange import ExchangeHandAndLibrary
from tabletop.engine.definitions.kicked_with import KickedWith
from tabletop.engine.definitions.library_top_casting import CAST_FROM_LIBRARY_TOP
from tabletop.engine.definitions.opening_hand import BEGIN_ON_BATTLEFIELD
from tabletop.engine.definitions.replacement_specs import PLAYER_HEXPROOF, PreventDamageTo
from tabletop.engine.definitions.sacrificed_quality import SacrificedWas
from tabletop.engine.definitions.spell_rules import SELF_COST_REDUCTION
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Color, Supertype
from tabletop.engine.model.mana import ManaCost

ONCE_A_TURN = "once each turn"


@dataclass(frozen=True, slots=True)
class ActivationDiscount:
    """602.2b: what "This ability costs {1} less to activate for each ..." takes off."""

    amount: Expr


def generic_amount(tok: Token) -> int:
    """The generic mana of "{2} less" (a reduction of coloured mana is another rule)."""
    cost = ManaCost.parse(str(tok))
    if any(sym.kind != "generic" for sym in cost.symbols):
        raise CompileError("a cost reduction of coloured mana")
    return cost.mana_value


@v_args(inline=True)
class ModernCostRules(ClauseRules):
    def ar_costs_less_each(self, tok: Token, each: Expr) -> ActivationDiscount:
        amount = generic_amount(tok)
        return ActivationDiscount(each if amount == 1 else Times(amount, each))

    def ru_self_cost_less_if_targets(self, *parts: Any) -> EffectSpec:
        """601.2f: the reduction counts when one of the spell's chosen targets (601.2c,
        chosen before the total cost is determined) fits the description."""
        tok = next(p for p in parts if isinstance(p, Token) and p.type == "MANA")
        desc = next(p for p in parts if isinstance(p, Desc))
        if desc.kind not in ("object", "permanent") or desc.player is not None:
            raise CompileError("a reduction for a target that is not a permanent")
        params = (("amount", Const(generic_amount(tok))), ("condition", None),
                  ("targets", desc.filter))
        return EffectSpec((RuleChange(SELF_COST_REDUCTION, params),), Affects.SELF)

    def cond_card_to_graveyard_this_turn(self, desc: Desc, yours: bool) -> Condition:
        flt = desc.filter
        plain = replace(ObjectFilter(), types=flt.types, subtypes=flt.subtypes,
                        zone=flt.zone, extra=flt.extra)
        if desc.kind != "card" or flt != plain or desc.player is not None:
            raise CompileError("a card put into a graveyard: only its types are read")
        return CardToGraveyardThisTurn(
            types=tuple(sorted(t.value for t in flt.types)),
            subtypes=tuple(sorted(flt.subtypes)), yours=yours,
            text=f"a {flt.describe()} card was put into "
                 f"{'your' if yours else 'a'} graveyard from anywhere this turn")

    def gy_yours(self) -> bool:
        return True

    def gy_any(self) -> bool:
        return False

    def ss_protection_from_opponents(self) -> list[object]:
        """702.16b, 702.16e: a player with protection from each of their opponents can't
        be targeted by spells or abilities those players control (so no Aura of theirs
        can enchant them as it resolves, 303.4) and damage from sources they control is
        prevented."""
        why = (("rule", "protection from each of their opponents (702.16b)"),)
        untargetable = EffectSpec((RuleChange(PLAYER_HEXPROOF, why, on_players=True),),
                                  Affects.PLAYERS)
        return [untargetable, PreventDamageTo(amount=None, to_you=True, from_opponents=True)]

    def ss_entering_doesnt_trigger(self, desc: Desc) -> list[object]:
        """603.6a: a torpor effect: the objects it names entering trigger nothing."""
        if desc.kind not in ("object", "permanent") or desc.player is not None:
            raise CompileError("entering objects that are not permanents")
        return [EffectSpec((RuleChange(ENTERING_DOESNT_TRIGGER),), Affects.MATCHING,
                           desc.filter)]

    # ---- 603.10: "If the sacrificed artifact was legendary"
    @v_args(inline=True, meta=True)
    def cond_sacrificed_was(self, meta: Any, *parts: Any) -> Condition:
        quality = parts[-1]
        if not isinstance(quality, SacrificedWas):
            raise CompileError("the sacrificed permanent: an unread quality")
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        return replace(quality, text=span)

    def sq_legendary(self) -> SacrificedWas:
        return SacrificedWas(supertypes=frozenset({Supertype.LEGENDARY}))

    def sq_desc(self, desc: Desc) -> SacrificedWas:
        flt = desc.filter
        plain = replace(ObjectFilter(), types=flt.types, subtypes=flt.subtypes,
                        supertypes=flt.supertypes, zone=flt.zone, extra=flt.extra)
        if flt != plain or desc.player is not None:
            raise CompileError("the sacrificed permanent: only its types are read")
        return SacrificedWas(types=flt.types, supertypes=flt.supertypes,
                             subtypes=flt.subtypes)

    def sq_color(self, tok: Token) -> SacrificedWas:
        return SacrificedWas(colors=frozenset({Color.from_word(str(tok))}))

    # ---- 603.6a: "When ~ enters from your graveyard"
    def tr_enters_from_graveyard(self, subject: Any, yours: bool) -> list[Trigger]:
        rules: Any = self  # the trigger heads' own rule (TriggeredAbilityRules)
        made: list[Trigger] = rules.tr_enters(subject)
        where = "your_graveyard" if yours else "graveyard"
        if any(t.event != TriggerEvent.ENTERS or t.from_zone is not None for t in made):
            raise CompileError("entering from a graveyard: one enters trigger")
        return [replace(t, from_zone=where) for t in made]

    # ---- 702.122a, 702.171a: crewing and saddling with a greater power
    def ss_crew_power_bonus(self, *parts: Any) -> list[object]:
        n = next(p for p in parts if isinstance(p, Expr))
        change = RuleChange(CREW_POWER_BONUS, (("amount", as_int(n)),))
        return [EffectSpec((change,), Affects.SELF)]

    # ---- 614.1a: "If that creature would die this turn, exile it instead."
    def sentence_exile_if_dies(self, instruction: ExileIfDiesThisTurn) -> list[object]:
        return [instruction]

    def ds_obj(self, obj: Obj) -> ExileIfDiesThisTurn:
        if obj.affects not in (Affects.TARGETS, Affects.FIXED) and not obj.is_target:
            raise CompileError("would die this turn: not one object the text names")
        if len(obj.refs) != 1:
            raise CompileError("would die this turn: several objects")
        return ExileIfDiesThisTurn(on=obj.refs[0])

    def ds_damaged(self, desc: Desc, *_: Any) -> ExileIfDiesThisTurn:
        if desc.kind not in ("object", "permanent") or desc.player is not None:
            raise CompileError("would die this turn: not permanents")
        return ExileIfDiesThisTurn(damaged=desc.filter)

    # ---- 701.12a: "Exchange your hand and library, then shuffle."
    def i_exchange_hand_library(self) -> list[object]:
        return [ExchangeHandAndLibrary()]

    # ---- 702.33b: "Kicker {B} and/or {R}"
    def kw_kicker_pair(self, first: Token, second: Token) -> KeywordAbility:
        costs = f"{ManaCost.parse(str(first)).text} and/or {ManaCost.parse(str(second)).text}"
        return KeywordAbility(text=f"Kicker {costs}", keyword="Kicker", parameter=costs)

    def cond_kicked_twice(self, *_: Any) -> Condition:
        return Greater(KickedTimes(), Const(1))

    def cond_kicked_with(self, *parts: Any) -> Condition:
        tok = next(p for p in parts if isinstance(p, Token) and p.type == "MANA")
        return KickedWith(ManaCost.parse(str(tok)).text)

    # ---- 702.8a: "... as though it had flash if you behold a Dragon as an additional cost"
    def ru_flash_if_behold(self, *parts: Any) -> EffectSpec:
        desc = next(p for p in parts if isinstance(p, Desc))
        if desc.kind not in ("object", "permanent") or desc.player is not None:
            raise CompileError("behold: not a permanent or card to choose")
        change = RuleChange(FLASH_IF_BEHOLD, (("filter", replace(desc.filter,
                                                                 controller="you")),))
        return EffectSpec((change,), Affects.SELF)

    # ---- 601.3: "[Once each turn,] you may cast ... from the top of your library."
    def ss_cast_from_library_top(self, *parts: Any) -> list[object]:
        desc = next(p for p in parts if isinstance(p, Desc))
        if desc.kind != "spell" or desc.player is not None or desc.cast_by is not None:
            raise CompileError("from the top of your library: not spells")
        once = ONCE_A_TURN in parts
        params = (("filter", replace(desc.filter, zone=None)), ("once", once))
        return [EffectSpec((RuleChange(CAST_FROM_LIBRARY_TOP, params),), Affects.SELF)]

    def once_a_turn(self) -> str:
        return ONCE_A_TURN

    # ---- 103.6a: Leylines
    def ss_begin_on_battlefield(self, *_: Any) -> list[object]:
        return [EffectSpec((RuleChange(BEGIN_ON_BATTLEFIELD),), Affects.SELF)]
