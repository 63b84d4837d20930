"""Keyword abilities and keyword actions built from the engine's primitives as their rules
word them (grammar/keyword_mechanics.lark): mentor (702.134), detain (701.35), clash
(701.30), conspire (702.78), prowl (702.76), emerge (702.119), reinforce (702.77),
ripple (702.60), myriad (702.116),
gravestorm (702.69)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.continuous_effects import Lasting, Mods, order_mods
from tabletop.cards.compiler.one_shot_effects import OneShotEffectRules
from tabletop.cards.compiler.phrases import CompileError, Obj
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.amplify import AmplifiedCards
from tabletop.engine.definitions.clash import Clash
from tabletop.engine.definitions.conditions import DuringStep
from tabletop.engine.definitions.conspire import ConspirePaid, ConspireTapCost
from tabletop.engine.definitions.cost_steps import ReturnUnblockedAttackerCost, RevealSelfCost
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import Affects, Duration, EffectSpec, RuleChange
from tabletop.engine.definitions.expressions import Const, Expr, Times, XValue
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.gravestorm import PermanentsToGraveyardThisTurn
from tabletop.engine.definitions.instructions import (
    CreateDelayedTrigger,
    CreatedRef,
    Exile,
    Instruction,
    Optional_,
    PutCounters,
    RevealedRef,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.definitions.keyword_instructions import CopySpellTimes
from tabletop.engine.definitions.keyword_parts import OptionalCostAbility
from tabletop.engine.definitions.kinship import RevealKin
from tabletop.engine.definitions.myriad import MyriadCopies
from tabletop.engine.definitions.ninjutsu import EnterAttackingFromHand
from tabletop.engine.definitions.provoke import Provoke
from tabletop.engine.definitions.radiance import SharesColorRef
from tabletop.engine.definitions.replacement_specs import (
    CANT_ACTIVATE,
    CANT_ATTACK_OR_BLOCK,
    EntersWithCounters,
)
from tabletop.engine.definitions.ripple import Ripple
from tabletop.engine.definitions.soulbond import SOULBOND, CanPair, Pair, PairedWithSource
from tabletop.engine.definitions.strive import COST_PER_EXTRA_TARGET
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost

_LESSER_ATTACKER = ObjectFilter(types=frozenset({CardType.CREATURE}), attacking=True,
                                lesser_power=True)


def mentor() -> Ability:
    """702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with lesser power"."""
    return TriggeredAbility(
        text="Mentor", keyword="Mentor",
        trigger=Trigger(TriggerEvent.ATTACKS, text="Whenever this creature attacks"),
        effect=(PutCounters("+1/+1", Const(1), TargetRef(0)),),
        targets=(TargetSpec(filter=_LESSER_ATTACKER,
                            text="target attacking creature with lesser power"),))


def soulbond() -> list[Ability]:
    """702.95a: "When this creature enters, if you control both this creature and another
    creature and both are unpaired, you may pair this creature with another unpaired
    creature you control ..." and "Whenever another creature you control enters, if you
    control both that creature and this one and both are unpaired, you may pair that
    creature with this creature ..."."""
    other = Trigger(TriggerEvent.ENTERS, subject="other",
                    filter=ObjectFilter(types=frozenset({CardType.CREATURE}), controller="you"),
                    text="Whenever another creature you control enters")
    return [KeywordAbility(text=SOULBOND, keyword=SOULBOND),
            TriggeredAbility(text=SOULBOND, condition=CanPair(),
                             trigger=Trigger(TriggerEvent.ENTERS,
                                             text="When this creature enters"),
                             effect=(Optional_((Pair(),)),)),
            TriggeredAbility(text=SOULBOND, condition=CanPair(False), trigger=other,
                             effect=(Optional_((Pair(with_entering=True),)),))]


_DEFENDERS_CREATURE = ObjectFilter(types=frozenset({CardType.CREATURE}),
                                   controller="defending_player")


def conspire() -> list[Ability]:
    """702.78a: "As you cast this spell, you may tap two untapped creatures you control that
    share a color with it" (an optional additional cost, the answer `conspire`) and "When
    you do, copy it and you may choose a new target for the copy" (707.10c)."""
    return [OptionalCostAbility(text="Conspire", keyword="Conspire", parameter="{0}",
                                extra=Cost(steps=(ConspireTapCost(),))),
            TriggeredAbility(text="Conspire", keyword="Conspire", zone="stack",
                             trigger=Trigger(TriggerEvent.CAST_THIS,
                                             text="When you cast this spell"),
                             condition=ConspirePaid(),
                             effect=(CopySpellTimes(Const(1)),))]


def reinforce(n: Expr, cost: ManaCost) -> Ability:
    """702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1
    counters on target creature" (an ability of the card in hand, any time you could
    cast an instant); "Reinforce X": X is chosen as the cost is paid (107.3)."""
    creature = TargetSpec(kind="object", filter=ObjectFilter(types=frozenset({CardType.CREATURE})),
                          text="target creature")
    return ActivatedAbility(text=f"Reinforce {n.describe()}—{cost.text}", keyword="Reinforce",
                            zone="hand", cost=Cost(mana=cost, discard_self=True),
                            targets=(creature,), choices=("x",) if cost.has_x else (),
                            effect=(PutCounters("+1/+1", n, TargetRef(0)),))


def provoke() -> Ability:
    """702.39a: "Whenever this creature attacks, you may have target creature defending
    player controls untap and block this creature this turn if able"."""
    return TriggeredAbility(
        text="Provoke", keyword="Provoke",
        trigger=Trigger(TriggerEvent.ATTACKS, text="Whenever this creature attacks"),
        effect=(Optional_((Provoke(),)),),
        targets=(TargetSpec(filter=_DEFENDERS_CREATURE,
                            text="target creature defending player controls"),))


def amplify(n: int) -> Ability:
    """702.38a: it enters with N additional +1/+1 counters for each card revealed from the
    hand that shares a creature type with it."""
    count: Expr = AmplifiedCards() if n == 1 else Times(n, AmplifiedCards())
    return StaticAbility(text=f"Amplify {n}", keyword="Amplify",
                         replacement=EntersWithCounters("+1/+1", count, additional=True))


def ninjutsu(cost: ManaCost) -> Ability:
    """702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
    creature you control to its owner's hand: Put this card onto the battlefield from your
    hand tapped and attacking"."""
    steps = (RevealSelfCost(), ReturnUnblockedAttackerCost())
    return ActivatedAbility(text=f"Ninjutsu {cost.text}", keyword="Ninjutsu", zone="hand",
                            cost=Cost(mana=cost, steps=steps),
                            effect=(EnterAttackingFromHand(),))


@v_args(inline=True)
class KeywordMechanicRules(OneShotEffectRules):
    """Mentor, detain."""

    def kw_mentor(self) -> Ability:
        return mentor()

    def i_detain(self, subject: Obj) -> list[Instruction]:
        """701.35a: "Until your next turn, that permanent can't attack or block and its
        activated abilities can't be activated" (mana abilities too)."""
        mods: Mods = [RuleChange(CANT_ATTACK_OR_BLOCK),
                      RuleChange(CANT_ACTIVATE, (("mana", True),))]
        return list(self._effect(subject, mods, Duration.YOUR_NEXT_TURN))

    def kw_amplify(self, n: Token) -> Ability:
        return amplify(int(n))

    def kw_dredge(self, n: Token) -> Ability:
        """702.52a: the number is the keyword's parameter (rules/replacing.py)."""
        return KeywordAbility(text=f"Dredge {int(n)}", keyword="Dredge",
                              parameter=str(int(n)))

    def kw_escalate(self, tok: Token) -> Ability:
        """702.120a: the cost paid for each mode beyond the first (definitions/strive.py)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Escalate {cost.text}", keyword="Escalate",
                              parameter=cost.text)

    def kw_ninjutsu(self, tok: Token) -> Ability:
        return ninjutsu(ManaCost.parse(str(tok)))

    def kw_miracle(self, tok: Token) -> Ability:
        """702.94a: the cost is the keyword's parameter (rules/miracle.py)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Miracle {cost.text}", keyword="Miracle",
                              parameter=cost.text)

    def kw_conspire(self) -> list[Ability]:
        return conspire()

    def kw_prowl(self, tok: Token) -> Ability:
        """702.76a: "Prowl [cost]": an alternative cost (the answer `cost` = "prowl")."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Prowl {cost.text}", keyword="Prowl", parameter=cost.text)

    def kw_emerge(self, tok: Token) -> Ability:
        """702.119a: "Emerge [cost]": an alternative cost (the answer `cost` = "emerge")."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Emerge {cost.text}", keyword="Emerge", parameter=cost.text)

    def kw_reinforce(self, n: Token, tok: Token) -> Ability:
        return reinforce(Const(int(n)), ManaCost.parse(str(tok)))

    def kw_reinforce_x(self, tok: Token) -> Ability:
        cost = ManaCost.parse(str(tok))
        if not cost.has_x:
            raise CompileError("702.77a: reinforce X needs {X} in its cost")
        return reinforce(XValue(), cost)

    def kw_ripple(self, n: Token) -> Ability:
        """702.60a: "When you cast this spell, you may reveal the top N cards ..."."""
        return TriggeredAbility(text=f"Ripple {int(n)}", keyword="Ripple", zone="stack",
                                trigger=Trigger(TriggerEvent.CAST_THIS,
                                                text="When you cast this spell"),
                                effect=(Ripple(int(n)),))

    def kw_myriad(self) -> Ability:
        """702.116a: "Whenever this creature attacks, for each opponent other than defending
        player, you may create a token copy ... tapped and attacking that player ...
        Exile the tokens at end of combat" (a delayed trigger, 603.7)."""
        end_of_combat = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end_of_combat",
                                whose="next", text="at end of combat")
        return TriggeredAbility(
            text="Myriad", keyword="Myriad",
            trigger=Trigger(TriggerEvent.ATTACKS, text="Whenever this creature attacks"),
            effect=(MyriadCopies(), CreateDelayedTrigger(end_of_combat,
                                                         (Exile(CreatedRef()),))))

    def kw_gravestorm(self) -> Ability:
        """702.69a: "When you cast this spell, copy it for each permanent that was put into
        a graveyard from the battlefield this turn. If the spell has any targets, you may
        choose new targets for any of the copies"."""
        return TriggeredAbility(text="Gravestorm", keyword="Gravestorm", zone="stack",
                                trigger=Trigger(TriggerEvent.CAST_THIS,
                                                text="When you cast this spell"),
                                effect=(CopySpellTimes(PermanentsToGraveyardThisTurn()),))

    def kw_provoke(self) -> Ability:
        return provoke()

    def kw_soulbond(self) -> list[Ability]:
        return soulbond()

    def ss_paired(self, _self: Obj, mods: Mods) -> list[EffectSpec]:
        """702.95: the effect applies to the soulbond creature and its partner while the
        pair holds."""
        ordered = order_mods(mods)
        if not ordered or any(isinstance(m, Lasting) for m in mods):
            raise CompileError("a pair's effect that changes nothing or has a duration")
        return [EffectSpec(ordered, Affects.MATCHING,
                           ObjectFilter(types=frozenset({CardType.CREATURE})),
                           PairedWithSource(), per_object_condition=True)]

    def c_forecast(self, part: dict[str, Any]) -> dict[str, Any]:
        """702.57a-b: a forecast ability is activated only from its owner's hand, only
        during their upkeep, and only once each turn."""
        self.scope.functions_in = "hand"
        self.scope.implied_rules.extend(("once", DuringStep("upkeep")))
        return part

    def c_reveal_self(self, _self: Obj) -> dict[str, Any]:
        """"Reveal ~ from your hand": the card shows, stays in the hand (works there)."""
        self.scope.functions_in = "hand"
        return {"steps": (RevealSelfCost(),)}

    def obj_and_sharing_color(self, target: Obj) -> Obj:
        """Radiance: the target and the creatures sharing a color with it as the ability
        resolves (a set fixed then, 611.2c)."""
        if len(target.indices) != 1:
            raise CompileError("radiance names one target")
        obj = Obj(SharesColorRef(target.indices[0]), Affects.FIXED)
        self.scope.antecedent = obj
        return obj

    def ru_cost_per_extra_target(self, *parts: Any) -> EffectSpec:
        """Strive: "This spell costs {2}{U} more to cast for each target beyond the
        first" (601.2f)."""
        mana = next(p for p in parts if isinstance(p, Token) and p.type == "MANA")
        change = RuleChange(COST_PER_EXTRA_TARGET, (("mana", ManaCost.parse(str(mana)).text),))
        return EffectSpec((change,), Affects.SELF)

    def sentence_kinship(self, _self: Obj, then: list[Any]) -> list[Any]:
        """Kinship: "that card" in the rest is the revealed card."""
        self.scope.antecedent = Obj(RevealedRef(), Affects.FIXED)
        return [RevealKin(self._wrapped(then))]

    def sentence_clash(self, won: list[Any]) -> list[Any]:
        """701.30: "Clash with an opponent. If you win, [instructions]."."""
        return [Clash(self._wrapped(won))]

    def sentence_may_clash(self, won: list[Any]) -> list[Any]:
        return [Optional_((Clash(self._wrapped(won)),))]
