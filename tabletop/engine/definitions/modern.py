"""Definitions of mechanics of recent sets (2020-2025): conditions on what happened this
turn (the turn's event history, model/event_history.py) and instructions their keywords stand for.
Their handlers are in rules/modern_instructions.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop.engine.definitions.conditions import Condition
from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.history_conditions import event_history
from tabletop.engine.definitions.instructions import Instruction, Ref
from tabletop.engine.definitions.replacement_specs import ReplacementSpec
from tabletop.engine.model.enums import Zone

if TYPE_CHECKING:
    from tabletop.engine.definitions.expressions import EvalContext

WARPED = "warped"  # GameObject.chosen key: the turn a warped permanent was exiled (702.185a)
PLOTTED = "plotted"  # the turn a card became plotted (702.170a)


@dataclass(frozen=True, slots=True)
class SpellsCastThisTurn(Condition):
    """"if you've cast an instant or sorcery spell this turn", "if you've cast another
    spell this turn", "if an opponent cast a creature spell this turn" (601.2i: the turn's
    record of spells cast; `types`: any of these card types, empty: any spell; `who`:
    "you" or "opponent"); `exactly`: "the second spell you cast each turn" is cast while
    you've cast exactly one."""

    types: frozenset[str] = frozenset()
    at_least: int = 1
    exactly: int | None = None
    who: str = "you"
    reads_this_turn = True  # the layer result is computed again when the record changes

    def count(self, ctx: EvalContext) -> int:
        record = event_history(ctx)
        if record is None:
            return 0
        return sum(1 for caster, types in record.spells_cast
                   if (caster == ctx.controller) == (self.who == "you")
                   and (not self.types or self.types & set(types)))

    def holds(self, ctx: EvalContext) -> bool:
        n = self.count(ctx)
        return n == self.exactly if self.exactly is not None else n >= self.at_least

    def describe(self) -> str:
        what = " or ".join(sorted(self.types)).lower() + " spell" if self.types else "spell"
        who = "you've" if self.who == "you" else "an opponent has"
        if self.exactly is not None:
            return f"{who} cast exactly {self.exactly} {what}s this turn"
        if self.at_least == 1:
            article = "an" if what[0] in "aeiou" else "a"
            return f"{who} cast {article} {what} this turn"
        return f"{who} cast {self.at_least} or more {what}s this turn"


@dataclass(frozen=True, slots=True)
class PermanentsEnteredThisTurn(Condition):
    """Celebration: "if two or more nonland permanents entered the battlefield under your
    control this turn" (`not_types`: none of these card types)."""

    at_least: int = 2
    not_types: frozenset[str] = frozenset()
    reads_this_turn = True

    def holds(self, ctx: EvalContext) -> bool:
        record = event_history(ctx)
        entered = getattr(record, "entered", ())
        n = sum(1 for _, who, types in entered
                if who == ctx.controller and not self.not_types & set(types))
        return n >= self.at_least

    def describe(self) -> str:
        non = "".join(f"non{t} " for t in sorted(self.not_types))
        return f"{self.at_least} or more {non}permanents entered under your control this turn"


@dataclass(frozen=True, slots=True)
class SourceOnBattlefield(Condition):
    """The ability's source is on the battlefield (endure, 701.63b)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        objects = getattr(state, "objects", {})
        return ctx.source in objects and objects[ctx.source].zone == Zone.BATTLEFIELD

    def describe(self) -> str:
        return "it is on the battlefield"


@dataclass(frozen=True, slots=True)
class CrimeThisTurn(Condition):
    """"if you've committed a crime this turn" (700.13)."""

    reads_this_turn = True

    def holds(self, ctx: EvalContext) -> bool:
        return ctx.controller in getattr(event_history(ctx), "crimes", ())

    def describe(self) -> str:
        return "you've committed a crime this turn"


@dataclass(frozen=True, slots=True)
class CollectEvidence(Instruction):
    """701.59a: "collect evidence N": exile any number of cards from your graveyard with
    total mana value N or greater (the answer `exile` names them; else the fewest cards
    that are enough, the greatest mana values first). Not done when the graveyard holds
    too little: "if you do" then fails."""

    n: int

    def describe(self) -> str:
        return f"collect evidence {self.n}"


@dataclass(frozen=True, slots=True)
class Discover(Instruction):
    """701.57a: "discover N": exile cards from the top of your library until you exile a
    nonland card with mana value N or less; you may cast it without paying its mana cost
    (the answer `may`, yes unless told), else put it into your hand; the other exiled
    cards go on the bottom of your library in a random order."""

    n: int

    def describe(self) -> str:
        return f"discover {self.n}"


@dataclass(frozen=True, slots=True)
class Connive(Instruction):
    """701.50a: "[permanent] connives": its controller draws a card, then discards a card
    (the answer `discard`, else the last card drawn); if a nonland card was discarded,
    a +1/+1 counter is put on the permanent (701.50c: it connives even if it has left the
    battlefield, by its last known controller)."""

    what: Ref

    def describe(self) -> str:
        return "it connives"


@dataclass(frozen=True, slots=True)
class PutAttacking(Instruction):
    """508.4: objects put onto the battlefield attacking ("tokens that are tapped and
    attacking"): attacking the player or planeswalker their controller's attackers attack
    (the defending player), without being declared (no attack triggers)."""

    what: Ref

    def describe(self) -> str:
        return "they are attacking"


@dataclass(frozen=True, slots=True)
class CreateOffspring(Instruction):
    """702.175a: "create a token that's a copy of it, except it's 1/1" (707.9b: the
    exception is part of the token's copiable values); the permanent as it last existed
    if it has left the battlefield."""

    def describe(self) -> str:
        return "create a 1/1 token copy of it"


@dataclass(frozen=True, slots=True)
class IfMarked(Expr):
    """A number that counts only if the source carries a mark ("done"): impending's time
    counters only if its impending cost was paid (702.176a)."""

    mark: str
    inner: Expr

    def evaluate(self, ctx: EvalContext) -> int:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        marked = obj is not None and obj.chosen.get(self.mark) == "done"
        return self.inner.evaluate(ctx) if marked else 0

    def describe(self) -> str:
        return f"{self.inner.describe()} if {self.mark} was done"


@dataclass(frozen=True, slots=True)
class BecomesDayAsEnters(ReplacementSpec):
    """"If it's neither day nor night, it becomes day as ~ enters" (726.2)."""

    kind: ClassVar[str] = "becomes_day"

    def describe(self) -> str:
        return "if it's neither day nor night, it becomes day as it enters"


SADDLED = "saddled"  # GameObject.chosen key: the turn it became saddled (702.171b)


def is_saddled(obj: object, turn: int) -> bool:
    """702.171b: saddled until end of turn (or until it leaves the battlefield: a new
    object has no marks, 400.7)."""
    return getattr(obj, "chosen", {}).get(SADDLED) == str(turn)


@dataclass(frozen=True, slots=True)
class SourceSaddled(Condition):
    """702.171b: "as long as this creature is saddled"."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        return obj is not None and is_saddled(obj, getattr(state, "turn", 0))

    def describe(self) -> str:
        return "it is saddled"


@dataclass(frozen=True, slots=True)
class BecomeSaddled(Instruction):
    """702.171b: "this Mount becomes saddled until end of turn"."""

    what: Ref

    def describe(self) -> str:
        return "it becomes saddled until end of turn"


BARGAIN = "bargain"  # the choice and the permanent's mark (702.166b)


@dataclass(frozen=True, slots=True)
class WasBargained(Condition):
    """702.166b: "if this spell was bargained", "if it was bargained" (the permanent the
    spell became)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        if obj is None:
            return False
        if obj.stack_info is not None and obj.stack_info.choices.get(BARGAIN):
            return True
        return bool(obj.chosen.get(BARGAIN) == "done")

    def describe(self) -> str:
        return "it was bargained"


EXHAUSTED = "exhausted"  # GameObject.chosen key prefix: an exhaust ability was activated


@dataclass(frozen=True, slots=True)
class NotExhausted(Condition):
    """702.177a: "Activate each exhaust ability only once" (per object: a new object, 400.7,
    may activate it again). `key` names the ability."""

    key: str

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        return obj is not None and f"{EXHAUSTED}:{self.key}" not in obj.chosen

    def describe(self) -> str:
        return "it hasn't been activated before"


def toxic_total(chars: object) -> int:
    """702.164b: the total of a creature's toxic values (each instance counts)."""
    total = 0
    for ability in getattr(chars, "abilities", ()):
        if getattr(ability, "keyword", None) == "Toxic":
            try:
                total += int(getattr(ability, "parameter", "0"))
            except ValueError:
                continue
    return total


CAST_FROM = "cast_from"  # the zone a spell was cast from; the permanent's mark (entering.py)


@dataclass(frozen=True, slots=True)
class YouCastIt(Condition):
    """"if you cast it" (the permanent entered as a spell you cast, not a copy), "if you
    cast it from your hand" (`zone` "hand")."""

    zone: str | None = None

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        cast_from = None if obj is None else obj.chosen.get(CAST_FROM)
        return cast_from is not None and (self.zone is None or cast_from == self.zone)

    def describe(self) -> str:
        return "you cast it" + (f" from your {self.zone}" if self.zone else "")


@dataclass(frozen=True, slots=True)
class SpellCastFrom(Condition):
    """"if this spell was cast from a graveyard": the zone it was cast from, noted as it
    became cast (601.2i) on the spell and on the permanent it became."""

    zone: str

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        if obj is None:
            return False
        if obj.stack_info is not None and obj.stack_info.choices.get(CAST_FROM) == self.zone:
            return True
        return bool(obj.chosen.get(CAST_FROM) == self.zone)

    def describe(self) -> str:
        return f"this spell was cast from a {self.zone}"


GIFT = "gift"  # the choice "the gift was promised" and the permanent's mark (702.174)


@dataclass(frozen=True, slots=True)
class GiftPromised(Condition):
    """702.174: "if the gift was promised" (the spell, or the permanent it became)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        if obj is None:
            return False
        if obj.stack_info is not None and obj.stack_info.choices.get(GIFT):
            return True
        return bool(obj.chosen.get(GIFT) == "done")

    def describe(self) -> str:
        return "the gift was promised"


@dataclass(frozen=True, slots=True)
class GiveGift(Instruction):
    """702.174a: the opponent promised the gift gets it: `gift` is followed as that player
    ("you" in it is the opponent: "draws a card", "creates a Food token")."""

    gift: tuple[Instruction, ...]

    def describe(self) -> str:
        return "the opponent gets the gift"


START_YOUR_ENGINES = "Start your engines!"  # 702.179a
MAX_SPEED = 4  # 702.179d


@dataclass(frozen=True, slots=True)
class HasMaxSpeed(Condition):
    """702.178a: "Max speed — [ability]": as long as you have max speed (speed 4)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        speed: dict[str, int] = getattr(state, "speed", {})
        return speed.get(ctx.controller, 0) >= MAX_SPEED

    def describe(self) -> str:
        return "you have max speed"


@dataclass(frozen=True, slots=True)
class IncreaseSpeed(Instruction):
    """702.179c: "your speed increases by 1" (up to 4)."""

    def describe(self) -> str:
        return "your speed increases by 1"


@dataclass(frozen=True, slots=True)
class SourceAttached(Condition):
    """The ability's source is attached to a permanent (reconfigure, 702.151b)."""

    def holds(self, ctx: EvalContext) -> bool:
        state = getattr(ctx.board, "state", None)
        obj = getattr(state, "objects", {}).get(ctx.source)
        return obj is not None and obj.attached_to is not None

    def describe(self) -> str:
        return "it is attached to a creature"


@dataclass(frozen=True, slots=True)
class Unattach(Instruction):
    """701.3d: "unattach" an Equipment: it stays on the battlefield, attached to nothing."""

    what: Ref

    def describe(self) -> str:
        return "unattach it"


@dataclass(frozen=True, slots=True)
class ExileToCastLater(Instruction):
    """Exile `what`; its owner may cast it from exile on a later turn (`way`: "warped",
    702.185a; "plotted", 702.170a)."""

    what: Ref
    way: str

    def describe(self) -> str:
        return "exile it; its owner may cast it on a later turn"
