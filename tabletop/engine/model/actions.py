"""Actions: what a person (or a scenario step) asks the engine to do.

Every change of game state goes through `Game.perform(action)`, which returns
Events or raises `IllegalAction` with a reason, leaving the game as it was (730).
Object references are object ids; cards not yet in the game are named.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, asdict, dataclass, field, fields
from typing import Any, TypeVar


class IllegalAction(Exception):
    """The action is not legal now; `reason` is for a person to read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# every kind of action by its verb in scenario files and recordings (`do = "..."`): a new
# action is one class with `@verb` here plus its handler (rules/action_handlers.py)
ACTION_TYPES: dict[str, type[Action]] = {}
_KINDS: dict[type[Action], str] = {}
A_ = TypeVar("A_", bound="type[Action]")


def verb(name: str) -> Callable[[A_], A_]:
    """Register an action class under its verb."""

    def register(cls: A_) -> A_:
        if name in ACTION_TYPES:
            raise ValueError(f"two actions called {name!r}")
        ACTION_TYPES[name] = cls
        _KINDS[cls] = name
        return cls

    return register


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions."""

    @property
    def verb(self) -> str:
        """The action's name in scenario files and recordings (`do = "..."`)."""
        return _KINDS[type(self)]

    def as_dict(self) -> dict[str, Any]:
        """Plain data; fields left at their default are omitted (and restored by
        `action_from_dict`)."""
        data: dict[str, Any] = {"do": self.verb}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.default is not MISSING and value == f.default and type(value) is type(
                f.default
            ):
                continue
            data[f.name] = asdict(self)[f.name] if isinstance(value, tuple) else value
        return data


@verb("enter")
@dataclass(frozen=True, slots=True)
class EnterBattlefield(Action):
    """A tabletop move: the card is put onto the battlefield directly (613.7d)."""

    card: str
    controller: str
    tapped: bool = False
    sick: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: int | None = None
    copy_of: int | None = None
    choices: tuple[tuple[str, Any], ...] = ()
    token: bool = False


@verb("hand")
@dataclass(frozen=True, slots=True)
class PutInHand(Action):
    card: str
    owner: str


@verb("library")
@dataclass(frozen=True, slots=True)
class PutInLibrary(Action):
    card: str
    owner: str
    count: int = 1


@verb("cast")
@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    """601.2: cast the spell (an object id in hand)."""

    player: str
    card: int
    targets: tuple[Any, ...] = ()  # object ids or player names
    choices: tuple[tuple[str, Any], ...] = ()
    pay: str = "auto"  # "auto", "free", or "pool" (mana already in the pool)


@verb("activate")
@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    """602: activate an activated ability: `ability` is a keyword or a 1-based index."""

    player: str
    source: int
    ability: str | int
    targets: tuple[Any, ...] = ()
    choices: tuple[tuple[str, Any], ...] = ()
    pay: str = "auto"


@verb("play")
@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """305.1: play a land from hand (main phase, empty stack, one per turn); `face` names
    the face a modal double-faced card is played with (712.12)."""

    player: str
    card: int
    face: str | None = None
    choices: tuple[tuple[str, Any], ...] = ()  # "as it enters" answers (614.12)


@verb("unlock")
@dataclass(frozen=True, slots=True)
class UnlockDoor(Action):
    """116.2m, 709.5: pay the mana cost of a locked door of a Room you control to unlock
    it (a special action, as a sorcery); `door` is the door's name."""

    player: str
    card: int
    door: str
    pay: str = "auto"


@verb("plot")
@dataclass(frozen=True, slots=True)
class PlotCard(Action):
    """702.170a, 116.2k: plot a card from your hand: pay its plot cost and exile it; a
    special action, any time you could cast a sorcery."""

    player: str
    card: int
    pay: str = "auto"


@verb("turn_face_up")
@dataclass(frozen=True, slots=True)
class TurnFaceUp(Action):
    """116.2b, 702.37e: turn a face-down permanent you control face up by paying its morph
    or disguise cost (a manifested creature card: its mana cost, 701.40b); a special
    action, any time you have priority. `choices` answer the cost's questions."""

    player: str
    permanent: int
    choices: tuple[tuple[str, Any], ...] = ()
    pay: str = "auto"


@verb("suspend")
@dataclass(frozen=True, slots=True)
class SuspendCard(Action):
    """116.2f, 702.62a: pay a card's suspend cost and exile it from your hand with its
    number of time counters (a special action, when you could begin to cast it)."""

    player: str
    card: int
    pay: str = "auto"


@verb("pass")
@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    """117.3d: the player with priority passes; `choices` answers the "you may" of the
    object this pass makes resolve (603.5, answer `may`)."""

    player: str
    choices: tuple[tuple[str, Any], ...] = ()


@verb("order")
@dataclass(frozen=True, slots=True)
class OrderTriggers(Action):
    """603.3b: the player puts their simultaneous triggers on the stack in this order."""

    player: str
    order: tuple[int, ...]


@verb("counter")
@dataclass(frozen=True, slots=True)
class AddCounters(Action):
    """A tabletop move: put (n > 0) or remove (n < 0) counters (613.7c)."""

    target: int
    kind: str
    n: int


@verb("attach")
@dataclass(frozen=True, slots=True)
class AttachTo(Action):
    """A tabletop move: attach an Aura or Equipment (613.7e)."""

    what: int
    to: int


@verb("move")
@dataclass(frozen=True, slots=True)
class MoveObject(Action):
    """A tabletop move between zones (400.7: it becomes a new object)."""

    what: int
    to: str
    position: str = "top"


@verb("destroy")
@dataclass(frozen=True, slots=True)
class DestroyObject(Action):
    """701.8: destroy (regeneration and indestructible apply)."""

    what: int


@verb("damage")
@dataclass(frozen=True, slots=True)
class DealDamageAction(Action):
    """A source deals damage (615 prevention and 614 replacement apply)."""

    to: Any  # object id or player name
    n: int
    source: int | None = None


@verb("tap")
@dataclass(frozen=True, slots=True)
class SetTapped(Action):
    what: int
    tapped: bool = True


@verb("control")
@dataclass(frozen=True, slots=True)
class GainControl(Action):
    """A tabletop control change, indefinitely (layer 2, new timestamp)."""

    what: int
    player: str


@verb("set_pt")
@dataclass(frozen=True, slots=True)
class SetPowerToughness(Action):
    """A tabletop move for cards played by hand (a manual card whose text the engine can't
    read): its base P/T is set by the table, indefinitely (layer 7b, new timestamp)."""

    what: int
    power: int
    toughness: int


@verb("advance")
@dataclass(frozen=True, slots=True)
class AdvanceTo(Action):
    """Players pass with an empty stack until the step begins ("next_turn": next upkeep).
    `stop_at_may` (the window's): stop before a pass would make an object with an
    unanswered "you may" resolve, so that pass asks it (603.5)."""

    step: str
    stop_at_may: bool = False


@verb("attack")
@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """508.1: `defender` is the player attacked; `targets` pairs an attacker with what it
    attacks when that differs (a planeswalker's object id, or another player)."""

    player: str
    attackers: tuple[int, ...]
    defender: str = ""
    targets: tuple[tuple[int, Any], ...] = ()
    exert: tuple[int, ...] = ()  # 701.43a: attackers exerted as they attack
    bands: tuple[tuple[int, ...], ...] = ()  # 702.22c: attacking bands


@verb("block")
@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    """509.1: each pair is (blocker, attacker)."""

    player: str
    blocks: tuple[tuple[int, int], ...] = ()  # (blocker, attacker)


@verb("life")
@dataclass(frozen=True, slots=True)
class SetLife(Action):
    """A tabletop move: change a player's life total."""

    player: str
    delta: int


@verb("token")
@dataclass(frozen=True, slots=True)
class CreateTokenAction(Action):
    """A tabletop move: create a token copy of a card, or a creature token with P/T and,
    as the effect that creates it says (111.4), its colours, creature types, keywords, and
    whether it enters tapped."""

    controller: str
    name: str
    power: int | None = None
    toughness: int | None = None
    count: int = 1
    colors: tuple[str, ...] = ()  # "White" or "W" ... (105.1)
    subtypes: tuple[str, ...] = ()  # creature types; none: the name is its type
    keywords: tuple[str, ...] = ()  # "Flying", "Haste" ... (702)
    tapped: bool = False


@verb("shuffle")
@dataclass(frozen=True, slots=True)
class ShuffleLibrary(Action):
    player: str


@verb("draw")
@dataclass(frozen=True, slots=True)
class DrawCards(Action):
    player: str
    n: int = 1


@verb("mulligan")
@dataclass(frozen=True, slots=True)
class Mulligan(Action):
    """103.5: London mulligan: shuffle the hand away, draw seven, bottom N later.

    With `choose_bottom` the new seven stay in hand: the player looks at them and either
    mulligans again or keeps, naming the cards to bottom with `KeepHand`."""

    player: str
    choose_bottom: bool = False


@verb("keep")
@dataclass(frozen=True, slots=True)
class KeepHand(Action):
    """103.5: the player keeps; `bottom` are the cards put on the bottom of the library,
    one per mulligan taken, each under the one named before it; `begin_with`: cards of
    the kept hand that begin the game on the battlefield (103.6a, Leylines)."""

    player: str
    bottom: tuple[int, ...] = ()
    begin_with: tuple[int, ...] = ()


@verb("roll")
@dataclass(frozen=True, slots=True)
class RollDie(Action):
    player: str
    sides: int = 6


@verb("choose")
@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Answer a pending question (modes, X, colours, replacement order...)."""

    player: str
    answers: tuple[tuple[str, Any], ...] = field(default=())




def action_from_dict(data: dict[str, Any]) -> Action:
    """Rebuild an action from `as_dict` output (recordings)."""
    kind = data.get("do")
    cls = ACTION_TYPES.get(str(kind))
    if cls is None:
        raise ValueError(f"unknown action {kind!r}")
    fields = {k: v for k, v in data.items() if k != "do"}
    for key, value in list(fields.items()):
        if isinstance(value, list):
            fields[key] = tuple(tuple(v) if isinstance(v, list) else v for v in value)
    try:
        return cls(**fields)
    except TypeError as exc:
        raise ValueError(f"bad fields for {kind}: {exc}") from None
