"""Keyword abilities (702): the keyword table, the abilities keywords stand for, and the
transformer rules for keyword lines ("Flying, protection from Demons and from Dragons").

Most keywords are `KeywordAbility` data the engine reads by name. Keywords
with a cost are activated abilities: Equip (702.6a), Cycling (702.29a, the
engine lets it be activated from the hand and discards the card as part of
the cost), Level up (702.87a). Buyback keeps its cost as the parameter.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler import keyword_abilities, keyword_families
from tabletop.cards.compiler.clause_rules import ClauseRules
from tabletop.cards.compiler.phrases import Desc
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.conditions import Not, SourceMarked
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    Affects,
    ChangeTypes,
    Duration,
    EffectSpec,
    ModifyPT,
)
from tabletop.engine.definitions.expressions import Const, CountersOn
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    Attach,
    CreateEffect,
    Draw,
    MarkSource,
    Optional_,
    PayCost,
    PutCounters,
    Sacrifice,
    SelfRef,
    TargetRef,
    TargetSpec,
)
from tabletop.engine.definitions.levelers import level_up
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.enums import CardType
from tabletop.engine.model.mana import ManaCost

# lower-case spelling -> the name the engine knows (Characteristics.has_keyword)
SIMPLE_KEYWORDS: dict[str, str] = {
    name.lower(): name
    for name in (
        "Flying", "First strike", "Double strike", "Trample", "Vigilance", "Lifelink",
        "Deathtouch", "Reach", "Menace", "Infect", "Haste", "Indestructible", "Hexproof",
        "Shroud", "Undying", "Persist", "Exalted", "Changeling", "Flash", "Split second",
        "Umbra armor", "Defender", "Wither", "Prowess", "Fear", "Intimidate", "Shadow",
        "Horsemanship", "Flanking", "Devoid", "Convoke", "Delve", "Cascade",
        "Storm", "Rebound", "Ward", "Read ahead", "Skulk", "Totem armor", "Extort",
        "Battle cry", "Ingest", "Fuse", "Aftermath", "Banding",
    )
}
SIMPLE_KEYWORDS["unblockable"] = "Unblockable"

ARTIFACT_CREATURE = frozenset({CardType.ARTIFACT, CardType.CREATURE})
YOUR_CREATURE = ObjectFilter(types=frozenset({CardType.CREATURE}), controller="you")


def keyword_name(word: str) -> str:
    """'first strike' -> 'First strike'; 'islandwalk' -> 'Islandwalk'."""
    key = " ".join(word.lower().split())
    return SIMPLE_KEYWORDS.get(key, key.capitalize())


def simple(word: str) -> KeywordAbility:
    name = keyword_name(word)
    return KeywordAbility(text=name, keyword=name)


def landwalk(word: str) -> KeywordAbility:
    """702.14: "Islandwalk"; the land type is part of the keyword (612 changes it)."""
    name = word.strip().lower().capitalize()
    return KeywordAbility(text=name, keyword=name)


def protection(quality: str) -> KeywordAbility:
    """702.16: one protection ability per quality ("from Demons and from Dragons" is two)."""
    return KeywordAbility(text=f"Protection from {quality}", keyword="Protection",
                          parameter=quality)


def enchant(what: str) -> KeywordAbility:
    """702.5: "Enchant creature"; the parameter says what the Aura may enchant."""
    return KeywordAbility(text=f"Enchant {what}", keyword="Enchant", parameter=what)


def equip(cost: Cost, text: str) -> ActivatedAbility:
    """702.6a: "[Cost]: Attach to target creature you control. Equip only as a sorcery."."""
    return ActivatedAbility(
        text=text,
        keyword="Equip",
        cost=cost,
        effect=(Attach(SelfRef(), TargetRef(0)),),
        targets=(TargetSpec(kind="object", filter=YOUR_CREATURE,
                            text="target creature you control"),),
        timing="sorcery",
    )


def crew(n: int) -> ActivatedAbility:
    """702.122a: "Crew N" means "Tap any number of untapped creatures you control with total
    power N or greater: This Vehicle becomes an artifact creature until end of turn."."""
    spec = EffectSpec((ChangeTypes(set_types=ARTIFACT_CREATURE),), Affects.SELF,
                      duration=Duration.END_OF_TURN, text="becomes an artifact creature")
    return ActivatedAbility(text=f"Crew {n}", keyword="Crew", cost=Cost(crew_power=n),
                            effect=(CreateEffect(spec, Duration.END_OF_TURN),))


def cycling(cost: ManaCost) -> ActivatedAbility:
    """702.29a: "[Cost], Discard this card: Draw a card." (activated from the hand)."""
    return ActivatedAbility(text=f"Cycling {cost.text}", keyword="Cycling",
                            cost=Cost(mana=cost), effect=(Draw(),))


def bushido(n: int) -> list[Ability]:
    """702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end
    of turn." (one ability that triggers on either event)."""
    spec = EffectSpec((ModifyPT(Const(n), Const(n)),), Affects.SELF,
                      duration=Duration.END_OF_TURN, text=f"+{n}/+{n} (bushido)")
    effect = (CreateEffect(spec, Duration.END_OF_TURN),)
    return [TriggeredAbility(text=f"Bushido {n}", keyword="Bushido",
                             trigger=Trigger(event, text="Whenever this creature blocks or "
                                             "becomes blocked"), effect=effect)
            for event in (TriggerEvent.BLOCKS, TriggerEvent.BECOMES_BLOCKED)]


ECHO_MARK = "echo_paid"
_YOUR_UPKEEP = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="upkeep", whose="your",
                       text="At the beginning of your upkeep")


def echo(cost: ManaCost) -> TriggeredAbility:
    """702.31a: "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
    (the first upkeep after it entered; the ability then notes it is done)."""
    pay = Optional_((PayCost(Cost(mana=cost)),), otherwise=(Sacrifice(SelfRef()),))
    return TriggeredAbility(text=f"Echo {cost.text}", keyword="Echo", trigger=_YOUR_UPKEEP,
                            condition=Not(SourceMarked(ECHO_MARK)),
                            effect=(MarkSource(ECHO_MARK), pay))


def cumulative_upkeep(cost: Cost, text: str) -> TriggeredAbility:
    """702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield,
    put an age counter on this permanent. Then you may pay [cost] for each age counter on
    it. If you don't, sacrifice it."."""
    pay = Optional_((PayCost(cost, times=CountersOn("age")),),
                    otherwise=(Sacrifice(SelfRef()),))
    return TriggeredAbility(text=text, keyword="Cumulative upkeep", trigger=_YOUR_UPKEEP,
                            effect=(PutCounters("age", Const(1), SelfRef()), pay))


def buyback(cost: ManaCost) -> KeywordAbility:
    """702.27a: an optional additional cost; the spell returns to its owner's hand."""
    return KeywordAbility(text=f"Buyback {cost.text}", keyword="Buyback", parameter=cost.text)


def leveling(cost: ManaCost) -> Ability:
    return level_up(cost)


def _word(desc: Desc) -> str:
    """'creature' for "Enchant creature": the type words of a description."""
    words = [t.value.lower() for t in sorted(desc.filter.types, key=lambda t: t.value)]
    return " ".join(words) or "permanent"


@v_args(inline=True)
class KeywordRules(ClauseRules):
    """Keyword lines, protection qualities, and keyword names ("loses flying")."""

    def start_keywords(self, *items: Ability | list[Ability]) -> list[Ability]:
        out: list[Ability] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    def kw_simple(self, tok: Token) -> Ability | list[Ability]:
        return keyword_families.with_rules(simple(str(tok)))

    def kw_landwalk(self, tok: Token) -> Ability:
        return landwalk(str(tok))

    def kw_protection(self, *qualities: str) -> list[Ability]:
        return [protection(q) for q in qualities]

    def kw_enchant(self, desc: Desc) -> Ability:
        return enchant(_word(desc))

    def kw_equip(self, cost: Token | Cost) -> Ability:
        if isinstance(cost, Token):
            paid = Cost(mana=ManaCost.parse(str(cost)))
            return equip(paid, f"Equip {cost}")
        return equip(cost, "Equip—" + cost.describe())

    def kw_buyback(self, tok: Token) -> Ability:
        return buyback(ManaCost.parse(str(tok)))

    def kw_kicker(self, tok: Token) -> Ability:
        """702.33a: an optional additional cost (the answer `kicked`)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Kicker {cost.text}", keyword="Kicker", parameter=cost.text)

    def kw_bushido(self, tok: Token) -> list[Ability]:
        return bushido(int(tok))

    def kw_ward(self, part: Token | Cost) -> Ability:
        if isinstance(part, Token):
            return keyword_abilities.ward(Cost(mana=ManaCost.parse(str(part))), f"Ward {part}")
        return keyword_abilities.ward(part, f"Ward—{part.describe()}")

    def kw_renown(self, tok: Token) -> Ability:
        return keyword_abilities.renown(int(tok))

    def kw_vanishing(self, tok: Token) -> list[Ability]:
        return keyword_abilities.vanishing(int(tok))

    def kw_fading(self, tok: Token) -> list[Ability]:
        return keyword_abilities.fading(int(tok))

    def kw_soulshift(self, tok: Token) -> Ability:
        return keyword_abilities.soulshift(int(tok))

    def kw_rampage(self, tok: Token) -> Ability:
        return keyword_abilities.rampage(int(tok))

    def kw_fabricate(self, tok: Token) -> Ability:
        return keyword_abilities.fabricate(int(tok))

    def kw_affinity(self, desc: Desc) -> Ability:
        return keyword_abilities.affinity(desc)

    def kw_unleash(self) -> list[Ability]:
        return keyword_abilities.unleash()

    def kw_evolve(self) -> Ability:
        return keyword_abilities.evolve()

    def kw_living_weapon(self) -> Ability:
        return keyword_abilities.living_weapon()

    def kw_outlast(self, tok: Token) -> Ability:
        return keyword_abilities.outlast(ManaCost.parse(str(tok)))

    def kw_afflict(self, tok: Token) -> Ability:
        return keyword_abilities.afflict(int(tok))

    def kw_annihilator(self, tok: Token) -> Ability:
        return keyword_abilities.annihilator(int(tok))

    def kw_modular(self, tok: Token) -> list[Ability]:
        return keyword_abilities.modular(int(tok))

    @v_args(inline=True, meta=True)
    def kw_typecycling(self, meta: Any, tok: Token, cost: Token) -> Ability:
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else str(tok)
        word = span.split("{")[0].strip()
        return keyword_abilities.typecycling(word, ManaCost.parse(str(cost)))

    def kw_unearth(self, tok: Token) -> Ability:
        return keyword_abilities.unearth(ManaCost.parse(str(tok)))

    def kw_evoke(self, tok: Token) -> list[Ability]:
        return keyword_abilities.evoke(ManaCost.parse(str(tok)))

    def kw_dash(self, tok: Token) -> list[Ability]:
        return keyword_abilities.dash(ManaCost.parse(str(tok)))

    def kw_jump_start(self) -> Ability:
        return KeywordAbility(text="Jump-start", keyword="Jump-start")  # 702.133a

    def kw_partner(self) -> Ability:
        return keyword_abilities.deck_rule("Partner", "Partner")

    def kw_flashback(self, tok: Token) -> Ability:
        """702.34a: cast from the graveyard for this cost, then exiled."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Flashback {cost.text}", keyword="Flashback",
                              parameter=cost.text)

    def kw_echo(self, tok: Token) -> Ability:
        return echo(ManaCost.parse(str(tok)))

    def kw_cumulative_upkeep(self, part: Token | dict[str, Any]) -> Ability:
        if isinstance(part, Token):
            cost = Cost(mana=ManaCost.parse(str(part)))
            text = f"Cumulative upkeep {part}"
        else:
            cost = Cost(**part)
            text = f"Cumulative upkeep—{cost.describe()}"
        return cumulative_upkeep(cost, text)

    def kw_multikicker(self, tok: Token) -> Ability:
        """702.33c: kicker that may be paid any number of times (the answer `kicked`)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Multikicker {cost.text}", keyword="Multikicker",
                              parameter=cost.text)

    def kw_crew(self, tok: Token) -> Ability:
        return crew(int(tok))

    def kw_cycling(self, tok: Token) -> Ability:
        return cycling(ManaCost.parse(str(tok)))

    def kw_level_up(self, tok: Token) -> Ability:
        return leveling(ManaCost.parse(str(tok)))

    # ---- protection qualities (702.16)
    def q_color(self, tok: Token) -> str:
        return str(tok).lower()

    def q_everything(self) -> str:
        return "everything"

    def q_type(self, tok: Token) -> str:
        return str(tok).lower()

    def q_subtype(self, tok: Token) -> str:
        return str(tok)

    def q_chosen_color(self) -> str:
        self.scope.choose("color")
        return "the chosen color"

    def q_artifacts_or_color(self) -> str:
        self.scope.choose("protection")
        return "artifacts or the chosen color"

    # ---- keyword names ("with flying", "loses flying and first strike")
    def kwn_simple(self, tok: Token) -> str:
        return keyword_name(str(tok))

    def kwn_landwalk(self, tok: Token) -> str:
        return str(tok).lower().capitalize()

    def kwn_level_up(self) -> str:
        return "Level up"
