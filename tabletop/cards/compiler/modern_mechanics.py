"""Mechanics of the 2020-2025 sets (grammar/modern.lark): keyword abilities that stand for
longer abilities (For Mirrodin!, mobilize), keyword actions (endure), tokens created
attacking, "whenever you attack with ...", "your second spell each turn", celebration and
"if you've cast an instant or sorcery spell this turn", triggers limited to once a turn."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from tabletop.cards.compiler.activated_abilities import ActivatedAbilityRules
from tabletop.cards.compiler.one_shot_effects import OneShotEffectRules
from tabletop.cards.compiler.parser import subtype_forms
from tabletop.cards.compiler.phrases import CompileError, Desc, Head, Obj
from tabletop.cards.compiler.token_definitions import predefined_token
from tabletop.cards.compiler.triggered_abilities import TriggeredAbilityRules
from tabletop.cards.compiler.values import as_int
from tabletop.engine.definitions.abilities import (
    Ability,
    ActivatedAbility,
    KeywordAbility,
    StaticAbility,
    TriggeredAbility,
)
from tabletop.engine.definitions.conditions import (
    AttackedThisTurn,
    Condition,
    CountersOnAtLeast,
    Not,
    SourceMarked,
)
from tabletop.engine.definitions.costs import Cost
from tabletop.engine.definitions.effects import (
    AddAbilities,
    Affects,
    ChangeTypes,
    EffectSpec,
    RuleChange,
)
from tabletop.engine.definitions.expressions import Const, Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import (
    Attach,
    Conditional,
    CopySpell,
    CreateDelayedTrigger,
    CreatedRef,
    CreateToken,
    Draw,
    ExtraTurn,
    Instruction,
    Optional_,
    PayCost,
    PutCounters,
    RemoveCounters,
    Sacrifice,
    SelfRef,
    TargetRef,
    TargetSpec,
    TriggerObjectRef,
)
from tabletop.engine.definitions.modern import (
    START_YOUR_ENGINES,
    WARPED,
    BecomeSaddled,
    BecomesDayAsEnters,
    CollectEvidence,
    Connive,
    CreateOffspring,
    CrimeThisTurn,
    Discover,
    ExileToCastLater,
    GiftPromised,
    GiveGift,
    HasMaxSpeed,
    IfMarked,
    IncreaseSpeed,
    NotExhausted,
    PermanentsEnteredThisTurn,
    PutAttacking,
    SourceAttached,
    SourceOnBattlefield,
    SourceSaddled,
    SpellCastFrom,
    SpellsCastThisTurn,
    Unattach,
    WasBargained,
    YouCastIt,
)
from tabletop.engine.definitions.replacement_specs import (
    CANT_BLOCK,
    SPELL_COST_REDUCTION,
    EntersWithCounters,
    ModifyDamage,
    ZoneChangeInstead,
)
from tabletop.engine.definitions.state_conditions import AllOf
from tabletop.engine.definitions.trigger_conditions import Trigger, TriggerEvent
from tabletop.engine.model.characteristics import PT, CardDefinition
from tabletop.engine.model.enums import CardType, Color, Zone
from tabletop.engine.model.mana import ManaCost

_CREATURE = frozenset({CardType.CREATURE})
OUTLAWS = frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})
_ATTACKS = Trigger(TriggerEvent.ATTACKS, text="Whenever this creature attacks")
_NEXT_END_STEP = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="next",
                         text="at the beginning of the next end step")


def _creature_token(name: str, color: Color, power: int, toughness: int) -> CardDefinition:
    return CardDefinition(name=name, types=_CREATURE, subtypes=(name,), power=PT(power),
                          toughness=PT(toughness), color_indicator=frozenset({color}))


REBEL = _creature_token("Rebel", Color.RED, 2, 2)
# 702.174: the creature tokens gifts give ("a Fish": a 1/1 blue Fish creature token)
GIFT_TOKENS = {"Fish": _creature_token("Fish", Color.BLUE, 1, 1),
               "Octopus": _creature_token("Octopus", Color.BLUE, 8, 8)}
WARRIOR = _creature_token("Warrior", Color.RED, 1, 1)
SPIRIT = _creature_token("Spirit", Color.WHITE, 0, 0)


def for_mirrodin() -> Ability:
    """702.163a: "When this Equipment enters, create a 2/2 red Rebel creature token, then
    attach this Equipment to it"."""
    return TriggeredAbility(
        text="For Mirrodin!", keyword="For Mirrodin!",
        trigger=Trigger(TriggerEvent.ENTERS, text="When this Equipment enters"),
        effect=(CreateToken(REBEL), Attach(SelfRef(), CreatedRef())))


def mobilize(n: Expr, text: str) -> Ability:
    """702.181a: "Whenever this creature attacks, create N tapped and attacking 1/1 red
    Warrior creature tokens. Sacrifice them at the beginning of the next end step"."""
    return TriggeredAbility(
        text=text, keyword="Mobilize", trigger=_ATTACKS,
        effect=(CreateToken(WARRIOR, n, tapped=True), PutAttacking(CreatedRef()),
                CreateDelayedTrigger(_NEXT_END_STEP, (Sacrifice(CreatedRef()),))))


def reconfigure(cost: ManaCost) -> list[Ability]:
    """702.151a: "[Cost]: Attach this permanent to another target creature you control.
    Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if
    this permanent is attached to a creature and only as a sorcery."; 702.151b: while it
    is attached to a creature, it isn't a creature."""
    text = f"Reconfigure {cost.text}"
    other = TargetSpec(filter=ObjectFilter(types=_CREATURE, controller="you"), not_source=True,
                       text="another target creature you control")
    not_creature = EffectSpec((ChangeTypes(remove_types=_CREATURE),), Affects.SELF,
                              condition=SourceAttached(), text="isn't a creature (702.151b)")
    return [ActivatedAbility(text=text, keyword="Reconfigure", cost=Cost(mana=cost),
                             effect=(Attach(SelfRef(), TargetRef(0)),), targets=(other,),
                             timing="sorcery"),
            ActivatedAbility(text=text, keyword="Reconfigure", cost=Cost(mana=cost),
                             effect=(Unattach(SelfRef()),), requires=SourceAttached(),
                             timing="sorcery"),
            StaticAbility(text=text, keyword="Reconfigure", effects=(not_creature,))]


def warp(cost: ManaCost) -> list[Ability]:
    """702.185a: an alternative cost from the hand; "if this spell's warp cost was paid,
    exile the permanent this spell becomes at the beginning of the next end step. Its
    owner may cast this card from exile on a later turn for as long as it remains
    exiled"."""
    exile = CreateDelayedTrigger(_NEXT_END_STEP, (ExileToCastLater(SelfRef(), WARPED),))
    return [KeywordAbility(text=f"Warp {cost.text}", keyword="Warp", parameter=cost.text),
            TriggeredAbility(text="Warp", trigger=Trigger(TriggerEvent.ENTERS,
                                                          text="When this enters"),
                             condition=SourceMarked("warp"), effect=(exile,))]


def offspring(cost: ManaCost) -> list[Ability]:
    """702.175a: "You may pay an additional [cost] as you cast this spell" and "When this
    permanent enters, if its offspring cost was paid, create a token that's a copy of it,
    except it's 1/1"."""
    return [KeywordAbility(text=f"Offspring {cost.text}", keyword="Offspring",
                           parameter=cost.text),
            TriggeredAbility(text="Offspring", trigger=Trigger(TriggerEvent.ENTERS,
                                                               text="When this enters"),
                             condition=SourceMarked("offspring"), effect=(CreateOffspring(),))]


def impending(n: int, cost: ManaCost) -> list[Ability]:
    """702.176a: an alternative cost; "If you chose to pay this permanent's impending
    cost, it enters with N time counters on it", "As long as this permanent's impending
    cost was paid and it has a time counter on it, it's not a creature", "At the beginning
    of your end step, if this permanent's impending cost was paid and it has a time counter
    on it, remove a time counter from it"."""
    text = f"Impending {n}—{cost.text}"
    waiting = AllOf((SourceMarked("impending"), CountersOnAtLeast("time", 1)))
    not_creature = EffectSpec((ChangeTypes(remove_types=_CREATURE),), Affects.SELF,
                              condition=waiting, text="isn't a creature (702.176a)")
    end = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end", whose="your",
                  text="At the beginning of your end step")
    return [KeywordAbility(text=text, keyword="Impending", parameter=cost.text),
            StaticAbility(text=text, keyword="Impending",
                          replacement=EntersWithCounters("time", IfMarked("impending",
                                                                          Const(n)))),
            StaticAbility(text=text, keyword="Impending", effects=(not_creature,)),
            TriggeredAbility(text=text, keyword="Impending", trigger=end, condition=waiting,
                             effect=(RemoveCounters("time", Const(1), SelfRef()),))]


def saddle(n: int) -> Ability:
    """702.171a: "Tap any number of other untapped creatures you control with total power
    N or greater: This permanent becomes saddled until end of turn. Activate only as a
    sorcery"."""
    return ActivatedAbility(text=f"Saddle {n}", keyword="Saddle", cost=Cost(crew_power=n),
                            effect=(BecomeSaddled(SelfRef()),), timing="sorcery")


# "Whenever you cast an artifact spell, ...": its trigger object is the spell (601.2i)
_CAST_TRIGGER = re.compile(r"^(?:max speed — )?(?:when|whenever) [^,]*\bcasts? [^,]*\bspells?,",
                           re.IGNORECASE)
# abilities a keyword labels with " — " (not ability words: the label changes the rules)
_LABELLED = re.compile(r"^(Max speed|Boast|Exhaust) — (?=\S)")


def labelled_part(text: str) -> tuple[str, str] | None:
    """("Max speed", the ability after "Max speed — "), boast's, exhaust's; or None."""
    match = _LABELLED.match(text)
    return None if match is None else (match.group(1), text[match.end():])


def labelled(label: str, text: str, inner: tuple[Ability, ...]) -> list[Ability]:
    """702.178a: "Max speed — [ability]" means "As long as you have max speed, this object
    has [ability]"; 702.142a: "Boast — [Cost]: [Effect]" is activated only if this
    creature attacked this turn and only once each turn; 702.177a: an exhaust ability is
    activated only once (casting.py notes it as it is activated)."""
    if label == "Max speed":
        spec = EffectSpec((AddAbilities(inner),), Affects.SELF, condition=HasMaxSpeed(),
                          text="max speed")
        return [StaticAbility(text=text, keyword="Max speed", effects=(spec,))]
    if len(inner) != 1 or not isinstance(inner[0], ActivatedAbility) or inner[0].is_mana \
            or inner[0].loyalty:
        raise CompileError(f"{label} labels one activated ability")
    ability = inner[0]
    limit: Condition = AttackedThisTurn(source=True) if label == "Boast" else NotExhausted(text)
    requires = limit if ability.requires is None else AllOf((limit, ability.requires))
    return [replace(ability, text=text, keyword=label, requires=requires,
                    once_per_turn=ability.once_per_turn or label == "Boast")]


def start_your_engines() -> list[Ability]:
    """702.179a: the player's speed starts at 1 (rules/speed.py); 702.179c: "Whenever one
    or more opponents lose life during your turn, if your speed is less than 4, your speed
    increases by 1. This ability triggers only once each turn." (carried by the permanent
    that gives the player speed; once a turn for the player)."""
    out: list[Ability] = [KeywordAbility(text=START_YOUR_ENGINES, keyword=START_YOUR_ENGINES)]
    for event in (TriggerEvent.SPEED_LOSS, TriggerEvent.SPEED_DAMAGE):
        trigger = Trigger(event, subject="any", whose="opponent", once_each_turn=True,
                          text="Whenever one or more opponents lose life during your turn")
        out.append(TriggeredAbility(text="Speed", keyword=START_YOUR_ENGINES, trigger=trigger,
                                    condition=Not(HasMaxSpeed()), effect=(IncreaseSpeed(),)))
    return out


_END_OF_COMBAT = Trigger(TriggerEvent.BEGINNING_OF_STEP, step="end_of_combat", whose="next",
                         text="at end of combat")


def decayed() -> list[Ability]:
    """702.147a: "This creature can't block" and "When this creature attacks, sacrifice it
    at end of combat"."""
    cant_block = EffectSpec((RuleChange(CANT_BLOCK),), Affects.SELF, text="can't block")
    return [StaticAbility(text="Decayed", keyword="Decayed", effects=(cant_block,)),
            TriggeredAbility(text="Decayed", keyword="Decayed", trigger=_ATTACKS,
                             effect=(CreateDelayedTrigger(_END_OF_COMBAT,
                                                          (Sacrifice(SelfRef()),)),))]


def blitz(cost: ManaCost) -> list[Ability]:
    """702.152a: an alternative cost; "If this spell's blitz cost was paid, sacrifice the
    permanent this spell becomes at the beginning of the next end step" and "As long as
    this permanent's blitz cost was paid, it has haste and 'When this creature dies, draw
    a card.'"."""
    dies = TriggeredAbility(text="When this creature dies, draw a card.",
                            trigger=Trigger(TriggerEvent.DIES, text="When this creature dies"),
                            effect=(Draw(),))
    granted = EffectSpec((AddAbilities((KeywordAbility("Haste", "Haste"), dies)),),
                         Affects.SELF, condition=SourceMarked("blitz"), text="blitz")
    sacrifice = CreateDelayedTrigger(_NEXT_END_STEP, (Sacrifice(SelfRef()),))
    return [KeywordAbility(text=f"Blitz {cost.text}", keyword="Blitz", parameter=cost.text),
            StaticAbility(text=f"Blitz {cost.text}", keyword="Blitz", effects=(granted,)),
            TriggeredAbility(text="Blitz", trigger=Trigger(TriggerEvent.ENTERS,
                                                           text="When this enters"),
                             condition=SourceMarked("blitz"), effect=(sacrifice,))]


def endure(n: Expr) -> list[Instruction]:
    """701.63a: "put N +1/+1 counters on it or create an N/N white Spirit creature token";
    701.63b: if it isn't on the battlefield, the token is created."""
    token = CreateToken(SPIRIT, pt=(n, n))
    there = SourceOnBattlefield()
    return [Conditional(there, (Optional_((PutCounters("+1/+1", n, SelfRef()),),
                                          otherwise=(token,)),)),
            Conditional(Not(there), (token,))]


def _spell_types(desc: Desc) -> frozenset[str]:
    """"an instant or sorcery spell": the card types a spell of the description has (any
    of them); other words of a description are not read here."""
    flt = desc.filter
    if desc.kind != "spell":
        raise CompileError("'cast ... this turn' names a spell")
    plain = replace(flt, types=frozenset(), any_types=frozenset(), zone=None)
    if plain != ObjectFilter(zone=None) or (flt.types and flt.any_types) or len(flt.types) > 1:
        raise CompileError("a spell described by more than its card types")
    return frozenset(t.value for t in flt.types | flt.any_types)


class _OnceEachTurn:
    """The sentence "This ability triggers only once each turn." (its trigger's mark)."""


ONCE_EACH_TURN = _OnceEachTurn()


@v_args(inline=True)
class ModernRules(ActivatedAbilityRules, TriggeredAbilityRules, OneShotEffectRules):
    """The rules of grammar/modern.lark; they build on the activated and triggered ability
    and one-shot effect rules (and wrap their entry points)."""

    # ---- "your second main phase" (505.1a: the postcombat main phase; the engine's step key)
    def st_your_second_main(self) -> tuple[str, str]:
        return ("postcombat_main", "your")

    # ---- keywords
    def kw_for_mirrodin(self) -> Ability:
        return for_mirrodin()

    def kw_mobilize(self, n: Expr, where: Expr | None = None) -> Ability:
        if where is not None:
            n = where
        elif not n.is_constant:
            raise CompileError("mobilize X without what X is")
        return mobilize(n, self.text.rstrip("."))

    def kw_reconfigure(self, tok: Token) -> list[Ability]:
        return reconfigure(ManaCost.parse(str(tok)))

    def kw_warp(self, tok: Token) -> list[Ability]:
        return warp(ManaCost.parse(str(tok)))

    def kw_offspring(self, tok: Token) -> list[Ability]:
        return offspring(ManaCost.parse(str(tok)))

    def kw_impending(self, n: Token, tok: Token) -> list[Ability]:
        return impending(int(n), ManaCost.parse(str(tok)))

    def kw_daybound(self) -> Ability:
        """702.145b-d: it makes it day if it's neither; it transforms as it becomes night
        (rules/day_night.py)."""
        return KeywordAbility(text="Daybound", keyword="Daybound")

    def kw_nightbound(self) -> Ability:
        """702.145f-g: it transforms as it becomes day."""
        return KeywordAbility(text="Nightbound", keyword="Nightbound")

    def kw_disturb(self, tok: Token) -> Ability:
        """702.146a: cast transformed from the graveyard for this cost (rules/disturb.py)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Disturb {cost.text}", keyword="Disturb",
                              parameter=cost.text)

    def rp_anywhere_exile(self, _self: Any) -> ZoneChangeInstead:
        """"If ~ would be put into a graveyard from anywhere, exile it instead" (614.1a;
        its own ability applies in every zone it moves from, 400.6)."""
        return ZoneChangeInstead(to_zone="graveyard", instead="exile", from_zone=None)

    def rp_damage_plus_to_opponents(self, n: Token) -> ModifyDamage:
        """614.1a: "... it deals that much damage plus 1 instead"."""
        return ModifyDamage(times=1, plus=int(n), to_opponents=True)

    def rp_becomes_day(self, _self: Any) -> BecomesDayAsEnters:
        return BecomesDayAsEnters()

    def tr_day_night(self) -> list[Trigger]:
        """726.2: "whenever day becomes night or night becomes day"."""
        return [Trigger(TriggerEvent.DAY_NIGHT, subject="any", whose="each",
                        text=self._trigger_text())]

    def kw_saddle(self, n: Token) -> Ability:
        return saddle(int(n))

    def i_learn(self) -> list[Instruction]:
        """701.48a: "You may reveal a Lesson card you own from outside the game and put it
        into your hand, or discard a card to draw a card." A game on this table has no
        cards outside it (no sideboard is brought in), so the choice is to discard a card
        to draw a card, or not."""
        return [Optional_((PayCost(Cost(discard=1)), Draw()))]

    def i_connive(self, obj: Obj) -> list[Instruction]:
        """701.50a: "it connives", "target creature connives"."""
        return [Connive(ref) for ref in obj.refs]

    def i_discover(self, n: Token) -> list[Instruction]:
        return [Discover(int(n))]

    def i_collect_evidence(self, n: Token) -> list[Instruction]:
        return [CollectEvidence(int(n))]

    def i_copy_it(self) -> list[Instruction]:
        """707.10: "copy it": the spell the trigger event is about (no new targets unless
        the text offers them)."""
        if not _CAST_TRIGGER.match(self.source):
            raise CompileError("'copy it' of no spell a trigger names")
        return [CopySpell(TriggerObjectRef(), new_targets=False)]

    def i_become_saddled(self, obj: Obj) -> list[Instruction]:
        """702.171b: "target Mount you control becomes saddled until end of turn"."""
        return [BecomeSaddled(ref) for ref in obj.refs]

    def tr_attacks_saddled(self, subject: Any) -> list[Trigger]:
        """702.171c: "whenever this creature attacks while saddled"."""
        return self._trigger(TriggerEvent.ATTACKS_SADDLED, subject)

    def tr_targeted_by_you(self, subject: Any, first: Any = None) -> list[Trigger]:
        """Valiant: "whenever ~ becomes the target of a spell or ability you control for
        the first time each turn" (it triggers once a turn at most: the first time)."""
        return self._trigger(TriggerEvent.TARGETED_BY_YOU, subject,
                             once_each_turn=first is not None)

    def first_time(self) -> bool:
        return True

    def tr_enters_and_attacks_saddled(self, subject: Any) -> list[Trigger]:
        """"When this creature enters and whenever it attacks while saddled"."""
        made: list[Trigger] = self.tr_enters(subject)
        return made + self.tr_attacks_saddled(subject)

    def kw_toxic(self, n: Token) -> Ability:
        """702.164a: toxic N (damage.py gives the poison counters, 702.164b)."""
        return KeywordAbility(text=f"Toxic {int(n)}", keyword="Toxic", parameter=str(int(n)))

    def kw_decayed(self) -> list[Ability]:
        return decayed()

    def kw_gift(self, gift: tuple[str, tuple[Instruction, ...]]) -> list[Ability]:
        """702.174a: "You may promise an opponent a gift as you cast this spell. If you do,
        [they get it]": an instant or sorcery gives it before its other effects
        (rules/gift.py), a permanent as it enters."""
        what, instructions = gift
        trigger = Trigger(TriggerEvent.ENTERS, text="When it enters")
        return [KeywordAbility(text=f"Gift {what}", keyword="Gift", parameter=what),
                TriggeredAbility(text=f"Gift {what}", keyword="Gift", trigger=trigger,
                                 condition=GiftPromised(),
                                 effect=(GiveGift(instructions),))]

    def gift_card(self) -> tuple[str, tuple[Instruction, ...]]:
        return "a card", (Draw(),)

    def gift_extra_turn(self) -> tuple[str, tuple[Instruction, ...]]:
        return "an extra turn", (ExtraTurn(),)

    def gift_token(self, *parts: Any) -> tuple[str, tuple[Instruction, ...]]:
        """"a Food", "a tapped Fish": a predefined token (111.10) or a creature token the
        gift's reminder text defines."""
        tapped = len(parts) > 1
        name = subtype_forms()[str(parts[-1])]
        token = GIFT_TOKENS.get(name) or predefined_token(name, self.resolve_abilities)
        article = "an" if name[0] in "AEIOU" else "a"
        words = f"{article} {'tapped ' if tapped else ''}{name}"
        return words, (CreateToken(token, tapped=tapped),)

    def kw_training(self) -> Ability:
        """702.149a: "Whenever this creature and at least one other creature with power
        greater than this creature's power attack, put a +1/+1 counter on this
        creature"."""
        trigger = Trigger(TriggerEvent.TRAINING, text="Whenever this creature attacks with "
                          "another creature with greater power")
        return TriggeredAbility(text="Training", keyword="Training", trigger=trigger,
                                effect=(PutCounters("+1/+1", Const(1), SelfRef()),))

    def kw_blitz(self, tok: Token) -> list[Ability]:
        return blitz(ManaCost.parse(str(tok)))

    def kw_bargain(self) -> Ability:
        """702.166a: an optional additional cost (rules/exile_casting.py: bargain_cost)."""
        return KeywordAbility(text="Bargain", keyword="Bargain")

    def kw_start_your_engines(self) -> list[Ability]:
        return start_your_engines()

    def kw_plot(self, tok: Token) -> Ability:
        """702.170a: a special action from the hand (rules/plot_actions.py); the plotted
        card is cast on a later turn without paying its mana cost (702.170d)."""
        cost = ManaCost.parse(str(tok))
        return KeywordAbility(text=f"Plot {cost.text}", keyword="Plot", parameter=cost.text)

    # ---- keyword actions and tokens
    def i_endure(self, obj: Obj, n: Expr) -> list[Instruction]:
        if not isinstance(obj.ref, SelfRef):
            raise CompileError("only this permanent endures here")
        return endure(n)

    @v_args(inline=False)
    def i_create_attacking(self, children: list[Any]) -> list[Instruction]:
        """508.4: "create X 1/1 Gnome artifact creature tokens that are tapped and
        attacking"."""
        made: list[Instruction] = self.i_create_token(children[0])
        tapped = [replace(i, tapped=True) if isinstance(i, CreateToken) else i for i in made]
        return [*tapped, PutAttacking(CreatedRef())]

    # ---- descriptions
    def head_outlaw(self) -> Head:
        """"Outlaw" stands for the creature types Assassin, Mercenary, Pirate, Rogue and
        Warlock (Outlaws of Thunder Junction)."""
        return Head(subtypes=OUTLAWS)

    # ---- triggers
    def _your(self, event: TriggerEvent, **kwargs: Any) -> list[Trigger]:
        return [Trigger(event, subject="any", whose="your", text=self._trigger_text(),
                        **kwargs)]

    def tr_you_attack(self) -> list[Trigger]:
        """508.1: "whenever you attack": you declare one or more attackers."""
        self.scope.event_player = True
        return self._your(TriggerEvent.YOU_ATTACK)

    def tr_you_attack_with(self, n: Expr, desc: Desc) -> list[Trigger]:
        """"whenever you attack with three or more creatures", "... with one or more
        non-Gnome creatures" (the declared attackers that match)."""
        if desc.kind != "object":
            raise CompileError("'attack with' names creatures")
        self.scope.event_player = True
        return self._your(TriggerEvent.YOU_ATTACK, filter=desc.filter, count=as_int(n))

    def tr_second_spell(self) -> list[Trigger]:
        """"whenever you cast your second spell each turn" (601.2i)."""
        return self._your(TriggerEvent.CAST, count=2)

    def tr_enters_or_attacks(self, subject: Any) -> list[Trigger]:
        """"Whenever ~ enters or attacks": two trigger events, one ability each."""
        made: list[Trigger] = self.tr_enters(subject) + \
            self.tr_attacks(subject)
        return made

    def tr_cast_or_copy(self, desc: Desc) -> list[Trigger]:
        """Magecraft: "whenever you cast or copy an instant or sorcery spell" (601.2i,
        707.10): two trigger events, one ability each."""
        if desc.kind != "spell":
            raise CompileError("'cast or copy' names a spell")
        flt = replace(desc.filter, zone=None)
        return self._your(TriggerEvent.CAST, filter=flt) + \
            self._your(TriggerEvent.COPY, filter=flt)

    def tr_collect_evidence(self) -> list[Trigger]:
        """701.59: "whenever you collect evidence"."""
        return self._your(TriggerEvent.COLLECT_EVIDENCE)

    def tr_opponent_second_spell(self) -> list[Trigger]:
        """"whenever an opponent casts their second spell each turn" ("that player")."""
        self.scope.event_player = True
        return [Trigger(TriggerEvent.CAST, subject="any", whose="opponent", count=2,
                        text=self._trigger_text())]

    def tr_crime(self) -> list[Trigger]:
        """700.13: "whenever you commit a crime"."""
        return self._your(TriggerEvent.CRIME)

    @v_args(inline=True, meta=True)
    def sentence_instead_first(self, meta: Any, condition: Condition, instrs: list[Any]
                               ) -> list[Any]:
        """"If [condition], instead [instructions]." reads as "If [condition],
        [instructions] instead." (614.15). Targets named only in the "instead" part would
        be chosen or not as the spell is cast depending on the condition (601.2c): not
        read here."""
        span = self.source[meta.start_pos:meta.end_pos] if not meta.empty else ""
        if re.search(r"\btargets?\b", span.lower().split("instead", 1)[-1]):
            raise CompileError("'instead' with targets of its own")
        return self.sentence_instead(condition, instrs)

    def sentence_once_each_turn(self) -> list[Any]:
        return [ONCE_EACH_TURN]

    def start_triggered(self, triggers: list[Trigger], *rest: Any) -> list[Ability]:
        effect = rest[-1]
        if any(i is ONCE_EACH_TURN for i in effect):
            triggers = [replace(t, once_each_turn=True) for t in triggers]
            rest = (*rest[:-1], [i for i in effect if i is not ONCE_EACH_TURN])
        made: list[Ability] = super().start_triggered(triggers, *rest)
        return made

    # ---- conditions
    def cond_crime_this_turn(self) -> Condition:
        return CrimeThisTurn()

    def cond_you_cast_it(self, from_hand: Any = None) -> Condition:
        """"if you cast it [from your hand]": this permanent entered as a spell you cast."""
        if self.scope.trigger_subject is not None and \
                self.scope.trigger_subject.ref != SelfRef():
            raise CompileError("'if you cast it' of another object")
        return YouCastIt("hand" if from_hand is not None else None)

    def cast_from_hand(self) -> bool:
        return True

    def cond_gift_promised(self) -> Condition:
        return GiftPromised()

    def cond_gift_not_promised(self) -> Condition:
        return Not(GiftPromised())

    def cond_spell_cast_from_graveyard(self, *_: Any) -> Condition:
        """"if this spell was cast from a graveyard" (flashback, 702.34a, and the like)."""
        return SpellCastFrom(Zone.GRAVEYARD.value)

    def cond_bargained(self, *_: Any) -> Condition:
        """702.166b: "if this spell was bargained"."""
        return WasBargained()

    def cond_saddled(self, *_: Any) -> Condition:
        """702.171b: "as long as this creature is saddled"."""
        return SourceSaddled()

    def cond_cast_this_turn(self, desc: Desc) -> Condition:
        """"if you've cast an instant or sorcery spell this turn"."""
        return SpellsCastThisTurn(_spell_types(desc))

    def cond_permanents_entered_this_turn(self, n: Expr, desc: Desc) -> Condition:
        """Celebration: "if two or more nonland permanents entered the battlefield under
        your control this turn"."""
        flt = desc.filter
        if flt != ObjectFilter(not_types=flt.not_types) or desc.kind not in ("object",):
            raise CompileError("entered permanents described by more than 'non[type]'")
        return PermanentsEnteredThisTurn(as_int(n), frozenset(t.value for t in flt.not_types))

    # ---- rules
    def ru_second_spell_less(self, tok: Token) -> EffectSpec:
        """601.2f: "The second spell you cast each turn costs {1} less to cast": the spell
        you cast while you've cast exactly one this turn."""
        cost = ManaCost.parse(str(tok))
        if any(sym.kind != "generic" for sym in cost.symbols):
            raise CompileError("a cost change of coloured mana")
        change = RuleChange(SPELL_COST_REDUCTION, (("amount", cost.mana_value),
                                                   ("caster", "you")))
        return EffectSpec((change,), Affects.MATCHING, ObjectFilter(zone=None),
                          condition=SpellsCastThisTurn(exactly=1))

    def _check_once(self, effect: list[Any]) -> None:
        if any(i is ONCE_EACH_TURN for i in effect):
            raise CompileError("'triggers only once each turn' of no triggered ability")

    def start_spell(self, effect: list[Any]) -> Any:
        self._check_once(effect)
        return super().start_spell(effect)

    def start_activated(self, cost: Any, effect: list[Any], *rest: Any) -> list[Ability]:
        self._check_once(effect)
        made: list[Ability] = super().start_activated(cost, effect, *rest)
        return made
