"""One-shot instructions of spells and abilities (608.2c, 610), with what they refer to.

An ability's effect is a tuple of Instructions followed in order as it
resolves. References (`Ref`) name objects or players: this object, the
chosen targets, the enchanted creature, "that creature" from a trigger.
The resolver (resolve.py) carries them out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.definitions.expressions import Const, Expr

ONE: Expr = Const(1)

if TYPE_CHECKING:
    from tabletop.engine.definitions.costs import Cost
    from tabletop.engine.definitions.effects import Duration, EffectSpec
    from tabletop.engine.definitions.filters import ObjectFilter
    from tabletop.engine.model.characteristics import CardDefinition


# --- references -------------------------------------------------------------------------


class Ref:
    __slots__ = ()

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class SelfRef(Ref):
    """This object ("Put a level counter on this permanent")."""

    def describe(self) -> str:
        return "this"


@dataclass(frozen=True, slots=True)
class TargetRef(Ref):
    """The chosen target number `index` (0-based), 115."""

    index: int = 0

    def describe(self) -> str:
        return "target" if self.index == 0 else f"target {self.index + 1}"


@dataclass(frozen=True, slots=True)
class AllTargetsRef(Ref):
    """Every chosen target still legal (608.2b): "divided as you choose among any number
    of targets"."""

    def describe(self) -> str:
        return "its targets"


@dataclass(frozen=True, slots=True)
class AttachedRef(Ref):
    """The enchanted or equipped object."""

    def describe(self) -> str:
        return "enchanted/equipped"


@dataclass(frozen=True, slots=True)
class EachRef(Ref):
    """Every object matching a filter ("each creature", "each other creature that player
    controls"). `relative_to_target`: controller filter relative to target player."""

    filter: ObjectFilter
    controlled_by_target: int | None = None

    def describe(self) -> str:
        return f"each {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class TriggerObjectRef(Ref):
    """"that creature": the object the trigger event was about (603.10 look-back)."""

    def describe(self) -> str:
        return "that object"


@dataclass(frozen=True, slots=True)
class CreatedRef(Ref):
    """"it", "them", "those tokens": what the ability's last CreateToken created (111.1),
    e.g. "Create a 4/4 Angel token. Exile it at the beginning of the next end step"."""

    def describe(self) -> str:
        return "the created token(s)"


@dataclass(frozen=True, slots=True)
class FoundRef(Ref):
    """"it", "that card", "them": the cards the ability's last Search found (701.23)."""

    def describe(self) -> str:
        return "the card(s) found"


@dataclass(frozen=True, slots=True)
class ChosenRef(Ref):
    """"it", "that creature": what the ability's last ChooseObjects chose."""

    def describe(self) -> str:
        return "the chosen object(s)"


@dataclass(frozen=True, slots=True)
class RevealedRef(Ref):
    """The cards the ability's last RevealUntil revealed ("the rest" with the one found)."""

    def describe(self) -> str:
        return "the revealed cards"


@dataclass(frozen=True, slots=True)
class ObjectsRef(Ref):
    """Objects named by their ids once they are known: a delayed trigger (603.7) created
    by a resolving ability keeps the objects "it" meant then."""

    ids: tuple[int, ...] = ()

    def describe(self) -> str:
        return "those objects"


@dataclass(frozen=True, slots=True)
class PlayerRef(Ref):
    """A player: "you", "target" (with index), "each_opponent", "each", "controller"
    (of the target object), "owner", "active"."""

    who: str = "you"
    index: int = 0

    def describe(self) -> str:
        return self.who.replace("_", " ")


@dataclass(frozen=True, slots=True)
class TopCardRef(Ref):
    """"the top card of your library" (401.1): the card on top when the ability first
    looks; afterwards "that card" is that same card, wherever it went (400.7)."""

    who: PlayerRef = PlayerRef()
    count: int = 1
    x: Expr | None = None  # "the top X cards": counted as the ability first looks (107.3)

    def describe(self) -> str:
        many = "X cards" if self.x is not None else \
            "card" if self.count == 1 else f"{self.count} cards"
        return f"the top {many} of {self.who.describe()}'s library"


# --- targets ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """115: what may be chosen as a target. kind: "object", "player", "any"
    (creature, player, planeswalker or battle), "spell", "card" (in a zone)."""

    kind: str = "object"
    filter: ObjectFilter | None = None
    count_min: int = 1
    count_max: int = 1
    not_source: bool = False
    zone: str = "battlefield"
    text: str = ""
    distinct_from: int | None = None  # "another target creature"
    single_graveyard: bool = False  # "up to three target cards from a single graveyard"
    total_mana_value_at_most: int | None = None  # "... with total mana value 3 or less"
    count_is_x: bool = False  # "X target creatures": count_max is X (x_targets.py)
    # "For each opponent, ... up to one target creature that player controls": at most one
    # target controlled by each opponent ("opponent") or each player ("each")
    per_player: str = ""

    def describe(self) -> str:
        return self.text or f"target {self.kind}"


# --- instructions ------------------------------------------------------------------------


class Instruction:
    __slots__ = ()

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class AddMana(Instruction):
    """106: add mana. symbols: ("G",), ("C", "C"); any_of: choose one of these; "any" any colour."""

    symbols: tuple[str, ...] = ()
    any_of: tuple[str, ...] = ()
    amount: int = 1

    def describe(self) -> str:
        if self.any_of:
            return "add one of " + ", ".join("{" + s + "}" for s in self.any_of)
        return "add " + "".join("{" + s + "}" for s in self.symbols)


@dataclass(frozen=True, slots=True)
class DealDamage(Instruction):
    """120: deal damage; `divided` (601.2d): the amount is divided as the caster chose
    among the targets (choices `distribute`: target → amount, at least 1 each)."""

    amount: Expr
    to: Ref
    source: Ref = SelfRef()
    divided: bool = False

    def describe(self) -> str:
        if self.divided:
            return f"deal {self.amount.describe()} damage divided as you choose among " \
                   f"{self.to.describe()}"
        return f"deal {self.amount.describe()} damage to {self.to.describe()}"


@dataclass(frozen=True, slots=True)
class PutCounters(Instruction):
    kind: str
    n: Expr
    on: Ref

    def describe(self) -> str:
        return f"put {self.n.describe()} {self.kind} counter(s) on {self.on.describe()}"


@dataclass(frozen=True, slots=True)
class RemoveCounters(Instruction):
    kind: str | None  # None: all kinds
    n: Expr | None  # None: all
    on: Ref

    def describe(self) -> str:
        what = "all" if self.n is None else self.n.describe()
        kind = "" if self.kind is None else f" {self.kind}"
        return f"remove {what}{kind} counters from {self.on.describe()}"


@dataclass(frozen=True, slots=True)
class AddOrRemoveChosenCounter(Instruction):
    """Clockspinning: choose a counter on it; remove one or put another of that kind;
    `remove_only`: "Remove a counter from target permanent" (the kind is chosen)."""

    on: Ref
    remove_only: bool = False

    def describe(self) -> str:
        if self.remove_only:
            return f"remove a counter of a chosen kind from {self.on.describe()}"
        return f"remove a chosen counter from {self.on.describe()} or put another"


@dataclass(frozen=True, slots=True)
class MoveCounters(Instruction):
    """Fate Transfer: move all counters from one object onto another."""

    from_: Ref
    to: Ref

    def describe(self) -> str:
        return f"move all counters from {self.from_.describe()} onto {self.to.describe()}"


@dataclass(frozen=True, slots=True)
class Draw(Instruction):
    n: Expr = ONE
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} draw(s) {self.n.describe()}"


@dataclass(frozen=True, slots=True)
class Mill(Instruction):
    n: Expr
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} mill(s) {self.n.describe()}"


@dataclass(frozen=True, slots=True)
class GainLife(Instruction):
    n: Expr
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} gain(s) {self.n.describe()} life"


@dataclass(frozen=True, slots=True)
class LoseLife(Instruction):
    n: Expr
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} lose(s) {self.n.describe()} life"


@dataclass(frozen=True, slots=True)
class Destroy(Instruction):
    what: Ref
    no_regeneration: bool = False

    def describe(self) -> str:
        return f"destroy {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class Exile(Instruction):
    what: Ref
    return_now: bool = False  # Cloudshift: "then return that card to the battlefield"
    return_at_end_step: bool = False  # Otherworldly Journey
    return_counters: tuple[tuple[str, int], ...] = ()
    until_source_leaves: bool = False  # 610.3c: "exile ... until ~ leaves the battlefield"
    return_transformed: bool = False  # 701.27f: "then return it ... transformed"
    with_counters: tuple[tuple[str, int], ...] = ()  # "exile ~ with three time counters on it"

    def describe(self) -> str:
        return f"exile {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class ReturnToHand(Instruction):
    what: Ref

    def describe(self) -> str:
        return f"return {self.what.describe()} to its owner's hand"


@dataclass(frozen=True, slots=True)
class Sacrifice(Instruction):
    what: Ref

    def describe(self) -> str:
        return f"sacrifice {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class TapOrUntap(Instruction):
    what: Ref
    untap: bool = True
    either: bool = False  # "tap or untap target permanent": choices `mode` "tap"/"untap"

    def describe(self) -> str:
        return f"{'untap' if self.untap else 'tap'} {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class CreateEffect(Instruction):
    """A continuous effect from a resolving spell or ability (611.2): its set of
    objects is fixed now (611.2c), its numbers too (611.2d)."""

    spec: EffectSpec
    duration: Duration

    def describe(self) -> str:
        return f"{self.spec.describe()} ({self.duration.value})"


@dataclass(frozen=True, slots=True)
class CreateToken(Instruction):
    token: CardDefinition
    count: Expr = ONE
    who: PlayerRef = PlayerRef()
    tapped: bool = False  # "create a tapped Treasure token"
    # "create an X/X green Ooze creature token": its P/T, known as it is created (111.4)
    pt: tuple[Expr, Expr] | None = None

    def describe(self) -> str:
        tapped = "tapped " if self.tapped else ""
        return f"create {self.count.describe()} {tapped}{self.token.name} token(s)"


@dataclass(frozen=True, slots=True)
class CounterSpell(Instruction):
    what: Ref = TargetRef()
    exile: bool = False  # "If that spell is countered this way, exile it instead" (614.6)
    # 614.6: "... put it on top of its owner's library instead" ("top"), "on the top or
    # bottom" ("top_or_bottom": the answer `either`, 1 the bottom), "into its owner's hand"
    instead: str = ""

    def describe(self) -> str:
        return f"counter {self.what.describe()}" + (", exile it" if self.exile else "") + \
            (f", put it {self.instead.replace('_', ' ')} instead" if self.instead else "")


@dataclass(frozen=True, slots=True)
class Regenerate(Instruction):
    """701.19: the next time it would be destroyed this turn, instead tap it, remove all
    damage from it and remove it from combat."""

    what: Ref = SelfRef()

    def describe(self) -> str:
        return f"regenerate {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class PreventDamage(Instruction):
    """615: "Prevent the next N damage" (amount) or all damage (amount None) this turn; `to`
    None: to anything; `by`: only the damage those objects would deal; `combat_only`:
    "Prevent all combat damage that would be dealt this turn" (Fog)."""

    to: Ref | None
    amount: Expr | None = None
    by: Ref | None = None
    combat_only: bool = False
    # "The next time a red source of your choice would deal damage to you this turn,
    # prevent that damage" (615.7): once, from a source matching the filter
    next_time: bool = False
    source_filter: ObjectFilter | None = None

    def describe(self) -> str:
        what = "all" if self.amount is None else f"the next {self.amount.describe()}"
        combat = " combat" if self.combat_only else ""
        to = "" if self.to is None else f" to {self.to.describe()}"
        by = "" if self.by is None else f" by {self.by.describe()}"
        return f"prevent {what}{combat} damage{to}{by} this turn"


@dataclass(frozen=True, slots=True)
class ExchangeControl(Instruction):
    first: Ref = TargetRef(0)
    second: Ref = TargetRef(1)

    def describe(self) -> str:
        return "exchange control of the two targets"


@dataclass(frozen=True, slots=True)
class Shuffle(Instruction):
    who: PlayerRef = PlayerRef()
    what: Ref | None = None  # shuffle this card into its owner's library

    def describe(self) -> str:
        return "shuffle"


@dataclass(frozen=True, slots=True)
class PutInLibrary(Instruction):
    """"Put target creature on top of (on the bottom of) its owner's library" (401.2)."""

    what: Ref
    position: str = "top"  # or "bottom"

    def describe(self) -> str:
        return f"put {self.what.describe()} on the {self.position} of its owner's library"


@dataclass(frozen=True, slots=True)
class ExileZone(Instruction):
    """Leveler: "exile all cards from your library"."""

    zone: str
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"exile all cards from {self.who.describe()}'s {self.zone}"


@dataclass(frozen=True, slots=True)
class WinGame(Instruction):
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} win(s) the game"


@dataclass(frozen=True, slots=True)
class Search(Instruction):
    """701.23: search your library for up to `count` cards matching the filter. `to`
    "hand" or "battlefield": put it there and shuffle; "found": only find them, for the
    instructions after it ("put it into your hand", "then shuffle": FoundRef)."""

    filter: ObjectFilter
    to: str = "hand"  # or "battlefield", "found"
    optional: bool = False
    reveal: bool = False
    count: int = 1
    whose: PlayerRef | None = None  # "search target player's library": theirs (else yours)

    def describe(self) -> str:
        what = f"a {self.filter.describe()} card" if self.count == 1 else \
            f"up to {self.count} {self.filter.describe()} cards"
        if self.to == "found":
            return f"search your library for {what}"
        return f"search your library for {what}, put it into {self.to}"


@dataclass(frozen=True, slots=True)
class ChooseObjects(Instruction):
    """"Sacrifice a creature", "Target player sacrifices an artifact", "return a land you
    control to its owner's hand": each player `who` names chooses `count` of their own
    permanents matching `filter` (not targeted, 115.10); the instructions after it act on
    them (ChosenRef). `zone` "hand" chooses cards in that player's hand ("discards a
    creature card" is Discard; "you choose a card from it" is this with chooser "you")."""

    filter: ObjectFilter
    who: PlayerRef = PlayerRef()
    count: int = 1
    zone: str = "battlefield"
    chooser: PlayerRef | None = None  # None: each player chooses their own
    least: str = ""  # bolster: only among those with the least "toughness"
    any_number: bool = False  # "tap any number of ...": the answer alone (else all of them)

    def describe(self) -> str:
        many = "" if self.count == 1 else f"{self.count} "
        return f"{self.who.describe()} choose(s) {many}{self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class DiscardCards(Instruction):
    """701.8: "that player discards that card": the named cards, if still in a hand."""

    what: Ref

    def describe(self) -> str:
        return f"discard {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class RevealHand(Instruction):
    """701.16: "target opponent reveals their hand"."""

    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} reveal(s) their hand"


@dataclass(frozen=True, slots=True)
class LookAt(Instruction):
    """"Look at the top card of your library": only its controller sees it (no change)."""

    what: Ref

    def describe(self) -> str:
        return f"look at {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class LookAtHand(Instruction):
    """"Look at target player's hand" (only the ability's controller sees it)."""

    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"look at {self.who.describe()}'s hand"


@dataclass(frozen=True, slots=True)
class Reveal(Instruction):
    """701.16: reveal the cards (every player sees them; they stay where they are)."""

    what: Ref

    def describe(self) -> str:
        return f"reveal {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class ForEachPutCounter(Instruction):
    """Venerated Teacher: "put two level counters on each creature you control with level up"."""

    kind: str
    n: Expr
    filter: ObjectFilter

    def describe(self) -> str:
        return f"put {self.n.describe()} {self.kind} counters on each {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class Optional_(Instruction):
    """"You may ...": the controller chooses (choices key "may"). "If you do, ..." is part
    of `inner`: a cost in it that can't be paid (PayCost) stops it; `otherwise` is
    followed when the player declines or can't pay ("If you don't, ...", "... unless
    you pay {1}")."""

    inner: tuple[Instruction, ...]
    otherwise: tuple[Instruction, ...] = ()

    def describe(self) -> str:
        text = "you may " + "; ".join(i.describe() for i in self.inner)
        if self.otherwise:
            text += "; if not: " + "; ".join(i.describe() for i in self.otherwise)
        return text


@dataclass(frozen=True, slots=True)
class CreateTokenCopy(Instruction):
    """707.2, 111.10: "create a token that's a copy of target creature": a token with the
    copiable values of the object (its printed card, as it is now)."""

    of: Ref
    count: Expr = ONE
    who: PlayerRef = PlayerRef()
    not_legendary: bool = False  # 707.9b: "except it isn't legendary"

    def describe(self) -> str:
        return f"create {self.count.describe()} token copy of {self.of.describe()}"


@dataclass(frozen=True, slots=True)
class SplitCards(Instruction):
    """"Look at the top four cards of your library. Put one of them into your hand and the
    rest on the bottom of your library in any order.": of the cards `of` names, `count`
    (the answer `choose`, else the first that match) go `first_to`, the rest `rest_to`
    ("hand", "graveyard", "bottom", "top", "battlefield", "exile"); `every`: all that
    match go (no choice)."""

    of: Ref
    count: int = 1
    first_to: str = "hand"
    rest_to: str = "bottom"
    filter: ObjectFilter | None = None
    pick: Ref | None = None  # the cards chosen are these ("put that card into your hand")
    reveal: bool = False  # "you may reveal a land card from among them and put it ..."
    every: bool = False  # "put all land cards revealed this way into your hand"

    def describe(self) -> str:
        return f"put {self.count} of {self.of.describe()} to {self.first_to}, the rest to " \
               f"{self.rest_to}"


@dataclass(frozen=True, slots=True)
class RevealUntil(Instruction):
    """701.16: reveal cards from the top of your library until a card matches `filter`: it
    is found (FoundRef), all revealed are RevealedRef; where they go comes after."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"reveal cards until a {self.filter.describe()} card"


@dataclass(frozen=True, slots=True)
class Fight(Instruction):
    """701.14a: each of two creatures deals damage equal to its power to the other."""

    first: Ref
    second: Ref

    def describe(self) -> str:
        return f"{self.first.describe()} fights {self.second.describe()}"


@dataclass(frozen=True, slots=True)
class FlipCoin(Instruction):
    """705: flip a coin; the instructions after it ask whether the ability's controller
    won (the condition WonFlip)."""

    def describe(self) -> str:
        return "flip a coin"


@dataclass(frozen=True, slots=True)
class Scry(Instruction):
    """701.22 scry N; 701.25 surveil N (`to` "graveyard"): look at the top N cards of
    your library, put any of them at the bottom (into your graveyard): the answer `scry`
    (`surveil`) names them; the rest stay on top."""

    n: Expr = ONE
    to: str = "bottom"

    def describe(self) -> str:
        word = "scry" if self.to == "bottom" else "surveil"
        return f"{word} {self.n.describe()}"


@dataclass(frozen=True, slots=True)
class Explore(Instruction):
    """701.44a: reveal the top card of your library; a land card goes into your hand;
    otherwise a +1/+1 counter on the explorer, and you may put the card into your
    graveyard (the answer `surveil`)."""

    what: Ref = SelfRef()

    def describe(self) -> str:
        return f"{self.what.describe()} explores"


@dataclass(frozen=True, slots=True)
class GetCounters(Instruction):
    """122.1: a player gets counters: "you get {E}{E}" (energy, 107.14), poison."""

    kind: str
    n: Expr = ONE
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} get(s) {self.n.describe()} {self.kind} counter(s)"


@dataclass(frozen=True, slots=True)
class MarkSource(Instruction):
    """Notes on this permanent that something was done (echo was paid or not, 702.31a);
    the condition SourceMarked reads it. A new object (400.7) has no marks."""

    mark: str

    def describe(self) -> str:
        return f"note: {self.mark.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class PayCost(Instruction):
    """118.1: a player pays a cost as the ability resolves ("you may pay {2}", "unless its
    controller pays {1}"); if it can't be paid, the instructions after it in the same
    Optional_ are not followed."""

    cost: Cost
    who: PlayerRef = PlayerRef()
    times: Expr | None = None  # cumulative upkeep: the cost once for each age counter
    x: Expr | None = None  # "pays {X}, where X is ..." (else the ability's X)

    def describe(self) -> str:
        times = "" if self.times is None else f" × {self.times.describe()}"
        return f"{self.who.describe()} pay(s) {self.cost.describe()}{times}"


@dataclass(frozen=True, slots=True)
class Attach(Instruction):
    """Equip / "attach to target creature you control" (701.3)."""

    what: Ref = SelfRef()
    to: Ref = TargetRef()

    def describe(self) -> str:
        return f"attach {self.what.describe()} to {self.to.describe()}"


@dataclass(frozen=True, slots=True)
class Populate(Instruction):
    def describe(self) -> str:
        return "populate"


@dataclass(frozen=True, slots=True)
class Manual(Instruction):
    """A clause the compiler could not read: the players carry it out by hand."""

    text: str

    def describe(self) -> str:
        return f"(by hand) {self.text}"



@dataclass(frozen=True, slots=True)
class EachMatching(Ref):
    """Every permanent matching `filter` controlled by `controller` ("each creature
    defending player controls", "each other creature that player controls");
    `except_target`: leave out that target ("other")."""

    filter: ObjectFilter
    controller: PlayerRef | None = None
    except_target: int | None = None

    def describe(self) -> str:
        text = f"each {self.filter.describe()}"
        if self.controller is not None:
            text += f" {self.controller.describe()} controls"
        return text


@dataclass(frozen=True, slots=True)
class Discard(Instruction):
    """701.8: "discard a card", "discard a card at random"."""

    n: Expr = ONE
    who: PlayerRef = PlayerRef()
    random: bool = False

    def describe(self) -> str:
        how = " at random" if self.random else ""
        return f"{self.who.describe()} discard(s) {self.n.describe()}{how}"


@dataclass(frozen=True, slots=True)
class DrainLife(Instruction):
    """"Each opponent loses X life ... You gain life equal to the life lost this way."."""

    n: Expr
    who: PlayerRef = PlayerRef("each_opponent")

    def describe(self) -> str:
        return f"{self.who.describe()} lose(s) {self.n.describe()} life; you gain the life lost"


@dataclass(frozen=True, slots=True)
class CopySpell(Instruction):
    """707.10: copy a spell on the stack `copies` times; new targets may be chosen."""

    what: Ref = TargetRef()
    copies: int = 1
    new_targets: bool = True
    not_legendary: bool = False  # 707.9b: "except it isn't legendary"

    def describe(self) -> str:
        times = "" if self.copies == 1 else f" {self.copies} times"
        return f"copy {self.what.describe()}{times}"


@dataclass(frozen=True, slots=True)
class ChangeTarget(Instruction):
    """Spellskite: change a target of a spell or ability to `to`."""

    what: Ref = TargetRef()
    to: Ref = SelfRef()

    def describe(self) -> str:
        return f"change a target of {self.what.describe()} to {self.to.describe()}"


@dataclass(frozen=True, slots=True)
class ExtraTurn(Instruction):
    """500.7: "take an extra turn after this one"."""

    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        return f"{self.who.describe()} take(s) an extra turn after this one"


@dataclass(frozen=True, slots=True)
class BecomeCopyOf(Instruction):
    """707.2: `what` becomes a copy of `of` (an effect that lasts `duration`);
    `keep_this_ability`: "except it has this ability" (Dimir Doppelganger)."""

    of: Ref
    what: Ref = SelfRef()
    duration: Duration | None = None  # None: indefinitely
    keep_this_ability: bool = False
    extra_abilities: tuple[Ability, ...] = ()  # 707.9a: "except he has hexproof"

    def describe(self) -> str:
        text = f"{self.what.describe()} becomes a copy of {self.of.describe()}"
        if self.keep_this_ability:
            text += ", except it has this ability"
        return text if self.duration is None else f"{text} ({self.duration.value})"


@dataclass(frozen=True, slots=True)
class GainAbilitiesOf(Instruction):
    """Quicksilver Elemental: `what` gains all activated abilities of `of`."""

    of: Ref
    what: Ref = SelfRef()
    kind: str = "activated"
    duration: Duration | None = None

    def describe(self) -> str:
        return f"{self.what.describe()} gains all {self.kind} abilities of {self.of.describe()}"


@dataclass(frozen=True, slots=True)
class ChangeTextOf(Instruction):
    """612 (Mind Bend, Sleight of Mind): replace all instances of one colour word and/or
    basic land type chosen on resolution (choices "old", "new") on `what`, indefinitely."""

    what: Ref = TargetRef()
    color_words: bool = True
    land_types: bool = False

    def describe(self) -> str:
        kinds = [k for k, on in (("colour word", self.color_words),
                                 ("basic land type", self.land_types)) if on]
        return f"change the text of {self.what.describe()}: one {' or '.join(kinds)} to another"


@dataclass(frozen=True, slots=True)
class Conditional(Instruction):
    """"If ~ is a Spirit, it becomes ...": follow `then` only if `condition` holds."""

    condition: Condition
    then: tuple[Instruction, ...]

    def describe(self) -> str:
        inner = "; ".join(i.describe() for i in self.then)
        return f"if {self.condition.describe()}: {inner}"


@dataclass(frozen=True, slots=True)
class CreateEffectOn(Instruction):
    """A continuous effect (611.2c) on the objects `on` names at resolution, e.g. "each
    other creature that player controls gets -2/-0 until end of turn"."""

    spec: EffectSpec
    duration: Duration
    on: Ref

    def describe(self) -> str:
        return f"{self.on.describe()}: {self.spec.describe()} ({self.duration.value})"


@dataclass(frozen=True, slots=True)
class CreateDelayedTrigger(Instruction):
    """603.7: "At the beginning of the next end step, destroy that creature if ..."."""

    trigger: Trigger
    effect: tuple[Instruction, ...]
    condition: Condition | None = None

    def describe(self) -> str:
        inner = "; ".join(i.describe() for i in self.effect)
        cond = "" if self.condition is None else f" if {self.condition.describe()}"
        return f"{self.trigger.describe()}: {inner}{cond}"


@dataclass(frozen=True, slots=True)
class CreateEmblem(Instruction):
    """114: `who` gets an emblem with `abilities`."""

    abilities: tuple[Ability, ...]
    who: PlayerRef = PlayerRef()

    def describe(self) -> str:
        inner = "; ".join(a.text for a in self.abilities)
        return f"{self.who.describe()} gets an emblem with \"{inner}\""


if TYPE_CHECKING:
    from tabletop.engine.definitions.abilities import Ability
    from tabletop.engine.definitions.conditions import Condition
    from tabletop.engine.definitions.trigger_conditions import Trigger


# --- appended by the rules engine -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SelfReplacement(Instruction):
    """614.15: a spell's or ability's own "instead" text. `inner` is followed with
    `replacement` (a ReplacementSpec of replacements.py) in force; as a self-replacement
    effect it is applied before any other replacement effect (616.1a)."""

    inner: tuple[Instruction, ...]
    replacement: object

    def describe(self) -> str:
        inner = "; ".join(i.describe() for i in self.inner)
        text = getattr(self.replacement, "describe", lambda: "")()
        return f"{inner} ({text})"


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield(Instruction):
    """"Return it to the battlefield under its owner's control [with a counter on it]":
    the card the object became in the zone it went to (400.7); if that card has left that
    zone, nothing returns (undying 702.93a, persist 702.79a)."""

    what: Ref
    counters: tuple[tuple[str, int], ...] = ()
    under_your_control: bool = False  # "under your control": the ability's controller's
    tapped: bool = False  # "put it onto the battlefield tapped"

    def describe(self) -> str:
        extra = "".join(f" with a {kind} counter on it" for kind, _ in self.counters)
        whose = "your" if self.under_your_control else "its owner's"
        return f"return {self.what.describe()} to the battlefield under {whose} control" \
            + extra


@dataclass(frozen=True, slots=True)
class BecomeClassLevel(Instruction):
    """716.2a: "[Cost]: Level N" resolves: this Class's level becomes N."""

    level: int

    def describe(self) -> str:
        return f"this Class's level becomes {self.level}"


@dataclass(frozen=True, slots=True)
class Transform(Instruction):
    """701.27: "transform ~": a transforming double-faced permanent turns over."""

    what: Ref

    def describe(self) -> str:
        return f"transform {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class Flip(Instruction):
    """710: "flip ~": a flip card's permanent flips to its alternative characteristics."""

    what: Ref

    def describe(self) -> str:
        return f"flip {self.what.describe()}"
