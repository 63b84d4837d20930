"""One-shot effects (608.2c): the instructions of spells and abilities, the sentences
holding them ("you may", "if", "at the beginning of the next end step"), and spell lines,
which are joined into one SpellAbility."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, TypeVar

from lark import Token, v_args
from lark.tree import Meta

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import CopyOf, Mods, order_mods, retain_types
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.cards.compiler.phrases import (
    CompileError,
    Desc,
    Obj,
    Quoted,
    ReturnCard,
    SpellPart,
    Still,
)
from tabletop.cards.compiler.token_definitions import TAPPED, predefined_token, token_definition
from tabletop.cards.compiler.values import substitute_x
from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.effects import (
    Affects,
    ChangeTypes,
    Duration,
    EffectSpec,
    SetController,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.instructions import (
    AddOrRemoveChosenCounter,
    BecomeCopyOf,
    ChangeTarget,
    ChangeTextOf,
    Conditional,
    CopySpell,
    CounterSpell,
    CreateDelayedTrigger,
    CreateEffect,
    CreateEffectOn,
    CreateEmblem,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    DrainLife,
    Draw,
    ExchangeControl,
    Exile,
    ExileZone,
    ExtraTurn,
    ForEachPutCounter,
    GainAbilitiesOf,
    GainLife,
    Instruction,
    LoseLife,
    Mill,
    MoveCounters,
    Optional_,
    PlayerRef,
    Populate,
    PreventDamage,
    PutCounters,
    PutInLibrary,
    Ref,
    Regenerate,
    RemoveCounters,
    ReturnToBattlefield,
    ReturnToHand,
    Sacrifice,
    Search,
    SelfRef,
    Shuffle,
    TapOrUntap,
    TargetRef,
    WinGame,
)
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.characteristics import CardDefinition

_NAMES_TARGET = re.compile(r"return (?:up to \w+ |\w+ )?target\b", re.IGNORECASE)
Items = list[Any]  # instructions, and the sentence parts effect_text resolves
T = TypeVar("T")


def _flag(parts: tuple[Any, ...], name: str) -> bool:
    return any(getattr(p, "data", None) == name for p in parts)


def _first(parts: tuple[Any, ...], kind: type[T]) -> T | None:
    return next((p for p in parts if isinstance(p, kind)), None)


def _number(parts: tuple[Any, ...]) -> Expr:
    n = _first(parts, Expr)
    if n is None:
        raise CompileError("an instruction without its number")
    return n


@v_args(inline=True)
class OneShotEffectRules(ClauseRules):
    """Spell lines, sentences and the instructions in them."""

    def start_spell(self, effect: Items) -> SpellPart:
        return SpellPart(tuple(effect))

    # ---- sentences
    def effect_text(self, *sentences: Items) -> Items:
        return self._resolve_markers([item for sentence in sentences for item in sentence])

    def _resolve_markers(self, items: Items) -> Items:
        """The sentence markers ("it's still a land", "return that card") folded into the
        instruction they refer to; a marker that refers to nothing is a CompileError."""
        out: Items = []
        for item in items:
            if isinstance(item, Still):
                out = self._still(out)
            elif isinstance(item, ReturnCard):
                out = self._return_card(out, item)
            else:
                out.append(item)
        return out

    def _wrapped(self, instrs: Items) -> tuple[Instruction, ...]:
        """The instructions of a sentence that becomes one instruction ("you may ...",
        "if ..., ..."): its markers must refer inside it."""
        return tuple(self._resolve_markers(list(instrs)))

    def sentence(self, instrs: Items, where: Expr | None = None) -> Items:
        return [substitute_x(i, where) for i in instrs] if where is not None else instrs

    def sentence_may(self, instrs: Items) -> Items:
        return [Optional_(self._wrapped(instrs))]

    def sentence_if(self, condition: Condition, instrs: Items) -> Items:
        return [Conditional(condition, self._wrapped(instrs))]

    def sentence_delayed(self, instrs: Items, condition: Condition | None = None) -> Items:
        if len(instrs) == 1 and isinstance(instrs[0], ReturnCard) and condition is None:
            return [replace(instrs[0], at_end_step=True)]
        trigger = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="next",
                          text="at the beginning of the next end step")
        return [CreateDelayedTrigger(trigger, self._wrapped(instrs), condition)]

    def sentence_next_upkeep(self, instrs: Items) -> Items:
        """603.7: a delayed trigger "at the beginning of the next turn's upkeep" (the first
        upkeep to begin, whoever's turn it is)."""
        trigger = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="upkeep", whose="next",
                          text="at the beginning of the next turn's upkeep")
        return [CreateDelayedTrigger(trigger, self._wrapped(instrs))]

    def sentence_clockspinning(self, target: Obj, *_: Any) -> Items:
        return [AddOrRemoveChosenCounter(target.ref)]

    def sentence_copy_spell(self, target: Obj, *parts: Any) -> Items:
        return self.i_copy(target, *parts)

    def sentence_destroy_no_regen(self, obj: Obj) -> Items:
        return [Destroy(ref, no_regeneration=True) for ref in obj.refs]

    def sentence_still(self, tok: Token) -> Items:
        return [Still(str(tok))]

    def instrs(self, *groups: Items) -> Items:
        return [i for group in groups for i in group]

    def _still(self, out: Items) -> Items:
        for n in range(len(out) - 1, -1, -1):
            item = out[n]
            if isinstance(item, CreateEffect):
                mods = tuple(retain_types(m) if isinstance(m, ChangeTypes) else m
                             for m in item.spec.mods)
                out[n] = replace(item, spec=replace(item.spec, mods=mods))
                return out
        raise CompileError("'still a land' after no type change")

    def _return_card(self, out: Items, ret: ReturnCard) -> Items:
        for n in range(len(out) - 1, -1, -1):
            item = out[n]
            if isinstance(item, Exile):
                counters = ((ret.counter, 1),) if ret.counter else ()
                out[n] = replace(item, return_now=not ret.at_end_step,
                                 return_at_end_step=ret.at_end_step, return_counters=counters)
                return out
        raise CompileError("'return that card' after nothing was exiled")

    # ---- drawing, discarding, milling, life
    def i_draw(self, *parts: Any) -> Items:
        who, n = self._who_n(parts)
        return [Draw(n, who)]

    def i_discard(self, *parts: Any) -> Items:
        who, n = self._who_n(parts)
        return [Discard(n, who, random=_flag(parts, "at_random"))]

    def i_mill(self, *parts: Any) -> Items:
        who, n = self._who_n(parts)
        return [Mill(n, who)]

    def _who_n(self, parts: tuple[Any, ...]) -> tuple[PlayerRef, Expr]:
        who = _first(parts, PlayerRef) or PlayerRef("you")
        return who, _number(parts)

    def i_gain_life(self, who: PlayerRef, n: Expr) -> Items:
        return [GainLife(n, who)]

    def i_gain_life_you(self, n: Expr) -> Items:
        return [GainLife(n, PlayerRef("you"))]

    def i_gain_life_expr(self, who: PlayerRef, n: Expr) -> Items:
        return [GainLife(n, who)]

    def i_lose_life(self, who: PlayerRef, n: Expr) -> Items:
        return [LoseLife(n, who)]

    def i_drain(self, who: PlayerRef, n: Expr) -> Items:
        return [DrainLife(n, who)]

    def i_win(self, who: PlayerRef) -> Items:
        return [WinGame(who)]

    # ---- damage and prevention
    def i_damage(self, *parts: Any) -> Items:
        n = _number(parts)
        source = _first(parts, Obj)
        by = source.ref if source is not None else SelfRef()
        return [DealDamage(n, ref, by) for ref in parts[-1]]

    def dt_obj(self, obj: Obj) -> list[Ref]:
        return list(obj.refs)

    def dt_player(self, who: PlayerRef) -> list[Ref]:
        return [who]

    def i_prevent_next(self, n: Expr, obj: Obj) -> Items:
        return [PreventDamage(ref, n) for ref in obj.refs]

    def i_prevent_all(self, obj: Obj) -> Items:
        return [PreventDamage(ref) for ref in obj.refs]

    # ---- counters
    def i_put_counters(self, n: Expr, kind: str, obj: Obj) -> Items:
        if obj.affects == Affects.MATCHING and obj.filter is not None:
            return [ForEachPutCounter(kind, n, obj.filter)]
        return [PutCounters(kind, n, ref) for ref in obj.refs]

    def i_put_counters_each(self, n: Expr, kind: str, desc: Desc) -> Items:
        return [ForEachPutCounter(kind, n, desc.filter)]

    def i_put_counters_them(self, n: Expr, kind: str) -> Items:
        """"Other creatures you control get +2/+2 ... Put a counter on each of them"."""
        if self.scope.group is None:
            raise CompileError("'each of them' refers to nothing")
        return [ForEachPutCounter(kind, n, self.scope.group.filter)]

    def i_remove_all_counters(self, obj: Obj) -> Items:
        return [RemoveCounters(None, None, ref) for ref in obj.refs]

    def i_move_counters(self, source: Obj, dest: Obj) -> Items:
        return [MoveCounters(source.ref, dest.ref)]

    # ---- objects
    def i_create_token(self, token: Any, each: Expr | None = None) -> Items:
        definition, count, tapped = token
        if each is not None:
            count = each if count == Const(1) else count
        return [CreateToken(definition, count, tapped=tapped)]

    def token(self, *parts: Any) -> tuple[CardDefinition, Expr, bool]:
        tapped = TAPPED in parts
        definition, count = token_definition(tuple(p for p in parts if p is not TAPPED),
                                             self.resolve_abilities)
        return definition, count, tapped

    def token_predefined(self, *parts: Any) -> tuple[CardDefinition, Expr, bool]:
        """111.10: "create a Treasure token" names a predefined token."""
        count, name = parts[0], str(parts[-1])
        definition = predefined_token(subtype_forms().get(name, name), self.resolve_abilities)
        return definition, count, TAPPED in parts

    def tapped_mark(self) -> str:
        return TAPPED

    def i_regenerate(self, obj: Obj) -> Items:
        return [Regenerate(ref) for ref in obj.refs]

    def i_extra_turn(self) -> Items:
        return [ExtraTurn()]

    def i_exile_library(self) -> Items:
        return [ExileZone("library")]

    def i_gain_control(self, obj: Obj, duration: Duration | None = None) -> Items:
        return self._effect(obj, [SetController("you")], duration)

    def i_exchange_control(self, target: Obj) -> Items:
        if len(target.indices) != 2:
            raise CompileError("exchange control of two targets")
        return [ExchangeControl(TargetRef(target.indices[0]), TargetRef(target.indices[1]))]

    def i_untap(self, obj: Obj) -> Items:
        return [TapOrUntap(ref, untap=True) for ref in obj.refs]

    def i_tap(self, obj: Obj) -> Items:
        return [TapOrUntap(ref, untap=False) for ref in obj.refs]

    def i_exile(self, obj: Obj) -> Items:
        return [Exile(ref) for ref in obj.refs]

    def i_bounce(self, obj: Obj) -> Items:
        return [ReturnToHand(ref) for ref in obj.refs]

    @v_args(inline=True, meta=True)
    def i_return_battlefield(self, meta: Meta, obj: Obj, *parts: Any) -> Items:
        kind = next((p for p in parts if isinstance(p, str)), None)
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        if _NAMES_TARGET.match(span):  # "return target creature card from your graveyard"
            counters = ((kind, 1),) if kind else ()
            yours = _flag(parts, "under_you")
            return [ReturnToBattlefield(ref, counters, under_your_control=yours)
                    for ref in obj.refs]
        if obj.affects == Affects.MATCHING:
            raise CompileError("a return that is not of the card just exiled")
        return [ReturnCard(kind)]  # "return that card": the card exiled before

    def i_destroy(self, obj: Obj) -> Items:
        return [Destroy(ref) for ref in obj.refs]

    def i_counter(self, target: Obj) -> Items:
        return [CounterSpell(target.ref)]

    def i_copy(self, target: Obj, *parts: Any) -> Items:
        return [CopySpell(target.ref, copies=2 if _flag(parts, "twice") else 1)]

    def i_change_target(self, target: Obj, to: Obj) -> Items:
        return [ChangeTarget(target.ref, to.ref)]

    def i_change_text(self, target: Obj, *parts: Any) -> Items:
        lands = _flag(parts, "text_land_types")
        return [ChangeTextOf(target.ref, color_words=True, land_types=lands)]

    def i_populate(self) -> Items:
        return [Populate()]

    def i_search(self, desc: Desc, *parts: Any) -> Items:
        to = "battlefield" if _flag(parts, "to_battlefield") else "hand"
        flt = replace(desc.filter, zone=None)
        return [Search(flt, to=to, reveal=_flag(parts, "reveal"))]

    def i_shuffle_into(self, obj: Obj) -> Items:
        return [Shuffle(PlayerRef("owner"), obj.ref)]

    def i_put_in_library(self, obj: Obj, end: str) -> Items:
        return [PutInLibrary(ref, end) for ref in obj.refs]

    def le_top(self) -> str:
        return "top"

    def le_bottom(self) -> str:
        return "bottom"

    def i_sacrifice(self, obj: Obj) -> Items:
        return [Sacrifice(ref) for ref in obj.refs]

    def i_emblem(self, who: PlayerRef, tok: Token) -> Items:
        abilities = self.resolve_abilities((Quoted(str(tok)[1:-1]),), cda_allowed=False)
        return [CreateEmblem(abilities, who)]

    def i_gain_abilities_of(self, obj: Obj, of: Obj, duration: Duration) -> Items:
        return [GainAbilitiesOf(of.ref, obj.ref, "activated", duration)]

    def i_become_copy(self, obj: Obj, of: Obj, *parts: Any) -> Items:
        duration = _first(parts, Duration)
        keep = _flag(parts, "except_this_ability")
        return [BecomeCopyOf(of.ref, obj.ref, duration, keep)]

    def i_become_copy_eot(self, obj: Obj, of: Obj) -> Items:
        return [BecomeCopyOf(of.ref, obj.ref, Duration.END_OF_TURN)]

    # ---- continuous effects from resolving spells and abilities (611.2)
    def i_continuous(self, subject: Obj, mods: Mods,
                     duration: Duration | None = None) -> Items:
        return self._effect(subject, mods, duration)

    def i_continuous_lead(self, duration: Duration, subject: Obj, mods: Mods) -> Items:
        return self._effect(subject, mods, duration)

    def i_switch(self, obj: Obj, duration: Duration) -> Items:
        return self._effect(obj, [SwitchPT()], duration)

    def _effect(self, subject: Obj, mods: Mods, duration: Duration | None) -> Items:
        copies = [m for m in mods if isinstance(m, CopyOf)]
        if copies:
            return [BecomeCopyOf(copies[0].of.ref, subject.ref, duration)]
        lasting = duration or Duration.INDEFINITE
        ordered = order_mods(mods)
        if not ordered:
            raise CompileError("an effect that changes nothing")
        if subject.affects == Affects.FIXED:
            spec = EffectSpec(ordered, Affects.FIXED, subject.filter, duration=lasting)
            return [CreateEffectOn(spec, lasting, subject.ref)]
        if subject.is_target:
            return [CreateEffect(EffectSpec(ordered, Affects.TARGETS, duration=lasting,
                                            target_index=i), lasting)
                    for i in subject.indices]
        spec = EffectSpec(ordered, subject.affects, subject.filter, duration=lasting)
        return [CreateEffect(spec, lasting)]
