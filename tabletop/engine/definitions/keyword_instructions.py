"""Instructions that keyword abilities of rule 702 stand for (their handlers:
rules/keyword_instructions.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, Ref, SelfRef


@dataclass(frozen=True, slots=True)
class CopySpellTimes(Instruction):
    """702.40a storm: "copy it for each spell cast before it this turn" (707.10; the
    number is counted as the ability triggers)."""

    times: Expr
    what: Ref = field(default_factory=SelfRef)

    def describe(self) -> str:
        return f"copy {self.what.describe()} {self.times.describe()} times"


@dataclass(frozen=True, slots=True)
class CastCard(Instruction):
    """Its owner may cast the card while this resolves (608.2g): for the cost of the
    keyword `alternative` names ("Madness", 702.35a), or without paying its mana cost
    when it names none (suspend 702.62a, rebound 702.88a). `otherwise_graveyard`: "If
    that player doesn't, they put this card into their graveyard" (madness)."""

    what: Ref = field(default_factory=SelfRef)
    alternative: str = ""
    otherwise_graveyard: bool = False
    haste: bool = False  # suspend: a creature spell cast this way gains haste (702.62a)

    def describe(self) -> str:
        how = f"for its {self.alternative.lower()} cost" if self.alternative else \
            "without paying its mana cost"
        return f"you may cast {self.what.describe()} {how}"


@dataclass(frozen=True, slots=True)
class CreateZombieCopy(Instruction):
    """702.128a embalm, 702.129a eternalize: "Create a token that's a copy of it, except
    it's a [white] Zombie [original types] with no mana cost" (eternalize: black, and a
    4/4): a copy of the card exiled to pay the cost (its last known object, 603.10)."""

    color: str = "W"
    power: int | None = None
    toughness: int | None = None

    def describe(self) -> str:
        pt = f" {self.power}/{self.toughness}" if self.power is not None else ""
        return f"create a token copy of it, a {self.color} Zombie{pt} with no mana cost"


@dataclass(frozen=True, slots=True)
class Manifest(Instruction):
    """701.40a: "Manifest the top [N] card(s) of your library": each is put onto the
    battlefield face down as a 2/2 creature (708); 701.62a manifest dread: look at the
    top two cards, manifest one (the answer `choose`, else a creature card if there is
    one) and put the other into the graveyard."""

    count: int = 1
    dread: bool = False

    def describe(self) -> str:
        if self.dread:
            return "manifest dread"
        return f"manifest the top {self.count} card(s) of your library"


@dataclass(frozen=True, slots=True)
class MoveOneCounter(Instruction):
    """702.58a graft: "move a +1/+1 counter from this permanent onto that creature"."""

    kind: str
    from_: Ref
    to: Ref

    def describe(self) -> str:
        return f"move a {self.kind} counter from {self.from_.describe()} onto " \
               f"{self.to.describe()}"


@dataclass(frozen=True, slots=True)
class Cascade(Instruction):
    """702.85a: "exile cards from the top of your library until you exile a nonland card
    whose mana value is less than this spell's mana value. You may cast that card without
    paying its mana cost if the resulting spell's mana value is less than this spell's
    mana value. Then put all cards exiled this way that weren't cast on the bottom of your
    library in a random order"."""

    def describe(self) -> str:
        return "cascade"


@dataclass(frozen=True, slots=True)
class SearchSameManaValue(Instruction):
    """702.53a transmute: "Search your library for a card with the same mana value as the
    discarded card, reveal that card, and put it into your hand. Then shuffle"."""

    def describe(self) -> str:
        return "search your library for a card with the same mana value as the discarded card"


CHAMPIONED = "championed"  # GameObject.chosen: the card a champion exiled (702.72a)


@dataclass(frozen=True, slots=True)
class ChampionExile(Instruction):
    """702.72a: "sacrifice it unless you exile another [object] you control" (the answer
    `choose`, else the least valuable; `may` false: sacrifice it)."""

    filter: ObjectFilter

    def describe(self) -> str:
        return f"sacrifice it unless you exile another {self.filter.describe()} you control"


@dataclass(frozen=True, slots=True)
class ReturnChampioned(Instruction):
    """702.72a: "the exiled card returns to the battlefield under its owner's control"."""

    def describe(self) -> str:
        return "the exiled card returns to the battlefield under its owner's control"
