"""Keyword abilities of rule 702 that have a procedure of their own in the engine (their
grammar: grammar/keyword_families.lark): morph, megamorph, disguise and "When ~ is turned
face up" (702.37, 702.168, 708.8), manifest (701.40, 701.62), bestow (702.103), madness
(702.35), suspend (702.62), exert (701.43), storm (702.40), cascade (702.85), devoid and
changeling (CDAs), bloodthirst, undaunted, dethrone, recover, scavenge, embalm, eternalize,
sunburst, entwine, graft, replicate, awaken, splice onto Arcane, retrace, improvise, and
kicker and buyback costs other than mana."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler import keyword_abilities
from tabletop.cards.compiler.clause_rules import ClauseRules, Subject
from tabletop.cards.compiler.phrases import SELF, Desc, Obj
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.awaken import AwakenAbility
from tabletop.engine.definitions.bestow import BestowAbility
from tabletop.engine.definitions.conditions import CountersOnAtLeast, SourceMarked
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeColors,
    ChangeTypes,
    Duration,
    EffectSpec,
    Modification,
    RuleChange,
    SetPT,
)
from tabletop.engine.definitions.expressions import Const, EventAmount, Expr
from tabletop.engine.definitions.face_down import FaceDownAbility
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    CreatedRef,
    CreateEffectOn,
    Exile,
    Instruction,
    Optional_,
    PayCost,
    PutCounters,
    RemoveCounters,
    ReturnToHand,
    SelfRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)
from tabletop.engine.definitions.keyword_instructions import (
    Cascade,
    CastCard,
    ChampionExile,
    CopySpellTimes,
    CreateZombieCopy,
    Manifest,
    MoveOneCounter,
    ReturnChampioned,
    SearchSameManaValue,
)
from tabletop.engine.definitions.keyword_parts import (
    ColorsSpent,
    DevouredCount,
    ExiledCardPower,
    IfHolds,
    OpponentCount,
    OpponentWasDealtDamage,
    OptionalCostAbility,
    ReplicateTimes,
)
from tabletop.engine.definitions.replacement_specs import EntersWithCounters
from tabletop.engine.definitions.spell_rules import SELF_COST_REDUCTION
from tabletop.engine.definitions.suspend import SUSPEND_HASTE, SuspendAbility
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost

ENCHANT_CREATURE = KeywordAbility(text="Enchant creature", keyword="Enchant",
                                  parameter="creature")


def _cda(*mods: Modification) -> StaticAbility:
    return StaticAbility(text="", cda=True, effects=(EffectSpec(mods, Affects.SELF),))


def storm() -> Ability:
    """702.40a: "When you cast this spell, copy it for each spell cast before it this
    turn. You may choose new targets for the copies"."""
    return TriggeredAbility(text="Storm", keyword="Storm", zone="stack",
                            trigger=Trigger(TriggerEvent.CAST_THIS,
                                            text="When you cast this spell"),
                            effect=(CopySpellTimes(EventAmount()),))


# simple keywords that also stand for a rule of their own: the abilities beside the keyword
KEYWORD_RULES: dict[str, Callable[[], tuple[Ability, ...]]] = {
    # 702.114a: "This object is colorless" (a characteristic-defining ability, 604.3)
    "Devoid": lambda: (_cda(ChangeColors(set_colors=frozenset())),),
    # 702.73a: "This object is every creature type" (a characteristic-defining ability)
    "Changeling": lambda: (_cda(ChangeTypes(all_creature_types=True)),),
}


def cascade() -> Ability:
    """702.85a: "When you cast this spell, exile cards from the top of your library until
    you exile a nonland card whose mana value is less than this spell's mana value. You may
    cast that card without paying its mana cost ... Then put all cards exiled this way that
    weren't cast on the bottom of your library in a random order"."""
    return TriggeredAbility(text="Cascade", keyword="Cascade", zone="stack",
                            trigger=Trigger(TriggerEvent.CAST_THIS,
                                            text="When you cast this spell"),
                            effect=(Cascade(),))


def with_rules(keyword: KeywordAbility) -> Ability | list[Ability]:
    """A simple keyword and the abilities its rule stands for (storm and cascade are one
    triggered ability each)."""
    if keyword.keyword == "Storm":
        return storm()
    if keyword.keyword == "Cascade":
        return cascade()
    extra = KEYWORD_RULES.get(keyword.keyword or "")
    if extra is None:
        return keyword
    return [keyword, *(replace(a, text=keyword.text) for a in extra())]


def morph(cost: ManaCost, keyword: str = "Morph", counters: int = 0) -> Ability:
    """702.37a: "You may cast this card as a 2/2 face-down creature, with no text, no
    name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost";
    702.37e: turned face up for its morph cost; 702.37b megamorph: with a +1/+1
    counter."""
    return FaceDownAbility(text=f"{keyword} {cost.text}", keyword=keyword,
                           cost=Cost(mana=cost), counters=counters)


def disguise(cost: ManaCost) -> Ability:
    """702.168a: like morph, and the face-down permanent has ward {2}."""
    ward = keyword_abilities.ward(Cost(mana=ManaCost.parse("{2}")), "Ward {2}")
    return FaceDownAbility(text=f"Disguise {cost.text}", keyword="Disguise",
                           cost=Cost(mana=cost), face_down_abilities=(ward,))


def bestow(cost: ManaCost) -> Ability:
    """702.103a: "If you cast this card for its bestow cost, it's an Aura spell with
    enchant creature. It becomes a creature again if it's not attached to a creature"."""
    return BestowAbility(text=f"Bestow {cost.text}", keyword="Bestow", parameter=cost.text,
                         aura_abilities=(ENCHANT_CREATURE,))


def madness(cost: ManaCost) -> list[Ability]:
    """702.35a: "If you discard this card, discard it into exile. When you do, cast it for
    its madness cost or put it into your graveyard" (the discard into exile: the engine's
    discard, keyword_actions.discard)."""
    text = f"Madness {cost.text}"
    return [KeywordAbility(text=text, keyword="Madness", parameter=cost.text),
            TriggeredAbility(text=text, zone="exile",
                             trigger=Trigger(TriggerEvent.EXILED_WITH_MADNESS,
                                             text="When this card is exiled this way"),
                             effect=(CastCard(alternative="Madness",
                                              otherwise_graveyard=True),))]


HASTE = KeywordAbility(text="Haste", keyword="Haste")


def suspend(n: int, cost: ManaCost) -> list[Ability]:
    """702.62a: exiled from the hand with N time counters for [cost] (suspending.py); "At
    the beginning of your upkeep, if this card is suspended, remove a time counter from
    it"; "When the last time counter is removed from this card, if it's exiled, you may
    play it without paying its mana cost if able ... If you cast a creature spell this way,
    it gains haste until you lose control of the spell or the permanent it becomes"."""
    text = f"Suspend {n}—{cost.text}"
    haste = EffectSpec((AddAbilities((HASTE,)),), Affects.SELF,
                       condition=SourceMarked(SUSPEND_HASTE))
    return [SuspendAbility(text=text, keyword="Suspend", parameter=cost.text, time=n),
            TriggeredAbility(text=text, zone="exile",
                             trigger=Trigger(TriggerEvent.BEGINNING_OF_STEP, step="upkeep",
                                             whose="your",
                                             text="At the beginning of your upkeep"),
                             condition=CountersOnAtLeast("time", 1),  # 702.62b: suspended
                             effect=(RemoveCounters("time", Const(1), SelfRef()),)),
            TriggeredAbility(text=text, zone="exile",
                             trigger=Trigger(TriggerEvent.LAST_TIME_COUNTER,
                                             text="When the last time counter is removed"),
                             effect=(CastCard(haste=True),)),
            StaticAbility(text=text, effects=(haste,))]


_CREATURE = frozenset({CardType.CREATURE})


def bloodthirst(n: int) -> Ability:
    """702.54a: "If an opponent was dealt damage this turn, this permanent enters with N
    +1/+1 counters on it"."""
    count = IfHolds(OpponentWasDealtDamage(), Const(n))
    return StaticAbility(text=f"Bloodthirst {n}", keyword="Bloodthirst",
                         replacement=EntersWithCounters("+1/+1", count))


def undaunted() -> Ability:
    """702.125a: "This spell costs {1} less to cast for each opponent you have"."""
    change = RuleChange(SELF_COST_REDUCTION, (("amount", OpponentCount()), ("condition", None)))
    return StaticAbility(text="Undaunted", keyword="Undaunted",
                         effects=(EffectSpec((change,), Affects.SELF),))


def dethrone() -> Ability:
    """702.105a: "Whenever this creature attacks the player with the most life or tied for
    most life, put a +1/+1 counter on this creature"."""
    return TriggeredAbility(
        text="Dethrone", keyword="Dethrone",
        trigger=Trigger(TriggerEvent.ATTACKS_MOST_LIFE,
                        text="Whenever this creature attacks the player with the most life "
                             "or tied for most life"),
        effect=(PutCounters("+1/+1", Const(1), SelfRef()),))


def recover(cost: ManaCost) -> Ability:
    """702.59a: "When a creature is put into your graveyard from the battlefield, you may
    pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise,
    exile this card" (it works in the graveyard, 113.6k)."""
    pay = Optional_((PayCost(Cost(mana=cost)), ReturnToHand(SelfRef())),
                    otherwise=(Exile(SelfRef()),))
    return TriggeredAbility(
        text=f"Recover {cost.text}", keyword="Recover", zone="graveyard",
        trigger=Trigger(TriggerEvent.DIES, subject="any",
                        filter=ObjectFilter(types=_CREATURE, owner="you"),
                        text="When a creature is put into your graveyard from the "
                             "battlefield"),
        effect=(pay,))


def scavenge(cost: ManaCost) -> Ability:
    """702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1
    counters equal to the power of the card you exiled on target creature. Activate only as
    a sorcery"."""
    return ActivatedAbility(
        text=f"Scavenge {cost.text}", keyword="Scavenge", zone="graveyard",
        cost=Cost(mana=cost, exile_self=True), timing="sorcery",
        effect=(PutCounters("+1/+1", ExiledCardPower(), TargetRef(0)),),
        targets=(TargetSpec(kind="object", filter=ObjectFilter(types=_CREATURE),
                            text="target creature"),))


def zombie_copy(cost: Cost, keyword: str) -> Ability:
    """702.128a embalm: "[Cost], Exile this card from your graveyard: Create a token that's
    a copy of it, except it's a white Zombie [types] with no mana cost. Activate only as a
    sorcery"; 702.129a eternalize: a black 4/4 Zombie."""
    eternal = keyword == "Eternalize"
    copy = CreateZombieCopy(color="B" if eternal else "W", power=4 if eternal else None,
                            toughness=4 if eternal else None)
    text = f"{keyword} {cost.mana.text}" if cost == Cost(mana=cost.mana) else \
        f"{keyword}—{cost.describe()}"
    return ActivatedAbility(text=text, keyword=keyword, zone="graveyard",
                            cost=replace(cost, exile_self=True), timing="sorcery",
                            effect=(copy,))


def _cost(part: Token | Cost) -> Cost:
    return Cost(mana=ManaCost.parse(str(part))) if isinstance(part, Token) else part


def graft(n: int) -> list[Ability]:
    """702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever another
    creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1
    counter from this permanent onto that creature"."""
    text = f"Graft {n}"
    return [StaticAbility(text=text, keyword="Graft",
                          replacement=EntersWithCounters("+1/+1", Const(n))),
            TriggeredAbility(text=text, keyword="Graft", optional=True,
                             trigger=Trigger(TriggerEvent.ENTERS, subject="other",
                                             filter=ObjectFilter(types=_CREATURE),
                                             text="Whenever another creature enters"),
                             condition=CountersOnAtLeast("+1/+1", 1),
                             effect=(MoveOneCounter("+1/+1", SelfRef(), TriggerObjectRef()),))]


def replicate(cost: ManaCost) -> list[Ability]:
    """702.56a: "As an additional cost to cast this spell, you may pay [cost] any number of
    times" (the answer `replicate`) and "When you cast this spell, if a replicate cost was
    paid for it, copy it for each time its replicate cost was paid"."""
    text = f"Replicate {cost.text}"
    return [KeywordAbility(text=text, keyword="Replicate", parameter=cost.text),
            TriggeredAbility(text=text, zone="stack",
                             trigger=Trigger(TriggerEvent.CAST_THIS,
                                             text="When you cast this spell"),
                             effect=(CopySpellTimes(ReplicateTimes()),))]


def awaken(n: int, cost: ManaCost) -> Ability:
    """702.113a: "If you cast this spell for [cost], also put N +1/+1 counters on target
    land you control and it becomes a 0/0 Elemental creature with haste. It's still a
    land" (the answer `cost` = "awaken")."""
    land = TargetSpec(kind="object", filter=ObjectFilter(types=frozenset({CardType.LAND}),
                                                         controller="you"),
                      text="target land you control")
    becomes = EffectSpec((ChangeTypes(add_types=_CREATURE, add_subtypes=("Elemental",)),
                          SetPT(Const(0), Const(0)), AddAbilities((HASTE,))), Affects.FIXED,
                         text="a 0/0 Elemental creature with haste that's still a land")
    return AwakenAbility(text=f"Awaken {n}—{cost.text}", keyword="Awaken",
                         parameter=cost.text, targets=(land,),
                         effect=(PutCounters("+1/+1", Const(n), TargetRef(0)),
                                 CreateEffectOn(becomes, Duration.INDEFINITE, TargetRef(0))))


def sunburst(text: str = "Sunburst") -> list[Ability]:
    """702.44a: "This permanent enters with a +1/+1 counter on it for each color of mana
    spent to cast it if it's a creature; otherwise, a charge counter" (casting notes the
    colours, mana_spent.py)."""
    return [StaticAbility(text=text, keyword="Sunburst",
                          replacement=EntersWithCounters(kind, ColorsSpent(creature)))
            for kind, creature in (("+1/+1", True), ("charge", False))]


def modular_sunburst() -> list[Ability]:
    """702.43b: "Modular—Sunburst": the +1/+1 counters it enters with are sunburst's; its
    modular ability moves them when it dies (702.43a)."""
    return [*sunburst("Modular—Sunburst"),
            replace(keyword_abilities.modular(0)[1], text="Modular—Sunburst")]


@v_args(inline=True)
class KeywordFamilyRules(ClauseRules):
    """The transformer rules of grammar/keyword_families.lark."""

    def kw_morph(self, tok: Token) -> Ability:
        return morph(ManaCost.parse(str(tok)))

    def kw_megamorph(self, tok: Token) -> Ability:
        return morph(ManaCost.parse(str(tok)), "Megamorph", counters=1)

    def kw_disguise(self, tok: Token) -> Ability:
        return disguise(ManaCost.parse(str(tok)))

    def kw_suspend(self, n: Token, tok: Token) -> list[Ability]:
        return suspend(int(n), ManaCost.parse(str(tok)))

    def kw_bloodthirst(self, tok: Token) -> Ability:
        return bloodthirst(int(tok))

    def kw_undaunted(self) -> Ability:
        return undaunted()

    def kw_dethrone(self) -> Ability:
        return dethrone()

    def kw_recover(self, tok: Token) -> Ability:
        return recover(ManaCost.parse(str(tok)))

    def kw_scavenge(self, tok: Token) -> Ability:
        return scavenge(ManaCost.parse(str(tok)))

    def kw_embalm(self, part: Token | Cost) -> Ability:
        return zombie_copy(_cost(part), "Embalm")

    def kw_eternalize(self, part: Token | Cost) -> Ability:
        return zombie_copy(_cost(part), "Eternalize")

    def kw_entwine(self, tok: Token) -> Ability:
        """702.42a: an additional cost to choose all modes (rules/entwine.py)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Entwine {cost.text}", keyword="Entwine",
                              parameter=cost.text)

    def kw_graft(self, tok: Token) -> list[Ability]:
        return graft(int(tok))

    def kw_replicate(self, tok: Token) -> list[Ability]:
        return replicate(ManaCost.parse(str(tok)))

    def kw_awaken(self, n: Token, tok: Token) -> Ability:
        return awaken(int(n), ManaCost.parse(str(tok)))

    def kw_kicker_cost(self, cost: Cost) -> Ability:
        """702.33a: "Kicker—[cost]" with parts besides mana (the answer `kicked`)."""
        return self._optional_cost("Kicker", cost)

    def kw_buyback_cost(self, cost: Cost) -> Ability:
        """702.27a: "Buyback—[cost]" with parts besides mana (the answer `buyback`)."""
        return self._optional_cost("Buyback", cost)

    def _optional_cost(self, keyword: str, cost: Cost) -> Ability:
        return OptionalCostAbility(text=self.text.rstrip("."), keyword=keyword,
                                   parameter=cost.mana.text or "{0}",
                                   extra=replace(cost, mana=ManaCost()))

    def kw_splice(self, tok: Token) -> Ability:
        """702.47a: spliced onto an Arcane spell as it is cast (rules/splice.py)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Splice onto Arcane {cost.text}",
                              keyword="Splice onto Arcane", parameter=cost.text)

    def kw_surge(self, tok: Token) -> Ability:
        """702.117a: an alternative cost once you cast another spell this turn."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Surge {cost.text}", keyword="Surge", parameter=cost.text)

    def kw_transmute(self, tok: Token) -> Ability:
        """702.53a: "[Cost], Discard this card: Search your library for a card with the same
        mana value as the discarded card, reveal that card, and put it into your hand. Then
        shuffle. Activate only as a sorcery"."""
        cost = ManaCost.parse(str(tok))
        return ActivatedAbility(text=f"Transmute {cost.text}", keyword="Transmute",
                                zone="hand", cost=Cost(mana=cost, discard_self=True),
                                timing="sorcery", effect=(SearchSameManaValue(),))

    def kw_champion(self, desc: Desc) -> list[Ability]:
        """702.72a: "When this enters, sacrifice it unless you exile another [object] you
        control" and "When this leaves the battlefield, the exiled card returns to the
        battlefield under its owner's control"."""
        text = self.text.rstrip(".")
        flt = replace(desc.filter, controller="you", other=True)
        return [TriggeredAbility(text=text, keyword="Champion",
                                 trigger=Trigger(TriggerEvent.ENTERS,
                                                 text="When this enters"),
                                 effect=(ChampionExile(flt),)),
                TriggeredAbility(text=text, keyword="Champion",
                                 trigger=Trigger(TriggerEvent.LEAVES,
                                                 text="When this leaves the battlefield"),
                                 effect=(ReturnChampioned(),))]

    def kw_devour(self, tok: Token) -> Ability:
        """702.82a: creatures sacrificed as it enters (rules/devour.py), N +1/+1 counters
        for each."""
        n = int(tok)
        return StaticAbility(text=f"Devour {n}", keyword="Devour",
                             replacement=EntersWithCounters("+1/+1", DevouredCount(n)))

    def kw_retrace(self) -> Ability:
        """702.81a: cast from the graveyard by discarding a land card too (casting)."""
        return KeywordAbility(text="Retrace", keyword="Retrace")

    def kw_improvise(self) -> Ability:
        """702.126a: artifacts tapped help pay (rules/paying_with_permanents.py)."""
        return KeywordAbility(text="Improvise", keyword="Improvise")

    def kw_sunburst(self) -> list[Ability]:
        return sunburst()

    def kw_modular_sunburst(self) -> list[Ability]:
        return modular_sunburst()

    def kw_madness(self, tok: Token) -> list[Ability]:
        return madness(ManaCost.parse(str(tok)))

    def kw_bestow(self, tok: Token) -> Ability:
        return bestow(ManaCost.parse(str(tok)))

    def i_manifest(self, n: Expr | None = None) -> list[Instruction]:
        """701.40a; "it" is the manifested permanent."""
        self.scope.antecedent = Obj(CreatedRef(), Affects.FIXED)
        return [Manifest(count=1 if n is None else as_int(n))]

    def i_manifest_dread(self) -> list[Instruction]:
        """701.62a."""
        self.scope.antecedent = Obj(CreatedRef(), Affects.FIXED)
        return [Manifest(dread=True)]

    def tr_exert(self, _self: Any) -> list[Trigger]:
        """701.43a: "You may exert ~ as it attacks. When you do, ..." (the engine asks as
        attackers are declared, exert.py)."""
        self.scope.antecedent = SELF
        return [Trigger(TriggerEvent.EXERTED, text=f"You may exert {self.scope.card_name} "
                        "as it attacks. When you do")]

    def tr_turned_face_up(self, subject: Subject) -> list[Trigger]:
        """708.8: "When ~ is turned face up", "Whenever a permanent is turned face up"."""
        return [self._face_up_trigger(TriggerEvent.TURNED_FACE_UP, subject)]

    def tr_enters_or_turned_face_up(self, subject: Subject) -> list[Trigger]:
        return [self._face_up_trigger(TriggerEvent.ENTERS, subject),
                self._face_up_trigger(TriggerEvent.TURNED_FACE_UP, subject)]

    def _face_up_trigger(self, event: TriggerEvent, subject: Subject) -> Trigger:
        who, flt = subject
        if who == "self":
            self.scope.antecedent = SELF
        return Trigger(event, subject=who, filter=flt, text=self._trigger_text())
