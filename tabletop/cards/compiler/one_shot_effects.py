"""One-shot effects (608.2c): the instructions of spells and abilities, the sentences
holding them ("you may", "if", "at the beginning of the next end step"), and spell lines,
which are joined into one SpellAbility."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from lark import Token, v_args
from lark.tree import Meta

from tabletop.cards.compiler.all_antecedents import name_them
from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.continuous_effects import (
    CopyOf,
    Lasting,
    Mods,
    order_mods,
    pt_value,
    retain_types,
    times,
)
from tabletop.cards.compiler.countered_moves import CounteredInstead
from tabletop.cards.compiler.each_player_own import by_each_player
from tabletop.cards.compiler.earlier_instead import InsteadOfEarlier
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.cards.compiler.phrases import (
    CompileError,
    Desc,
    IfYouDo,
    Instead,
    Obj,
    Quoted,
    ReturnCard,
    SelfFolding,
    SpellPart,
    Still,
    matching,
)
from tabletop.cards.compiler.search_counts import SearchCount, counted, fixed_count, search_count
from tabletop.cards.compiler.this_way_counts import counts_moved, fold_moved_this_way
from tabletop.cards.compiler.token_definitions import (
    LEGENDARY,
    TAPPED,
    TokenName,
    predefined_token,
    token_definition,
)
from tabletop.cards.compiler.top_cards import top_cards_ref
from tabletop.cards.compiler.values import ANY_NUMBER, as_int, substitute_x
from tabletop.engine.definitions.card_moves import ExiledWithRef, UntapUpTo
from tabletop.engine.definitions.conditions import Condition, Not
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    Affects,
    ChangeTypes,
    Duration,
    EffectSpec,
    ModifyPT,
    SetController,
    SwitchPT,
)
from tabletop.engine.definitions.expressions import Const, Expr, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.if_done import IfDone
from tabletop.engine.definitions.instructions import (
    AddOrRemoveChosenCounter,
    AllTargetsRef,
    Attach,
    BecomeCopyOf,
    ChangeTarget,
    ChangeTextOf,
    ChooseObjects,
    ChosenRef,
    Conditional,
    CopySpell,
    CounterSpell,
    CreateDelayedTrigger,
    CreatedRef,
    CreateEffect,
    CreateEffectOn,
    CreateEmblem,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Destroy,
    Discard,
    DiscardCards,
    DrainLife,
    Draw,
    ExchangeControl,
    Exile,
    ExileZone,
    Explore,
    ExtraTurn,
    Fight,
    Flip,
    FlipCoin,
    ForEachPutCounter,
    FoundRef,
    GainAbilitiesOf,
    GainLife,
    GetCounters,
    Instruction,
    LookAt,
    LookAtHand,
    LoseLife,
    Mill,
    MoveCounters,
    Optional_,
    PayCost,
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
    Reveal,
    RevealedRef,
    RevealHand,
    RevealUntil,
    Sacrifice,
    Scry,
    Search,
    SelfRef,
    Shuffle,
    SplitCards,
    TapOrUntap,
    TargetRef,
    TargetSpec,
    TopCardRef,
    Transform,
    TriggerObjectRef,
    WinGame,
)
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.characteristics import CardDefinition
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.model.mana import ManaCost

CREATED = Obj(CreatedRef(), Affects.FIXED)
NO_REGEN = "can't be regenerated"  # the marker of that sentence, folded into its destroys
COUNTERED_EXILE = "countered this way, exile it instead"  # folded into the counter before
LIFE_LOST = "the life lost this way"  # folded into the loss of life before it
FOUND = Obj(FoundRef(), Affects.FIXED)
CHOSEN = Obj(ChosenRef(), Affects.FIXED)
_NAMES_TARGET = re.compile(r"return (?:up to \w+ |\w+ )?target\b", re.IGNORECASE)
Items = list[Any]  # instructions, and the sentence parts effect_text resolves
# a token's definition, how many, tapped, and its P/T when printed as X/X
TokenParts = tuple[CardDefinition, Expr, bool, tuple[Expr, Expr] | None]
T = TypeVar("T")


def _flag(parts: tuple[Any, ...], name: str) -> bool:
    return any(getattr(p, "data", None) == name for p in parts)


def _first(parts: tuple[Any, ...], kind: type[T]) -> T | None:
    return next((p for p in parts if isinstance(p, kind)), None)


def _rest_to(out: Items, where: str) -> Items:
    """The last SplitCards (also inside a "you may") sends the cards not chosen `where`."""
    for k in range(len(out) - 1, -1, -1):
        item = out[k]
        if isinstance(item, SplitCards):
            out[k] = replace(item, rest_to=where)
            return out
        if isinstance(item, Optional_) and any(isinstance(i, SplitCards) for i in item.inner):
            inner = _rest_to(list(item.inner), where)
            split = next(i for i in inner if isinstance(i, SplitCards))
            # declined ("you may reveal ... from among them"): every card goes with the rest
            none = replace(split, count=0, pick=None, every=False, reveal=False)
            out[k] = replace(item, inner=tuple(inner), otherwise=(*item.otherwise, none))
            return out
    raise CompileError("'the rest' after no cards put from among them")


def _exile_countered(out: Items, changes: dict[str, Any] | None = None) -> Items:
    """The last counter before (also "... unless its controller pays {4}") exiles the
    spell it counters (or puts it where `changes` say)."""
    for k in range(len(out) - 1, -1, -1):
        item = out[k]
        if isinstance(item, CounterSpell):
            out[k] = replace(item, **(changes or {"exile": True}))
            return out
        if isinstance(item, Optional_) and any(isinstance(i, CounterSpell)
                                               for i in item.otherwise):
            out[k] = replace(item, otherwise=tuple(_exile_countered(list(item.otherwise),
                                                                    changes)))
            return out
    raise CompileError("'countered this way' after no counter")


def _source(subject: object) -> Ref:
    """Who deals the damage: the object named, else the ability's source (this)."""
    if isinstance(subject, Obj):
        return subject.ref
    return SelfRef()


@dataclass(frozen=True, slots=True)
class PutTo:
    """Where "put ... into your hand" puts cards ("hand", "graveyard", "bottom", "top")."""

    where: str


@dataclass(frozen=True, slots=True)
class Otherwise:
    """"Otherwise, ...": the instructions when the "if" before was false."""

    then: tuple[Instruction, ...]


@dataclass(frozen=True, slots=True)
class RestTo:
    """"Put the rest ...": where the cards a SplitCards didn't choose go."""

    where: str


@dataclass(frozen=True, slots=True)
class Verb:
    """A verb phrase waiting for its subject: a PlayerRef ("player"), or an Obj or None
    ("object")."""

    complete: Callable[[Any], Items]
    subject: str = "player"


def _number(parts: tuple[Any, ...]) -> Expr:
    """The instruction's number, times the "for each" count after it if any."""
    numbers = [p for p in parts if isinstance(p, Expr)]
    if not numbers:
        raise CompileError("an instruction without its number")
    return times(numbers[0], numbers[1] if len(numbers) > 1 else None)


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
            if counts_moved(item):  # "for each creature destroyed this way" (608.2c)
                out = fold_moved_this_way(out, item)
            elif isinstance(item, SelfFolding):  # a marker of a family module folds itself
                out = item.fold(out)
            elif isinstance(item, Still):
                out = self._still(out)
            elif isinstance(item, ReturnCard):
                out = self._return_card(out, item)
            elif isinstance(item, IfYouDo):
                out = self._if_you_do(out, item)
            elif isinstance(item, Otherwise):
                if not out or not isinstance(out[-1], Conditional):
                    raise CompileError("'otherwise' after no 'if'")
                out.append(Conditional(Not(out[-1].condition), item.then))
            elif isinstance(item, RestTo):
                out = _rest_to(out, item.where)
            elif item is LIFE_LOST:
                if not out or not isinstance(out[-1], LoseLife):
                    raise CompileError("'the life lost this way' after no loss of life")
                loss = out.pop()
                out.append(DrainLife(loss.n, loss.who))
            elif item is COUNTERED_EXILE:
                out = _exile_countered(out)
            elif isinstance(item, CounteredInstead):  # 614.6 (countered_moves.py)
                out = _exile_countered(out, {"instead": item.where})
            elif item is NO_REGEN:
                destroys = [n for n, i in enumerate(out) if isinstance(i, Destroy)]
                if not destroys:
                    raise CompileError("'can't be regenerated' after no destroy")
                for n in destroys:
                    out[n] = replace(out[n], no_regeneration=True)
            elif isinstance(item, Instead) and not out:  # of an earlier line (614.15)
                out.append(InsteadOfEarlier(item.condition, item.then))
            elif isinstance(item, Instead):
                if not isinstance(out[-1], Instruction):
                    raise CompileError("'instead' after nothing")
                old = out.pop()
                out += [Conditional(item.condition, item.then),
                        Conditional(Not(item.condition), (old,))]
            else:
                out.append(item)
        return out

    def _wrapped(self, instrs: Items) -> tuple[Instruction, ...]:
        """The instructions of a sentence that becomes one instruction ("you may ...",
        "if ..., ..."): its markers must refer inside it."""
        return tuple(self._resolve_markers(list(instrs)))

    def sentence_instrs(self, instrs: Items, end: tuple[str, tuple[Any, ...]]) -> Items:
        """A sentence of instructions, by how it ends."""
        kind, args = end
        if kind == "plain":
            return self.sentence(instrs, *args)
        if kind == "next_end_step":
            return self.sentence_delayed(instrs)
        if kind == "end_of_combat":
            return self.sentence_end_of_combat(instrs)
        if kind == "next_upkeep":
            return self.sentence_next_upkeep(instrs)
        if kind == "unless_condition":  # "discard a card unless you attacked this turn"
            return [Conditional(Not(args[0]), self._wrapped(instrs))]
        return self.sentence_unless(instrs, *args)

    def end_plain(self, where: Expr | None = None) -> tuple[str, tuple[Any, ...]]:
        return "plain", (() if where is None else (where,))

    def end_next_end_step(self) -> tuple[str, tuple[Any, ...]]:
        return "next_end_step", ()

    def end_end_of_combat(self) -> tuple[str, tuple[Any, ...]]:
        return "end_of_combat", ()

    def end_next_upkeep(self) -> tuple[str, tuple[Any, ...]]:
        return "next_upkeep", ()

    def end_unless(self, who: PlayerRef, cost: Cost, x: Expr | None = None
                   ) -> tuple[str, tuple[Any, ...]]:
        if self.unless_x is not None:
            x, self.unless_x = self.unless_x, None
        return "unless", (who, cost, x)

    def end_unless_condition(self, condition: Condition) -> tuple[str, tuple[Any, ...]]:
        return "unless_condition", (condition,)

    def sentence(self, instrs: Items, where: Expr | None = None) -> Items:
        return [substitute_x(i, where) for i in instrs] if where is not None else instrs

    def sentence_may(self, instrs: Items, end: tuple[str, tuple[Any, ...]]) -> Items:
        return [Optional_(self._wrapped(self.sentence_instrs(instrs, end)))]

    def sentence_instead(self, condition: Condition, instrs: Items) -> Items:
        """"Draw a card. If you control three or more artifacts, draw two cards instead.":
        folded into the instruction before it (614.15, a self-replacement)."""
        return [Instead(condition, self._wrapped(instrs))]

    def sentence_if_may(self, condition: Condition, instrs: Items) -> Items:
        return [Conditional(condition, (Optional_(self._wrapped(instrs)),))]

    def sentence_otherwise(self, instrs: Items) -> Items:
        """"If it's a land card, put it onto the battlefield. Otherwise, put it into your
        hand." (608.2c)."""
        return [Otherwise(self._wrapped(instrs))]

    def sentence_if_you_do(self, instrs: Items) -> Items:
        return [IfYouDo(self._wrapped(instrs))]

    def sentence_if_you_dont(self, instrs: Items) -> Items:
        return [IfYouDo(self._wrapped(instrs), done=False)]

    # ---- costs paid as it resolves (118.1, 118.12)
    # ---- verbs with a subject: a player ("target player draws", "you gain"; none: you)
    # or an object ("~ deals 3 damage"; none: this). A verb is completed by its subject.
    def i_by_player(self, who: PlayerRef, verb: Verb) -> Items:
        self.last_player = who
        return by_each_player(self.scope, who, verb)  # "each player ... they control"

    @v_args(inline=True, meta=True)
    def i_by_you(self, meta: Meta, verb: Verb) -> Items:
        """"draw a card" (you); "Target player draws two cards and loses 2 life": a verb
        in the third person goes on with the player named before it."""
        if verb.subject != "player":
            raise CompileError("an object's verb without its object")
        word = self.source[meta.start_pos:meta.end_pos].split()[0].lower() \
            if not meta.empty else ""
        if word.endswith("s"):
            before = getattr(self, "last_player", None)
            if before is None:
                raise CompileError(f"'{word}' without the player who does it")
            return verb.complete(before)
        return verb.complete(PlayerRef("you"))

    def i_by_object(self, obj: Obj, verb: Verb) -> Items:
        # "instead it deals 3 damage to that permanent": "it" is not the target (damage an
        # object deals to itself is printed "to itself", 120.1): it is the spell
        return [replace(i, source=SelfRef()) if isinstance(i, DealDamage) and
                isinstance(i.to, TargetRef) and i.source == i.to else i
                for i in verb.complete(obj)]

    def i_by_self(self, verb: Verb) -> Items:
        return verb.complete(None)

    def v_draw(self, *parts: Any) -> Verb:
        n = _number(parts)
        return Verb(lambda who: [Draw(n, who)])

    def v_discard(self, *parts: Any) -> Verb:
        n, random = _number(parts), _flag(parts, "at_random")
        return Verb(lambda who: [Discard(n, who, random=random)])

    def v_mill(self, *parts: Any) -> Verb:
        n = _number(parts) if any(isinstance(p, Expr) for p in parts) else Const(1)
        return Verb(lambda who: [Mill(n, who)])

    def v_gain_life(self, *parts: Expr) -> Verb:
        n = _number(parts)
        return Verb(lambda who: [GainLife(n, who)])

    def v_lose_life(self, *parts: Expr) -> Verb:
        n = _number(parts)
        return Verb(lambda who: [LoseLife(n, who)])

    def v_create_token(self, token: Any, each: Expr | None = None) -> Verb:
        """"Its controller creates a 2/2 blue Bird creature token" (111.2: under theirs)."""
        made = self.i_create_token(token, each)
        return Verb(lambda who: [replace(i, who=who) for i in made])

    def i_bolster(self, n: Expr) -> Items:
        """701.39a: the creature you control with the least toughness gets N +1/+1
        counters (ties: your choice, the answer `choose`)."""
        return [ChooseObjects(ObjectFilter(types=frozenset({CardType.CREATURE})),
                              PlayerRef("you"), 1, least="toughness"),
                PutCounters("+1/+1", n, ChosenRef())]

    def v_win(self) -> Verb:
        return Verb(lambda who: [WinGame(who)])

    def v_emblem(self, tok: Token) -> Verb:
        abilities = self.resolve_abilities((Quoted(str(tok)[1:-1]),), cda_allowed=False)
        return Verb(lambda who: [CreateEmblem(abilities, who)])

    def v_pay_mana(self, tok: Token) -> Verb:
        cost = Cost(mana=ManaCost.parse(str(tok)))
        return Verb(lambda who: [PayCost(cost, who)])

    def v_pay_life(self, n: Expr) -> Verb:
        cost = Cost(pay_life=as_int(n))
        return Verb(lambda who: [PayCost(cost, who)])

    def v_get_energy(self, tok: Token) -> Verb:
        """107.14: "you get {E}{E}"."""
        n = Const(str(tok).upper().count("{E}"))
        return Verb(lambda who: [GetCounters("energy", n, who)])

    def v_get_counters(self, n: Expr, kind: str) -> Verb:
        """122.1: "defending player gets a poison counter"."""
        return Verb(lambda who: [GetCounters(kind, n, who)])

    def v_pay_energy(self, tok: Token) -> Verb:
        cost = Cost(energy=str(tok).upper().count("{E}"))
        return Verb(lambda who: [PayCost(cost, who)])

    def v_sacrifice_chosen(self, n: Expr, desc: Desc) -> Verb:
        """"Sacrifice a creature", "Target player sacrifices an attacking creature": the
        player chooses one of their own (701.21, not a target)."""
        flt, count = replace(desc.filter, controller=None), as_int(n)
        self.scope.antecedent = CHOSEN
        return Verb(lambda who: [ChooseObjects(flt, who, count), Sacrifice(ChosenRef())])

    def v_return_chosen(self, n: Expr, desc: Desc) -> Verb:
        """"Return a land you control to its owner's hand" (not a target)."""
        if desc.filter.controller not in ("you", None) or desc.filter.zone != Zone.BATTLEFIELD:
            raise CompileError("a returned permanent not of your own")
        flt, count = replace(desc.filter, controller=None), as_int(n)
        self.scope.antecedent = CHOSEN
        return Verb(lambda who: [ChooseObjects(flt, who, count), ReturnToHand(ChosenRef())])

    def v_reveal_hand(self) -> Verb:
        def complete(who: PlayerRef) -> Items:
            self.scope.hand_of = who
            return [RevealHand(who)]
        return Verb(complete)

    def v_discard_obj(self, obj: Obj) -> Verb:
        return Verb(lambda who: [DiscardCards(ref) for ref in obj.refs])

    def v_token_copy(self, n: Expr, of: Obj) -> Verb:
        """707.2: "create a token that's a copy of target creature"."""
        self.scope.antecedent = CREATED
        return Verb(lambda who: [CreateTokenCopy(of.ref, n, who)])

    def v_damage(self, *parts: Any) -> Verb:
        n = _number(parts)
        refs = next(p for p in parts if isinstance(p, list))
        return Verb(lambda source: [DealDamage(n, ref, _source(source)) for ref in refs],
                    subject="object")

    def v_damage_to_equal(self, *parts: Any) -> Verb:
        """"~ deals damage to target creature equal to the number of ..." (120.1)."""
        return self.v_damage(*parts)

    def v_damage_two(self, *parts: Any) -> Verb:
        """"~ deals 2 damage to any target and 3 damage to you"."""
        numbers = [p for p in parts if isinstance(p, Expr)]
        groups = [p for p in parts if isinstance(p, list)]
        pairs = list(zip(numbers, groups, strict=True))
        return Verb(lambda source: [DealDamage(n, ref, _source(source))
                                    for n, refs in pairs for ref in refs], subject="object")

    def sentence_unless(self, instrs: Items, who: PlayerRef, cost: Cost,
                        x: Expr | None = None) -> Items:
        """118.12: "[do this] unless [player] pays [cost]": the player may pay; if they
        don't (or can't), the instructions are followed; "{X}, where X is ..."."""
        if cost.mana.has_x and x is None:
            x = XValue()  # the X chosen as the spell or ability was put on the stack
        return [Optional_((PayCost(cost, who, x=x),), otherwise=self._wrapped(instrs))]

    def uc_mana(self, tok: Token, each: Expr | None = None) -> Cost:
        cost = ManaCost.parse(str(tok))
        if each is None:
            return Cost(mana=cost)
        # "pays {1} for each card in your graveyard": {X}, X the count
        if any(s.kind != "generic" for s in cost.symbols):
            raise CompileError("'for each' of coloured mana")
        self.unless_x = times(Const(cost.mana_value), each)
        return Cost(mana=ManaCost.parse("{X}"))

    def uc_life(self, n: Expr) -> Cost:
        return Cost(pay_life=as_int(n))

    def uc_sacrifice(self, desc: Desc) -> Cost:
        return Cost(sacrifice=desc.filter, sacrifice_count=1)

    def uc_discard(self, *parts: Any) -> Cost:
        return Cost(discard=1, discard_random=_flag(parts, "at_random"))

    def sentence_if(self, condition: Condition, instrs: Items) -> Items:
        return [Conditional(condition, self._wrapped(instrs))]

    def sentence_delayed(self, instrs: Items, condition: Condition | None = None) -> Items:
        if len(instrs) == 1 and isinstance(instrs[0], ReturnCard) and condition is None:
            return [replace(instrs[0], at_end_step=True)]
        trigger = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="next",
                          text="at the beginning of the next end step")
        return [CreateDelayedTrigger(trigger, self._wrapped(instrs), condition)]

    def sentence_end_of_combat(self, instrs: Items) -> Items:
        """603.7: "destroy that creature at end of combat" (a delayed trigger)."""
        trigger = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end_of_combat", whose="next",
                          text="at end of combat")
        return [CreateDelayedTrigger(trigger, self._wrapped(instrs))]

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

    def sentence_life_lost(self) -> Items:
        """"Each opponent loses 2 life. You gain life equal to the life lost this way.":
        the loss before becomes a drain (119.3)."""
        return [LIFE_LOST]

    def sentence_countered_exile(self) -> Items:
        """"Counter target spell. If that spell is countered this way, exile it instead of
        putting it into its owner's graveyard." (a replacement of where it goes, 614.6)."""
        return [COUNTERED_EXILE]

    def sentence_no_regen(self) -> Items:
        """"Destroy target creature. It can't be regenerated." (701.19c)."""
        return [NO_REGEN]

    def sentence_still(self, tok: Token) -> Items:
        return [Still(str(tok))]

    def instrs(self, *groups: Items) -> Items:
        return [i for group in groups for i in group]

    def may_instr(self, instr: Items) -> Items:
        """"..., then you may return a creature card ...": only the last part is a choice."""
        return [Optional_(self._wrapped(instr))]

    def _still(self, out: Items) -> Items:
        for n in range(len(out) - 1, -1, -1):
            item = out[n]
            if isinstance(item, CreateEffect):
                mods = tuple(retain_types(m) if isinstance(m, ChangeTypes) else m
                             for m in item.spec.mods)
                out[n] = replace(item, spec=replace(item.spec, mods=mods))
                return out
            if isinstance(item, Optional_) and not item.otherwise:
                # "you may have target land become ... It's still a land."
                out[n] = replace(item, inner=tuple(self._still(list(item.inner))))
                return out
        raise CompileError("'still a land' after no type change")

    def _if_you_do(self, out: Items, then: IfYouDo) -> Items:
        """"You may X. If you do, Y." is one choice: Y follows X when X was done (608.2c);
        "If you don't, Z" when it wasn't."""
        if out and isinstance(out[-1], Sacrifice) and then.done:  # 608.2c: if it was done
            return [*out[:-1], IfDone((out[-1],), then.then)]
        if out and isinstance(out[-1], CreateDelayedTrigger) and out[-1].effect:
            # 603.7: "At the beginning of your next upkeep, pay {2}{B}. If you don't, ..."
            inner = self._if_you_do(list(out[-1].effect), then)
            return [*out[:-1], replace(out[-1], effect=tuple(inner))]
        if out and isinstance(out[-1], PayCost) and out[-1].who == PlayerRef("you"):
            # 118.3: "pay {2}{B}. If you don't, ...": paying a cost is a choice
            out = [*out[:-1], Optional_((out[-1],))]
        if not out or not isinstance(out[-1], Optional_):
            raise CompileError("'if you do' after no 'you may'")
        last = out[-1]
        if then.done:
            out[-1] = replace(last, inner=last.inner + then.then)
        else:
            out[-1] = replace(last, otherwise=last.otherwise + then.then)
        return out

    def _return_card(self, out: Items, ret: ReturnCard) -> Items:
        """"return that card" (the last exile) or "return those cards" (each exile of
        "up to two target creatures", written one after another)."""
        found = False
        for n in range(len(out) - 1, -1, -1):
            item = out[n]
            if not isinstance(item, Exile):
                if found:
                    break
                continue
            counters = ((ret.counter, 1),) if ret.counter else ()
            out[n] = replace(item, return_now=not ret.at_end_step,
                             return_at_end_step=ret.at_end_step, return_counters=counters,
                             return_transformed=ret.transformed)
            found = True
            if not ret.plural:
                break
        if not found and ret.linked and not (ret.at_end_step or ret.transformed or
                                             ret.counter):
            # 607.2a: the cards another ability of this object exiled
            return [*out, ReturnToBattlefield(ExiledWithRef(), under_your_control=ret.yours)]
        if not found:
            raise CompileError("'return that card' after nothing was exiled")
        return out

    # ---- drawing, discarding, milling, life

    # ---- damage and prevention
    def dt_obj(self, obj: Obj) -> list[Ref]:
        return list(obj.refs)

    def dt_player(self, who: PlayerRef) -> list[Ref]:
        return [who]

    def dt_both(self, first: list[Ref], second: list[Ref]) -> list[Ref]:
        """"to each creature and each player" (one damage event, 120.3)."""
        return first + second

    def i_prevent_next(self, n: Expr, *parts: Any) -> Items:
        """615.7: "Prevent the next 2 damage that would be dealt to you this turn"."""
        refs = next(p for p in parts if isinstance(p, list))
        return [PreventDamage(ref, n, combat_only=_flag(parts, "combat_mark")) for ref in refs]

    def i_prevent_all(self, obj: Obj) -> Items:
        return [PreventDamage(ref) for ref in obj.refs]

    def i_prevent_next_time(self, *parts: Any) -> Items:
        """Circle of Protection: "The next time a red source of your choice would deal
        damage to you this turn, prevent that damage" (615.7: one shield, used once)."""
        color = next((p for p in parts if isinstance(p, Token) and p.type == "COLOR"), None)
        flt = None if color is None else ObjectFilter(colors=frozenset({Color.from_word(color)}),
                                                      zone=None)
        refs = next(p for p in parts if isinstance(p, list))
        return [PreventDamage(ref, next_time=True, source_filter=flt) for ref in refs]

    def i_prevent_everything(self, *parts: Any) -> Items:
        """Fog: "Prevent all combat damage that would be dealt this turn" (615)."""
        return [PreventDamage(None, combat_only=_flag(parts, "combat_mark"))]

    def i_prevent_to(self, *parts: Any) -> Items:
        refs = next(p for p in parts if isinstance(p, list))
        return [PreventDamage(ref, combat_only=_flag(parts, "combat_mark")) for ref in refs]

    def i_prevent_by(self, *parts: Any) -> Items:
        obj = _first(parts, Obj)
        assert obj is not None
        return [PreventDamage(None, by=ref, combat_only=_flag(parts, "combat_mark"))
                for ref in obj.refs]

    def i_prevent_to_and_by(self, *parts: Any) -> Items:
        obj = _first(parts, Obj)
        assert obj is not None
        combat = _flag(parts, "combat_mark")
        return [p for ref in obj.refs for p in (PreventDamage(ref, combat_only=combat),
                                               PreventDamage(None, by=ref, combat_only=combat))]

    # ---- counters
    def i_put_counters(self, n: Expr, kind: str, obj: Obj) -> Items:
        if obj.affects == Affects.MATCHING and obj.filter is not None:
            name_them(self.scope, obj)  # "... Those creatures gain vigilance"
            return [ForEachPutCounter(kind, n, obj.filter)]
        return [PutCounters(kind, n, ref) for ref in obj.refs]

    def i_put_counters_each(self, n: Expr, kind: str, desc: Desc) -> Items:
        if desc.player is None:  # "... Those creatures gain vigilance" (all_antecedents)
            name_them(self.scope, matching(desc))
        return [ForEachPutCounter(kind, n, desc.filter)]

    def i_put_counters_them(self, n: Expr, kind: str) -> Items:
        """"Other creatures you control get +2/+2 ... Put a counter on each of them"."""
        if self.scope.group is None:
            raise CompileError("'each of them' refers to nothing")
        return [ForEachPutCounter(kind, n, self.scope.group.filter)]

    def i_remove_all_counters(self, obj: Obj) -> Items:
        return [RemoveCounters(None, None, ref) for ref in obj.refs]

    def i_remove_counters(self, n: Expr, kind: str, obj: Obj) -> Items:
        return [RemoveCounters(kind, n, ref) for ref in obj.refs]

    def i_move_counters(self, source: Obj, dest: Obj) -> Items:
        return [MoveCounters(source.ref, dest.ref)]

    # ---- objects
    def i_create_token(self, token: Any, each: Expr | None = None) -> Items:
        definition, count, tapped, pt = token
        if each is not None:
            count = each if count == Const(1) else count
        self.scope.antecedent = CREATED  # "Exile it at the beginning of the next end step"
        return [CreateToken(definition, count, tapped=tapped, pt=pt)]

    def token(self, *parts: Any) -> TokenParts:
        tapped = TAPPED in parts
        definition, count = token_definition(tuple(p for p in parts if p is not TAPPED),
                                             self.resolve_abilities)
        pt = next((pt_value(str(p)) for p in parts if isinstance(p, Token)
                   and p.type == "PTVAL" and "X" in str(p).upper()), None)
        return definition, count, tapped, pt

    def token_predefined(self, *parts: Any) -> TokenParts:
        """111.10: "create a Treasure token" names a predefined token."""
        count, name = parts[0], str(parts[-1])
        definition = predefined_token(subtype_forms().get(name, name), self.resolve_abilities)
        return definition, count, TAPPED in parts, None

    def tapped_mark(self) -> str:
        return TAPPED

    def legendary_mark(self) -> str:
        return LEGENDARY

    def token_name(self, name: Token) -> TokenName:
        return TokenName(str(name))

    def i_choose_target(self, target: Obj) -> Items:
        """"Choose target creature." (115.1): only the target; "that creature", "it" in the
        sentences after it name it."""
        if not target.is_target:
            raise CompileError("'choose' of no target")
        return []

    def i_regenerate(self, obj: Obj) -> Items:
        return [Regenerate(ref) for ref in obj.refs]

    def i_extra_turn(self) -> Items:
        return [ExtraTurn()]

    def i_exile_library(self) -> Items:
        return [ExileZone("library")]

    def i_gain_control(self, obj: Obj, duration: Duration | None = None) -> Items:
        name_them(self.scope, obj, changes_control=True)  # "... Untap them."
        return self._effect(obj, [SetController("you")], duration)

    def i_exchange_control(self, target: Obj) -> Items:
        if len(target.indices) != 2:
            raise CompileError("exchange control of two targets")
        return [ExchangeControl(TargetRef(target.indices[0]), TargetRef(target.indices[1]))]

    def i_tap_or_untap(self, obj: Obj) -> Items:
        return [TapOrUntap(ref, either=True) for ref in obj.refs]

    def i_put_hand_on_library(self, n: Expr, desc: Desc, end: str) -> Items:
        """"put a card from your hand on top of your library"."""
        self.scope.antecedent = CHOSEN
        flt = replace(desc.filter, zone=Zone.HAND)
        return [ChooseObjects(flt, PlayerRef("you"), as_int(n), zone="hand"),
                PutInLibrary(ChosenRef(), end)]

    def i_exile_from_hand(self, n: Expr, desc: Desc) -> Items:
        """Imprint: "you may exile a creature card from your hand" (chosen)."""
        self.scope.antecedent = CHOSEN
        flt = replace(desc.filter, zone=Zone.HAND)
        return [ChooseObjects(flt, PlayerRef("you"), as_int(n), zone="hand"),
                Exile(ChosenRef())]

    def i_exile_from_graveyard(self, n: Expr, desc: Desc) -> Items:
        """"exile a card from your graveyard" (chosen, not targeted)."""
        self.scope.antecedent = CHOSEN
        flt = replace(desc.filter, zone=Zone.GRAVEYARD)
        return [ChooseObjects(flt, PlayerRef("you"), as_int(n), zone="graveyard"),
                Exile(ChosenRef())]

    def i_put_among(self, n: Expr, desc: Desc, to: PutTo) -> Items:
        """"You may put a creature card from among them onto the battlefield"."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef | FoundRef):
            raise CompileError("'from among them' refers to no cards looked at")
        self.scope.antecedent = CHOSEN  # "It gains haste": the card put (res.chosen)
        return [SplitCards(it.ref, as_int(n), to.where, "top",
                           replace(desc.filter, zone=None))]

    def i_reveal_among(self, found: tuple[Desc, SearchCount], to: PutTo) -> Items:
        """"You may reveal a land card from among them and put it into your hand" (the
        cards looked at; 701.16)."""
        desc, count = found
        if not isinstance(count, int):
            raise CompileError("a fixed number is needed here")
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef | FoundRef):
            raise CompileError("'from among them' refers to no cards looked at")
        return [SplitCards(it.ref, count, to.where, "top", replace(desc.filter, zone=None),
                           reveal=True)]

    def i_split_exile_rest(self, n: Expr, to: PutTo) -> Items:
        """"Put one of them into your hand and exile the rest"."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef | FoundRef):
            raise CompileError("'one of them' refers to no cards looked at")
        return [SplitCards(it.ref, as_int(n), to.where, "exile")]

    def i_put_all_revealed(self, desc: Desc, first: PutTo, rest: PutTo) -> Items:
        """"Reveal the top four cards of your library. Put all land cards revealed this way
        into your hand and the rest into your graveyard" (no choice: every match)."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef):
            raise CompileError("'revealed this way' after no cards revealed")
        return [SplitCards(it.ref, ANY_NUMBER, first.where, rest.where,
                           replace(desc.filter, zone=None), every=True)]

    def i_put_rest(self, to: PutTo) -> Items:
        """"Put the rest on the bottom of your library in a random order" (after a
        SplitCards): where the cards not chosen go."""
        return [RestTo(to.where)]

    def i_look_hand(self, who: PlayerRef) -> Items:
        return [LookAtHand(who)]

    def ph_target(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return PlayerRef("target", self.scope.player_index(index))

    def ph_target_opponent(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="opponent", text="target opponent"))
        return PlayerRef("target", self.scope.player_index(index))

    def ph_that_player(self) -> PlayerRef:
        return self.scope.that_player()

    def ph_opponent(self) -> PlayerRef:
        return PlayerRef("each_opponent")

    def i_put_from_hand(self, n: Expr, desc: Desc, *parts: Any) -> Items:
        """"You may put a land card from your hand onto the battlefield"."""
        flt = replace(desc.filter, zone=Zone.HAND)
        self.scope.antecedent = CHOSEN
        return [ChooseObjects(flt, PlayerRef("you"), as_int(n), zone="hand"),
                ReturnToBattlefield(ChosenRef(), under_your_control=True,
                                    tapped=TAPPED in parts)]

    def i_exile_graveyard(self, who: PlayerRef | None) -> Items:
        """"Exile all cards from target player's graveyard" (all graveyards: None)."""
        if who is None:
            return [ExileZone("graveyard", PlayerRef("each"))]
        return [ExileZone("graveyard", who)]

    def go_target(self) -> PlayerRef:
        index = self.scope.add_target(TargetSpec(kind="player", text="target player"))
        return PlayerRef("target", self.scope.player_index(index))

    def go_all(self) -> None:
        return None

    def go_you(self) -> PlayerRef:
        return PlayerRef("you")

    def go_opponents(self) -> PlayerRef:
        return PlayerRef("each_opponent")

    def i_untap(self, obj: Obj) -> Items:
        name_them(self.scope, obj)  # "Untap all creatures you control. They gain ..."
        return [TapOrUntap(ref, untap=True) for ref in obj.refs]

    def i_untap_up_to(self, n: Expr, desc: Desc) -> Items:
        """"untap up to seven lands" (chosen, not targets)."""
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("untap up to N of no permanents")
        return [UntapUpTo(desc.filter, as_int(n))]

    def i_tap(self, obj: Obj) -> Items:
        return [TapOrUntap(ref, untap=False) for ref in obj.refs]

    def i_transform(self, obj: Obj) -> Items:  # 701.27
        return [Transform(ref) for ref in obj.refs]

    def i_flip(self, obj: Obj) -> Items:  # 710
        return [Flip(ref) for ref in obj.refs]

    def i_exile(self, obj: Obj) -> Items:
        return [Exile(ref) for ref in obj.refs]

    def i_exile_until(self, obj: Obj, _self: Obj) -> Items:
        """610.3c: "exile target creature until ~ leaves the battlefield"."""
        return [Exile(ref, until_source_leaves=True) for ref in obj.refs]

    def i_bounce(self, obj: Obj) -> Items:
        return [ReturnToHand(ref) for ref in obj.refs]

    @v_args(inline=True, meta=True)
    def i_return_battlefield(self, meta: Meta, obj: Obj, *parts: Any) -> Items:
        kind = next((p for p in parts if isinstance(p, str) and p is not TAPPED), None)
        tapped = TAPPED in parts
        transformed = _flag(parts, "transformed_mark")
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        if transformed and (_NAMES_TARGET.match(span) or self.scope.functions_in == "graveyard"
                            or obj.affects == Affects.MATCHING):
            raise CompileError("only a card just exiled returns transformed")
        if _NAMES_TARGET.match(span) or self.scope.functions_in == "graveyard":
            # "return target creature card from your graveyard", "return ~ from your
            # graveyard to the battlefield tapped"
            counters = ((kind, 1),) if kind else ()
            yours = _flag(parts, "under_you")
            return [ReturnToBattlefield(ref, counters, under_your_control=yours,
                                        tapped=tapped) for ref in obj.refs]
        if obj.affects == Affects.MATCHING:
            raise CompileError("a return that is not of the card just exiled")
        if self.scope.to_graveyard and isinstance(obj.ref, TriggerObjectRef | SelfRef):
            # "when enchanted creature dies, return that card to the battlefield", "when ~
            # dies, return it ..." (400.7); "that creature" is then the permanent it became
            self.scope.antecedent = self.scope.trigger_subject = CREATED
            return [ReturnToBattlefield(obj.ref, ((kind, 1),) if kind else (),
                                        under_your_control=_flag(parts, "under_you"),
                                        tapped=tapped)]
        plural = bool(re.match(r"return (?:those|them|the exiled cards)\b", span,
                               re.IGNORECASE))
        return [ReturnCard(kind, transformed=transformed, plural=plural,  # exiled before
                           linked=isinstance(obj.ref, ExiledWithRef),
                           yours=_flag(parts, "under_you"))]

    def i_destroy(self, obj: Obj) -> Items:
        return [Destroy(ref) for ref in obj.refs]

    def i_counter(self, target: Obj) -> Items:
        return [CounterSpell(target.ref)]

    def i_copy(self, target: Obj, *parts: Any) -> Items:
        return [CopySpell(target.ref, copies=2 if _flag(parts, "twice") else 1)]

    def i_change_target(self, target: Obj, to: Obj) -> Items:
        return [ChangeTarget(target.ref, to.ref)]

    def i_change_land_text(self, target: Obj) -> Items:
        """612: Magical Hack: one basic land type with another."""
        return [ChangeTextOf(target.ref, color_words=False, land_types=True)]

    def i_change_text(self, target: Obj, *parts: Any) -> Items:
        lands = _flag(parts, "text_land_types")
        return [ChangeTextOf(target.ref, color_words=True, land_types=lands)]

    def i_look_top(self, *parts: Any) -> Items:
        """"Look at the top four cards of your library" (then "them" are those cards)."""
        who = next(p for p in parts if isinstance(p, PlayerRef))
        n = next((p for p in parts if isinstance(p, Expr)), None)
        ref = top_cards_ref(who, n)  # "the top X cards" too
        self.scope.antecedent = Obj(ref, Affects.FIXED)
        return [LookAt(ref)]

    def i_split(self, *parts: Any) -> Items:
        """"Put one of them into your hand and the rest on the bottom of your library"."""
        it = self.scope.antecedent
        if it is None or not isinstance(it.ref, TopCardRef | FoundRef):
            raise CompileError("'one of them' refers to no cards looked at")
        n = next((p for p in parts if isinstance(p, Expr)), None)
        places = [p for p in parts if isinstance(p, PutTo)]
        first = places[0].where
        rest = places[1].where if len(places) > 1 else "top"
        count = ANY_NUMBER if n is None else as_int(n)
        self.scope.antecedent = CHOSEN  # "that card's mana value": the card put
        return [SplitCards(it.ref, count, first, rest)]

    def i_put_back(self) -> Items:
        return []  # 701.20: "put them back in any order": the order is kept

    def pt_hand(self) -> PutTo:
        return PutTo("hand")

    def pt_graveyard(self) -> PutTo:
        return PutTo("graveyard")

    def pt_bottom(self) -> PutTo:
        return PutTo("bottom")

    def pt_top(self) -> PutTo:
        return PutTo("top")

    def pt_battlefield(self) -> PutTo:
        return PutTo("battlefield")

    def pt_battlefield_tapped(self) -> PutTo:
        return PutTo("battlefield_tapped")

    @v_args(inline=True, meta=True)
    def v_damage_divided(self, meta: Meta, n: Expr, count: tuple[int, int, TargetSpec]
                         ) -> Verb:
        """601.2d: "deals 3 damage divided as you choose among one, two, or three targets",
        "... among any number of target creatures with flying"."""
        low, high, spec = count
        text = self.source[meta.start_pos:meta.end_pos].split(" among ", 1)[-1] \
            if not meta.empty else "targets"
        self.scope.add_target(replace(spec, count_min=low, count_max=high,
                                      text=f"{text} (divided)"))
        return Verb(lambda source: [DealDamage(n, AllTargetsRef(), _source(source),
                                               divided=True)], subject="object")

    def div_any(self, spec: TargetSpec) -> tuple[int, int, TargetSpec]:
        return 1, ANY_NUMBER, spec

    def div_two(self, spec: TargetSpec) -> tuple[int, int, TargetSpec]:
        return 1, 2, spec

    def div_three(self, spec: TargetSpec) -> tuple[int, int, TargetSpec]:
        return 1, 3, spec

    def dw_any(self) -> TargetSpec:
        return TargetSpec(kind="any")

    def dw_creatures_or_players(self) -> TargetSpec:
        """"target creatures and/or players": the old wording of "targets" (any target)."""
        return TargetSpec(kind="any")

    def dw_desc(self, desc: Desc) -> TargetSpec:
        """"target creatures with flying", "target creatures and/or planeswalkers your
        opponents control"."""
        if desc.kind != "object" or desc.player is not None:
            raise CompileError("divided damage among objects that aren't permanents")
        return TargetSpec(kind="object", filter=desc.filter)

    def i_reveal_until(self, desc: Desc) -> Items:
        """701.16: "Reveal cards from the top of your library until you reveal a creature
        card" (then "that card" and "the rest")."""
        self.scope.antecedent = FOUND
        return [RevealUntil(replace(desc.filter, zone=None))]

    def i_put_that_and_rest(self, first: PutTo, rest: PutTo) -> Items:
        """"Put that card into your hand and the rest on the bottom of your library"."""
        if self.scope.antecedent is not FOUND:
            raise CompileError("'that card and the rest' after no cards revealed")
        return [SplitCards(RevealedRef(), 1, first.where, rest.where, pick=FoundRef())]

    def i_fight(self, first: Obj, second: Obj) -> Items:
        return [Fight(first.ref, second.ref)]  # 701.14a

    def i_flip_coin(self) -> Items:
        return [FlipCoin()]  # 705

    def i_attach(self, what: Obj, to: Obj) -> Items:
        return [Attach(what.ref, to.ref)]  # 701.3

    def v_shuffle(self) -> Verb:
        return Verb(lambda who: [Shuffle(who)])  # 701.20

    def v_shuffle_into(self, obj: Obj) -> Verb:
        """"its owner shuffles it into their library"."""
        return Verb(lambda who: [Shuffle(PlayerRef("owner"), ref) for ref in obj.refs])

    def i_scry(self, n: Expr) -> Items:
        return [Scry(n)]  # 701.22

    def i_surveil(self, n: Expr) -> Items:
        return [Scry(n, to="graveyard")]  # 701.25

    def i_investigate_times(self, n: Expr) -> Items:
        """701.36a: "Investigate three times": that many Clue tokens."""
        self.scope.antecedent = CREATED
        return [CreateToken(predefined_token("Clue", self.resolve_abilities), Const(as_int(n)))]

    def i_investigate(self, *parts: Any) -> Items:
        """701.36a: create a Clue token (twice: two)."""
        clue = predefined_token("Clue", self.resolve_abilities)
        n = Const(2 if _flag(parts, "twice") else 1)
        self.scope.antecedent = CREATED
        return [CreateToken(clue, n)]

    def i_explore(self, obj: Obj, *_: Any) -> Items:
        return [Explore(ref) for ref in obj.refs]  # 701.44

    def i_populate(self) -> Items:
        return [Populate()]

    def i_search(self, found: tuple[Desc, SearchCount]) -> Items:
        """701.23: the cards found are "it", "that card", "them" afterwards."""
        desc, count = found
        self.scope.antecedent = FOUND
        return [counted(Search(replace(desc.filter, zone=None), to="found",
                               count=fixed_count(count)), count)]

    def sw_one(self, desc: Desc) -> tuple[Desc, int]:
        return desc, 1

    def sw_up_to(self, n: Expr, desc: Desc) -> tuple[Desc, SearchCount]:
        return desc, search_count(n)  # "up to X": counted as it is followed (search_counts)

    def sw_n(self, n: Expr, desc: Desc) -> tuple[Desc, SearchCount]:
        return desc, search_count(n)

    def sw_any(self, desc: Desc) -> tuple[Desc, int]:
        return desc, ANY_NUMBER

    def i_reveal(self, obj: Obj) -> Items:
        return [Reveal(ref) for ref in obj.refs]

    def i_put_battlefield(self, obj: Obj, *parts: Any) -> Items:
        """"put it onto the battlefield [tapped] [under your control]"."""
        tapped = TAPPED in parts
        return [ReturnToBattlefield(ref, under_your_control=True, tapped=tapped)
                for ref in obj.refs]

    def i_shuffle_you(self) -> Items:
        return [Shuffle(PlayerRef("you"))]

    def i_shuffle_into(self, obj: Obj) -> Items:
        return [Shuffle(PlayerRef("owner"), obj.ref)]

    def i_put_in_library(self, obj: Obj, end: str) -> Items:
        return [PutInLibrary(ref, end) for ref in obj.refs]

    def i_put_found_in_library(self, end: str) -> Items:
        """"Search your library for a sorcery card and reveal that card. Shuffle your
        library, then put the card on top of it." (the card found, 701.23)."""
        if self.scope.antecedent is not FOUND:
            raise CompileError("'the card' after no card found")
        return [PutInLibrary(FoundRef(), end)]

    def le_top(self) -> str:
        return "top"

    def le_bottom(self) -> str:
        return "bottom"

    def i_sacrifice(self, obj: Obj) -> Items:
        return [Sacrifice(ref) for ref in obj.refs]

    def i_choose_from_hand(self, n: Expr, desc: Desc) -> Items:
        """Duress: "You choose a noncreature, nonland card from it" (the revealed hand)."""
        whose = self.scope.hand_of
        if whose is None:
            raise CompileError("'choose a card from it' after no revealed hand")
        self.scope.antecedent = CHOSEN
        flt = replace(desc.filter, zone=Zone.HAND)
        return [ChooseObjects(flt, whose, as_int(n), zone="hand", chooser=PlayerRef("you"))]

    def i_gain_abilities_of(self, obj: Obj, of: Obj, duration: Duration) -> Items:
        return [GainAbilitiesOf(of.ref, obj.ref, "activated", duration)]

    def i_become_copy(self, obj: Obj, of: Obj, *parts: Any) -> Items:
        duration = _first(parts, Duration)
        keep = _flag(parts, "except_this_ability")
        return [BecomeCopyOf(of.ref, obj.ref, duration, keep)]

    def i_become_copy_eot(self, obj: Obj, of: Obj) -> Items:
        return [BecomeCopyOf(of.ref, obj.ref, Duration.END_OF_TURN)]

    # ---- continuous effects from resolving spells and abilities (611.2)
    def i_continuous(self, subject: Obj, mods: Mods, *rest: Duration | Expr) -> Items:
        """"... gets +2/+2 until end of turn for each creature blocking it": the count
        multiplies the P/T change."""
        duration = next((r for r in rest if isinstance(r, Duration)), None)
        each = next((r for r in rest if isinstance(r, Expr)), None)
        if each is not None:
            pt = [m for m in mods if isinstance(m, ModifyPT)]
            if not pt:
                raise CompileError("'for each' with no P/T change")
            mods = [ModifyPT(times(m.power, each), times(m.toughness, each))
                    if isinstance(m, ModifyPT) else m for m in mods]
        return self._effect(subject, mods, duration)

    def i_continuous_lead(self, duration: Duration, subject: Obj, mods: Mods) -> Items:
        return self._effect(subject, mods, duration)

    def i_switch(self, obj: Obj, duration: Duration) -> Items:
        return self._effect(obj, [SwitchPT()], duration)

    def _effect(self, subject: Obj, mods: Mods, duration: Duration | None) -> Items:
        copies = [m for m in mods if isinstance(m, CopyOf)]
        if copies:
            return [BecomeCopyOf(copies[0].of.ref, subject.ref, duration)]
        said = [m.duration for m in mods if isinstance(m, Lasting)]
        lasting = said[0] if said else duration or Duration.INDEFINITE
        ordered = order_mods(mods)
        if not ordered:
            raise CompileError("an effect that changes nothing")
        if subject.affects == Affects.FIXED:
            spec = EffectSpec(ordered, Affects.FIXED, subject.filter, duration=lasting)
            return [CreateEffectOn(spec, lasting, subject.ref)]
        if isinstance(subject.ref, AllTargetsRef):  # "any number of target creatures"
            return [CreateEffect(EffectSpec(ordered, Affects.TARGETS, duration=lasting),
                                 lasting)]
        if subject.is_target:
            return [CreateEffect(EffectSpec(ordered, Affects.TARGETS, duration=lasting,
                                            target_index=i), lasting)
                    for i in subject.indices]
        spec = EffectSpec(ordered, subject.affects, subject.filter, duration=lasting)
        return [CreateEffect(spec, lasting)]
