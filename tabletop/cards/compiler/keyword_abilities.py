"""Keywords that stand for longer abilities with a number or a kind in them (702): renown,
vanishing, fading, soulshift, rampage, fabricate, affinity, unleash, evolve, living
weapon; each is built from the engine's primitives as the rule words it."""

from __future__ import annotations

from dataclasses import replace

from tabletop.cards.compiler.phrases import Desc
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.conditions import (
    AnyOf,
    CountersOnAtLeast,
    Greater,
    Not,
    SourceMarked,
)
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    Duration,
    EffectSpec,
    ModifyPT,
    RuleChange,
)
from tabletop.engine.definitions.expressions import (
    Const,
    CountersOn,
    CountPermanents,
    PowerOf,
    StatOf,
    Sum,
    Times,
)
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    Attach,
    ChooseObjects,
    ChosenRef,
    Conditional,
    CounterSpell,
    CreateDelayedTrigger,
    CreatedRef,
    CreateEffect,
    CreateEffectOn,
    CreateToken,
    Exile,
    FoundRef,
    LoseLife,
    MarkSource,
    Optional_,
    PayCost,
    PlayerRef,
    PutCounters,
    RemoveCounters,
    ReturnToBattlefield,
    ReturnToHand,
    Reveal,
    Sacrifice,
    Search,
    SelfRef,
    Shuffle,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)
from tabletop.engine.definitions.replacement_specs import (
    CANT_BLOCK,
    EntersWithCounters,
    ZoneChangeInstead,
)
from tabletop.engine.definitions.spell_rules import SELF_COST_REDUCTION
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Supertype, Zone
from tabletop.engine.model.mana import ManaCost

_YOUR_UPKEEP = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="upkeep", whose="your",
                       text="At the beginning of your upkeep")
_ENTERS = Trigger(TriggerEvent.ENTERS, text="When this creature enters")
_CREATURE = frozenset({CardType.CREATURE})
RENOWNED = "renowned"


def renown(n: int) -> Ability:
    """702.112a: "When this creature deals combat damage to a player, if it isn't renowned,
    put N +1/+1 counters on it and it becomes renowned"."""
    return TriggeredAbility(
        text=f"Renown {n}", keyword="Renown",
        trigger=Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, whose="each",
                        text="When this creature deals combat damage to a player"),
        condition=Not(SourceMarked(RENOWNED)),
        effect=(PutCounters("+1/+1", Const(n), SelfRef()), MarkSource(RENOWNED)))


def vanishing(n: int) -> list[Ability]:
    """702.63a: it enters with N time counters; at the beginning of your upkeep, remove a
    time counter; when the last is removed, sacrifice it."""
    last = Conditional(Not(CountersOnAtLeast("time", 1)), (Sacrifice(SelfRef()),))
    return [StaticAbility(text=f"Vanishing {n}", keyword="Vanishing",
                          replacement=EntersWithCounters("time", Const(n))),
            TriggeredAbility(text=f"Vanishing {n}", keyword="Vanishing", trigger=_YOUR_UPKEEP,
                             condition=CountersOnAtLeast("time", 1),
                             effect=(RemoveCounters("time", Const(1), SelfRef()), last))]


def fading(n: int) -> list[Ability]:
    """702.32a: it enters with N fade counters; at the beginning of your upkeep, remove a
    fade counter; if you can't, sacrifice it."""
    step = Conditional(CountersOnAtLeast("fade", 1),
                       (RemoveCounters("fade", Const(1), SelfRef()),))
    cant = Conditional(Not(CountersOnAtLeast("fade", 1)), (Sacrifice(SelfRef()),))
    return [StaticAbility(text=f"Fading {n}", keyword="Fading",
                          replacement=EntersWithCounters("fade", Const(n))),
            TriggeredAbility(text=f"Fading {n}", keyword="Fading", trigger=_YOUR_UPKEEP,
                             effect=(cant, step))]


def soulshift(n: int) -> Ability:
    """702.46a: "When this creature dies, you may return target Spirit card with mana value
    N or less from your graveyard to your hand"."""
    spirit = ObjectFilter(subtypes=frozenset({"Spirit"}), stats=(("mana_value", "<=", n),),
                          zone=Zone.GRAVEYARD, owner="you")
    return TriggeredAbility(
        text=f"Soulshift {n}", keyword="Soulshift",
        trigger=Trigger(TriggerEvent.DIES, text="When this creature dies"),
        effect=(ReturnToHand(TargetRef(0)),), optional=True,
        targets=(TargetSpec(kind="card", filter=spirit, zone="graveyard",
                            count_min=0,
                            text=f"target Spirit card with mana value {n} or less"),))


def rampage(n: int) -> Ability:
    """702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
    each creature blocking it beyond the first"."""
    beyond = Sum(CountPermanents(ObjectFilter(types=_CREATURE, blocking_source=True)),
                 Const(-1))
    bonus = beyond if n == 1 else Times(n, beyond)
    spec = EffectSpec((ModifyPT(bonus, bonus),), Affects.SELF)
    return TriggeredAbility(
        text=f"Rampage {n}", keyword="Rampage",
        trigger=Trigger(TriggerEvent.BECOMES_BLOCKED, text="Whenever this creature becomes "
                        "blocked"),
        effect=(CreateEffect(spec, Duration.END_OF_TURN),))


SERVO = CardDefinition(name="Servo", types=frozenset({CardType.ARTIFACT, CardType.CREATURE}),
                       subtypes=("Servo",), power=PT(1), toughness=PT(1))


def fabricate(n: int) -> Ability:
    """702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you
    don't, create N 1/1 colorless Servo artifact creature tokens"."""
    choice = Optional_((PutCounters("+1/+1", Const(n), SelfRef()),),
                       otherwise=(CreateToken(SERVO, Const(n)),))
    return TriggeredAbility(text=f"Fabricate {n}", keyword="Fabricate", trigger=_ENTERS,
                            effect=(choice,))


def affinity(desc: Desc) -> Ability:
    """702.41a: "This spell costs {1} less to cast for each [quality] you control"."""
    flt = replace(desc.filter, controller="you")
    change = RuleChange(SELF_COST_REDUCTION, (("amount", CountPermanents(flt)),
                                              ("condition", None)))
    what = " ".join(t.value.lower() + "s" for t in desc.filter.types) or "permanents"
    return StaticAbility(text=f"Affinity for {what}", keyword="Affinity",
                         effects=(EffectSpec((change,), Affects.SELF),))


def unleash() -> list[Ability]:
    """702.98a: "You may have this permanent enter with an additional +1/+1 counter on it"
    (it does: the choice's default) and "It can't block as long as it has a +1/+1 counter
    on it"."""
    cant = EffectSpec((RuleChange(CANT_BLOCK),), Affects.SELF,
                      condition=CountersOnAtLeast("+1/+1", 1))
    return [StaticAbility(text="Unleash", keyword="Unleash",
                          replacement=EntersWithCounters("+1/+1", Const(1))),
            StaticAbility(text="Unleash", keyword="Unleash", effects=(cant,))]


def evolve() -> Ability:
    """702.100a: "Whenever a creature you control enters, if that creature's power is
    greater than this creature's power and/or that creature's toughness is greater than
    this creature's toughness, put a +1/+1 counter on this creature"."""
    bigger = AnyOf((Greater(StatOf("power", "trigger"), PowerOf("source")),
                    Greater(StatOf("toughness", "trigger"), StatOf("toughness", "source"))))
    return TriggeredAbility(
        text="Evolve", keyword="Evolve",
        trigger=Trigger(TriggerEvent.ENTERS, subject="other",
                        filter=ObjectFilter(types=_CREATURE, controller="you"),
                        text="Whenever a creature you control enters"),
        condition=bigger, effect=(PutCounters("+1/+1", Const(1), SelfRef()),))


GERM = CardDefinition(name="Phyrexian Germ", types=_CREATURE, subtypes=("Phyrexian", "Germ"),
                      power=PT(0), toughness=PT(0))


def living_weapon() -> Ability:
    """702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature
    token, then attach this Equipment to it"."""
    from tabletop.engine.model.enums import Color

    germ = CardDefinition(name=GERM.name, types=GERM.types, subtypes=GERM.subtypes,
                          power=GERM.power, toughness=GERM.toughness,
                          color_indicator=frozenset({Color.BLACK}))
    return TriggeredAbility(
        text="Living weapon", keyword="Living weapon",
        trigger=Trigger(TriggerEvent.ENTERS, text="When this Equipment enters"),
        effect=(CreateToken(germ), Attach(SelfRef(), CreatedRef())))


def ward(cost: Cost, text: str) -> Ability:
    """702.21a: "Whenever this permanent becomes the target of a spell or ability an
    opponent controls, counter it unless that player pays [cost]"."""
    pay = Optional_((PayCost(cost, PlayerRef("trigger_controller")),),
                    otherwise=(CounterSpell(TriggerObjectRef()),))
    return TriggeredAbility(
        text=text, keyword="Ward",
        trigger=Trigger(TriggerEvent.BECOMES_TARGET, by_opponent=True,
                        text="Whenever this permanent becomes the target of a spell or "
                             "ability an opponent controls"),
        effect=(pay,))


def outlast(cost: ManaCost) -> Ability:
    """702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    sorcery"."""
    return ActivatedAbility(text=f"Outlast {cost.text}", keyword="Outlast",
                            cost=Cost(mana=cost, tap=True), timing="sorcery",
                            effect=(PutCounters("+1/+1", Const(1), SelfRef()),))


def afflict(n: int) -> Ability:
    """702.130a: "Whenever this creature becomes blocked, defending player loses N life"."""
    return TriggeredAbility(
        text=f"Afflict {n}", keyword="Afflict",
        trigger=Trigger(TriggerEvent.BECOMES_BLOCKED, text="Whenever this creature becomes "
                        "blocked"),
        effect=(LoseLife(Const(n), PlayerRef("defending")),))


def annihilator(n: int) -> Ability:
    """702.86a: "Whenever this creature attacks, defending player sacrifices N
    permanents"."""
    return TriggeredAbility(
        text=f"Annihilator {n}", keyword="Annihilator",
        trigger=Trigger(TriggerEvent.ATTACKS, text="Whenever this creature attacks"),
        effect=(ChooseObjects(ObjectFilter(), PlayerRef("defending"), n),
                Sacrifice(ChosenRef())))


def modular(n: int) -> list[Ability]:
    """702.43a: it enters with N +1/+1 counters; "When this permanent is put into a
    graveyard from the battlefield, you may put a +1/+1 counter on target artifact
    creature for each +1/+1 counter on this permanent"."""
    artifact_creature = ObjectFilter(types=frozenset({CardType.ARTIFACT, CardType.CREATURE}))
    return [StaticAbility(text=f"Modular {n}", keyword="Modular",
                          replacement=EntersWithCounters("+1/+1", Const(n))),
            TriggeredAbility(
                text=f"Modular {n}", keyword="Modular", optional=True,
                trigger=Trigger(TriggerEvent.DIES, text="When this permanent dies"),
                effect=(PutCounters("+1/+1", CountersOn("+1/+1"), TargetRef(0)),),
                targets=(TargetSpec(filter=artifact_creature,
                                    text="target artifact creature"),))]


def typecycling(word: str, cost: ManaCost) -> Ability:
    """702.29e: "Swampcycling [cost]" is "[Cost], Discard this card: Search your library
    for a Swamp card, reveal it, put it into your hand, then shuffle" (basic landcycling:
    a basic land card)."""
    name = word.lower()
    kind = name[:-len("cycling")].strip()
    if kind in ("basic land", "basicland"):
        flt = ObjectFilter(types=frozenset({CardType.LAND}),
                           supertypes=frozenset({Supertype.BASIC}), zone=None)
    elif kind == "land":
        flt = ObjectFilter(types=frozenset({CardType.LAND}), zone=None)
    else:
        flt = ObjectFilter(subtypes=frozenset({kind.capitalize()}), zone=None)
    return ActivatedAbility(
        text=f"{word} {cost.text}", keyword=word.capitalize(), zone="hand",
        cost=Cost(mana=cost, discard_self=True),
        effect=(Search(flt, to="found"), Reveal(FoundRef()), ReturnToHand(FoundRef()),
                Shuffle(PlayerRef("you"))))


def unearth(cost: ManaCost) -> Ability:
    """702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains
    haste. Exile it at the beginning of the next end step. If it would leave the
    battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery"."""
    haste = EffectSpec((AddAbilities((KeywordAbility("Haste", "Haste"),)),), Affects.FIXED)
    exile = tuple(StaticAbility(text="If it would leave the battlefield, exile it instead",
                                replacement=ZoneChangeInstead(to_zone=zone, instead="exile"))
                  for zone in ("graveyard", "hand", "library"))
    leave = EffectSpec((AddAbilities(exile),), Affects.FIXED)
    end = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="next",
                  text="at the beginning of the next end step")
    return ActivatedAbility(
        text=f"Unearth {cost.text}", keyword="Unearth", cost=Cost(mana=cost),
        timing="sorcery", zone="graveyard",
        effect=(ReturnToBattlefield(SelfRef()),
                CreateEffectOn(haste, Duration.INDEFINITE, CreatedRef()),
                CreateEffectOn(leave, Duration.INDEFINITE, CreatedRef()),
                CreateDelayedTrigger(end, (Exile(CreatedRef()),))))


def evoke(cost: ManaCost) -> list[Ability]:
    """702.74a: an alternative cost; "When this permanent enters, if its evoke cost was
    paid, its controller sacrifices it"."""
    return [KeywordAbility(text=f"Evoke {cost.text}", keyword="Evoke", parameter=cost.text),
            TriggeredAbility(text="Evoke", trigger=Trigger(TriggerEvent.ENTERS,
                                                           text="When this enters"),
                             condition=SourceMarked("evoke"),
                             effect=(Sacrifice(SelfRef()),))]


def dash(cost: ManaCost) -> list[Ability]:
    """702.109a: an alternative cost; if it was paid, it gains haste and returns to its
    owner's hand at the beginning of the next end step."""
    haste = EffectSpec((AddAbilities((KeywordAbility("Haste", "Haste"),)),), Affects.SELF)
    end = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="next",
                  text="at the beginning of the next end step")
    return [KeywordAbility(text=f"Dash {cost.text}", keyword="Dash", parameter=cost.text),
            TriggeredAbility(text="Dash", trigger=Trigger(TriggerEvent.ENTERS,
                                                          text="When this enters"),
                             condition=SourceMarked("dash"),
                             effect=(CreateEffect(haste, Duration.INDEFINITE),
                                     CreateDelayedTrigger(end, (ReturnToHand(SelfRef()),))))]


def deck_rule(text: str, keyword: str) -> Ability:
    """A rule about building a deck or drafting (702.124 partner, 903.3 commanders): it does
    nothing in a game."""
    return KeywordAbility(text=text, keyword=keyword)
