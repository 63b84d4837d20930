"""One-shot instructions that follow up on an earlier one (grammar/one_shot_riders.lark):
"Sacrifice a creature. If you can't, sacrifice ~." (608.2c)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.noun_phrases import Patch, merge
from tabletop.cards.compiler.one_shot_effects import Verb
from tabletop.cards.compiler.phrases import CompileError, Desc, Obj, SelfFolding
from tabletop.cards.compiler.values import ANY_NUMBER, as_int
from tabletop.engine.definitions.affected_stat_values import IfAffectedStat
from tabletop.engine.definitions.card_moves import ExiledWithRef
from tabletop.engine.definitions.conditions import Greater
from tabletop.engine.definitions.effects import Affects, Duration
from tabletop.engine.definitions.expressions import Const, CountersOn, CountPermanents, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    AllTargetsRef,
    BecomeCopyOf,
    ChooseObjects,
    Conditional,
    CopySpell,
    CreatedRef,
    CreateToken,
    DealDamage,
    Destroy,
    Exile,
    Instruction,
    Ref,
    RemoveCounters,
    ReturnToBattlefield,
    SelfRef,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.definitions.one_shot_riders import (
    CastCopyOf,
    ChooseAnyObject,
    CountDifference,
    CreateTokenCopiesOfEach,
    DestroyAllButChosen,
    DestroyByChosenNumber,
    DestroyThen,
    EitherOr,
    IfChoseAny,
    IfChoseFewer,
    TokenCopyOfSpellTarget,
)
from tabletop.engine.definitions.player_values import ChosenCount
from tabletop.engine.definitions.replacement_specs import EntersWithCounters, ReplacementSpec
from tabletop.engine.definitions.same_name_filters import SameNameAsInGraveyard, TargetsOnlyOne
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import Zone

# the first words of a sentence whose subject is a player other than you
_PLAYER_WORDS = frozenset({"target", "each", "that", "an", "any", "defending", "its", "their"})


@dataclass(frozen=True, slots=True)
class IfCant(SelfFolding):
    """"If you can't, ...": after the instruction whose choice of objects may find none."""

    then: tuple[Instruction, ...]

    def fold(self, before: list[Any]) -> list[Any]:
        choice = next((i for i in reversed(before) if isinstance(i, ChooseObjects)), None)
        if choice is None or choice.any_number:
            raise CompileError("'if you can't' after nothing that may be impossible")
        return [*before, IfChoseFewer(choice.count, self.then)]


@dataclass(frozen=True, slots=True)
class WhenYouDo(SelfFolding):
    """"When you do, ..." after "tap any number of ...": follows when any were chosen."""

    then: tuple[Instruction, ...]

    def fold(self, before: list[Any]) -> list[Any]:
        choice = next((i for i in reversed(before) if isinstance(i, ChooseObjects)), None)
        if choice is None or not choice.any_number:
            raise CompileError("'when you do, ... that much' after no choice of any number")
        return [*before, IfChoseAny(self.then)]


@dataclass(frozen=True, slots=True)
class IfYoursDestroyed(SelfFolding):
    """"If a creature you controlled was destroyed this way, ...": after a destruction."""

    filter: ObjectFilter
    then: tuple[Instruction, ...]

    def fold(self, before: list[Any]) -> list[Any]:
        if not before or not isinstance(before[-1], Destroy):
            raise CompileError("'destroyed this way' after no destruction")
        last = before.pop()
        return [*before, DestroyThen(last.what, self.filter, self.then)]


@v_args(inline=True)
class OneShotRiderRules(ClauseRules):
    def sentence_if_cant(self, instrs: list[Any]) -> list[Any]:
        if not all(isinstance(i, Instruction) for i in instrs):
            raise CompileError("a sentence marker inside 'if you can't'")
        return [IfCant(tuple(instrs))]

    def sentence_if_counters_remove(self, n: Expr, kind: str, *rest: Any) -> list[Any]:
        """"if there are three or more landmark counters on it, remove those counters, ...":
        all counters of that kind on this object (122.8), then the rest."""
        then = [i for part in rest if isinstance(part, list) for i in part]
        if not all(isinstance(i, Instruction) for i in then):
            raise CompileError("a sentence marker after 'remove those counters'")
        return [Conditional(Greater(CountersOn(kind), Const(as_int(n) - 1)),
                            (RemoveCounters(kind, None, SelfRef()), *then))]

    def sentence_reflexive(self, items: list[Any]) -> list[Any]:
        return items

    def when_you_do_that_much(self, source: Obj, refs: list[Ref]) -> list[Any]:
        """"When you do, ~ deals that much damage to target creature": as many as were
        chosen (603.12)."""
        return [WhenYouDo(tuple(DealDamage(ChosenCount(), ref, source.ref) for ref in refs))]

    def i_choose_target_player(self) -> list[Any]:
        """"Choose target player." (115.1): only the target; "they" names that player."""
        self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return []

    def i_choose_target_opponent(self) -> list[Any]:
        self.scope.add_target(TargetSpec(kind="opponent", text="target opponent"))
        return []

    def sentence_tokens_for_difference(self, desc: Desc, token: Any) -> list[Any]:
        """"If they control fewer lands than you, create a number of ... tokens equal to the
        difference": as many as you control more (none if not fewer, 107.1b)."""
        if desc.filter.zone != Zone.BATTLEFIELD or desc.player is not None \
                or desc.filter.controller is not None:
            raise CompileError("'fewer ... than you' of no permanents")
        definition, _count, tapped, pt = token
        if pt is not None:
            raise CompileError("an X/X token counted by a difference")
        mine = CountPermanents(replace(desc.filter, controller="you"))
        return [CreateToken(definition, CountDifference(self.scope.that_player(), mine),
                            tapped=tapped)]

    def sw_same_name_graveyard(self, desc: Desc) -> tuple[Desc, int]:
        """"a card with the same name as a card in your graveyard" (201.2)."""
        flt = SameNameAsInGraveyard(zone=desc.filter.zone, base=desc.filter)
        return replace(desc, filter=flt), 1

    def cc_one(self) -> bool:
        return False

    def cc_up_to_one(self) -> bool:
        return True

    def sentence_choose_destroy_others(self, optional: bool, chosen: Desc, doomed: Desc
                                       ) -> list[Any]:
        """"Choose a creature or planeswalker, then destroy all other creatures and
        planeswalkers": anyone's, not a target (115.10); the rest at once (701.8)."""
        for desc in (chosen, doomed):
            if desc.kind != "object" or desc.player is not None:
                raise CompileError("'choose ..., destroy all other' of no permanents")
        return [ChooseAnyObject(chosen.filter, optional),
                DestroyAllButChosen(replace(doomed.filter, other=False))]

    @v_args(inline=True, meta=True)
    def sentence_either(self, meta: Meta, first: list[Any], second: list[Any]) -> list[Any]:
        """"..., or unlock a locked door of a Room you control" (608.2d): your choice;
        "Target player sacrifices a creature or discards a card" is that player's (not
        read here)."""
        words = self.source[meta.start_pos:meta.end_pos].lower().split() if not meta.empty \
            else []
        if not words or words[0] in _PLAYER_WORDS:
            raise CompileError("another player's choice between instructions")
        if not all(isinstance(i, Instruction) for i in (*first, *second)) \
                or not first or not second:
            raise CompileError("'or' between no instructions")
        return [EitherOr(tuple(first), tuple(second))]

    def i_continuous_choice(self, duration: Duration, subject: Obj, *mods: list[Any]
                            ) -> list[Any]:
        """"... loses all abilities and becomes your choice of A or B": one effect or the
        other, chosen as it resolves (608.2d)."""
        *common, first, second = mods
        shared = [m for group in common for m in group]
        rules: Any = self  # the transformer has every family's rules (one_shot_effects.py)
        return [EitherOr(tuple(rules.i_continuous_lead(duration, subject, [*shared, *first])),
                         tuple(rules.i_continuous_lead(duration, subject, [*shared, *second])))]

    def i_copy_not_legendary(self, target: Obj) -> list[Any]:
        """707.9b, 707.10: a copy of a spell that isn't legendary."""
        return [CopySpell(target.ref, not_legendary=True)]

    def v_token_copy_not_legendary(self, n: Expr, of: Obj) -> Verb:
        """707.9b: "create a token that's a copy of ..., except it's not legendary"."""
        rules: Any = self  # OneShotEffectRules.v_token_copy
        verb: Verb = rules.v_token_copy(n, of)
        return Verb(lambda who: [replace(i, not_legendary=True) for i in verb.complete(who)])

    # ---- "For each opponent, ... up to one target creature that player controls" (601.2c)
    def ppk_opponent(self) -> str:
        return "opponent"

    def ppk_each(self) -> str:
        return "each"

    @v_args(inline=True, meta=True)
    def per_player_target(self, meta: Meta, desc: Desc, *posts: Patch) -> Obj:
        """One target per player at most (the kind of player: the sentence's)."""
        if self.scope.targets or desc.kind != "object" or desc.player is not None:
            raise CompileError("a target per player beside other targets")
        fields: dict[str, Any] = {}
        for post in posts:
            merge(fields, post)
        flt = replace(desc.filter, **fields) if fields else desc.filter
        text = self.source[meta.start_pos:meta.end_pos] if not meta.empty else "target"
        index = self.scope.add_target(TargetSpec(kind="object", filter=flt, count_min=0,
                                                 count_max=ANY_NUMBER, text=text))
        obj = Obj(AllTargetsRef(), Affects.TARGETS, flt, (index,))
        self.scope.antecedent = obj
        return obj

    def ppi_gain_control(self, obj: Obj, duration: Duration | None = None) -> list[Any]:
        rules: Any = self  # OneShotEffectRules.i_gain_control
        made: list[Any] = rules.i_gain_control(obj, duration)
        return made

    def ppi_destroy(self, obj: Obj) -> list[Any]:
        return [Destroy(obj.ref)]

    def ppi_exile(self, obj: Obj) -> list[Any]:
        return [Exile(obj.ref)]

    def sentence_for_each_player(self, kind: str, instrs: list[Any]) -> list[Any]:
        (spec,) = self.scope.targets
        if spec.filter is None:
            raise CompileError("a target per player of no description")
        controller = "opponent" if kind == "opponent" else spec.filter.controller
        self.scope.targets[0] = replace(spec, per_player=kind,
                                        filter=replace(spec.filter, controller=controller))
        return instrs

    def i_put_all_exiled_with(self, desc: Desc, _self: Obj) -> list[Any]:
        """607.2a: "put all creature cards exiled with ~ onto the battlefield under your
        control"; "they" afterwards are the permanents they became."""
        if desc.kind != "card":
            raise CompileError("'exiled with' of no cards")
        self.scope.antecedent = Obj(CreatedRef(), Affects.FIXED)
        return [ReturnToBattlefield(ExiledWithRef(replace(desc.filter, zone=None)),
                                    under_your_control=True)]

    def rp_enters_additional_otherwise(self, desc: Desc, kind: str, stat: str,
                                       comparison: tuple[str, int], n: Expr, other: str
                                       ) -> ReplacementSpec:
        """614.1c: one more counter if its mana value is small, else `n` more."""
        if other != kind:
            raise CompileError("'otherwise' with another kind of counter")
        op, k = comparison
        count = IfAffectedStat(stat, op, k, Const(1), Const(as_int(n)))
        return EntersWithCounters(kind, count, desc.filter, additional=True,
                                  chosen_type=desc.chosen_type)

    def ccmp_ge(self) -> str:
        return ">="

    def ccmp_le(self) -> str:
        return "<="

    def ccmp_gt(self) -> str:
        return ">"

    def ccmp_lt(self) -> str:
        return "<"

    def ccmp_eq(self) -> str:
        return "=="

    def sentence_destroy_by_chosen_number(self, low: Token, high: Token, desc: Desc,
                                          stat: str, op: str) -> list[Any]:
        """"Choose a number between 0 and 10. Destroy all creatures with power greater than
        or equal to the chosen number." (608.2d)."""
        if desc.kind != "object" or desc.player is not None or int(low) > int(high):
            raise CompileError("a chosen number for no permanents")
        return [DestroyByChosenNumber(desc.filter, stat, op, int(low), int(high))]

    def sentence_if_yours_destroyed(self, desc: Desc, instrs: list[Any]) -> list[Any]:
        if desc.kind != "object" or not all(isinstance(i, Instruction) for i in instrs):
            raise CompileError("'destroyed this way' of no permanents")
        return [IfYoursDestroyed(replace(desc.filter, controller=None), tuple(instrs))]

    def i_become_copy_except_has(self, obj: Obj, of: Obj, duration: Duration,
                                 *abilities: Any) -> list[Any]:
        """707.9a: a copy with an ability added ("except he has hexproof")."""
        items = [a for group in abilities for a in (group if isinstance(group, list)
                                                     else [group])]
        extra = self.resolve_abilities(tuple(items))
        return [BecomeCopyOf(of.ref, obj.ref, duration, extra_abilities=extra)]

    def sentence_token_copy_of_each(self, desc: Desc) -> list[Any]:
        """707.2: "For each other nonland permanent you control, create a token that's a
        copy of that permanent" (one of each)."""
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("token copies of no permanents")
        return [CreateTokenCopiesOfEach(desc.filter)]

    def sentence_cast_copy(self) -> list[Any]:
        """707.12: a copy of the card just exiled (a target card), cast for free."""
        it = self.scope.antecedent
        if it is None or not it.is_target or not it.indices:
            raise CompileError("'copy it' of no target card")
        return [CastCopyOf(TargetRef(it.indices[0]))]

    def tr_cast_targeting_single(self, desc: Desc) -> list[Trigger]:
        """603.2: a spell of yours whose only target is a permanent `desc` names."""
        if desc.kind != "object":
            raise CompileError("'targets only a single' of no permanent")
        head = self._trigger_text()
        return [Trigger(TriggerEvent.CAST, subject="any", filter=TargetsOnlyOne(
            zone=None, target=desc.filter), whose="your", text=head)]

    def sentence_copy_spell_target(self, *parts: Any) -> list[Any]:
        """707.2: "create a token that's a copy of that artifact or creature" after "a
        spell that targets only a single artifact or creature"."""
        if "spell that targets only a single" not in self.text.lower():
            raise CompileError("'that artifact or creature' of no spell's target")
        return [TokenCopyOfSpellTarget(not_legendary=True in parts)]

    def except_not_legendary(self) -> bool:
        return True
