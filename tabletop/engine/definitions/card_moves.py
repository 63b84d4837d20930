"""Instructions that move cards between a player's hand, library and exile as a spell or
ability resolves: discarding a hand (701.9), exiling the top card of a library with a
permission to play it (impulse draw), returning every matching card from graveyards."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.definitions.expressions import Expr
from tabletop.engine.definitions.filters import ObjectFilter
from tabletop.engine.definitions.instructions import Instruction, PlayerRef, Ref


@dataclass(frozen=True, slots=True)
class DiscardHand(Instruction):
    """701.9: "discard your hand", "each player discards their hand"; `redraw`: "then
    draws that many cards [plus one]" (each the number they discarded, plus it);
    `greatest`: "then draws cards equal to the greatest number of cards a player
    discarded this way" (Windfall)."""

    who: PlayerRef
    redraw: int | None = None
    greatest: bool = False

    def describe(self) -> str:
        text = f"{self.who.describe()} discard(s) their hand"
        if self.greatest:
            return text + ", then draw(s) the greatest number discarded"
        if self.redraw is not None:
            more = f" {self.redraw:+d}" if self.redraw else ""
            return text + f", then draw(s) that many cards{more}"
        return text


@dataclass(frozen=True, slots=True)
class MayPlayFromExile(Instruction):
    """"Exile the top card of your library. Until the end of your next turn, you may play
    that card." (impulse draw): the controller may play the exiled cards `what` names
    while they stay in exile, until end of turn or (`next_turn`) until the end of their
    next turn; a land is played as their land for the turn (305.1)."""

    what: Ref
    next_turn: bool = False

    def describe(self) -> str:
        until = "the end of your next turn" if self.next_turn else "end of turn"
        return f"until {until}, you may play {self.what.describe()}"


@dataclass(frozen=True, slots=True)
class MoveAllCards(Instruction):
    """"Put all creature cards from all graveyards onto the battlefield under your
    control", "Each player returns all creature cards from their graveyard to their
    hand": every card in the graveyards of `whose` (None: every player's) matching
    `filter` goes `to` "battlefield" (under its owner's control, or the controller's
    with `under_your_control`) or "hand" (its owner's), all at once."""

    filter: ObjectFilter
    whose: PlayerRef | None
    to: str
    under_your_control: bool = False
    tapped: bool = False

    def describe(self) -> str:
        where = "all graveyards" if self.whose is None else \
            f"{self.whose.describe()}'s graveyard"
        return f"put all {self.filter.describe()} from {where} into {self.to}"


@dataclass(frozen=True, slots=True)
class RevealAtRandom(Instruction):
    """701.16: "Target opponent reveals a card at random from their hand": the card is
    revealed and is the one chosen (ChosenRef) for the instructions after it."""

    who: PlayerRef

    def describe(self) -> str:
        return f"{self.who.describe()} reveal(s) a card at random from their hand"


@dataclass(frozen=True, slots=True)
class PutExiledIntoGraveyard(Instruction):
    """Processors: "you may put a card an opponent owns from exile into that player's
    graveyard": the controller chooses `count` exiled cards matching `filter` (the answer
    `choose`) and puts them into their owners' graveyards; with fewer there, none are put
    and the instruction fails ("If you do" doesn't follow)."""

    filter: ObjectFilter
    count: int = 1

    def describe(self) -> str:
        return f"put {self.count} {self.filter.describe()} from exile into a graveyard"


@dataclass(frozen=True, slots=True)
class UntapUpTo(Instruction):
    """"untap up to seven lands": the controller chooses up to `count` permanents matching
    `filter` (anyone's; the answer `choose`, else their own tapped ones) and untaps them."""

    filter: ObjectFilter
    count: int

    def describe(self) -> str:
        return f"untap up to {self.count} {self.filter.describe()}"


@dataclass(frozen=True, slots=True)
class GiveControl(Instruction):
    """"Target opponent gains control of Jinxed Idol" (613.1b, layer 2): the player `to`
    names (the first, or the answer `player` among them) controls the objects from now
    on."""

    what: Ref
    to: PlayerRef

    def describe(self) -> str:
        return f"{self.to.describe()} gain(s) control of {self.what.describe()}"


EXILED_WITH = "exiled_with"  # GameObject.chosen key: the ids it exiled, comma-separated


@dataclass(frozen=True, slots=True)
class ExiledWithRef(Ref):
    """607.2a: "the exiled card(s)", "cards exiled with ~": the cards the abilities of
    this object exiled that are still in exile (linked abilities); `filter`: only those
    matching ("all creature cards exiled with ~")."""

    filter: ObjectFilter | None = None

    def describe(self) -> str:
        return "the exiled cards"


@dataclass(frozen=True, slots=True)
class MillHalf(Instruction):
    """701.13: "defending player mills half their library, rounded up"."""

    who: PlayerRef
    round_up: bool = True

    def describe(self) -> str:
        how = "up" if self.round_up else "down"
        return f"{self.who.describe()} mill(s) half their library, rounded {how}"


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary(Instruction):
    """701.20: "Each player shuffles their hand and graveyard into their library": every
    card of those zones of each player goes into their library, which is shuffled."""

    who: PlayerRef
    zones: tuple[str, ...]  # "hand", "graveyard"

    def describe(self) -> str:
        return f"{self.who.describe()} shuffle(s) their {' and '.join(self.zones)} into " \
               "their library"


@dataclass(frozen=True, slots=True)
class RevealFromHand(Instruction):
    """"Target player reveals three cards from their hand": that player chooses them (the
    answer `reveal`, else their least valuable); they are the ones chosen (ChosenRef).
    "reveals X cards", "a number of cards ... equal to ...": `count` an expression."""

    who: PlayerRef
    count: int | Expr

    def describe(self) -> str:
        return f"{self.who.describe()} reveal(s) {self.count} cards from their hand"


@dataclass(frozen=True, slots=True)
class ChooseAmongChosen(Instruction):
    """"... and you choose one of them": the controller chooses `count` of the cards just
    chosen or revealed (the answer `choose`, else the most valuable)."""

    count: int

    def describe(self) -> str:
        return f"you choose {self.count} of them"
